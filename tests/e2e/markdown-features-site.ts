/**
 * The small site whose one page uses every Markdown feature
 * (tests/fixtures/markdown-features). Playwright builds it once per run and serves it on
 * E2E_PORT + 21 (the search site is on + 20, the nginx tests on the nine ports above E2E_PORT).
 */
const siteDir = 'tests/fixtures/markdown-features';

const port = Number(process.env.E2E_PORT ?? 4173) + 21;

export const markdownFeaturesURL = `http://127.0.0.1:${port}`;

/** Playwright's webServer entry: builds the fixture site, then serves it. */
export const markdownFeaturesServer = {
  command: [
    'npx docusaurus serve --build',
    `--config ${siteDir}/docusaurus.config.ts --dir ${siteDir}/build`,
    `--host 127.0.0.1 --port ${port} --no-open`,
  ].join(' '),
  // Its own generated files, so it never shares the site's .docusaurus folder.
  env: { DOCUSAURUS_GENERATED_FILES_DIR_NAME: `${siteDir}/.docusaurus` },
  url: `${markdownFeaturesURL}/features`,
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
};
