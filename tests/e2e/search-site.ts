/**
 * The small site the search tests run on (tests/fixtures/search-site): the site's
 * theme and search plugin over pages whose content the tests know. Built from the
 * repository root, so that the site's src/theme applies.
 */
import { repoRoot } from '../../tools/paths';
import { docusaurusBuild, testOnFixtureSite, type FixtureSite } from './fixture-site';

const siteDir = 'tests/fixtures/search-site';

export const searchSite: FixtureSite = {
  name: 'search-site',
  testInputs: [siteDir, 'tests/e2e/search-site.ts', 'tests/e2e/fixture-site.ts'],
  pages: [siteDir],
  build: (outDir, generatedDir, log) =>
    docusaurusBuild(['--config', `${siteDir}/docusaurus.config.ts`], {
      cwd: repoRoot,
      generatedUnder: `${repoRoot}/${siteDir}`,
      outDir,
      generatedDir,
      log,
    }),
  serve: { compress: false },
};

/** `test` for the specs on this site: it is built (or taken from the cache) and served. */
export const test = testOnFixtureSite(searchSite);
