/**
 * The small site with two docs versions and two languages (tests/fixtures/versions-locales),
 * its own site folder. Served with the headers its build wrote (`_headers`, the CSP
 * among them), compressed, as a CDN-style host serves it.
 */
import { repoRoot } from '../../tools/paths';
import { buildDirOf, docusaurusBuild, testOnFixtureSite, type FixtureSite } from './fixture-site';

const siteDir = 'tests/fixtures/versions-locales';

export const versionsLocalesSite: FixtureSite = {
  name: 'versions-locales',
  testInputs: [siteDir, 'tests/e2e/versions-locales-site.ts', 'tests/e2e/fixture-site.ts'],
  pages: [siteDir],
  build: (outDir, generatedDir, log) =>
    docusaurusBuild([siteDir], {
      cwd: repoRoot,
      generatedUnder: `${repoRoot}/${siteDir}`,
      outDir,
      generatedDir,
      log,
    }),
  serve: { withHeadersFile: true },
};

/** The folder of its pages (both locales), once a test of `test` has run. */
export const versionsLocalesBuildDir = buildDirOf(versionsLocalesSite);

/** `test` for the specs on this site: it is built (or taken from the cache) and served. */
export const test = testOnFixtureSite(versionsLocalesSite);
