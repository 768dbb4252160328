/**
 * Byte budgets (tools/budgets.json) checked against the production build in build/:
 * the test command builds before it runs the unit tests (scripts/test-all.sh).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import budgets from '../../tools/budgets.json';
import { routeBytes, searchIndexBytes } from '../../tools/build-stats';
import { allRoutes, landingRoute } from '../../tools/routes';
import { buildDir, productionBuild } from './production-build';

/** The pages the build publishes, from its sitemap. */
function sitemapRoutes(): string[] {
  const xml = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

describe('byte budgets of the production build', () => {
  beforeAll(productionBuild);

  it('measures every page the build publishes', () => {
    expect(allRoutes.map((route) => route.path).sort()).toEqual(sitemapRoutes().sort());
  });

  for (const { path: route } of allRoutes) {
    const budget = route === landingRoute.path ? budgets.landing : budgets.docPage;
    it(`${route} loads no more JS and CSS than its budget`, () => {
      const { js, css, files } = routeBytes(buildDir, route);
      // The measure counts real files: the page's main bundle and stylesheet among them.
      expect(files.some((file) => /^\/assets\/js\/main\.[0-9a-f]+\.js$/.test(file))).toBe(true);
      expect(files.some((file) => /^\/assets\/css\/styles\.[0-9a-f]+\.css$/.test(file))).toBe(true);
      for (const file of files) expect(statSync(join(buildDir, file)).size).toBeGreaterThan(0);
      expect(js.gzip, `${route} JS gzip bytes`).toBeLessThanOrEqual(budget.jsGzip);
      expect(css.gzip, `${route} CSS gzip bytes`).toBeLessThanOrEqual(budget.cssGzip);
    });
  }

  it('ships a search index within its budget for the sections it indexes', () => {
    const index = searchIndexBytes(buildDir);
    expect(index.files.length, 'search index files in build/').toBeGreaterThan(0);
    // One record per section of every page (landing page included): at least one per page.
    expect(index.sections, 'indexed sections').toBeGreaterThanOrEqual(allRoutes.length);
    expect(
      index.gzip,
      `search index gzip bytes for ${index.sections} sections`,
    ).toBeLessThanOrEqual(index.sections * budgets.searchIndexGzipPerSection);
  });
});
