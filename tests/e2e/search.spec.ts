import type { Locator, Page } from '@playwright/test';

import { test, expect, useColorMode, seriousAxeViolations } from './fixtures';
import { colorModes } from './site';

/** The search index the build writes (its name carries a content hash). */
const isSearchIndex = (url: string): boolean => /\/search-index[^/]*\.json(\?|$)/.test(url);

const searchBox = (page: Page): Locator =>
  page.locator('.navbar').getByLabel('Search', { exact: true });
const results = (page: Page): Locator => page.getByRole('listbox');
const options = (page: Page): Locator => results(page).getByRole('option');

/** The key caps appear once the page is interactive (they depend on the platform). */
async function waitUntilInteractive(page: Page): Promise<void> {
  await expect(page.locator('.navbar__search kbd').first()).toBeVisible();
}

async function search(page: Page, query: string): Promise<void> {
  await waitUntilInteractive(page);
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type(query);
  await expect(searchBox(page)).toHaveValue(query);
}

/**
 * What a new reader types, and where Enter on the first result must take them: the
 * page, the heading (its text and id) and, for a subsection, the section above it.
 */
const journeys = [
  {
    query: 'tenant',
    path: '/3-1-messages',
    heading: { text: 'Authentication', id: 'authentication' },
    section: null,
    marked: /tenant/i,
  },
  {
    query: 'x-tenant-api-key',
    path: '/3-1-messages',
    heading: { text: 'Authentication', id: 'authentication' },
    section: null,
    marked: /tenant/i,
  },
  {
    // The contacts section of Messages 3.0: its "Upload a CSV" subsection.
    query: 'csv',
    path: '/3-0-messages',
    heading: { text: 'Upload a CSV', id: 'upload-csv' },
    section: { text: 'Add your contacts', id: 'contacts' },
    marked: /csv/i,
  },
  { query: 'onbording', path: '/onboarding', heading: null, section: null, marked: null },
] as const;

for (const { query, path, heading, section, marked } of journeys) {
  test(`"${query}" puts ${heading ? `${path}#${heading.id}` : path} first and Enter lands on it`, async ({
    page,
  }) => {
    await page.goto('/');
    await search(page, query);
    const first = options(page).first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    if (heading) await expect(first).toContainText(heading.text);
    if (marked) await expect(first.locator('mark', { hasText: marked }).first()).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === path);
    if (heading) {
      expect(new URL(page.url()).hash).toBe(`#${heading.id}`);
      const target = page.locator(`article [id="${heading.id}"]`);
      await expect(target).toHaveText(heading.text);
      await expect(target).toBeInViewport();
      if (section) {
        // The last h2 before the heading is the section it belongs to.
        const sectionId = await target.evaluate(
          (element) =>
            Array.from(document.querySelectorAll('article h2'))
              .filter(
                (h2) => h2.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
              )
              .at(-1)?.id,
        );
        expect(sectionId).toBe(section.id);
        await expect(page.locator(`article h2[id="${section.id}"]`)).toHaveText(section.text);
      }
    } else {
      await expect(page.locator('h1')).toHaveText(/onboarding/i);
    }
  });
}

test('the index is not fetched until the box is focused', async ({ page }) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (isSearchIndex(request.url())) indexRequests.push(request.url());
  });
  await page.goto('/introduction');
  await page.waitForLoadState('networkidle');
  // Passing the pointer over the box is not asking for search.
  await searchBox(page).hover();
  await page.waitForTimeout(500);
  expect(indexRequests).toEqual([]);

  const indexRequest = page.waitForRequest((request) => isSearchIndex(request.url()));
  await searchBox(page).click();
  await indexRequest;
  await expect(searchBox(page)).toBeFocused();
});

test('a page opened from a result marks the words, still without the index', async ({ page }) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (isSearchIndex(request.url())) indexRequests.push(request.url());
  });
  await page.goto('/3-1-messages?_highlight=tenant#authentication');
  await expect(page.locator('article mark', { hasText: /tenant/i }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
});

