/**
 * The small site the search tests run on (tests/fixtures/search-site): the site's
 * theme and search plugin over pages whose content the tests know. Built from the
 * repository root, so that the site's src/theme applies.
 */
import { type FixtureSite, siteBuiltFromRepoRoot, testOnFixtureSite } from './fixture-site';

const siteDir = 'tests/fixtures/search-site';

export const searchSite: FixtureSite = siteBuiltFromRepoRoot({
  name: 'search-site',
  siteDir,
  module: 'tests/e2e/search-site.ts',
  cliArgs: ['--config', `${siteDir}/docusaurus.config.ts`],
  serve: { compress: false },
});

/** `test` for the specs on this site: it is built (or taken from the cache) and served. */
export const test = testOnFixtureSite(searchSite);
