/**
 * Nothing lost on the site grown by a hundred generated pages (tests/e2e/grown-site.ts):
 * every page, the site's own and the generated ones, is in the sitemap, has a Markdown
 * copy that llms.txt links, runs only inline scripts the CSP of its path allows, has
 * compressed copies, and is drawn in the site's web font even in letters only it uses.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parse } from 'parse5';

import { fontInspector, platformFonts, webFont } from './drawn-fonts';
import { expect } from './fixtures';
import { grownBuildDir, grownPageCount, test } from './grown-site';
import { accentedWordOf, generatedIdOf, uniqueWordOf } from '../../tools/generate-pages';
import { allRoutes, docRoutes } from '../../tools/routes';
import { serveBuild } from '../../tools/static-server';
import { fonts } from '../../src/tokens';

const generatedNumbers = Array.from({ length: grownPageCount }, (_, i) => i + 1);
const generatedPaths = generatedNumbers.map((n) => `/${generatedIdOf(n)}`);
/** The doc pages, each with a word its Markdown copy must hold. */
const docPages = [
  ...docRoutes.map((route) => ({ path: route.path, word: route.h1 })),
  ...generatedNumbers.map((n) => ({ path: `/${generatedIdOf(n)}`, word: uniqueWordOf(n) })),
];
const everyPage = [...allRoutes.map((route) => route.path), ...generatedPaths];

