/**
 * Search on a grown site, in Chromium, served with the headers its build wrote (so the
 * browser caches as a reader's does):
 * - what the dialog's first answer fetches: the files requested from opening the
 *   dialog with Ctrl+K to the first frame showing the expected page first (gzip bytes);
 * - once those files are cached: a new page of the same browser at 4× CPU, the query
 *   typed at machine speed, the time from its last keydown to that frame (median);
 * - which page the answer put first (its group's title);
 * - the query typed at a person's pace (120 ms a key), the data cached, at 4× CPU: last
 *   keydown to the answer, and the longest key event as Chromium's Event Timing records it
 *   (input delay + handling + the next paint; under 16 ms it records none, shown as 0);
 * - a word only one page holds, typed at machine speed in a new browser (nothing cached)
 *   at 4× CPU: last keydown to the answer, and the search files fetched;
 * - `/search?q=` opened in a new browser at 4× CPU: navigation to the first answer
 *   shown, and the search files fetched (and all files).
 *
 * Timed once the build's files are written out and the CPUs are idle (./quiet-machine.ts).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';

import { gzipBytes, htmlFileFor, type Bytes } from '../tools/build-stats';
import { launchChromium } from '../tools/chromium';
import { generatedPage, uniqueWordOf } from '../tools/generate-pages';
import { serveBuild } from '../tools/static-server';
import { untilQuiet } from './quiet-machine';

export type GrownSearchFigures = {
  query: string;
  /** The title of the page the answer is expected to put first. */
  expected: string;
  firstAnswer: Bytes;
  /** Last keydown to the answer shown, at 4× CPU, the data cached. */
  cachedMs: { median: number; all: number[] };
  /** The longest key event of each cached run typed at machine speed (none in runs before it was measured). */
  cachedKeyEventMs?: { worst: number; all: number[] };
  /** The first result's page title on each cached run. */
  firstResults: string[];
  /** Typed at 120 ms a key, the data cached: last keydown to the answer, and the longest key event (none in runs before these were measured). */
  paced?: {
    answerMs: { median: number; worst: number; all: number[] };
    longestKeyEventMs: { worst: number; all: number[] };
  };
  /** A word one page holds, typed at machine speed, nothing cached: last keydown to the answer. */
  rareFirst?: { query: string; ms: number; longestKeyEventMs: number; searchFiles: Bytes };
  /** `/search?q=` opened with nothing cached: navigation to the first answer shown. */
  searchPage?: { ms: number; searchFiles: Bytes; allFiles: Bytes };
};

