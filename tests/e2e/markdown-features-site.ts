/**
 * The small site whose one page uses every Markdown feature
 * (tests/fixtures/markdown-features). Built from the repository root, so that the
 * site's src/theme applies.
 */
import { type FixtureSite, siteBuiltFromRepoRoot, testOnFixtureSite } from './fixture-site';

const siteDir = 'tests/fixtures/markdown-features';

export const markdownFeaturesSite: FixtureSite = siteBuiltFromRepoRoot({
  name: 'markdown-features',
  siteDir,
  module: 'tests/e2e/markdown-features-site.ts',
  cliArgs: ['--config', `${siteDir}/docusaurus.config.ts`],
  serve: { compress: false },
});

/** `test` for the specs on this site: it is built (or taken from the cache) and served. */
export const test = testOnFixtureSite(markdownFeaturesSite);
