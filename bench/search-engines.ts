/**
 * Compares search engines for the site on the same sections, in Chromium at 4x CPU
 * slowdown: the site's engine (MiniSearch over plugins/search's prebuilt index, split
 * into shards by term), MiniSearch over the whole index built in the browser (the
 * site's engine before the split), and Pagefind (a chunked index that loads only the
 * parts a query needs).
 *
 * For our pages (read from a production build) and with 200 and 1,000 generated pages,
 * it measures: index bytes on disk; what the first query downloads (code + index,
 * gzip); first-query time with nothing loaded, first-query time on a new page once
 * that data is in the HTTP cache, and later-query time, median of several runs in
 * fresh browser contexts; which section each test query puts first; and whether each
 * engine runs under `script-src 'self'` alone or needs `'wasm-unsafe-eval'`.
 *
 * Run: `npx tsx bench/search-engines.ts [buildDir] [runs]` (defaults: build, 7).
 * Writes bench/SEARCH-ENGINES.md. Timings are noisy when other builds share the CPUs.
 */
import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import * as pagefind from 'pagefind';
import { build as viteBuild } from 'vite';

import { buildSearchIndex } from '../plugins/search';
import { devSearchIndex } from '../plugins/search/devIndex';
import { writeSearchIndex } from '../plugins/search/indexWriter';
import type { SearchRecord } from '../plugins/search/records';
import { launchChromium } from '../tools/chromium';
import { gzipBytes } from '../tools/build-stats';
import { generatedIdOf, generatedPage } from '../tools/generate-pages';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import handler from 'serve-handler';

type Engine = 'minisearch-split' | 'minisearch' | 'pagefind';
const engines: readonly Engine[] = ['minisearch-split', 'minisearch', 'pagefind'];
const engineNames: Record<Engine, string> = {
  'minisearch-split': 'MiniSearch 7.2.0, prebuilt and split (the site)',
  minisearch: 'MiniSearch 7.2.0, whole index built in the browser',
  pagefind: 'Pagefind 1.6.0',
};
/** Chromium's CPU slowdown while timing, as for a mid-range phone. */
const cpuSlowdown = 4;
type Site = { name: string; dir: string; pages: number };

const here = dirname(new URL(import.meta.url).pathname);
const workDir = join(here, '.work', 'search-engines');

/** Each test query and the section (path#anchor, or path for the top) it must put first. */
const queries: ReadonlyArray<readonly [string, string]> = [
  ['onbording', '/onboarding'],
  ['x-tenant-api-key', '/3-1-messages#authentication'],
  ['csv', '/3-0-messages#upload-csv'],
  ['razorpay', '/introduction#optional'],
  ['searchSpec', '/3-1-messages#bulk-message-body'],
  ['template categories', '/3-0-messages'],
];
const laterQuery = 'template';

/** Why the site uses the engine it uses; the tables above are the evidence. */
const choice = [
  '## The choice',
  '',
  "The site searches with MiniSearch over an index prebuilt at build time and split (`plugins/search/indexWriter.ts`): an entry with what ranking needs of every section (its field lengths), the terms in shards by their first two letters, and each page's sections in a file of their own. It wins on what the reader waits for: at 1,000 pages its first query fetches 68.6 KiB gzip (the engine's code included; the dialog adds about 11 KiB) against 163 KiB for the whole index, and answers in well under a second at 4x CPU where building the whole index in the browser took 6 to 17 s. Pagefind fetches about 100 KiB for a first query at every size and its later queries are faster (its fragments are per page, its index chunks smaller than our shards of common words), but it needs `'wasm-unsafe-eval'` in `script-src`: every script the policy already allows could then compile and run WebAssembly, a capability the site uses nowhere else. MiniSearch keeps the site's ranking (titles, table names, page titles, prose, code), needs no change to the policy, and stems English words like Pagefind. `searchSpec` now ranks the troubleshooting section first on the site's own pages because the API page's field table renders without the table terms the index used to read (the whole index does the same).",
  '',
  "Limits of the split, with their cost: a typo in a word's first two letters is not forgiven (its shard is not fetched); a query of words on every page fetches large shards (`x-tenant-api-key`, in every generated page's code, fetches about 90 KiB of index at 1,000 pages), and splitting such shards by a third letter would cut that; the cached first query (372 to 419 ms here, at 4x CPU on a machine shared with other builds) waits for three revalidated round trips (entry, shards, pages) and for MiniSearch to load the entry's 7,000 field lengths: content-hashed file names cached as immutable, and ranking without rebuilding the document maps, are the next steps toward 300 ms. The index on disk grows to 1,275 files (6.2 MB raw) at 1,000 pages, compressed by the build's last step like every text file.",
  '',
];

