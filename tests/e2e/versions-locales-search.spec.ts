import type { Page } from '@playwright/test';

import { expect, searchDialog, waitForHydration } from './fixtures';
import { test } from './versions-locales-site';

/**
 * Each introduction of the fixture, with the word only it holds. Search starts from the
 * other page of the same language and version, so that opening a result is a navigation.
 */
const introductions = [
  { from: '/send-message', path: '/introduction', word: 'webhooks' },
  { from: '/1.0/send-message', path: '/1.0/introduction', word: 'polling' },
  { from: '/ar/send-message', path: '/ar/introduction', word: 'الخطافات' },
  { from: '/ar/1.0/send-message', path: '/ar/1.0/introduction', word: 'الاستطلاع' },
] as const;

/** Types `query` into the open dialog, replacing what was there. */
async function searchFor(page: Page, query: string): Promise<void> {
  await searchDialog.box(page).fill(query);
  await expect(searchDialog.box(page)).toHaveValue(query);
}

async function expectNoResults(page: Page, query: string): Promise<void> {
  await searchFor(page, query);
  await expect(searchDialog.status(page)).toContainText('No results');
  await expect(searchDialog.results(page)).toHaveCount(0);
}

/** Opens the first result and checks it is the page that holds `word`. */
async function openFirstResult(page: Page, path: string, word: string): Promise<void> {
  const site = new URL(page.url()).origin;
  const first = searchDialog.results(page).first();
  await expect(first).toContainText(word);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`^${site}${path}(#.*)?$`));
  await expect(page.locator('article')).toContainText(word);
}

for (const { from, path, word } of introductions) {
  test(`on ${from}, search finds only its language's and version's pages`, async ({ page }) => {
    await page.goto(from);
    await searchDialog.search(page, word);
    await expect(searchDialog.results(page).first()).toContainText(word);
    // The words of the other introductions: another language, another version, or both.
    for (const other of introductions.filter((other) => other.word !== word))
      await expectNoResults(page, other.word);
    await searchFor(page, word);
    await openFirstResult(page, path, word);
  });
}

// Served with the headers its build wrote, as a CDN host does: the index's parts are hashed assets.
test("a reader's next page searches with the parts an earlier page fetched, asking again only for the entry", async ({
  context,
}) => {
  // The query put in whole on both pages: typed key by key, which of its prefixes are
  // searched (and so which parts are fetched) depends on how fast the worker answers.
  const searched = async (from: string): Promise<Page> => {
    const page = await context.newPage();
    await page.goto(from);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(searchDialog.box(page)).toBeFocused();
    await searchFor(page, 'webhooks');
    await expect(searchDialog.results(page).first()).toContainText('webhooks');
    return page;
  };
  await (await searched('/send-message')).close();
  const [worker] = (await searched('/introduction')).workers();
  const fetched = await worker.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map(
        (entry) =>
          [
            new URL(entry.name).pathname,
            (entry as PerformanceResourceTiming).transferSize,
          ] as const,
      ),
  );
  const parts = fetched.filter(([path]) => /^\/(assets\/)?search-index\//.test(path));
  expect(parts.length).toBeGreaterThan(0);
  // Taken from the browser's cache without asking the server (a 304 would cost its headers).
  expect(parts.filter(([, bytes]) => bytes > 0)).toEqual([]);
  expect(fetched.find(([path]) => path === '/search-index.json')?.[1]).toBeGreaterThan(0);
});

test('on a 1.0 page, the version choice switches search to Next', async ({ page }) => {
  await page.goto('/1.0/send-message');
  await searchDialog.search(page, 'webhooks');
  const versionChoice = searchDialog.dialog(page).getByLabel('Docs version');
  await expect(versionChoice).toHaveValue('1.0');
  await expect(searchDialog.status(page)).toContainText('No results');
  await versionChoice.selectOption({ label: 'Next' });
  await openFirstResult(page, '/introduction', 'webhooks');
});

test('on an Arabic 1.0 page, the version choice switches search to Next in Arabic', async ({
  page,
}) => {
  await page.goto('/ar/1.0/send-message');
  await searchDialog.search(page, 'الخطافات');
  await expect(searchDialog.status(page)).toContainText('No results');
  await searchDialog.dialog(page).getByLabel('Docs version').selectOption({ label: 'Next' });
  await openFirstResult(page, '/ar/introduction', 'الخطافات');
});
