/**
 * Search on a grown site, in Chromium, served with the headers its build wrote (so the
 * browser caches as a reader's does):
 * - what the dialog's first answer fetches: the files requested from opening the
 *   dialog with Ctrl+K to the first frame showing the expected page first (gzip bytes);
 * - once those files are cached: a new page of the same browser at 4× CPU, the query
 *   typed at machine speed, the time from its last keydown to that frame (median);
 * - which page the answer put first (its group's title).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';

import { gzipBytes, type Bytes } from '../tools/build-stats';
import { launchChromium } from '../tools/chromium';
import { serveBuild } from '../tools/static-server';

export type GrownSearchFigures = {
  query: string;
  /** The title of the page the answer is expected to put first. */
  expected: string;
  firstAnswer: Bytes;
  /** Last keydown to the answer shown, at 4× CPU, the data cached. */
  cachedMs: { median: number; all: number[] };
  /** The first result's page title on each cached run. */
  firstResults: string[];
};

const startPage = '/introduction';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Opens the dialog with Ctrl+K on a hydrated page, types `query` at once and resolves
 * with the last keydown's time, the frame in which the dialog's first group of
 * results is the page titled `expected`, and that title (page time, performance.now).
 */
async function searchOnce(
  tab: Page,
  query: string,
  expected: string,
): Promise<{ lastKeydown: number; shown: number; first: string }> {
  await tab.keyboard.press('Control+k');
  await tab.locator('dialog input').waitFor();
  await tab.evaluate((path) => {
    const w = window as unknown as { keydowns: number[]; shown: Promise<[number, string]> };
    w.keydowns = [];
    document.addEventListener('keydown', () => w.keydowns.push(performance.now()), true);
    w.shown = new Promise((done, fail) => {
      // A guard, not a wait: an answer that never puts the page first ends the run.
      const guard = setTimeout(() => {
        observer.disconnect();
        const shownFirst = document.querySelector('dialog [role="group"] [role="presentation"]');
        fail(new Error(`"${path}" not first after 30 s; first: "${shownFirst?.textContent}"`));
      }, 30_000);
      const observer = new MutationObserver(() => {
        const title = document.querySelector('dialog [role="group"] [role="presentation"]');
        if (title?.textContent !== path) return;
        observer.disconnect();
        clearTimeout(guard);
        requestAnimationFrame(() => done([performance.now(), title.textContent ?? '']));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }, expected);
  await tab.keyboard.type(query);
  const [shown, first] = await tab.evaluate(
    () => (window as unknown as { shown: Promise<[number, string]> }).shown,
  );
  const keydowns = await tab.evaluate(() => (window as unknown as { keydowns: number[] }).keydowns);
  return { lastKeydown: keydowns.at(-1) ?? Number.NaN, shown, first };
}

async function hydratedPage(tab: Page, url: string): Promise<void> {
  await tab.goto(url + startPage, { waitUntil: 'networkidle' });
  await tab.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

export async function measureGrownSearch(
  dir: string,
  query: string,
  expected: string,
  runs = 5,
): Promise<GrownSearchFigures> {
  const buildDir = resolve(dir);
  const server = await serveBuild(buildDir, { withHeadersFile: true });
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const first = await context.newPage();
    await hydratedPage(first, server.url);
    const fetched: string[] = [];
    first.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await searchOnce(first, query, expected);
    const firstAnswer = [...new Set(fetched)]
      .filter((path) => /\.(js|json)$/.test(path))
      .map((path) => readFileSync(join(buildDir, decodeURIComponent(path))))
      .reduce<Bytes>(
        (sum, data) => ({ raw: sum.raw + data.length, gzip: sum.gzip + gzipBytes(data) }),
        {
          raw: 0,
          gzip: 0,
        },
      );
    await first.close();

    const cached: number[] = [];
    const firstResults: string[] = [];
    for (let run = 0; run < runs; run += 1) {
      const tab = await context.newPage();
      await hydratedPage(tab, server.url);
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const { lastKeydown, shown, first: firstResult } = await searchOnce(tab, query, expected);
      cached.push(Math.round((shown - lastKeydown) * 10) / 10);
      firstResults.push(firstResult);
      await tab.close();
    }
    return {
      query,
      expected,
      firstAnswer,
      cachedMs: { median: median(cached), all: cached },
      firstResults,
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
    query = 'template categories',
    expected = 'Sending messages from the app',
  ] = process.argv.slice(2);
  console.log(JSON.stringify(await measureGrownSearch(buildDir, query, expected), null, 2));
}