/** A query for a page (no anchor) is answered by any section of it. */
const landsOn = (top: string | null, want: string): boolean =>
  want.includes('#') ? top === want : top?.split('#')[0] === want;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The built site's routes: every page file (a.html, or a/index.html) and the landing page. */
function builtRoutes(buildDir: string): string[] {
  const routes = ['/'];
  for (const entry of readdirSync(buildDir, { recursive: true, encoding: 'utf8' })) {
    if (entry.startsWith('assets/') || entry === 'index.html' || entry === '404.html') continue;
    if (entry.endsWith('.html')) routes.push(`/${entry.replace(/(\/index)?\.html$/, '')}`);
  }
  return routes;
}

/**
 * Ours plus `count` pages from the page generator (tools/generate-pages.ts), their
 * sections read from their MDX as the dev server reads the docs.
 */
async function grownRecords(ours: SearchRecord[], count: number): Promise<SearchRecord[]> {
  const docs = Array.from({ length: count }, (_, i) => ({
    url: `/${generatedIdOf(i + 1)}`,
    title: generatedIdOf(i + 1),
    source: generatedPage(i + 1, count),
  }));
  const { records } = await devSearchIndex(docs);
  return [...ours, ...records].map((record, id) => ({ ...record, id }));
}

/** A page as plain HTML for Pagefind: h1, then each section's heading (with its id) and text. */
function pageHtml(records: SearchRecord[]): string {
  const body = records
    .map((r) => {
      const heading = r.anchor
        ? `<h${r.parent ? 3 : 2} id="${r.anchor}">${escapeHtml(r.title)}</h${r.parent ? 3 : 2}>`
        : '';
      const code = r.code ? `<pre><code>${escapeHtml(r.code)}</code></pre>` : '';
      return `${heading}<p>${escapeHtml(r.text)}</p>${code}`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(records[0].page)}</title></head><body><main data-pagefind-body><h1>${escapeHtml(records[0].page)}</h1>\n${body}</main></body></html>`;
}

/** The browser side: the same calls the site would make, timed in the page. */
const harnessJs = `
const topOf = (url) => url.replace(/\\/(#|$)/, '$1').replace(/\\/index\\.html/, '');
window.runEngine = async (engine, qs) => {
  const times = [];
  const tops = [];
  let search;
  const start = performance.now();
  if (engine === 'pagefind') {
    const pf = await import('/pagefind/pagefind.js');
    await pf.init();
    search = async (q) => {
      const found = await pf.search(q);
      const data = await Promise.all(found.results.slice(0, 5).map((r) => r.data()));
      const best = data[0];
      const sub = best && [...best.sub_results].sort((a, b) => (b.weighted_locations?.length ?? 0) - (a.weighted_locations?.length ?? 0))[0];
      return best ? topOf(sub ? sub.url : best.url) : null;
    };
  } else if (engine === 'minisearch') {
    const m = await import('/whole.js');
    const index = await (await fetch('/whole-index.json')).json();
    const whole = m.createEngine(index);
    search = async (q) => {
      const hit = whole.search(q)[0];
      return hit ? hit.record.url + (hit.record.anchor ? '#' + hit.record.anchor : '') : null;
    };
  } else {
    const m = await import('/split.js');
    const split = await m.loadEngine('/search-index.json');
    search = async (q) => {
      const hit = (await split.search(q))[0];
      return hit ? hit.record.url + (hit.record.anchor ? '#' + hit.record.anchor : '') : null;
    };
  }
  let firstDoneAt = 0;
  for (const q of qs) {
    const t0 = times.length === 0 ? start : performance.now();
    tops.push(await search(q));
    times.push(performance.now() - t0);
    if (times.length === 1) firstDoneAt = performance.timeOrigin + performance.now();
  }
  return { times, tops, firstDoneAt };
};
document.documentElement.dataset.ready = 'true';
`;

const harnessHtml =
  '<!doctype html><html><head><meta charset="utf-8"><script type="module" src="/harness.js"></script></head><body></body></html>';

/** Script policies tried: the site's own, and with WebAssembly allowed. */
const policies = {
  strict: "default-src 'self'; script-src 'self'",
  wasm: "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'",
} as const;

/**
 * Serves `dir` with `csp` as a header on every response, as nginx does: a worker
 * takes its policy from its own script's response, so a <meta> tag would not do.
 */
async function serveWithPolicy(
  dir: string,
  csp: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    res.setHeader('Content-Security-Policy', csp);
    void handler(req, res, { public: dir, directoryListing: false });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

async function writeSite(name: string, records: SearchRecord[], engineDir: string): Promise<Site> {
  const dir = join(workDir, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const byUrl = new Map<string, SearchRecord[]>();
  for (const record of records) byUrl.set(record.url, [...(byUrl.get(record.url) ?? []), record]);
  const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error('pagefind: no index');
  for (const [url, pageRecords] of byUrl) {
    const sourcePath = url === '/' ? 'index.html' : `${url.slice(1)}/index.html`;
    const html = pageHtml(pageRecords);
    mkdirSync(dirname(join(dir, sourcePath)), { recursive: true });
    writeFileSync(join(dir, sourcePath), html);
    await index.addHTMLFile({ url: url === '/' ? '/' : `${url}/`, content: html });
  }
  await index.writeFiles({ outputPath: join(dir, 'pagefind') });
  await index.deleteIndex();
  writeFileSync(join(dir, 'whole-index.json'), JSON.stringify({ records }));
  await writeSearchIndex(dir, 'search-index.json', records, 'en');
  for (const file of readdirSync(engineDir)) copyFileSync(join(engineDir, file), join(dir, file));
  writeFileSync(join(dir, 'harness.js'), harnessJs);
  writeFileSync(join(dir, 'harness.html'), harnessHtml);
  return { name, dir, pages: byUrl.size };
}

const walk = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile());

type Bytes = { files: number; raw: number; gzip: number };
const bytesOf = (files: string[]): Bytes => ({
  files: files.length,
  raw: files.reduce((sum, f) => sum + statSync(f).size, 0),
  gzip: files.reduce((sum, f) => sum + gzipBytes(readFileSync(f)), 0),
});

/** Index files only (Pagefind's UI bundles are not part of its index). */
function indexBytes(site: Site, engine: Engine): Bytes {
  if (engine === 'minisearch') return bytesOf([join(site.dir, 'whole-index.json')]);
  if (engine === 'minisearch-split') {
    const entry = join(site.dir, 'search-index.json');
    const { dir } = JSON.parse(readFileSync(entry, 'utf8')) as { dir: string };
    return bytesOf([entry, ...walk(join(site.dir, dir))]);
  }
  return bytesOf(
    walk(join(site.dir, 'pagefind')).filter(
      (f) => !/pagefind-(ui|modular-ui|component-ui|highlight)/.test(f),
    ),
  );
}

type Run = {
  firstMs: number;
  /** The first query on a new page of the same context, its data in the HTTP cache. */
  cachedMs: number;
  laterMs: number;
  downloaded: Bytes;
  tops: (string | null)[];
  violations: string[];
  error?: string;
};

/** Each query's time and first result, and when (epoch ms) the first answer came. */
type Timed = { times: number[]; tops: (string | null)[]; firstDoneAt: number };

/** Opens the harness in `context` (4x slower CPU) and runs the queries; what it fetched. */
async function runQueries(
  context: BrowserContext,
  origin: string,
  engine: Engine,
  violations: string[],
): Promise<Timed & { firstFiles: string[] }> {
  const tab = await context.newPage();
  await tab.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await tab.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        e.violatedDirective,
      ),
    ),
  );
  await tab.goto(`${origin}/harness.html`);
  await tab.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  // Requests of the page and of its workers (Pagefind's), with when they were made.
  const requests: [number, string][] = [];
  tab.on('request', (r) => requests.push([Date.now(), new URL(r.url()).pathname]));
  const timed = await tab.evaluate(
    ({ engine, qs }) =>
      (window as unknown as { runEngine: (e: string, q: string[]) => Promise<Timed> }).runEngine(
        engine,
        qs,
      ),
    { engine, qs: [queries[0][0], laterQuery, ...queries.slice(1).map(([q]) => q)] },
  );
  await tab.close();
  const firstFiles = requests.filter(([at]) => at <= timed.firstDoneAt).map(([, path]) => path);
  return { ...timed, firstFiles };
}

async function runOnce(browser: Browser, origin: string, site: Site, engine: Engine): Promise<Run> {
  const context = await browser.newContext();
  const violations: string[] = [];
  try {
    const cold = await runQueries(context, origin, engine, violations);
    const cached = await runQueries(context, origin, engine, violations);
    const files = [...new Set(cold.firstFiles)].filter((p) => p !== '/harness.js');
    return {
      firstMs: cold.times[0],
      cachedMs: cached.times[0],
      laterMs: cold.times[1],
      downloaded: bytesOf(files.map((p) => join(site.dir, decodeURIComponent(p)))),
      tops: [cold.tops[0], ...cold.tops.slice(2)],
      violations,
    };
  } catch (error) {
    return {
      firstMs: NaN,
      cachedMs: NaN,
      laterMs: NaN,
      downloaded: bytesOf([]),
      tops: [],
      violations,
      error: String(error).split('\n')[0],
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
const ms = (value: number): string => value.toFixed(1);

/** The engines' code as the browser gets it, minified: split.js (the site's) and whole.js. */
async function bundleEngines(): Promise<string> {
  const outDir = join(workDir, 'engine');
  await viteBuild({
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: {
        entry: {
          split: resolve(here, '../plugins/search/client/loadEngine.ts'),
          whole: resolve(here, '../plugins/search/client/engine.ts'),
        },
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
    },
  });
  return outDir;
}

export async function compareEngines(buildDir: string, runs = 7): Promise<string> {
  const { records } = await buildSearchIndex(buildDir, builtRoutes(buildDir), '/');
  const engineDir = await bundleEngines();
  const sites = [
    await writeSite('ours', records, engineDir),
    await writeSite('grown-200', await grownRecords(records, 200), engineDir),
    await writeSite('grown-1000', await grownRecords(records, 1000), engineDir),
  ];
  await pagefind.close();

  const browser = await launchChromium();
  const rows: string[] = [];
  const checks: string[] = [];
  const csp: string[] = [];
  try {
    for (const site of sites) {
      const server = await serveWithPolicy(site.dir, policies.wasm);
      for (const engine of engines) {
        const all: Run[] = [];
        for (let i = 0; i < runs; i += 1)
          all.push(await runOnce(browser, server.url, site, engine));
        const index = indexBytes(site, engine);
        const first = all[0];
        rows.push(
          `| ${engineNames[engine]} | ${site.pages} | ${index.files} | ${kib(index.raw)} / ${kib(index.gzip)} | ${first.downloaded.files} files, ${kib(first.downloaded.gzip)} | ${ms(median(all.map((r) => r.firstMs)))} | ${ms(median(all.map((r) => r.cachedMs)))} | ${ms(median(all.map((r) => r.laterMs)))} |`,
        );
        if (site.name === 'ours') {
          checks.push(
            `| ${engine} | ${queries.map(([, want], i) => `${landsOn(first.tops[i], want) ? 'yes' : `no (${first.tops[i] ?? 'nothing'})`}`).join(' | ')} |`,
          );
          const strictServer = await serveWithPolicy(site.dir, policies.strict);
          const strict = await runOnce(browser, strictServer.url, site, engine);
          await strictServer.close();
          csp.push(
            `| ${engine} | ${strict.error || strict.violations.length > 0 || strict.tops[0] === null ? `fails (${[...new Set(strict.violations)].join(', ') || strict.error || 'no results'})` : 'works'} | ${first.violations.length === 0 && !Number.isNaN(first.firstMs) ? 'works' : 'fails'} |`,
          );
        }
      }
      await server.close();
    }
  } finally {
    await browser.close();
  }
  return [
    '# Search engines compared',
    '',
    `Written by \`npx tsx bench/search-engines.ts\` (${new Date().toISOString().slice(0, 10)}), Chromium headless at ${cpuSlowdown}x CPU slowdown, ${runs} runs each in a fresh browser context, medians. The machine was shared with other builds while it ran: timings are noisy, bytes are exact.`,
    '',
    "\"Ours\" is the sections of the production build (5 doc pages and the landing page); the larger sites add 200 and 1,000 pages from the page generator (`tools/generate-pages.ts`), their sections read from the MDX. The engines index the same sections (title, text and code). Bytes: KiB raw / gzip (level 9). First query: from nothing loaded (code, index) to the answer; cached: the same on a new page once its files are in the HTTP cache (the server revalidates them, as the site's hosting does); later query: a further query on the same page. Downloads count the engine's code, not the dialog's.",
    '',
    '| engine | pages | index files | index size | first query downloads (gzip KiB) | first query (ms) | first query, cached (ms) | later query (ms) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    'Does the first result land on the section? (our pages)',
    '',
    `| engine | ${queries.map(([q, want]) => `\`${q}\` → ${want}`).join(' | ')} |`,
    `| --- | ${queries.map(() => '---').join(' | ')} |`,
    ...checks,
    '',
    'Content-Security-Policy needs (first query under each policy):',
    '',
    "| engine | `script-src 'self'` | `script-src 'self' 'wasm-unsafe-eval'` |",
    '| --- | --- | --- |',
    ...csp,
    '',
    ...choice,
  ].join('\n');
}

if (process.argv[1]?.endsWith('search-engines.ts')) {
  const [buildDir = 'build', runs = '7'] = process.argv.slice(2);
  compareEngines(resolve(buildDir), Number(runs))
    .then((report) => {
      writeFileSync(join(here, 'SEARCH-ENGINES.md'), report);
      console.info(report);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
