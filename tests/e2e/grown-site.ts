/**
 * A grown site for the growth tests (tools/generate-pages.ts): the site with enough
 * generated pages that the bundler numbers some chunks with four digits. Playwright
 * writes it to a temporary folder, builds it and serves it on E2E_PORT + 23.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Enough pages for over a hundred chunks, which the bundler then numbers 1000 to 9999. */
export const grownPageCount = 100;

const port = Number(process.env.E2E_PORT ?? 4173) + 23;
const siteDir = join(tmpdir(), `chitchatlabs-grown-site-${port}`);

export const grownSiteURL = `http://127.0.0.1:${port}`;
export const grownBuildDir = join(siteDir, 'build');

/** Playwright's webServer entry: writes and builds the grown site, then serves it. */
export const grownSiteServer = {
  command: [
    `npx tsx scripts/generate-pages.ts --pages ${grownPageCount} --out ${siteDir}`,
    // From the site's folder, as a writer builds: it has no git history of its own.
    `cd ${siteDir}`,
    'npx docusaurus build',
    `npx docusaurus serve --host 127.0.0.1 --port ${port} --no-open`,
  ].join(' && '),
  url: grownSiteURL,
  reuseExistingServer: !process.env.CI,
  timeout: 300_000,
};
