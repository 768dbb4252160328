/**
 * The small site whose one page uses every Markdown feature
 * (tests/fixtures/markdown-features). Built from the repository root, so that the
 * site's src/theme applies.
 */
import { repoRoot } from '../../tools/paths';
import { docusaurusBuild, testOnFixtureSite, type FixtureSite } from './fixture-site';

const siteDir = 'tests/fixtures/markdown-features';

export const markdownFeaturesSite: FixtureSite = {
  name: 'markdown-features',
  testInputs: [siteDir, 'tests/e2e/markdown-features-site.ts', 'tests/e2e/fixture-site.ts'],
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
export const test = testOnFixtureSite(markdownFeaturesSite);
