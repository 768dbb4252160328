/**
 * The documentation pages, read as MDX: every page the sidebar lists carries the facts
 * content/facts.ts gives for it, and its request samples (curl, JavaScript, Python) send
 * one and the same request. The wording is free: a copy edit changes no test. (The page
 * rules every page keeps are a lint: tools/page-rules, tested in content-rules.test.ts.)
 */
import { readFileSync } from 'node:fs';
import type { List } from 'mdast';
import { describe, expect, it } from 'vitest';

import { firstMessageRequest } from '../../src/components/FirstMessage/request';
import { docPages } from '../../tools/routes';
import { parseCurl, parseCurlCommand, type HttpRequest } from './content/curl';
import { unsupportedClaims } from '../../tools/page-rules/claims';
import {
  pageFacts,
  type Fact,
  type RequestFacts,
  type Says,
  type TableFacts,
} from './content/facts';
import {
  admonitions,
  codeBlocks,
  envOf,
  fieldsAfter,
  links,
  plain,
  readDoc,
  sampleGroups,
  sampleOf,
  section,
  tableRows,
  textOf,
  type Doc,
  type TabsBlock,
} from './content/mdx';
import { runJs, runPython } from './content/samples';

const docs = await Promise.all(docPages.map(readDoc));
const docById = new Map(docs.map((doc) => [doc.id, doc]));

/** Where a fact is looked for: a section by its heading id, or the whole page (''). */
const scopeOf = (doc: Doc, id: string) => (id === '' ? doc : section(doc, id));

const normalise = (text: string): string => text.replace(/\s+/g, ' ');

/** Every fact occurs in the text, in the order given; case does not matter. */
function expectSays(text: string, facts: readonly Fact[], where: string): void {
  const haystack = normalise(text);
  let from = 0;
  for (const fact of facts) {
    const rest = haystack.slice(from);
    const match =
      typeof fact === 'string'
        ? { index: rest.toLowerCase().indexOf(fact.toLowerCase()), length: fact.length }
        : (() => {
            const found = new RegExp(
              fact.source,
              fact.flags.includes('i') ? fact.flags : `${fact.flags}i`,
            ).exec(rest);
            return { index: found?.index ?? -1, length: found?.[0].length ?? 0 };
          })();
    expect(
      match.index,
      `${where}: "${String(fact)}" after offset ${from} in:\n${haystack}`,
    ).toBeGreaterThanOrEqual(0);
    from += match.index + match.length;
  }
}

function expectSaysAndLinks(
  text: string,
  hrefs: readonly string[],
  facts: Says,
  where: string,
): void {
  expectSays(text, facts.says ?? [], where);
  for (const href of facts.linksTo ?? [])
    expect(hrefs, `${where} links to ${href}`).toContain(href);
}

describe('every page the facts name', () => {
  it('is a page the sidebar lists', () => {
    for (const id of Object.keys(pageFacts)) expect(docById.has(id), id).toBe(true);
  });
});

/**
 * The rows of a section's table, or of its request-body fields (rendered from
 * openapi.yaml as field blocks): the field name first, then its type, mark and description.
 */
function rowsOf(doc: Doc, id: string): string[][] {
  const hasFields = section(doc, id).some(
    (node) => node.type === 'mdxJsxFlowElement' && node.name === 'ApiFields',
  );
  if (!hasFields) return tableRows(doc, id);
  return fieldsAfter(doc, id).map((row) => [row.Field, row.Type, row.Optional, row.Description]);
}

/** A table's rows keyed by their first cell, without inline code. */
function checkTable(doc: Doc, id: string, facts: TableFacts): void {
  const rows = rowsOf(doc, id);
  const where = `${doc.page.source} table under #${id}`;
  expect(
    rows.map((row) => plain(row[0])),
    where,
  ).toEqual(Object.keys(facts.rows));
  const marked = (row: string[], mark: RegExp): boolean =>
    row.slice(1).some((cell) => mark.test(cell.trim()));
  for (const row of rows) {
    const key = plain(row[0]);
    expectSays(row.slice(1).join(' | '), facts.rows[key], `${where}, row ${key}`);
    if (facts.optional)
      expect(marked(row, /^optional$/i), `${where}: ${key} optional`).toBe(
        facts.optional.includes(key),
      );
    if (facts.required)
      expect(marked(row, /^(yes|required)$/i), `${where}: ${key} required`).toBe(
        facts.required.includes(key),
      );
  }
}

describe.each(Object.entries(pageFacts))('the facts of %s', (id, facts) => {
  const doc = docById.get(id);
  if (!doc) return;

  for (const [sectionId, says] of Object.entries(facts.sections ?? {})) {
    it(`${sectionId ? `#${sectionId}` : 'the page'} says and links to its facts`, () => {
      const scope = scopeOf(doc, sectionId);
      const hrefs = links(scope).map((link) => link.href);
      const text = textOf(scope);
      // Links count by their text too: a reader reads "info@chitchatlabs.com".
      expectSaysAndLinks(text, hrefs, says, `${id}#${sectionId}`);
    });
  }

  for (const [sectionId, table] of Object.entries(facts.tables ?? {})) {
    it(`#${sectionId} tables its facts`, () => checkTable(doc, sectionId, table));
  }

  for (const [sectionId, steps] of Object.entries(facts.steps ?? {})) {
    it(`#${sectionId} gives its steps in order`, () => {
      const list = section(doc, sectionId).find((node): node is List => node.type === 'list');
      expect(list?.ordered, `an ordered list under #${sectionId}`).toBe(true);
      const items = list?.children ?? [];
      expect(items).toHaveLength(steps.length);
      items.forEach((item, i) =>
        expectSaysAndLinks(
          textOf(item.children),
          links(item.children).map((link) => link.href),
          steps[i],
          `${id}#${sectionId} step ${i + 1}`,
        ),
      );
    });
  }

  for (const box of facts.boxes ?? []) {
    it(`#${box.in} has a ${box.kind} box with its facts`, () => {
      const boxes = admonitions(section(doc, box.in)).filter((a) => a.kind === box.kind);
      expect(boxes.length, `${box.kind} boxes under #${box.in}`).toBeGreaterThan(0);
      const text = boxes.map((a) => `${a.title}\n${a.text}`).join('\n');
      const hrefs = boxes.flatMap((a) => a.links.map((link) => link.href));
      expectSaysAndLinks(text, hrefs, box, `${id}#${box.in} ${box.kind} box`);
    });
  }

  for (const [sectionId, request] of Object.entries(facts.requests ?? {})) {
    describe(`the samples under #${sectionId}`, () => checkRequest(doc, sectionId, request));
  }
});

