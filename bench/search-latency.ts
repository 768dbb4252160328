/**
 * Search measurements on a production build, in Chromium:
 * - the index the build ships (raw and gzip bytes);
 * - time from keypress to results shown, median of several runs: "cold" is the first
 *   query after opening the dialog the way a pointer does (over the button, which
 *   fetches the index, then a click), "keyboard" the first query when Ctrl+K opens it
 *   with no pointer (the query typed at once: the index loads while the reader
 *   types), "warm" a further query in the same dialog;
 * - the JavaScript a page load fetches, and what the first search adds (gzip bytes).
 *
 * Run alone: `npx tsx bench/search-latency.ts [buildDir] [runs]` (defaults: build, 7).
 * Other scripts can call `measureSearch(buildDir, runs)`.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';

import { launchChromium } from '../tools/chromium';
import { gzipBytes, searchIndexBytes, type Bytes } from '../tools/build-stats';
import { serveBuild } from '../tools/static-server';

export type SearchFigures = {
  index: ReturnType<typeof searchIndexBytes>;
  runs: number;
  coldMs: { median: number; all: number[] };
  warmMs: { median: number; all: number[] };
  keyboardMs: { median: number; all: number[] };
  pageLoadJs: Bytes;
  firstSearchJs: Bytes;
};

const page = '/introduction';
const coldQuery = { text: 'tenant', marked: /tenant/i };
const warmQuery = { text: 'csv', marked: /csv/i };

const sum = (list: Bytes[]): Bytes =>
  list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Starts watching for the first frame in which a result in the search dialog marks
 * a word matching `pattern`; resolves once the watch is set (before the reader
 * types), with a function that waits for that frame's time (performance.now).
 */
async function watchResults(target: Page, pattern: RegExp): Promise<() => Promise<number>> {
  await target.evaluate(
    ({ source, flags }) => {
      // No named helper functions in here: tsx would wrap them in a helper of its
      // own that does not exist in the page.
      const re = new RegExp(source, flags);
      (window as unknown as { shownAt: Promise<number> }).shownAt = new Promise<number>(
        (resolve) => {
          const observer = new MutationObserver(() => {
            const marks = Array.from(document.querySelectorAll('dialog [role="option"] mark'));
            if (!marks.some((m) => re.test(m.textContent ?? ''))) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now()));
          });
          observer.observe(document.body, { childList: true, subtree: true });
        },
      );
    },
    { source: pattern.source, flags: pattern.flags },
  );
  return () => target.evaluate(() => (window as unknown as { shownAt: Promise<number> }).shownAt);
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
  const server = await serveBuild(buildDir);
  const { url } = server;
  const browser = await launchChromium();
  const cold: number[] = [];
  const warm: number[] = [];
  const keyboard: number[] = [];
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
      await tab.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
      const loadScripts = [...scripts];

      const button = tab.locator('.navbar').getByRole('button', { name: 'Search', exact: true });
      const indexLoaded = tab.waitForResponse((r) => r.url().endsWith('/search-index.json'));
      await button.hover();
      await indexLoaded;
      await button.click();
      await tab.locator('dialog input').waitFor();
      await recordKeydowns(tab);
      const coldShown = await watchResults(tab, coldQuery.marked);
      await tab.keyboard.type(coldQuery.text);
      const coldEnd = await coldShown();
      cold.push(coldEnd - ((await keydowns(tab))[0] ?? Number.NaN));
      const searchScripts = scripts.slice(loadScripts.length);

      await tab.keyboard.press('Control+a');
      await tab.keyboard.press('Backspace');
      await recordKeydowns(tab);
      const warmShown = await watchResults(tab, warmQuery.marked);
      await tab.keyboard.type(warmQuery.text);
      const warmEnd = await warmShown();
      warm.push(warmEnd - ((await keydowns(tab))[0] ?? Number.NaN));

      // Keyboard only: Ctrl+K on a fresh page, the query typed at once.
      const keyTab = await context.newPage();
      await keyTab.goto(url + page, { waitUntil: 'networkidle' });
      await keyTab.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
      await keyTab.keyboard.press('Control+k');
      await keyTab.locator('dialog input').waitFor();
      await recordKeydowns(keyTab);
      const keyShown = await watchResults(keyTab, coldQuery.marked);
      await keyTab.keyboard.type(coldQuery.text);
      keyboard.push((await keyShown()) - ((await keydowns(keyTab))[0] ?? Number.NaN));

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
    await server.close();
  }
  const round = (ms: number): number => Math.round(ms * 10) / 10;
  return {
    index: searchIndexBytes(buildDir),
    runs,
    coldMs: { median: round(median(cold)), all: cold.map(round) },
    warmMs: { median: round(median(warm)), all: warm.map(round) },
    keyboardMs: { median: round(median(keyboard)), all: keyboard.map(round) },
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