test('Ctrl+K and / focus the box from anywhere on the page', async ({ page }) => {
  await page.goto('/support');
  await waitUntilInteractive(page);
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();

  await searchBox(page).blur();
  await expect(searchBox(page)).not.toBeFocused();
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  // The slash opened search; it is not typed into the box.
  await expect(searchBox(page)).toHaveValue('');
});

test('arrow keys move through the results and Escape closes them', async ({ page }) => {
  await page.goto('/introduction');
  await search(page, 'onboarding');
  await expect(options(page).nth(1)).toBeVisible();
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('ArrowDown');
  const second = options(page).nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(options(page).first()).not.toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute(
    'aria-activedescendant',
    (await second.getAttribute('id')) ?? 'missing id',
  );
  await expect(page.locator('.navbar').getByRole('status')).toHaveText(/^\d+ results$/);
  await page.keyboard.press('ArrowUp');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Escape');
  await expect(results(page)).toBeHidden();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
});

test('a new query replaces the last one', async ({ page }) => {
  await page.goto('/introduction');
  await search(page, 'tenant');
  await expect(
    options(page)
      .first()
      .locator('mark', { hasText: /tenant/i }),
  ).toBeVisible();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await expect(searchBox(page)).toHaveValue('');
  await page.keyboard.type('csv');
  await expect(searchBox(page)).toHaveValue('csv');
  await expect(options(page).first().locator('mark', { hasText: /csv/i })).toBeVisible();
});

test('a query with no match says so', async ({ page }) => {
  await page.goto('/introduction');
  await search(page, 'zzqx');
  await expect(results(page)).toContainText('No results');
  await expect(options(page)).toHaveCount(0);
  await expect(page.locator('.navbar').getByRole('status')).toHaveText('No results');
});

test('/search?q=tenant lists the Messages API page, out of search engines', async ({ page }) => {
  const response = await page.goto('/search?q=tenant');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('tenant');
  const hit = page.locator('article a[href^="/3-1-messages"]').first();
  await expect(hit).toBeVisible();
  await expect(page.locator('article mark').first()).toHaveText(/tenant/i);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // Crawlers read the served HTML, not the hydrated page.
  const html = await (await page.request.get('/search')).text();
  expect(html).toMatch(/<meta[^>]*\bname=["']?robots["']?[^>]*\bcontent=["']?noindex/);

  await hit.click();
  await expect(page).toHaveURL((url) => url.pathname === '/3-1-messages');
});

test.describe('routes', () => {
  test.use({ expectedConsoleErrors: /status of 404/ });

  test('/search stays out of the sitemap and other unknown paths still 404', async ({ page }) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/3-1-messages');
    expect(sitemap).not.toContain('/search');

    for (const path of ['/searches', '/search/results', '/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the box is reachable and its results fit the screen', async ({ page }) => {
    await page.goto('/introduction');
    await expect(searchBox(page)).toBeInViewport();
    await searchBox(page).tap();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('csv');
    const first = options(page).first();
    await expect(first).toBeVisible();
    for (const box of [await searchBox(page).boundingBox(), await first.boundingBox()]) {
      expect(box).not.toBeNull();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390);
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/3-0-messages');
  });
});

for (const mode of colorModes) {
  test(`axe finds no serious issue with results open (${mode})`, async ({ page }) => {
    await useColorMode(page, mode);
    await page.goto('/introduction');
    await search(page, 'tenant');
    await expect(options(page).first()).toBeVisible();
    expect(await seriousAxeViolations(page, '.navbar__search')).toEqual([]);
  });

  test(`axe finds no serious issue on /search (${mode})`, async ({ page }) => {
    await useColorMode(page, mode);
    await page.goto('/search?q=tenant');
    await expect(page.locator('article a[href^="/3-1-messages"]').first()).toBeVisible();
    expect(await seriousAxeViolations(page, '.main-wrapper')).toEqual([]);
    expect(await seriousAxeViolations(page, '.navbar__search')).toEqual([]);
  });
}
