/**
 * The small site with two docs versions and two languages (tests/fixtures/versions-locales):
 * Playwright builds it once per run and serves it on E2E_PORT + 22 with the headers its
 * build wrote (`_headers`, the CSP among them).
 */
const siteDir = 'tests/fixtures/versions-locales';

const port = Number(process.env.E2E_PORT ?? 4173) + 22;

export const versionsLocalesSiteURL = `http://127.0.0.1:${port}`;

/** Playwright's webServer entry: builds the fixture site (both locales), then serves it. */
export const versionsLocalesSiteServer = {
  command: [`npx docusaurus build ${siteDir}`, `npx tsx ${siteDir}/serve.ts --port ${port}`].join(
    ' && ',
  ),
  url: versionsLocalesSiteURL,
  reuseExistingServer: !process.env.CI,
  timeout: 300_000,
};
