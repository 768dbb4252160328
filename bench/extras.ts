/** Measurements of the built site beyond Lighthouse and bytes, each with its table. */
import { chromium } from '@playwright/test';

import { formatNginxLoad, runNginxLoad } from './nginx-load';
import { measureSearch, type SearchFigures } from './search-latency';

export type ExtraMeasurement = {
  measure: (buildDir: string) => Promise<unknown>;
  /** The measured figures as Markdown for bench/RESULTS.md. */
  render: (figures: unknown) => string;
};

/** Pairs a measurement with its renderer, checking that both agree on the figures' type. */
function extra<T>(measure: (buildDir: string) => Promise<T>, render: (figures: T) => string) {
  return { measure, render: (figures: unknown) => render(figures as T) };
}

/**
 * tsx compiles with esbuild's keepNames, which wraps functions in a `__name()` helper;
 * functions Playwright sends into a page then call a helper the page lacks. Every
 * browser the measurements launch gets a no-op one.
 */
function definePageNameHelper(): void {
  const launch = chromium.launch.bind(chromium);
  chromium.launch = async (...args) => {
    const browser = await launch(...args);
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...contextArgs) => {
      const context = await newContext(...contextArgs);
      await context.addInitScript('globalThis.__name = (target) => target;');
      return context;
    };
    return browser;
  };
}
definePageNameHelper();

const kib = (bytes: number): string => (bytes / 1024).toFixed(1);

function searchTable(f: SearchFigures): string {
  return [
    `Chromium, /introduction, median of ${f.runs} runs; bytes are KiB raw / gzip.`,
    '',
    '| figure | value |',
    '| --- | ---: |',
    `| index (${f.index.files.join(', ')}) | ${kib(f.index.raw)} / ${kib(f.index.gzip)} |`,
    `| first query after opening (pointer over the button, click), keypress to results (ms) | ${f.coldMs.median} |`,
    `| first query, Ctrl+K and typed at once, keypress to results (ms) | ${f.keyboardMs.median} |`,
    `| further search, keypress to results (ms) | ${f.warmMs.median} |`,
    `| JS a page load fetches | ${kib(f.pageLoadJs.raw)} / ${kib(f.pageLoadJs.gzip)} |`,
    `| JS the first search adds | ${kib(f.firstSearchJs.raw)} / ${kib(f.firstSearchJs.gzip)} |`,
  ].join('\n');
}

/** Reported in bench/RESULTS.md under these names, in this order. */
export const extraMeasurements: Record<string, ExtraMeasurement> = {
  search: extra((dir) => measureSearch(dir), searchTable),
  'nginx under load': extra(
    () => runNginxLoad(),
    (results) => formatNginxLoad(results),
  ),
};
