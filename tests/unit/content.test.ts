// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { docRoutes } from '../../tools/routes';
import { parseCurl, type HttpRequest } from './content/curl';
import {
  codeBlocks,
  docIds,
  headings,
  links,
  plain,
  readDoc,
  staticDir,
  summary,
  tableAfter,
  tabsBlocks,
  type Doc,
  type DocId,
} from './content/mdx';
import { requestsFromJs, requestsFromPython } from './content/samples';

const docs = Object.fromEntries(docIds.map((id) => [id, readDoc(id)])) as Record<DocId, Doc>;

/** The text of the section under the heading with this id, up to the next heading of the same or a higher level. */
function section(doc: Doc, id: string): string {
  const all = headings(doc);
  const index = all.findIndex((h) => h.id === id);
  if (index === -1) throw new Error(`${doc.id}.mdx has no heading {#${id}}`);
  const next = all.slice(index + 1).find((h) => h.level <= all[index].level);
  const from = all[index].line - doc.firstLine;
  const to = next ? next.line - doc.firstLine : doc.lines.length;
  return doc.lines.slice(from, to).join('\n');
}

/** Every text must occur in the haystack, in the order given. */
function expectInOrder(haystack: string, needles: string[]): void {
  let from = 0;
  for (const needle of needles) {
    const at = haystack.indexOf(needle, from);
    expect(at, `"${needle}" after offset ${from}`).toBeGreaterThanOrEqual(0);
    from = at + needle.length;
  }
}

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
    const description = doc.frontMatter.description;
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
    const last = doc.lines.filter((line) => line.trim() !== '').at(-1) ?? '';
    expect(last).toMatch(/\]\(\.\/[\w-]+\.mdx\)/);
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
});

describe('introduction', () => {
  const doc = docs.introduction;

  it('says what ChitChatLabs does and for whom', () => {
    expectInOrder(section(doc, 'what-chitchatlabs-does'), [
      'Turning chats into tech',
      'WhatsApp',
      'personalised messaging and workflows',
      'appointment scheduling',
      "customers' questions",
      'payments and product sales',
      'https://chitchatlabs.com',
    ]);
    expect(section(doc, 'who-it-is-for')).toContain('already rely on WhatsApp');
  });

  it('lists the five prerequisites in order, the first two required, the rest optional', () => {
    expectInOrder(section(doc, 'required'), [
      'Facebook Business account',
      'https://business.facebook.com',
      'WhatsApp Business Profile',
    ]);
    expectInOrder(section(doc, 'optional'), [
      'Razorpay account',
      'OAuth',
      'Google Calendar',
      'appointments',
      'Google Drive',
      'images and PDFs',
    ]);
  });

  it('points to onboarding and to support', () => {
    expect(section(doc, 'quick-start')).toContain('(./onboarding.mdx)');
    expect(section(doc, 'getting-help')).toContain('(./support.mdx)');
  });
});

describe('onboarding', () => {
  const doc = docs.onboarding;

  it('gives the OTP login and the Configure with Facebook steps', () => {
    expectInOrder(section(doc, 'log-in'), [
      'https://chitchatlabs.com',
      'WhatsApp number',
      'one-time password (OTP)',
    ]);
    expectInOrder(section(doc, 'configure-with-facebook'), [
      'user icon',
      '**Settings**',
      '**Configure with Facebook**',
      'WhatsApp Business Account (WABA)',
    ]);
  });

  it('shows the walkthrough as a local poster that links to YouTube, never an embed', () => {
    const video = section(doc, 'video-walkthrough');
    expect(video).toMatch(
      /<VideoWalkthrough videoId="ToSfBWVY8R4" [^>]*poster="\/img\/[\w-]+\.svg" \/>/,
    );
    const poster = /poster="\/([^"]+)"/.exec(video)?.[1] ?? '';
    expect(existsSync(`${staticDir}${poster}`)).toBe(true);
    expect(doc.source).not.toMatch(/<iframe|youtube\.com\/embed|youtube-nocookie/);
  });
});

