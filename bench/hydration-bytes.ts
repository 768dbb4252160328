/**
 * JavaScript a page fetches before it hydrates, as Chromium requests it: the scripts
 * requested before the app marks the page hydrated (`data-has-hydrated`, which stock
 * Docusaurus sets too), measured gzip level 9 from the build's files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { gzipBytes } from '../tools/build-stats';
import { launchChromium, testChromiumExecutable } from '../tools/chromium';
import { scriptsBeforeHydration } from '../tools/scripts-before-hydration';
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
      const scripts = await scriptsBeforeHydration(page, server.url + route, { timeout: 60_000 });
      await page.close();
      const files = scripts.map((path) => readFileSync(join(buildDir, path)));
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
