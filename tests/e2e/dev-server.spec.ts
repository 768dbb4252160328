/**
 * The site under `npm start` (`docusaurus start`), as a writer uses it: the spec copies the
 * site's pages into a folder of its own (tools/generate-pages.ts, no pages added), starts
 * the dev server there on E2E_PORT + 30 (or E2E_DEV_PORT), and edits a page while it is open.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { test, expect, searchDialog } from './fixtures';
import { generateGrownSite } from '../../tools/generate-pages';

const port = Number(process.env.E2E_DEV_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 30);
const devURL = `http://127.0.0.1:${port}`;

let siteDir: string;
let server: ChildProcess;

/** Resolves once `url` answers 200, failing if the server exits first. */
async function answered(url: string): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`docusaurus start exited (${server.exitCode})`);
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    // The next attempt, once this one has failed: the server compiles for several seconds.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Appends a sentence with a word of its own to a doc's source; returns the word. */
function editDoc(doc: string): string {
  const word = `zephyrquill${Date.now().toString(36)}`;
  appendFileSync(join(siteDir, 'docs', `${doc}.mdx`), `\nA sentence with ${word} in it.\n`);
  return word;
}

test.use({ baseURL: devURL });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  siteDir = generateGrownSite(mkdtempSync(join(tmpdir(), 'chitchatlabs-dev-server-')), 0);
  server = spawn(
    'npx',
    ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    { cwd: siteDir, stdio: 'ignore', env: { ...process.env, BROWSER: 'none' }, detached: true },
  );
  await answered(`${devURL}/introduction`);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  rmSync(siteDir, { recursive: true, force: true });
});

test('an edit to a page shows in the open page, without a reload', async ({ page }) => {
  // The page's modules compile when it is first opened: on a busy machine that alone can
  // take more than the default 30 s.
  test.setTimeout(90_000);
  // What the hot module runtime warns of (a module loaded by code an update had already
  // replaced) is what makes a later update reload the page instead.
  const hotWarnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[HMR]') && message.type() === 'warning')
      hotWarnings.push(message.text());
  });
  await page.goto('/introduction');
  await expect(page.locator('article h1')).toBeVisible({ timeout: 60_000 });
  const opened = await page.evaluate(() => performance.timeOrigin);
  const word = editDoc('introduction');
  await expect(page.locator('article')).toContainText(word, { timeout: 20_000 });
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(opened);
  expect(hotWarnings).toEqual([]);
});

test('an open page has the dev server compile nothing until the reader asks', async ({ page }) => {
  test.setTimeout(90_000);
  // The bundler compiles a dynamic import under `npm start` when a page first asks for it
  // (`/lazy-compilation-using-…`): asked while the page is idle, it ran beside a writer's
  // first edit and held that edit's rebuild.
  const compiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/lazy-compilation-using-')) compiles.push(request.url());
  });
  await page.goto('/introduction');
  await expect(page.locator('article h1')).toBeVisible({ timeout: 60_000 });
  // Idle callbacks run in the order they were asked for: once this one has run, so has
  // every one the page asked for as it started.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve())),
      ),
  );
  expect(compiles).toEqual([]);
  await page.getByRole('button', { name: 'Search' }).hover();
  await expect.poll(() => compiles.length, { timeout: 30_000 }).toBeGreaterThan(0);
});

test("a page's Markdown copy is made from its source as it is now", async ({ request }) => {
  const word = editDoc('support');
  const copy = await request.get('/support.md');
  expect(copy.ok()).toBe(true);
  expect(await copy.text()).toContain(word);
  const llmsFull = await request.get('/llms-full.txt');
  expect(await llmsFull.text()).toContain(word);
});

test('search finds a word an edit added, and Enter opens its page', async ({ page }) => {
  test.setTimeout(90_000);
  const word = editDoc('onboarding');
  // The docs reload after the edit, and the index is made from them when the dialog asks
  // for it: a search that came first is tried again, in a fresh page.
  await expect(async () => {
    await page.goto('/introduction');
    await searchDialog.search(page, word);
    await expect(searchDialog.results(page).first()).toContainText(word, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  // Its answers come from the sources, not the rendered pages, and the dialog says so.
  await expect(searchDialog.dialog(page)).toContainText(
    'Preview: the development server searches the docs as written',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/onboarding');
});
