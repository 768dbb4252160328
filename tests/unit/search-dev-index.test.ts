import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { beforeAll, describe, expect, it } from 'vitest';

import config from '../../docusaurus.config';
import { treeToMarkdown } from '../../plugins/llms/convert';
import { docsRemarkPlugins } from '../../plugins/mdx-source/docsRemarkPlugins';
import { readMdxPage } from '../../plugins/mdx-source/parse';
import { loadOpenApi, operationById, requestSchema } from '../../plugins/openapi/document';
import { fieldRows } from '../../plugins/openapi/fieldTables';
import { createEngine } from '../../plugins/search/client/engine';
import { devSearchIndex, docSections, type DevDoc } from '../../plugins/search/devIndex';
import { recordHref } from '../../plugins/search/records';
import { searchJourneys } from '../e2e/search-journeys';

const source = `---
title: Messages API
---

import Tabs from '@theme/Tabs';

# Sending messages through the API

Send templated **WhatsApp** messages from your own code.

## Authentication {#auth}

Every request carries your API key in the \`x-tenant-api-key\` header.

### Find your API key

Open <kbd>Settings</kbd>, then copy it.

\`\`\`bash
curl -H "x-tenant-api-key: KEY" https://example.test
\`\`\`

#### A deeper heading

Stays in its section.

## Request body

| Field        | Meaning        |
| ------------ | -------------- |
| \`searchSpec\` | Which contacts |

{/* A note for writers. */}
`;

describe('the dev server search index', async () => {
  const sections = await docSections({ url: '/3-1-messages', title: 'Messages API', source });

  it('has a section per h2 and h3, with the ids Docusaurus gives the headings', () => {
    expect(sections.map(({ anchor, title, parent }) => ({ anchor, title, parent }))).toEqual([
      { anchor: '', title: 'Sending messages through the API', parent: undefined },
      { anchor: 'auth', title: 'Authentication', parent: undefined },
      { anchor: 'find-your-api-key', title: 'Find your API key', parent: 'Authentication' },
      { anchor: 'request-body', title: 'Request body', parent: undefined },
    ]);
    expect(new Set(sections.map((section) => section.page))).toEqual(
      new Set(['Sending messages through the API']),
    );
  });

  it('keeps what a reader reads, code apart, and nothing of the MDX around it', () => {
    const [top, auth, find] = sections;
    expect(top.text).toBe('Send templated WhatsApp messages from your own code.');
    expect(auth.text).toBe('Every request carries your API key in the x-tenant-api-key header.');
    expect(find.text).toBe('Open Settings, then copy it. A deeper heading Stays in its section.');
    expect(find.code).toBe('curl -H "x-tenant-api-key: KEY" https://example.test');
    expect(JSON.stringify(sections)).not.toMatch(/import|Tabs|note for writers|title:/);
  });

  it('names what a table defines, as the build does', () => {
    expect(sections[3].terms).toBe('searchSpec');
  });

  it('numbers the records of every doc in address order', async () => {
    const index = await devSearchIndex([
      { url: '/support', title: 'Support', source: 'Write to us.' },
      { url: '/introduction', title: 'Introduction', source: 'Start here.' },
    ]);
    expect(index.records.map(({ id, url, page }) => ({ id, url, page }))).toEqual([
      { id: 0, url: '/introduction', page: 'Introduction' },
      { id: 1, url: '/support', page: 'Support' },
    ]);
  });
});

describe('the dev server search index reads pages as Docusaurus does', () => {
  const written = `# Limits

<!-- A note for writers: keep this table short. -->

:::tip[Rate limits apply]

Send at most 60 requests a minute.

:::
`;

  it("leaves out HTML comments and keeps an admonition's title", async () => {
    const [top] = await docSections({ url: '/limits', title: 'Limits', source: written });
    expect(top.text).toBe('Rate limits apply Send at most 60 requests a minute.');
    expect(top.text).not.toContain('note for writers');
  });
});

/** The search fixture's docs, as the dev server loads them: address and title from the front matter. */
async function searchFixtureDocs(): Promise<DevDoc[]> {
  const dir = join(__dirname, '../fixtures/search-site/docs');
  return Promise.all(
    readdirSync(dir).map(async (file) => {
      const source = readFileSync(join(dir, file), 'utf8');
      const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({
        filePath: file,
        fileContent: source,
      });
      return { url: String(frontMatter.slug), title: String(frontMatter.title), source };
    }),
  );
}

describe('the dev server search index answers as the built site does', () => {
  it.each(searchJourneys)(
    '"$query": the first result is the one the built site gives',
    async ({ query, path, heading, title }) => {
      const engine = createEngine(await devSearchIndex(await searchFixtureDocs()));
      const [first] = engine.search(query);
      expect(first && recordHref(first.record)).toBe(heading ? `${path}#${heading.id}` : path);
      expect(first?.record.title).toBe(title);
    },
  );
});

describe('the dev server search index reads a page as its Markdown copy does', () => {
  // The site's own page that draws an API's fields (remark-openapi, a docs remark plugin):
  // the built page shows them, so the built site's search finds them.
  const file = join(__dirname, '../../docs/3-1-messages.mdx');
  const doc: DevDoc = {
    url: '/3-1-messages',
    title: 'Messages API',
    source: readFileSync(file, 'utf8'),
  };
  const remarkPlugins = docsRemarkPlugins(config);
  let fields: string[] = [];
  let sections: Awaited<ReturnType<typeof docSections>> = [];

  // Reading openapi.yaml takes seconds on a busy machine.
  beforeAll(async () => {
    const { dereferenced } = await loadOpenApi();
    fields = fieldRows(requestSchema(operationById(dereferenced, 'sendSingleMessage'))).map(
      ({ field }) => field,
    );
    sections = await docSections(doc, remarkPlugins);
  }, 60_000);

  it("indexes the fields the page's copy lists, through the docs' remark plugins", async () => {
    const copy = treeToMarkdown(await readMdxPage(doc.source, remarkPlugins), {
      title: doc.title,
      resolveUrl: (url) => url,
      reportLeftOut: () => undefined,
    });
    const body = sections.find(({ anchor }) => anchor === 'single-message-body');
    expect(fields.length).toBeGreaterThan(3);
    for (const field of fields) {
      expect(copy).toContain(`\`${field}\``);
      expect(body?.text).toContain(field);
    }
  });
});
