/**
 * JavaScript a page fetches before it hydrates, as Chromium requests it: the scripts
 * requested before the app marks the page hydrated (`data-has-hydrated`, which stock
 * Docusaurus sets too), measured gzip level 9 from the build's files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { gzipBytes } from '../tools/build-stats';
import { launchChromium, testChromiumExecutable } from '../tools/chromium';
import { serveBuild } from '../tools/static-server';

export type HydrationBytes = {
  route: string;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
};

export async function jsBeforeHydration(
  buildDir: string,
  routes: readonly string[],
): Promise<HydrationBytes[]> {
  const server = await serveBuild(buildDir, { compress: false });
  const browser = await launchChromium(testChromiumExecutable());
  try {
    const measured: HydrationBytes[] = [];
    for (const route of routes) {
      const page = await browser.newPage();
      await page.addInitScript(() => {
        new MutationObserver((_changes, observer) => {
          if (document.documentElement.dataset.hasHydrated !== 'true') return;
          (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
          observer.disconnect();
        }).observe(document, { attributes: true, subtree: true });
      });
      await page.goto(server.url + route);
      await page.waitForFunction(() => 'hydratedAt' in window, undefined, { timeout: 60_000 });
      const scripts = await page.evaluate(() => {
        const { hydratedAt } = window as unknown as { hydratedAt: number };
        return performance
          .getEntriesByType('resource')
          .filter(
            (entry) =>
              (entry as PerformanceResourceTiming).initiatorType === 'script' &&
              entry.startTime < hydratedAt,
          )
          .map((entry) => new URL(entry.name).pathname);
      });
      await page.close();
      const files = [...new Set(scripts)]
        .filter((path) => path.endsWith('.js'))
        .map((path) => readFileSync(join(buildDir, path)));
      const sum = (sizes: number[]): number => sizes.reduce((total, size) => total + size, 0);
      measured.push({
        route,
        scripts: files.length,
        rawBytes: sum(files.map((file) => file.length)),
        gzipBytes: sum(files.map(gzipBytes)),
      });
    }
    return measured;
  } finally {
    await browser.close();
    await server.close();
  }
}