const startPage = '/introduction';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** An Event Timing entry, with the interaction it belongs to (TypeScript's DOM types lack it). */
type KeyEventTiming = PerformanceEventTiming & { interactionId?: number };

/**
 * Opens the dialog with Ctrl+K on a hydrated page, types `query` (`delay` ms a key) and
 * resolves with the last keydown's time, the frame in which the dialog's first group of
 * results is the page titled `expected`, that title (page time, performance.now), and
 * the longest key event Chromium's Event Timing recorded meanwhile (0: none over 16 ms).
 */
async function searchOnce(
  tab: Page,
  query: string,
  expected: string,
  delay = 0,
): Promise<{ lastKeydown: number; shown: number; first: string; longestKeyEvent: number }> {
  await tab.keyboard.press('Control+k');
  await tab.locator('dialog input').waitFor();
  await tab.evaluate(
    ({ path, typed }) => {
      const w = window as unknown as {
        keydowns: number[];
        keyEvents: PerformanceObserver;
        keyEventMs: number[];
        shown: Promise<[number, string]>;
      };
      w.keydowns = [];
      w.keyEventMs = [];
      document.addEventListener('keydown', () => w.keydowns.push(performance.now()), true);
      w.keyEvents = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as KeyEventTiming[])
          if (entry.interactionId && entry.name.startsWith('key'))
            w.keyEventMs.push(entry.duration);
      });
      w.keyEvents.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      w.shown = new Promise((done, fail) => {
        // A guard, not a wait: an answer that never puts the page first ends the run.
        const guard = setTimeout(() => {
          observer.disconnect();
          const shownFirst = document.querySelector('dialog [role="group"] [role="presentation"]');
          fail(new Error(`"${path}" not first after 30 s; first: "${shownFirst?.textContent}"`));
        }, 30_000);
        // The answer to the whole query: every key typed, the results no longer busy.
        const observer = new MutationObserver(() => {
          const title = document.querySelector('dialog [role="group"] [role="presentation"]');
          if (title?.textContent !== path || w.keydowns.length < typed.length) return;
          if (document.querySelector<HTMLInputElement>('dialog input')?.value !== typed) return;
          if (document.querySelector('dialog [aria-busy="true"]')) return;
          observer.disconnect();
          clearTimeout(guard);
          requestAnimationFrame(() => done([performance.now(), title.textContent ?? '']));
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      });
    },
    { path: expected, typed: query },
  );
  await tab.keyboard.type(query, { delay });
  const [shown, first] = await tab.evaluate(
    () => (window as unknown as { shown: Promise<[number, string]> }).shown,
  );
  // A key's entry comes once its next frame is drawn: two frames on, every key's is in.
  const longestKeyEvent = await tab.evaluate(
    () =>
      new Promise<number>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const w = window as unknown as { keyEvents: PerformanceObserver; keyEventMs: number[] };
            const pending = (w.keyEvents.takeRecords() as KeyEventTiming[])
              .filter((entry) => entry.interactionId && entry.name.startsWith('key'))
              .map((entry) => entry.duration);
            done(Math.max(0, ...w.keyEventMs, ...pending));
          }),
        ),
      ),
  );
  const keydowns = await tab.evaluate(() => (window as unknown as { keydowns: number[] }).keydowns);
  return { lastKeydown: keydowns.at(-1) ?? Number.NaN, shown, first, longestKeyEvent };
}

/** The bytes of the build's files at `paths` (site paths; a folder's is its index.html). */
function bytesOf(buildDir: string, paths: readonly string[]): Bytes {
  return [...new Set(paths)]
    .map((path) => decodeURIComponent(path))
    .map((path) =>
      readFileSync(/\.\w+$/.test(path) ? join(buildDir, path) : htmlFileFor(buildDir, path)),
    )
    .reduce<Bytes>(
      (sum, data) => ({ raw: sum.raw + data.length, gzip: sum.gzip + gzipBytes(data) }),
      { raw: 0, gzip: 0 },
    );
}

/** The search index's entry and its parts (in a folder of the hashed assets named by their content). */
const isSearchFile = (path: string): boolean =>
  path.startsWith('/search-index') || path.startsWith('/assets/search-index/');
const round = (ms: number): number => Math.round(ms * 10) / 10;

/** A new tab at 4× CPU that notes the path of every file it asks for. */
async function throttledTab(context: BrowserContext): Promise<{ tab: Page; fetched: string[] }> {
  const tab = await context.newPage();
  const fetched: string[] = [];
  tab.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { tab, fetched };
}

/**
 * `/search?q=query` in a new browser at 4× CPU: from navigation to the frame whose
 * status counts the first answer's results (page time), and what was fetched.
 */
async function searchPageFirstAnswer(
  browser: Browser,
  url: string,
  buildDir: string,
  query: string,
): Promise<GrownSearchFigures['searchPage']> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const { tab, fetched } = await throttledTab(context);
    await tab.addInitScript(() => {
      (window as unknown as { answered: Promise<number> }).answered = new Promise((done) => {
        const observer = new MutationObserver(() => {
          const status = document.querySelector('main [role="status"]')?.textContent ?? '';
          if (!/^\d+ results? on/.test(status)) return;
          observer.disconnect();
          requestAnimationFrame(() => done(performance.now()));
        });
        observer.observe(document, { childList: true, subtree: true, characterData: true });
      });
    });
    await tab.goto(`${url}/search?q=${encodeURIComponent(query)}`);
    const ms = await tab.evaluate(
      () => (window as unknown as { answered: Promise<number> }).answered,
    );
    return {
      ms: round(ms),
      searchFiles: bytesOf(buildDir, fetched.filter(isSearchFile)),
      allFiles: bytesOf(buildDir, fetched),
    };
  } finally {
    await context.close();
  }
}

