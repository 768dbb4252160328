import { existsSync, readFileSync } from 'node:fs';
import type { List } from 'mdast';
import { describe, expect, it } from 'vitest';

import { openapiDownloads } from '../../plugins/openapi';
import { firstMessageRequest } from '../../src/components/FirstMessage/request';
import { docRoutes } from '../../tools/routes';
import { parseCurl, parseCurlCommand, type HttpRequest } from './content/curl';
import {
  admonitions,
  codeBlocks,
  fieldsAfter,
  docIds,
  headings,
  lastBlock,
  links,
  plain,
  readDoc,
  section,
  staticDir,
  summary,
  tableAfter,
  tabsBlocks,
  textOf,
  type Doc,
  type DocId,
} from './content/mdx';
import { runJs, runPython } from './content/samples';

const docs = Object.fromEntries(
  await Promise.all(docIds.map(async (id) => [id, await readDoc(id)] as const)),
) as Record<DocId, Doc>;

/** The links the company's own pages give, for the places the docs send a reader to. */
const deepLinks = {
  templates: 'https://business.facebook.com/latest/whatsapp_manager/message_templates',
  messages: 'https://chitchatlabs.com/#/messages',
  settings: 'https://chitchatlabs.com/#/settings',
} as const;

/** Claims no fact supports; none of them may come back on any page. */
const unsupportedClaims: RegExp[] = [
  /\bqueue/i,
  /account number/i,
  /time zone/i,
  /without asking you again/i,
  /this documentation shows you how/i,
  /WhatsApp Manager (has )?approve/i,
];

/** The gaps CONTENT-FACTS names, which the API page lists rather than fills. */
const undocumentedGaps = [
  /response body and status codes/,
  /error responses/,
  /rate limits/,
  /test or sandbox mode/,
  /en or en_US/,
  /how searchSpec matches/,
  /empty searchSpec/,
  /file\.link must be publicly reachable/,
];

/** Every text must occur in the haystack, in the order given. */
function expectInOrder(haystack: string, needles: string[]): void {
  let from = 0;
  for (const needle of needles) {
    const at = haystack.indexOf(needle, from);
    expect(at, `"${needle}" after offset ${from} in:\n${haystack}`).toBeGreaterThanOrEqual(0);
    from = at + needle.length;
  }
}

const hrefsIn = (doc: Doc, id: string): string[] => links(section(doc, id)).map((l) => l.href);

