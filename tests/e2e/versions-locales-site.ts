/**
 * The small site with two docs versions and two languages (tests/fixtures/versions-locales),
 * its own site folder. Served with the headers its build wrote (`_headers`, the CSP
 * among them), compressed, as a CDN-style host serves it.
 */
import {
  buildDirOf,
  type FixtureSite,
  siteBuiltFromRepoRoot,
  testOnFixtureSite,
} from './fixture-site';

const siteDir = 'tests/fixtures/versions-locales';

export const versionsLocalesSite: FixtureSite = siteBuiltFromRepoRoot({
  name: 'versions-locales',
  siteDir,
  module: 'tests/e2e/versions-locales-site.ts',
  cliArgs: [siteDir],
  serve: { withHeadersFile: true },
});

/** The folder of its pages (both locales), once a test of `test` has run. */
export const versionsLocalesBuildDir = buildDirOf(versionsLocalesSite);

/** `test` for the specs on this site: it is built (or taken from the cache) and served. */
export const test = testOnFixtureSite(versionsLocalesSite);