describe('3-0-messages', () => {
  const doc = docs['3-0-messages'];

  it('says templates are made and approved in WhatsApp Manager, in a warning', () => {
    expectInOrder(section(doc, 'message-templates'), [
      'WhatsApp Manager',
      ':::warning',
      'approve',
      ':::',
    ]);
    expectInOrder(section(doc, 'open-whatsapp-manager'), [
      'business.facebook.com',
      'WhatsApp Manager',
      'message templates',
    ]);
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
    expectInOrder(section(doc, 'contacts'), ['**Messages**', '**Contacts**', 'one by one', 'CSV']);
  });

  it('shows the example CSV and links to the same file for download', () => {
    const csv = readFileSync(`${staticDir}examples/contacts.csv`, 'utf8');
    const header = csv.split('\n')[0].split(',');
    expect(header.slice(0, 2)).toEqual(['name', 'mobile']);
    const shown = codeBlocks(doc).find((block) => block.lang === 'csv');
    expect(`${shown?.code}\n`).toBe(csv);
    expect(links(doc).map((link) => link.href)).toContain('/examples/contacts.csv');
  });

  it('explains recipients, parameters, tags, the payload and the confirmation', () => {
    expectInOrder(section(doc, 'select-recipients'), [
      'one or more field values',
      'search results',
      'every contact',
    ]);
    expectInOrder(section(doc, 'parameters'), ['fixed', 'double braces', '`{{name}}`']);
    expect(section(doc, 'tags')).toContain('same template');
    const payload = tableAfter(doc, 'payload').map((row) => plain(row.Field));
    expect(payload).toEqual(['language', 'file', 'params', 'tag', 'buttons']);
    expectInOrder(section(doc, 'payload'), ['`en`', '`image`', '`video`', '`document`', '`link`']);
    expect(section(doc, 'send')).toContain('confirmation');
  });

  it('explains monitoring and errors in the Messages tab', () => {
    expectInOrder(section(doc, 'monitoring'), [
      '**Messages**',
      'status',
      'template, tag, status and more',
      'type of error',
      "Meta's documentation",
    ]);
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

  it('explains authentication: the header, where the key is, and to keep it off the client', () => {
    const auth = section(doc, 'authentication');
    const headerRows = tableAfter(doc, 'authentication').map((row) => [
      plain(row.Header),
      plain(row.Value),
    ]);
    expect(headerRows).toContainEqual(['Content-Type', 'application/json']);
    expect(headerRows.map(([name]) => name)).toContain('x-tenant-api-key');
    expect(auth).toContain('**Settings → Account Information**');
    expect(auth).toMatch(/:::danger[\s\S]*client-side code[\s\S]*:::/);
    expect(Object.keys(env)).toEqual(['CHITCHATLABS_API_KEY']);
  });

  it('says a successful call queues the message and status is in the Messages tab', () => {
    expectInOrder(section(doc, 'after-you-send'), [
      'queues',
      '**Messages** tab',
      '(./3-0-messages.mdx#monitoring)',
    ]);
  });

  it('says the single-message recipient need not be a contact, and the number format', () => {
    expect(section(doc, 'single-message')).toContain('does not have to be one of your contacts');
    const mobile = tableAfter(doc, 'single-message-body').find(
      (row) => plain(row.Field) === 'to.mobile',
    );
    expectInOrder(mobile?.Description ?? '', ['country code', 'no `+`', '`15551234567`']);
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

  describe.each(Object.entries(endpoints))('the %s examples', (endpoint, url) => {
    const block = tabsBlocks(doc).find((b) => b.section === `${endpoint}-example`);
    const sample = (value: string): string =>
      block?.items.find((i) => i.value === value)?.code[0]?.code ?? '';
    const curl = (): HttpRequest => parseCurl(sample('curl'), env);

    it('names the method and URL above the examples', () => {
      const endpointBlock = codeBlocks(doc).find(
        (b) => b.title === 'Endpoint' && section(doc, endpoint).includes(b.code),
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

    it('curl: sends every required field of the table and no field the table lacks', () => {
      const rows = tableAfter(doc, `${endpoint}-body`);
      const documented = rows.map((row) => plain(row.Field));
      const requirement = (row: Record<string, string>): string | undefined =>
        ({ Yes: 'required', No: 'optional' })[row.Required];
      for (const row of rows) {
        expect(row.Type, `type of ${row.Field}`).toMatch(/^[a-z ]+$/);
        expect(requirement(row), `required or not: ${row.Field}`).toBeDefined();
      }
      const body = curl().body as Record<string, unknown>;
      const sent = Object.entries(body).flatMap(([key, value]) =>
        key === 'to' && typeof value === 'object' && value
          ? [key, ...Object.keys(value).map((sub) => `${key}.${sub}`)]
          : [key],
      );
      for (const field of sent) expect(documented, `documented field ${field}`).toContain(field);
      for (const row of rows.filter((r) => requirement(r) === 'required')) {
        expect(sent).toContain(plain(row.Field));
      }
      expect(rows.filter((r) => requirement(r) === 'optional').map((r) => plain(r.Field))).toEqual([
        'file',
        'tag',
      ]);
    });

    it('JavaScript: valid, and sends the same request as curl', async () => {
      expect(await requestsFromJs(sample('js'), env)).toEqual([curl()]);
    });

    it('Python: valid, and sends the same request as curl', () => {
      expect(requestsFromPython(sample('python'), env)).toEqual([curl()]);
    });
  });

  it('documents searchSpec with a field-to-value example', () => {
    const spec = tableAfter(doc, 'bulk-message-body').find(
      (row) => plain(row.Field) === 'searchSpec',
    );
    expect(spec?.Description).toContain('`{"city": "Pune"}`');
  });
});

describe('support', () => {
  const doc = docs.support;

  it('gives the email and phone as mailto: and tel: links', () => {
    const hrefs = links(doc).map((link) => `${link.text} ${link.href}`);
    expect(hrefs).toContain('info@chitchatlabs.com mailto:info@chitchatlabs.com');
    expect(hrefs).toContain('+91 97399 78284 tel:+919739978284');
  });

  it('says what to include in a support request', () => {
    expectInOrder(section(doc, 'what-to-include'), [
      'account number',
      'template name',
      'tag',
      'time of the send',
    ]);
  });
});
