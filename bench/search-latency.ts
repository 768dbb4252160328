/**
 * Search measurements on a production build, in Chromium:
 * - the index the build ships (raw and gzip bytes);
 * - time from keypress to results shown, median of several runs: "cold" is the first
 *   search on a page (Ctrl+K, then the query typed at once: the search code and the
 *   index load while the reader types), "warm" a further query on the same page;
 * - the JavaScript a page load fetches, and what the first search adds (gzip bytes).
 *
 * Run alone: `npx tsx bench/search-latency.ts [buildDir] [runs]` (defaults: build, 7).
 * The benchmark calls `measureSearch(buildDir)`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';

import { chromiumArgs, chromiumExecutable } from '../scripts/chromium';

export type Bytes = { raw: number; gzip: number };

export type SearchFigures = {
  index: Bytes & { files: string[] };
  runs: number;
  coldMs: { median: number; all: number[] };
  warmMs: { median: number; all: number[] };
  pageLoadJs: Bytes;
  firstSearchJs: Bytes;
};

const page = '/introduction';
const coldQuery = { text: 'tenant', marked: /tenant/i };
const warmQuery = { text: 'csv', marked: /csv/i };

const gzipBytes = (data: Buffer): number => gzipSync(data, { level: 9 }).length;
const sum = (list: Bytes[]): Bytes =>
  list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The search index files in a build. */
export function searchIndexBytes(buildDir: string): Bytes & { files: string[] } {
  const files = walk(buildDir).filter((f) => /search-index[^/]*\.json$/.test(f));
  const bytes = sum(
    files.map((f) => {
      const data = readFileSync(f);
      return { raw: data.length, gzip: gzipBytes(data) };
    }),
  );
  return { ...bytes, files: files.map((f) => relative(buildDir, f)) };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
};

/** Serves a build folder the way `docusaurus serve` resolves its clean URLs. */
function serve(buildDir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const candidates = [path, join(path, 'index.html'), `${path}.html`].map((p) =>
      join(buildDir, p),
    );
    const file = candidates.find(
      (f) => f.startsWith(buildDir) && existsSync(f) && statSync(f).isFile(),
    );
    const status = file ? 200 : 404;
    const body = readFileSync(file ?? join(buildDir, '404.html'));
    res.writeHead(status, {
      'content-type': contentTypes[extname(file ?? '.html')] ?? 'application/octet-stream',
    });
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, server });
    }),
  );
}

/**
 * Resolves with the time (performance.now) of the first frame in which a result
 * in the navbar's dropdown marks a word matching `pattern`.
 */
function resultsShownAt(target: Page, pattern: RegExp): Promise<number> {
  return target.evaluate(
    ({ source, flags }) =>
      new Promise<number>((resolve) => {
        const re = new RegExp(source, flags);
        const shown = (): boolean =>
          Array.from(document.querySelectorAll('.navbar [role="option"] mark')).some((m) =>
            re.test(m.textContent ?? ''),
          );
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now()));
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
    { source: pattern.source, flags: pattern.flags },
  );
}

/** Records performance.now() at every keydown, in page time. */
async function recordKeydowns(target: Page): Promise<void> {
  await target.evaluate(() => {
    const w = window as unknown as { keydowns: number[] };
    w.keydowns = [];
    document.addEventListener('keydown', () => w.keydowns.push(performance.now()), true);
  });
}

const keydowns = (target: Page): Promise<number[]> =>
  target.evaluate(() => (window as unknown as { keydowns: number[] }).keydowns);

export async function measureSearch(dir: string, runs = 7): Promise<SearchFigures> {
  const buildDir = resolve(dir);
  const { url, server } = await serve(buildDir);
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
  });
  const cold: number[] = [];
  const warm: number[] = [];
  let pageLoadJs: Bytes = { raw: 0, gzip: 0 };
  let firstSearchJs: Bytes = { raw: 0, gzip: 0 };
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const tab = await context.newPage();
      const scripts: string[] = [];
      tab.on('request', (request) => {
        if (request.resourceType() === 'script' || /\.js(\?|$)/.test(request.url())) {
          scripts.push(new URL(request.url()).pathname);
        }
      });
      await tab.goto(url + page, { waitUntil: 'networkidle' });
      // The key caps render once the page is interactive.
      await tab.locator('.navbar__search kbd').first().waitFor();
      const loadScripts = [...scripts];

      await recordKeydowns(tab);
      const coldShown = resultsShownAt(tab, coldQuery.marked);
      await tab.keyboard.press('Control+k');
      await tab.keyboard.type(coldQuery.text);
      const coldEnd = await coldShown;
      cold.push(coldEnd - ((await keydowns(tab))[0] ?? Number.NaN));
      const searchScripts = scripts.slice(loadScripts.length);

      await tab.keyboard.press('Control+a');
      await tab.keyboard.press('Backspace');
      await recordKeydowns(tab);
      const warmShown = resultsShownAt(tab, warmQuery.marked);
      await tab.keyboard.type(warmQuery.text);
      const warmEnd = await warmShown;
      warm.push(warmEnd - ((await keydowns(tab)).at(-1) ?? Number.NaN));

      if (run === 0) {
        const bytesOf = (paths: string[]): Bytes =>
          sum(
            [...new Set(paths)].map((p) => {
              const data = readFileSync(join(buildDir, p));
              return { raw: data.length, gzip: gzipBytes(data) };
            }),
          );
        pageLoadJs = bytesOf(loadScripts);
        firstSearchJs = bytesOf(searchScripts);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const round = (ms: number): number => Math.round(ms * 10) / 10;
  return {
    index: searchIndexBytes(buildDir),
    runs,
    coldMs: { median: round(median(cold)), all: cold.map(round) },
    warmMs: { median: round(median(warm)), all: warm.map(round) },
    pageLoadJs,
    firstSearchJs,
  };
}

if (process.argv[1]?.endsWith('search-latency.ts')) {
  const [buildDir = 'build', runs = '7'] = process.argv.slice(2);
  measureSearch(buildDir, Number(runs))
    .then((figures) => console.log(JSON.stringify(figures, null, 2)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
