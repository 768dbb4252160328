/**
 * The small site the search tests run on (tests/fixtures/search-site): the site's
 * theme and search plugin over pages whose content the tests know. Playwright builds
 * it once per run and serves it on E2E_PORT + 20 (the nginx tests use the nine ports
 * above E2E_PORT).
 */
const siteDir = 'tests/fixtures/search-site';

const port = Number(process.env.E2E_PORT ?? 4173) + 20;

export const searchSiteURL = `http://127.0.0.1:${port}`;

/** Playwright's webServer entry: builds the fixture site, then serves it. */
export const searchSiteServer = {
  command: [
    'npx docusaurus serve --build',
    `--config ${siteDir}/docusaurus.config.ts --dir ${siteDir}/build`,
    `--host 127.0.0.1 --port ${port} --no-open`,
  ].join(' '),
  // Its own generated files, so it never shares the site's .docusaurus folder.
  env: { DOCUSAURUS_GENERATED_FILES_DIR_NAME: `${siteDir}/.docusaurus` },
  url: searchSiteURL,
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
};
