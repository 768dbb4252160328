import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildSearchIndex } from '../../plugins/search';
import type { SearchRecord } from '../../plugins/search/records';

/** Built pages in the shapes Docusaurus writes them: a doc, the landing page, the search page. */
const docPage = `<!doctype html><html><head><title>Messages API</title></head><body>
<nav class="navbar"><a href="/">ChitChatLabs</a><button>Search</button></nav>
<main><article><nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav>
<div data-nosnippet><span>Copy page</span><button>More</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Sending messages through the API</h1></header>
<p>Send templated <strong>WhatsApp</strong> messages from your own code.</p>
<h2 class="anchor" id="authentication">Authentication<button aria-label="Copy link">🔗</button><a href="#authentication" class="hash-link" aria-label="Direct link to Authentication">&#8203;</a></h2>
<p>Every request carries your API key in the <code>x-tenant-api-key</code> header.</p>
<h3 id="find-your-api-key">Find your API key</h3>
<p>Open <em>Settings</em>, then copy it.</p>
<pre><code><div class="token-line">curl -H "x-tenant-api-key: KEY"</div><div class="token-line">  https://example.test</div></code></pre>
<h4 id="deeper">A deeper heading</h4><p>Stays in its section.</p>
<h2 id="bulk">Send a bulk message</h2><ul><li>searchSpec</li><li>fb_template</li></ul>
<h2 id="body">Request body</h2><table><thead><tr><th>Field</th><th>Meaning</th></tr></thead>
<tbody><tr><td><code>searchSpec</code></td><td>Which contacts</td></tr><tr><td><code>file</code></td><td>A CSV</td></tr></tbody></table>
</div></article></main><footer>Copyright</footer></body></html>`;

const landingPage = `<!doctype html><html><head></head><body><main>
<header><p>Developer documentation</p><h1>ChitChatLabs</h1><p>Turning chats into tech</p></header>
<section><h2 id="doc-areas-title">Find your way around<a class="hash-link" href="#doc-areas-title">#</a></h2>
<ul><li><a href="/onboarding"><span>Onboarding</span><span>Log in with your WhatsApp number.</span><span aria-hidden="true">Read more →</span></a></li></ul></section>
</main></body></html>`;

const searchPage = `<!doctype html><html><head><meta name="robots" content="noindex"></head>
<body><main><h1>Search the documentation</h1></main></body></html>`;

let outDir: string;
let records: SearchRecord[];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'search-index-'));
  for (const [file, html] of [
    ['index.html', landingPage],
    ['3-1-messages/index.html', docPage],
    ['search/index.html', searchPage],
    ['404.html', searchPage],
  ]) {
    mkdirSync(join(outDir, file, '..'), { recursive: true });
    writeFileSync(join(outDir, file), html);
  }
  const routes = ['/', '/3-1-messages', '/search', '/404.html', '/no-file-for-this-route'];
  ({ records } = await buildSearchIndex(outDir, routes, '/'));
});

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const at = (url: string, anchor: string): SearchRecord | undefined =>
  records.find((record) => record.url === url && record.anchor === anchor);

describe('the search index builder', () => {
  it('writes one record per h2/h3 section, with its heading anchor and title', () => {
    expect(
      records.filter((r) => r.url === '/3-1-messages').map((r) => [r.anchor, r.title]),
    ).toEqual([
      ['', 'Sending messages through the API'],
      ['authentication', 'Authentication'],
      ['find-your-api-key', 'Find your API key'],
      ['bulk', 'Send a bulk message'],
      ['body', 'Request body'],
    ]);
  });

  it('keeps the names a table defines (its first column) as the section terms', () => {
    expect(at('/3-1-messages', 'body')).toMatchObject({
      text: 'Field Meaning searchSpec Which contacts file A CSV',
      terms: 'searchSpec file',
    });
    expect(at('/3-1-messages', 'bulk')).not.toHaveProperty('terms');
  });

  it('keeps the prose a reader sees, without the controls and the heading links', () => {
    const auth = at('/3-1-messages', 'authentication');
    expect(auth?.text).toBe('Every request carries your API key in the x-tenant-api-key header.');
    expect(at('/3-1-messages', '')?.text).toBe(
      'Send templated WhatsApp messages from your own code.',
    );
    for (const record of records) {
      expect(record.text + record.title).not.toMatch(
        /Copy page|Copy link|Direct link|Home|Copyright|\u200b/,
      );
    }
  });

  it('keeps code apart from prose, and deeper headings in their section', () => {
    const key = at('/3-1-messages', 'find-your-api-key');
    expect(key?.parent).toBe('Authentication');
    expect(key?.text).toBe('Open Settings, then copy it. A deeper heading Stays in its section.');
    expect(key?.code).toBe('curl -H "x-tenant-api-key: KEY" https://example.test');
    expect(at('/3-1-messages', 'bulk')?.text).toBe('searchSpec fb_template');
  });

  it('indexes the landing page, its opening text and its sections', () => {
    expect(at('/', '')).toMatchObject({
      page: 'ChitChatLabs',
      title: 'ChitChatLabs',
      text: 'Developer documentation Turning chats into tech',
    });
    expect(at('/', 'doc-areas-title')).toMatchObject({
      title: 'Find your way around',
      text: 'Onboarding Log in with your WhatsApp number.',
    });
  });

  it('leaves out pages marked noindex and routes without a page', () => {
    expect(new Set(records.map((r) => r.url))).toEqual(new Set(['/', '/3-1-messages']));
  });

  it('numbers records in reading order', () => {
    expect(records.map((r) => r.id)).toEqual(records.map((_, i) => i));
  });
});