/** Every HTML file the build wrote, by the path a reader asks for. */
function builtPages(): Array<{ path: string; file: string }> {
  return readdirSync(grownBuildDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html') && !name.startsWith('assets'))
    .map((name) => ({
      file: join(grownBuildDir, name),
      path: `/${name.replace(/index\.html$/, '').replace(/\.html$/, '')}`,
    }));
}

type HtmlNode = {
  nodeName: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: HtmlNode[];
  content?: HtmlNode;
  value?: string;
};

/** The elements of a parsed page, depth first. */
function* elementsOf(node: HtmlNode): Generator<HtmlNode> {
  yield node;
  for (const child of [...(node.childNodes ?? []), ...(node.content ? [node.content] : [])])
    yield* elementsOf(child);
}

/** Script types a browser runs (JSON and other data blocks it does not). */
const runnable = (type: string | undefined): boolean =>
  type === undefined || type === '' || /^(module|(text|application)\/javascript)$/i.test(type);

/** The page's inline scripts, each as the CSP hash that allows it, and its inline handlers. */
function inlineCode(html: string): { scriptHashes: string[]; handlers: string[] } {
  const scriptHashes: string[] = [];
  const handlers: string[] = [];
  for (const element of elementsOf(parse(html) as unknown as HtmlNode)) {
    const attrs = new Map((element.attrs ?? []).map(({ name, value }) => [name, value]));
    for (const name of attrs.keys()) if (name.startsWith('on')) handlers.push(name);
    if (element.nodeName !== 'script' || attrs.has('src') || !runnable(attrs.get('type'))) continue;
    const text = (element.childNodes ?? []).map((child) => child.value ?? '').join('');
    scriptHashes.push(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return { scriptHashes, handlers };
}

test.describe('every page of a site a hundred pages larger', () => {
  test('is in the sitemap', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const listed = new Set(
      [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname),
    );
    expect(everyPage.filter((path) => !listed.has(path))).toEqual([]);
  });

  test('that is a doc has a Markdown copy at <path>.md, which llms.txt links', async ({
    request,
  }) => {
    const llms = await (await request.get('/llms.txt')).text();
    const linked = new Set(
      [...llms.matchAll(/^- \[.+?\]\((.+?)\)/gm)].map((m) => new URL(m[1]).pathname),
    );
    const lost: string[] = [];
    for (const { path, word } of docPages) {
      if (!linked.has(`${path}.md`)) lost.push(`${path}.md not in llms.txt`);
      const copy = await request.get(`${path}.md`);
      if (copy.status() !== 200 || !(await copy.text()).includes(word))
        lost.push(`${path}.md answers ${copy.status()} without "${word}"`);
    }
    expect(lost).toEqual([]);
  });

  test("runs only inline scripts the CSP of its path, from the build's _headers, allows", async ({
    request,
  }) => {
    // A host that reads `_headers` as Netlify and Cloudflare Pages do.
    const host = await serveBuild(grownBuildDir, { withHeadersFile: true, compress: false });
    const pages = builtPages();
    expect(everyPage.filter((path) => !pages.some((page) => page.path === path))).toEqual([]);
    const refused: string[] = [];
    try {
      for (const { path, file } of pages) {
        const response = await request.get(`${host.url}${path}`);
        const csp = response.headers()['content-security-policy'] ?? '';
        const scriptSources = (/(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '').split(/\s+/);
        const { scriptHashes, handlers } = inlineCode(readFileSync(file, 'utf8'));
        for (const hash of scriptHashes)
          if (!scriptSources.includes(hash)) refused.push(`${path}: script ${hash}`);
        for (const handler of handlers) refused.push(`${path}: ${handler} attribute`);
      }
    } finally {
      await host.close();
    }
    expect(pages.length).toBeGreaterThan(grownPageCount);
    expect(refused).toEqual([]);
  });

  test('and its Markdown copy have .br and .gz copies that decompress to them', () => {
    const files = [
      ...builtPages().map((page) => page.file),
      ...docPages.map(({ path }) => join(grownBuildDir, `${path}.md`)),
    ];
    const wrong: string[] = [];
    for (const file of files) {
      const original = readFileSync(file);
      // Under a kibibyte a copy saves less than its headers: the host compresses it on the fly.
      if (original.length < 1024) continue;
      const name = relative(grownBuildDir, file);
      try {
        if (!brotliDecompressSync(readFileSync(`${file}.br`)).equals(original))
          wrong.push(`${name}.br`);
      } catch {
        wrong.push(`${name}.br missing or broken`);
      }
      try {
        if (!gunzipSync(readFileSync(`${file}.gz`)).equals(original)) wrong.push(`${name}.gz`);
      } catch {
        wrong.push(`${name}.gz missing or broken`);
      }
    }
    expect(wrong).toEqual([]);
    expect(files.length).toBeGreaterThan(2 * grownPageCount);
  });
});

/** Pages per test of the fonts, so that the workers share them. */
const fontBatch = 25;

// The web fonts come with the server's HTML and CSS: the pages load without their scripts,
// which took two fifths of these tests' processor time and draw no letter.
test.describe('drawn without scripts', () => {
  test.use({ javaScriptEnabled: false });
  for (let first = 1; first <= grownPageCount; first += fontBatch) {
    const numbers = generatedNumbers.slice(first - 1, first - 1 + fontBatch);
    test(`pages ${first}–${numbers.at(-1)} draw the letters only they use in ${fonts.body}`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const cdp = await fontInspector(page);
      for (const n of numbers) {
        let drawn: string[] | null = null;
        // The faces are font-display: optional: on a busy machine a load can miss them and
        // draw the whole page in the fallback (the fonts tests cover that). A face that lacks
        // a letter draws the rest of the paragraph and leaves that letter to a local font.
        for (
          let load = 0;
          load < 3 && !drawn?.some((font) => font.startsWith('web font'));
          load++
        ) {
          await page.goto(`/${generatedIdOf(n)}`);
          await page.evaluate(() => document.fonts.ready);
          const paragraph = page.locator('main p', { hasText: accentedWordOf(n) });
          await paragraph.evaluate((element) => element.setAttribute('data-accented-text', ''));
          drawn = await platformFonts(cdp, '[data-accented-text]');
        }
        expect(drawn, accentedWordOf(n)).toEqual([expect.stringMatching(webFont(fonts.body))]);
      }
    });
  }
});
