/**
 * A grown site for the growth tests (tools/generate-pages.ts): the site with enough
 * generated pages that the bundler numbers some chunks with four digits. Written to a
 * temporary folder and built from there, as a writer builds: it has no git history of
 * its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { generateGrownSite } from '../../tools/generate-pages';
import { buildDirOf, docusaurusBuild, testOnFixtureSite, type FixtureSite } from './fixture-site';

/** Enough pages for over a hundred chunks, which the bundler then numbers 1000 to 9999. */
export const grownPageCount = 100;

export const grownSite: FixtureSite = {
  name: 'grown-site',
  // Everything outside tests/ counts already: the site's own pages among it.
  testInputs: ['tests/e2e/grown-site.ts', 'tests/e2e/fixture-site.ts'],
  pages: ['docs'],
  build: async (outDir, generatedDir, log, env) => {
    const siteDir = generateGrownSite(
      join(mkdtempSync(join(tmpdir(), 'chitchatlabs-grown-site-')), 'site'),
      grownPageCount,
    );
    try {
      await docusaurusBuild([], {
        cwd: siteDir,
        generatedUnder: siteDir,
        outDir,
        generatedDir,
        log,
        env,
      });
    } finally {
      rmSync(join(siteDir, '..'), { recursive: true, force: true });
    }
  },
  serve: { compress: false },
};

/** The folder of its pages, once a test of `test` has run; the generated files beside it. */
export const grownBuildDir = buildDirOf(grownSite);

/** `test` for the specs on this site: it is built (or taken from the cache) and served. */
export const test = testOnFixtureSite(grownSite);