/** The samples under a heading send the request the facts give, in every language. */
function checkRequest(doc: Doc, sectionId: string, facts: RequestFacts): void {
  const env = envOf(doc);
  const block = (): TabsBlock => {
    const found = sampleGroups(doc).find((b) => b.section === sectionId);
    if (!found) throw new Error(`${doc.page.source} has no sample tabs under #${sectionId}`);
    return found;
  };
  const curl = (): HttpRequest => parseCurl(sampleOf(block(), 'curl'), env);
  const expand = (value: string): string =>
    value.replace(/\$(\w+)/g, (_, name: string) => env[name] ?? `$${name}`);

  it('names the method and URL above the samples', () => {
    const code = codeBlocks(section(doc, facts.endpointIn)).map((b) => b.code);
    expect(code).toContain(`${facts.method} ${facts.url}`);
  });

  it('curl: the method, the URL, the headers and a JSON body', () => {
    const request = curl();
    expect(request.method).toBe(facts.method);
    expect(request.url).toBe(facts.url);
    for (const [name, value] of Object.entries(facts.headers))
      expect(request.headers[name], name).toBe(expand(value));
    expect(request.body).toBeTypeOf('object');
  });

  it('curl: sends every field the table does not mark optional, and no field the table lacks', () => {
    const rows = fieldsAfter(doc, facts.bodyTable);
    const documented = rows.map((row) => plain(row.Field));
    const isOptional = (row: Record<string, string>): boolean =>
      /^optional$/i.test(row.Optional.trim());
    const body = curl().body as Record<string, unknown>;
    const sent = Object.entries(body).flatMap(([key, value]) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      documented.some((f) => f.startsWith(`${key}.`))
        ? [key, ...Object.keys(value).map((sub) => `${key}.${sub}`)]
        : [key],
    );
    for (const field of sent)
      expect(
        documented.includes(field) || documented.some((f) => f.startsWith(`${field}.`)),
        `documented field ${field}`,
      ).toBe(true);
    for (const row of rows.filter((r) => !isOptional(r))) {
      const field = plain(row.Field);
      const parent = field.split('.').slice(0, -1).join('.');
      if (parent === '' || sent.includes(parent)) expect(sent).toContain(field);
    }
  });
}

describe.each(
  docs.flatMap((doc) =>
    sampleGroups(doc).map((block) => [`${doc.id}#${block.section}`, doc, block] as const),
  ),
)('the samples of %s', (_, doc, block) => {
  const env = envOf(doc);
  const sample = (value: string): string => sampleOf(block, value);
  const curl = (): HttpRequest => parseCurl(sample('curl'), env);
  const failure = { status: 401, body: 'a body the docs do not describe' };
  const keys = Object.keys(env);

  it('curl: stops with a clear message when a variable is not set, and fails on an HTTP error', () => {
    for (const name of keys)
      expect(() => parseCurl(sample('curl'), {}), name).toThrow(new RegExp(name));
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

  it('JavaScript: stops with a clear message when a variable is not set', async () => {
    const run = await runJs(sample('js'), {});
    expect(run.requests).toEqual([]);
    expect(run.exitCode).not.toBe(0);
    for (const name of keys) expect(run.stderr).toContain(name);
  });

  it('JavaScript: prints the status and the body as sent, and says when the call failed', async () => {
    const run = await runJs(sample('js'), env, failure);
    expectSays(run.stdout, ['401', failure.body], 'output');
    expect(run.stderr).toMatch(/failed/);
    expect(run.exitCode).not.toBe(0);
  });

  it('Python: valid, and sends the same request as curl', () => {
    const run = runPython(sample('python'), env);
    expect(run.requests).toEqual([curl()]);
    expect(run.exitCode).toBe(0);
  });

  it('Python: stops with a clear message when a variable is not set', () => {
    const run = runPython(sample('python'), {});
    expect(run.requests).toEqual([]);
    expect(run.exitCode).not.toBe(0);
    for (const name of keys) expect(run.stderr).toContain(name);
  });

  it('Python: prints the status and the body as sent, and says when the call failed', () => {
    const run = runPython(sample('python'), env, failure);
    expectSays(run.stdout, ['401', failure.body], 'output');
    expect(run.stderr).toMatch(/failed/);
    expect(run.exitCode).not.toBe(0);
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

  it("the landing page's first message is the API page's single-message example", () => {
    const api = docById.get('3-1-messages');
    const block = api && sampleGroups(api).find((b) => b.section === 'single-message-example');
    expect(block, 'the single-message samples').toBeDefined();
    if (!api || !block) return;
    expect(parseCurl(firstMessageRequest, envOf(api)).body).toEqual(
      parseCurl(sampleOf(block, 'curl'), envOf(api)).body,
    );
  });
});
