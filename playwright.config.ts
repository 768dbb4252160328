import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs, testChromiumExecutable } from './tools/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Three on two cores: a test waits on its page (network, timers, the renderer) as much
  // as it computes. 71 tests of four specs on the site's build took 43 and 52 s with
  // three workers against 57 and 59 s with two, for the same CPU time (63 to 68 s).
  workers: 3,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    // A failure keeps a screenshot and the page's accessibility snapshot. Traces are
    // off: recording one for every test took a sixth of the suite's time; rerun a
    // failing test with `--trace on` to get one.
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: testChromiumExecutable(),
      // No host name resolves: a request for another host fails in the browser at once
      // (and the shared fixture fails the test that made it).
      args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The server of `npm run serve`. The specs on a fixture site of their own (search,
  // Markdown features, versions and locales, the grown site) build it on their first
  // test, or take it from the cache, and serve it themselves (tests/e2e/fixture-site.ts).
  webServer: {
    command: `npx tsx tools/serve.ts --port ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
