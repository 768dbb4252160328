/**
 * A small site of the tests (`tests/fixtures/<name>`, with a config that reuses the
 * site's): Playwright builds it once per run, with generated files of its own so it
 * never shares the site's .docusaurus folder, and serves it on E2E_PORT + `portOffset`
 * (the nginx tests use the nine ports above E2E_PORT, the fixture sites + 20 to + 23).
 */
export function fixtureSite(siteDir: string, portOffset: number, readyPath = '') {
  const port = Number(process.env.E2E_PORT ?? 4173) + portOffset;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    /** Playwright's webServer entry: builds the fixture site, then serves it. */
    server: {
      command: [
        'npx docusaurus serve --build',
        `--config ${siteDir}/docusaurus.config.ts --dir ${siteDir}/build`,
        `--host 127.0.0.1 --port ${port} --no-open`,
      ].join(' '),
      env: { DOCUSAURUS_GENERATED_FILES_DIR_NAME: `${siteDir}/.docusaurus` },
      url: `${url}${readyPath}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  };
}