describe.each(docIds)('%s.mdx', (id) => {
  const doc = docs[id];
  const route = docRoutes.find((r) => r.path === `/${id}`);

  it('keeps its id and route, and one h1 that the route test expects', () => {
    expect(doc.frontMatter.id).toBe(id);
    expect(doc.frontMatter.slug).toBe(`/${id}`);
    const h1s = headings(doc).filter((h) => h.level === 1);
    expect(h1s.map((h) => h.text)).toEqual([route?.h1]);
    expect(doc.frontMatter.title).toBe(route?.h1);
  });

  it('opens with a one-sentence summary that is also its meta description', () => {
    const description = String(doc.frontMatter.description);
    expect(description).toMatch(/^[A-Z].*\.$/);
    expect(description.match(/\. /g), 'one sentence').toBeNull();
    expect(summary(doc)).toBe(description);
  });

  it('has h2 sections and h3 steps only, each with a unique explicit id', () => {
    const sections = headings(doc).filter((h) => h.level > 1);
    expect(sections.length).toBeGreaterThanOrEqual(2);
    for (const heading of sections) {
      expect(heading.level, heading.text).toBeLessThanOrEqual(3);
      expect(heading.id, `explicit id on "${heading.text}"`).toMatch(/^[a-z0-9-]+$/);
    }
    const ids = sections.map((h) => h.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('links only to pages, anchors and files that exist', () => {
    for (const link of links(doc)) {
      const where = `${id}.mdx:${link.line} ${link.href}`;
      if (/^(https:|mailto:|tel:)/.test(link.href)) continue;
      if (link.href.startsWith('pathname://')) {
        const built: string[] = Object.values(openapiDownloads);
        expect(built, `${where}: a file the build writes`).toContain(link.href.slice(11));
        continue;
      }
      if (link.href.startsWith('/')) {
        expect(existsSync(`${staticDir}${link.href.slice(1)}`), where).toBe(true);
        continue;
      }
      const match = /^(?:\.\/([\w-]+)\.mdx)?(?:#([\w-]+))?$/.exec(link.href);
      expect(match, `${where}: use ./page.mdx or #anchor`).not.toBeNull();
      const target = docs[(match?.[1] ?? id) as DocId];
      expect(target, where).toBeDefined();
      if (match?.[2])
        expect(
          headings(target).map((h) => h.id),
          where,
        ).toContain(match[2]);
    }
  });

  it('ends with a link to where the reader goes next', () => {
    const next = links(lastBlock(doc)).map((link) => link.href);
    expect(
      next.some((href) => /^\.\/[\w-]+\.mdx$/.test(href)),
      next.join(' '),
    ).toBe(true);
  });

  it('labels every code block with a language, and its JSON parses', () => {
    for (const block of codeBlocks(doc)) {
      expect(block.lang, `code block on line ${block.line}`).not.toBe('');
      if (block.lang === 'json') expect(() => JSON.parse(block.code)).not.toThrow();
    }
  });

  it('uses obviously fake phone numbers only, besides the support line', () => {
    const numbers = doc.source.match(/\b\d{10,}\b/g) ?? [];
    for (const number of numbers) expect(number).toMatch(/^(1555\d{7}|919739978284)$/);
  });

  it('makes none of the claims that no fact supports', () => {
    for (const claim of unsupportedClaims) expect(doc.source).not.toMatch(claim);
  });
});

describe('the announcement bar and the landing page', () => {
  const config = readFileSync(new URL('../../docusaurus.config.ts', import.meta.url), 'utf8');
  const firstMessage = readFileSync(
    new URL('../../src/components/FirstMessage/index.tsx', import.meta.url),
    'utf8',
  );

  it('announce nothing as "New" and make none of the unsupported claims', () => {
    const announcement = /announcementBar:\s*\{[\s\S]*?content:\s*'([^']*)'/.exec(config)?.[1];
    expect(announcement).toContain('href="/3-1-messages"');
    expect(announcement).not.toMatch(/\bnew\b/i);
    for (const claim of unsupportedClaims) expect(firstMessage).not.toMatch(claim);
  });
});

describe('introduction', () => {
  const doc = docs.introduction;

  it('says what ChitChatLabs does and for whom', () => {
    expectInOrder(textOf(section(doc, 'what-chitchatlabs-does')), [
      'Turning chats into tech',
      'WhatsApp',
      'personalised messaging and workflows',
      'appointment scheduling',
      "customers' questions",
      'payments and product sales',
    ]);
    expect(hrefsIn(doc, 'what-chitchatlabs-does')).toContain('https://chitchatlabs.com');
    expect(textOf(section(doc, 'who-it-is-for'))).toContain('already rely on WhatsApp');
  });

  it('lists the five prerequisites in order, the first two required, the rest optional', () => {
    expectInOrder(textOf(section(doc, 'required')), [
      'Facebook Business account',
      'WhatsApp Business Profile',
    ]);
    expect(hrefsIn(doc, 'required')).toContain('https://business.facebook.com');
    expectInOrder(textOf(section(doc, 'optional')), [
      'Razorpay account',
      'OAuth',
      'Google Calendar',
      'appointments',
      'Google Drive',
      'images and PDFs',
    ]);
  });

  it('points to onboarding, to the API quick start and to support', () => {
    expectInOrder(hrefsIn(doc, 'quick-start').join(' '), [
      './onboarding.mdx',
      './3-1-messages.mdx#quick-start',
    ]);
    expect(hrefsIn(doc, 'getting-help')).toContain('./support.mdx');
  });
});

describe('onboarding', () => {
  const doc = docs.onboarding;

  it('gives the OTP login and the Configure with Facebook steps, with a link to Settings', () => {
    expect(hrefsIn(doc, 'log-in')).toContain('https://chitchatlabs.com');
    expectInOrder(textOf(section(doc, 'log-in')), ['WhatsApp number', 'one-time password (OTP)']);
    expectInOrder(textOf(section(doc, 'configure-with-facebook')), [
      'user icon',
      'Settings',
      'Configure with Facebook',
      'WhatsApp Business Account (WABA)',
    ]);
    expect(hrefsIn(doc, 'configure-with-facebook')).toContain(deepLinks.settings);
  });

  it('shows the walkthrough as a local poster that links to YouTube, never an embed', () => {
    const video = section(doc, 'video-walkthrough').find(
      (node) => node.type === 'mdxJsxFlowElement' && node.name === 'VideoWalkthrough',
    );
    const attributes = Object.fromEntries(
      (video?.type === 'mdxJsxFlowElement' ? video.attributes : []).map((a) =>
        'name' in a ? [a.name, a.value] : [],
      ),
    );
    expect(attributes.videoId).toBe('ToSfBWVY8R4');
    expect(attributes.poster).toMatch(/^\/img\/[\w-]+\.svg$/);
    expect(existsSync(`${staticDir}${String(attributes.poster).slice(1)}`)).toBe(true);
    expect(doc.source).not.toMatch(/<iframe|youtube\.com\/embed|youtube-nocookie/);
  });
});

describe('3-0-messages', () => {
  const doc = docs['3-0-messages'];

  it('says templates are made in WhatsApp Manager and approved by Meta, in a warning', () => {
    expect(textOf(section(doc, 'message-templates'))).toContain('WhatsApp Manager');
    const warning = admonitions(section(doc, 'message-templates')).find(
      (a) => a.kind === 'warning',
    );
    expectInOrder(warning?.text ?? '', ['Meta', 'approve']);
    expectInOrder(textOf(section(doc, 'open-whatsapp-manager')), [
      'business.facebook.com',
      'WhatsApp Manager',
      'message templates',
    ]);
    expect(hrefsIn(doc, 'open-whatsapp-manager')).toContain(deepLinks.templates);
    expect(hrefsIn(doc, 'submit-for-approval')).toContain(deepLinks.templates);
  });

  it('tables the template categories and parts', () => {
    const rows = tableAfter(doc, 'template-parts');
    const byField = Object.fromEntries(rows.map((row) => [row.Field, row['What it holds']]));
    expect(Object.keys(byField)).toEqual(['Category', 'Header', 'Body', 'Footer', 'Buttons']);
    expectInOrder(byField.Category, ['Marketing', 'Utility', 'Authentication']);
    expectInOrder(byField.Header, ['Text', 'image', 'document', 'video']);
    expectInOrder(byField.Body, ['formatting', 'emoji', '`{{1}}`', '`{{2}}`']);
    expect(byField.Footer).toContain('Grey text at the bottom');
    expect(byField.Buttons).toContain('dynamic suffix');
    expect(rows.find((row) => row.Field === 'Header')?.['At send time']).toContain(
      'Media in the header is a parameter',
    );
  });

  it('requires name and mobile for contacts, and treats other columns as custom fields', () => {
    const rows = tableAfter(doc, 'contact-fields');
    expect(rows.map((row) => [plain(row.Column), row.Required])).toEqual([
      ['name', 'Yes'],
      ['mobile', 'Yes'],
      ['Any other column', 'No'],
    ]);
    expectInOrder(rows[2]['What it is'], ['custom field', 'template parameter', 'filter']);
    expectInOrder(textOf(section(doc, 'contacts')), ['Messages', 'Contacts', 'one by one', 'CSV']);
    expect(hrefsIn(doc, 'contacts')).toContain(deepLinks.messages);
  });

  it('shows the example CSV and links to the same file for download', () => {
    const csv = readFileSync(`${staticDir}examples/contacts.csv`, 'utf8');
    const header = csv.split('\n')[0].split(',');
    expect(header.slice(0, 2)).toEqual(['name', 'mobile']);
    const shown = codeBlocks(doc).find((block) => block.lang === 'csv');
    expect(`${shown?.code}\n`).toBe(csv);
    expect(links(doc).map((link) => link.href)).toContain('/examples/contacts.csv');
  });

  it('explains recipients, parameters, tags and the confirmation', () => {
    expectInOrder(textOf(section(doc, 'select-recipients')), [
      'one or more field values',
      'search results',
      'every contact',
    ]);
    expectInOrder(textOf(section(doc, 'parameters')), ['fixed', 'double braces', '{{name}}']);
    expect(textOf(section(doc, 'tags'))).toContain('same template');
    expectInOrder(textOf(section(doc, 'send')), ['confirmation', 'being sent']);
  });

  it('tables the payload, optional only where the facts say so', () => {
    const rows = tableAfter(doc, 'payload');
    expect(rows.map((row) => [plain(row.Field), row.Optional])).toEqual([
      ['language', 'Not marked optional'],
      ['file', 'Optional'],
      ['params', 'Not marked optional'],
      ['tag', 'Optional'],
      ['buttons', 'Not marked optional'],
    ]);
    expectInOrder(textOf(section(doc, 'payload')), ['en', 'image', 'video', 'document', 'link']);
  });

  it('shows a payload whose button value is a contact column', () => {
    const payloads = codeBlocks(section(doc, 'payload')).map(
      (block) => JSON.parse(block.code) as Record<string, unknown>,
    );
    expect(payloads.map((payload) => payload.buttons)).toContainEqual(['{{video_link}}']);
  });

  it('explains monitoring and errors in the Messages tab, with a link to the Messages page', () => {
    expectInOrder(textOf(section(doc, 'monitoring')), [
      'Messages',
      'status',
      'template, tag, status and more',
      'type of error',
      "Meta's documentation",
    ]);
    expect(hrefsIn(doc, 'monitoring')).toContain(deepLinks.messages);
  });
});

describe('3-1-messages', () => {
  const doc = docs['3-1-messages'];
  const endpoints = {
    'single-message': 'https://app.chitchatlabs.com/chat-service/apis/message/single',
    'bulk-message': 'https://app.chitchatlabs.com/chat-service/apis/message/blast',
  } as const;

  /** The environment the page tells the reader to set before running the examples. */
  const env = Object.fromEntries(
    codeBlocks(doc)
      .flatMap((block) => [...block.code.matchAll(/^export (\w+)='([^']*)'$/gm)])
      .map((m) => [m[1], m[2]]),
  );

  it('opens with a quick start: onboarding, template, key, own number, then phone and Messages tab', () => {
    expect(headings(doc)[1].id).toBe('quick-start');
    const list = section(doc, 'quick-start').find((node): node is List => node.type === 'list');
    expect(list?.ordered).toBe(true);
    const steps = (list?.children ?? []).map((item) => ({
      text: textOf(item.children),
      hrefs: links(item.children).map((link) => link.href),
    }));
    expect(steps).toHaveLength(5);
    expect(steps[0].hrefs).toContain('./onboarding.mdx');
    expect(steps[1].hrefs).toContain(deepLinks.templates);
    expectInOrder(steps[1].text, ['approved', 'name', 'language']);
    expect(steps[2].hrefs).toContain(deepLinks.settings);
    expect(steps[2].text).toContain('API key');
    expect(steps[3].hrefs).toContain('#single-message-example');
    expect(steps[3].text).toContain('your own');
    expect(steps[4].hrefs).toContain(deepLinks.messages);
    expectInOrder(steps[4].text, ['phone', 'Messages']);
  });

  it('has the reader send the template to themselves from the app first, from documented steps', () => {
    const list = section(doc, 'send-to-yourself-first').find(
      (node): node is List => node.type === 'list',
    );
    expect(list?.ordered).toBe(true);
    const steps = (list?.children ?? []).map((item) => textOf(item.children));
    expectInOrder(steps.join('\n'), [
      'Contacts',
      'add yourself',
      'name',
      'mobile',
      'Search for yourself',
      'Send Message',
      'Send',
      'being sent',
      'phone',
      'Messages',
      'status',
    ]);
    expect(hrefsIn(doc, 'send-to-yourself-first')).toContain(deepLinks.messages);
    const warning = admonitions(section(doc, 'send-to-yourself-first'))[0];
    expectInOrder(warning?.text ?? '', ['search results', 'all of your contacts']);
  });

  it('lists what to check before sending: approval, exact name, language, one value per parameter, digits', () => {
    expectInOrder(textOf(section(doc, 'check-before-you-send')), [
      'approved',
      'fb_template',
      'exactly',
      'language',
      'params',
      'one value for each',
      'to.mobile',
      'digits only',
      'no +',
    ]);
    expect(hrefsIn(doc, 'check-before-you-send')).toEqual([deepLinks.templates]);
  });

  it('troubleshoots by symptom, pointing only to documented places', () => {
    const rows = tableAfter(doc, 'troubleshooting');
    expect(rows.map((row) => row['What you see'])).toEqual([
      expect.stringContaining('not 2xx'),
      expect.stringContaining('Nothing arrives'),
      expect.stringContaining('failed'),
    ]);
    expect(rows[2]['Where to look']).toContain("Meta's documentation");
    const table = section(doc, 'troubleshooting').filter((node) => node.type === 'table');
    expect(
      links(table)
        .map((link) => link.href)
        .sort(),
    ).toEqual(
      ['#check-before-you-send', './support.mdx#what-to-include', deepLinks.messages].sort(),
    );
  });

  it('offers the OpenAPI description and the Postman collection for download', () => {
    const downloads = links(section(doc, 'openapi')).map((link) => [link.text, link.href]);
    expect(downloads).toEqual([
      ['Download the OpenAPI description', `pathname://${openapiDownloads.yaml}`],
      ['as JSON', `pathname://${openapiDownloads.json}`],
      ['Download the Postman collection', `pathname://${openapiDownloads.postman}`],
    ]);
  });

  it('explains authentication: the header, where the key is, and to keep it off the client', () => {
    const headerRows = tableAfter(doc, 'authentication').map((row) => [
      plain(row.Header),
      plain(row.Value),
    ]);
    expect(headerRows).toContainEqual(['Content-Type', 'application/json']);
    expect(headerRows.map(([name]) => name)).toContain('x-tenant-api-key');
    expect(textOf(section(doc, 'find-your-api-key'))).toContain('Settings → Account Information');
    expect(hrefsIn(doc, 'find-your-api-key')).toContain(deepLinks.settings);
    const danger = admonitions(section(doc, 'authentication')).find((a) => a.kind === 'danger');
    expect(danger?.text).toContain('client-side code');
    expect(Object.keys(env)).toEqual(['CHITCHATLABS_API_KEY']);
  });

  it('maps a template to a request, and says what the API does not document', () => {
    const rows = tableAfter(doc, 'template-to-request');
    const request = rows.map((row) => row['In the request']).join('\n');
    expectInOrder(request, ['"fb_template"', '"language"', '"params"', '"file"']);
    const body = rows.find((row) => row['In the template'].includes('`{{1}}`'));
    expect(body?.Example).toContain('{{2}}');
    const text = textOf(section(doc, 'template-to-request'));
    expectInOrder(text, ['button', 'text header', 'not document']);
  });

  it('marks optional only the fields the facts call optional, on both endpoints', () => {
    for (const endpoint of Object.keys(endpoints)) {
      const rows = fieldsAfter(doc, `${endpoint}-body`);
      for (const row of rows) {
        const expected = ['file', 'tag'].includes(plain(row.Field))
          ? 'Optional'
          : 'Not marked optional';
        expect(row.Optional, `${endpoint}: ${row.Field}`).toBe(expected);
      }
    }
  });

  it('says the single-message recipient need not be a contact, and the number format', () => {
    expect(textOf(section(doc, 'single-message'))).toContain(
      'does not have to be one of your contacts',
    );
    const mobile = fieldsAfter(doc, 'single-message-body').find(
      (row) => plain(row.Field) === 'to.mobile',
    );
    expectInOrder(mobile?.Description ?? '', ['country code', 'no `+`', '`15551234567`']);
  });

  it('documents searchSpec with a field-to-value example', () => {
    const spec = fieldsAfter(doc, 'bulk-message-body').find(
      (row) => plain(row.Field) === 'searchSpec',
    );
    expect(spec?.Description).toContain('`{"city": "Pune"}`');
    expect(spec?.Type).toBe('object');
  });

  it('says after the call what the samples print, where status and errors are, and what to send Support', () => {
    const after = section(doc, 'after-you-call');
    expectInOrder(textOf(after), [
      'HTTP status',
      'not documented here',
      'Messages',
      "Meta's documentation",
    ]);
    expect(links(after).map((link) => link.href)).toEqual(
      expect.arrayContaining([
        deepLinks.messages,
        './3-0-messages.mdx#monitoring',
        './support.mdx#what-to-include',
      ]),
    );
  });

  it('lists every gap of the facts in a "Not covered here" box', () => {
    const box = admonitions(section(doc, 'after-you-call')).find(
      (a) => a.title === 'Not covered here',
    );
    expect(box?.kind).toBe('note');
    for (const gap of undocumentedGaps) expect(box?.text).toMatch(gap);
    expect(box?.links.map((link) => link.href)).toContain('./support.mdx');
  });

  it('has one synced language tab group per endpoint, cURL then JavaScript then Python', () => {
    const blocks = tabsBlocks(doc);
    expect(blocks.map((block) => block.section)).toEqual([
      'single-message-example',
      'bulk-message-example',
    ]);
    for (const block of blocks) {
      expect(block.groupId).toBe('language');
      expect(
        block.items.map((item) => [item.value, item.label, item.code.map((c) => c.lang)]),
      ).toEqual([
        ['curl', 'cURL', ['bash']],
        ['js', 'JavaScript', ['js']],
        ['python', 'Python', ['python']],
      ]);
    }
  });

  it('uses the landing page request as its single-message example', () => {
    const block = tabsBlocks(doc).find((b) => b.section === 'single-message-example');
    const curl = block?.items.find((i) => i.value === 'curl')?.code[0]?.code ?? '';
    expect(parseCurl(firstMessageRequest, env).body).toEqual(parseCurl(curl, env).body);
  });

  it('shows header media with a template that the page gives a media header', () => {
    const [block] = codeBlocks(section(doc, 'header-media'));
    const body = JSON.parse(block.code) as { fb_template: string; file: { type: string } };
    const media = tableAfter(doc, 'template-to-request').find((row) =>
      row['In the template'].includes('header'),
    );
    expect(media?.Example).toContain(`\`${body.fb_template}\``);
    expect(media?.Example).toContain(`${body.file.type} header`);
  });

  describe.each(Object.entries(endpoints))('the %s examples', (endpoint, url) => {
    const block = tabsBlocks(doc).find((b) => b.section === `${endpoint}-example`);
    const sample = (value: string): string =>
      block?.items.find((i) => i.value === value)?.code[0]?.code ?? '';
    const curl = (): HttpRequest => parseCurl(sample('curl'), env);
    const failure = { status: 401, body: 'a body the docs do not describe' };

    it('names the method and URL above the examples', () => {
      const [endpointBlock] = codeBlocks(section(doc, endpoint)).filter(
        (b) => b.title === 'Endpoint',
      );
      expect(endpointBlock?.code).toBe(`POST ${url}`);
    });

    it('curl: one well-formed command with POST, the URL, the key header and a JSON body', () => {
      const request = curl();
      expect(request.method).toBe('POST');
      expect(request.url).toBe(url);
      expect(request.headers['x-tenant-api-key']).toBe(env.CHITCHATLABS_API_KEY);
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.body).toBeTypeOf('object');
    });

    it('curl: sends every field the table does not mark optional, and no field the table lacks', () => {
      const rows = fieldsAfter(doc, `${endpoint}-body`);
      const documented = rows.map((row) => plain(row.Field));
      const body = curl().body as Record<string, unknown>;
      const sent = Object.entries(body).flatMap(([key, value]) =>
        key === 'to' && typeof value === 'object' && value
          ? [key, ...Object.keys(value).map((sub) => `${key}.${sub}`)]
          : [key],
      );
      for (const field of sent) expect(documented, `documented field ${field}`).toContain(field);
      for (const row of rows.filter((r) => r.Optional !== 'Optional')) {
        const field = plain(row.Field);
        const parent = field.split('.').slice(0, -1).join('.');
        if (parent === '' || sent.includes(parent)) expect(sent).toContain(field);
      }
    });

    it('curl: stops with a clear message when the key is not set, and fails on an HTTP error', () => {
      expect(() => parseCurl(sample('curl'), {})).toThrow(/CHITCHATLABS_API_KEY.*API key/);
      const command = parseCurlCommand(sample('curl'), env);
      expect(command.failWithBody).toBe(true);
      // A redirect fails too: curl follows none and exits with an error on one.
      expect(command.maxRedirects).toBe(0);
      expect(command.writeOut).toContain('%{http_code}');
    });

    it('JavaScript: valid, and sends the same request as curl', async () => {
      const run = await runJs(sample('js'), env);
      expect(run.requests).toEqual([curl()]);
      expect(run.exitCode).toBe(0);
    });

    it('JavaScript: stops with a clear message when the key is not set', async () => {
      const run = await runJs(sample('js'), {});
      expect(run.requests).toEqual([]);
      expect(run.exitCode).not.toBe(0);
      expect(run.stderr).toContain('CHITCHATLABS_API_KEY');
    });

    it('JavaScript: prints the status and the body as sent, and says when the call failed', async () => {
      const run = await runJs(sample('js'), env, failure);
      expectInOrder(run.stdout, ['401', failure.body]);
      expect(run.stderr).toMatch(/failed/);
      expect(run.exitCode).not.toBe(0);
    });

    it('Python: valid, and sends the same request as curl', () => {
      const run = runPython(sample('python'), env);
      expect(run.requests).toEqual([curl()]);
      expect(run.exitCode).toBe(0);
    });

    it('Python: stops with a clear message when the key is not set', () => {
      const run = runPython(sample('python'), {});
      expect(run.requests).toEqual([]);
      expect(run.exitCode).not.toBe(0);
      expect(run.stderr).toContain('CHITCHATLABS_API_KEY');
    });

    it('Python: prints the status and the body as sent, and says when the call failed', () => {
      const run = runPython(sample('python'), env, failure);
      expectInOrder(run.stdout, ['401', failure.body]);
      expect(run.stderr).toMatch(/failed/);
      expect(run.exitCode).not.toBe(0);
    });
  });
});

describe('support', () => {
  const doc = docs.support;

  it('gives the email and phone as mailto: and tel: links', () => {
    const hrefs = links(doc).map((link) => `${link.text} ${link.href}`);
    expect(hrefs).toContain('info@chitchatlabs.com mailto:info@chitchatlabs.com');
    expect(hrefs).toContain('+91 97399 78284 tel:+919739978284');
  });

  it('asks for what the facts support: template, tag, expected and actual, error type', () => {
    const list = section(doc, 'what-to-include').find((node): node is List => node.type === 'list');
    const items = (list?.children ?? []).map((item) => textOf(item.children));
    expect(items).toHaveLength(4);
    expectInOrder(items.join('\n'), ['template name', 'tag', 'expected', 'happened', 'error type']);
    expect(hrefsIn(doc, 'what-to-include')).toContain(deepLinks.messages);
  });
});
