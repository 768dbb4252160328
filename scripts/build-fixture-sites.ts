/**
 * Builds the end-to-end tests' fixture sites into their cache, one after the other, as
 * the first test on each would (tests/e2e/fixture-site.ts): `npm test` starts it beside
 * the unit tests, whose run leaves a core free. `--sites a,b` builds only those.
 */
import { parseArgs } from 'node:util';

import { docusaurusPagesSite } from '../tests/e2e/docusaurus-pages-site';
import { builtFixtureSite, type FixtureSite } from '../tests/e2e/fixture-site';
import { gitHubPagesSites } from '../tests/e2e/github-pages-host';
import { grownSite } from '../tests/e2e/grown-site';
import { markdownFeaturesSite } from '../tests/e2e/markdown-features-site';
import { searchSite } from '../tests/e2e/search-site';
import { versionsLocalesSite } from '../tests/e2e/versions-locales-site';

// In the order the specs that use them come (by file name), so the first is ready first.
// (nginx-locales.spec.ts comes before search.spec.ts, and runs on the versions-locales site).
const sites: FixtureSite[] = [
  docusaurusPagesSite,
  grownSite,
  markdownFeaturesSite,
  versionsLocalesSite,
  searchSite,
  // hosts.spec.ts checks GitHub Pages on each site built for it.
  gitHubPagesSites.fivePage,
  gitHubPagesSites.versionsLocales,
];

const { values } = parseArgs({ options: { sites: { type: 'string' } } });
const wanted = values.sites?.split(',');

async function buildAll(): Promise<void> {
  for (const site of sites.filter((s) => !wanted || wanted.includes(s.name)))
    console.info(`${site.name}: ${await builtFixtureSite(site)}`);
}

buildAll().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
