// @vitest-environment node
/**
 * Byte budgets (tools/budgets.json) checked against the production build in build/:
 * the test command builds before it runs the unit tests (scripts/test-all.sh).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import budgets from '../../tools/budgets.json';
import { routeBytes, searchIndexBytes } from '../../tools/build-stats';
import { allRoutes, landingRoute } from '../../tools/routes';

const buildDir = join(__dirname, '../../build');
const built = existsSync(join(buildDir, 'index.html'));

describe('byte budgets of the production build', () => {
  it('has a build to measure', () => {
    expect(
      built,
      'build/ is missing: run `npm run build` before the unit tests (npm test does it)',
    ).toBe(true);
  });

  it('keeps doc page JS below stock Docusaurus', () => {
    expect(budgets.docPage.jsGzip).toBeLessThanOrEqual(budgets.stockIntroductionJsGzip);
  });

  for (const { path: route } of allRoutes) {
    const budget = route === landingRoute.path ? budgets.landing : budgets.docPage;
    it.skipIf(!built)(`${route} loads no more JS and CSS than its budget`, () => {
      const { js, css } = routeBytes(buildDir, route);
      expect(js.gzip, `${route} JS gzip bytes`).toBeLessThanOrEqual(budget.jsGzip);
      expect(css.gzip, `${route} CSS gzip bytes`).toBeLessThanOrEqual(budget.cssGzip);
    });
  }

  it.skipIf(!built)('ships a search index within its budget', () => {
    const index = searchIndexBytes(buildDir);
    expect(index.files.length, 'search index files in build/').toBeGreaterThan(0);
    expect(index.gzip, 'search index gzip bytes').toBeLessThanOrEqual(budgets.searchIndexGzip);
  });
});