async function hydratedPage(tab: Page, url: string): Promise<void> {
  await tab.goto(url + startPage, { waitUntil: 'networkidle' });
  await tab.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

/** `rare.query` typed at machine speed in a new browser at 4× CPU: its first search. */
async function rareWordFirstSearch(
  browser: Browser,
  url: string,
  buildDir: string,
  rare: ExpectedAnswer,
): Promise<GrownSearchFigures['rareFirst']> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const { tab, fetched } = await throttledTab(context);
    await hydratedPage(tab, url);
    const run = await searchOnce(tab, rare.query, rare.expected);
    return {
      query: rare.query,
      ms: round(run.shown - run.lastKeydown),
      longestKeyEventMs: run.longestKeyEvent,
      searchFiles: bytesOf(buildDir, fetched.filter(isSearchFile)),
    };
  } finally {
    await context.close();
  }
}

/** A query and the title of the page its answer must put first. */
export type ExpectedAnswer = { query: string; expected: string };

/** The word only generated page `n` holds, and that page's title. */
export function rareWordOf(n: number): ExpectedAnswer {
  const title = /^title: (.*)$/m.exec(generatedPage(n, n))?.[1] ?? '';
  return { query: uniqueWordOf(n), expected: title };
}

export async function measureGrownSearch(
  dir: string,
  query: string,
  expected: string,
  rare: ExpectedAnswer | undefined,
  runs = 5,
): Promise<GrownSearchFigures> {
  const buildDir = resolve(dir);
  const waited = await untilQuiet();
  console.log(`Search: the machine quiet after ${waited} s; timing the searches…`);
  const server = await serveBuild(buildDir, { withHeadersFile: true });
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const rareFirst = rare && (await rareWordFirstSearch(browser, server.url, buildDir, rare));
    const searchPage = await searchPageFirstAnswer(browser, server.url, buildDir, query);

    const first = await context.newPage();
    await hydratedPage(first, server.url);
    const fetched: string[] = [];
    first.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await searchOnce(first, query, expected);
    const firstAnswer = bytesOf(
      buildDir,
      fetched.filter((path) => /\.(js|json)$/.test(path)),
    );
    await first.close();

    const cached: number[] = [];
    const firstResults: string[] = [];
    const cachedKeyEvents: number[] = [];
    const paced: number[] = [];
    const pacedKeyEvents: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      for (const delay of [0, 120]) {
        const { tab } = await throttledTab(context);
        await hydratedPage(tab, server.url);
        const result = await searchOnce(tab, query, expected, delay);
        const ms = round(result.shown - result.lastKeydown);
        if (delay) {
          paced.push(ms);
          pacedKeyEvents.push(result.longestKeyEvent);
        } else {
          cached.push(ms);
          cachedKeyEvents.push(result.longestKeyEvent);
          firstResults.push(result.first);
        }
        await tab.close();
      }
    }
    return {
      query,
      expected,
      firstAnswer,
      cachedMs: { median: median(cached), all: cached },
      cachedKeyEventMs: { worst: Math.max(...cachedKeyEvents), all: cachedKeyEvents },
      firstResults,
      paced: {
        answerMs: { median: median(paced), worst: Math.max(...paced), all: paced },
        longestKeyEventMs: { worst: Math.max(...pacedKeyEvents), all: pacedKeyEvents },
      },
      ...(rareFirst ? { rareFirst } : {}),
      searchPage,
    };
  } finally {
    await context.close();
    await browser.close();
    await server.close();
  }
}

if (process.argv[1]?.endsWith('growth-search.ts')) {
  const [
    buildDir = 'build',
    rarePage = '1000',
    query = 'template categories',
    expected = 'Sending messages from the app',
    runs = '5',
  ] = process.argv.slice(2);
  console.log(
    JSON.stringify(
      await measureGrownSearch(
        buildDir,
        query,
        expected,
        rareWordOf(Number(rarePage)),
        Number(runs),
      ),
      null,
      2,
    ),
  );
}
