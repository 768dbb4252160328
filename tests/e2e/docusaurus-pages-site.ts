/**
 * The small site of pages written the way Docusaurus's own docs are written
 * (tests/fixtures/docusaurus-pages). Built from the repository root, so that the site's
 * src/theme applies. Served with the headers its build wrote (`_headers`, the CSP among them).
 */
import { type FixtureSite, siteBuiltFromRepoRoot, testOnFixtureSite } from './fixture-site';

const siteDir = 'tests/fixtures/docusaurus-pages';

export const docusaurusPagesSite: FixtureSite = siteBuiltFromRepoRoot({
  name: 'docusaurus-pages',
  siteDir,
  module: 'tests/e2e/docusaurus-pages-site.ts',
  cliArgs: ['--config', `${siteDir}/docusaurus.config.ts`],
  serve: { withHeadersFile: true },
});

/** `test` for the specs on this site: it is built (or taken from the cache) and served. */
export const test = testOnFixtureSite(docusaurusPagesSite);
