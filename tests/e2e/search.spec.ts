import type { Locator, Page } from '@playwright/test';

import { test, expect, useColorMode, seriousAxeViolations } from './fixtures';
import { colorModes } from '../../tools/routes';

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

/** The full results page's parts, by role. */
const resultsPage = {
  input: (page: Page): Locator =>
    page.getByRole('main').getByRole('searchbox', { name: 'Search for' }),
  status: (page: Page): Locator => page.getByRole('main').getByRole('status'),
  /** One article per page found, headed by a link to that page. */
  pageResults: (page: Page): Locator => page.getByRole('main').getByRole('article'),
};

test('/search?q=tenant lists the Messages API page, out of search engines', async ({ page }) => {
  const response = await page.goto('/search?q=tenant');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Search the documentation',
  );
  await expect(resultsPage.input(page)).toHaveValue('tenant');
  await expect(resultsPage.status(page)).toHaveText('1 page found for “tenant”.');
  await expect(page).toHaveTitle(/^Search results for “tenant”/);

  const api = resultsPage.pageResults(page).first();
  await expect(api.getByRole('heading', { level: 2 })).toHaveText(
    'Sending messages through the API',
  );
  const section = api.getByRole('link', { name: 'Authentication' });
  await expect(section).toHaveAttribute('href', '/3-1-messages?_highlight=tenant#authentication');
  await expect(api.locator('mark').first()).toHaveText(/tenant/i);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // Crawlers read the served HTML, not the hydrated page.
  const html = await (await page.request.get('/search')).text();
  expect(html).toMatch(/<meta[^>]*\bname=["']?robots["']?[^>]*\bcontent=["']?noindex/);

  await section.click();
  await expect(page).toHaveURL((url) => url.pathname === '/3-1-messages');
  expect(new URL(page.url()).hash).toBe('#authentication');
  await expect(page.locator('article mark', { hasText: /tenant/i }).first()).toBeVisible();
});

test('/search groups the results by page, each section once', async ({ page }) => {
  await page.goto('/search?q=onbording');
  await expect(resultsPage.status(page)).toHaveText(/^\d+ pages found for “onbording”\.$/);
  const titles = resultsPage.pageResults(page).getByRole('heading', { level: 2 });
  // The misspelling still finds Onboarding, first and with the word marked.
  await expect(titles.first()).toHaveText('Onboarding');
  await expect(titles.first().locator('mark')).toHaveText('Onboarding');

  const pageLinks = await titles
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  expect(pageLinks.length).toBeGreaterThan(1);
  expect(new Set(pageLinks).size).toBe(pageLinks.length);
  await expect(resultsPage.status(page)).toHaveText(
    `${pageLinks.length} pages found for “onbording”.`,
  );

  for (const article of await resultsPage.pageResults(page).all()) {
    const sections = await article
      .getByRole('heading', { level: 3 })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).hash));
    expect(new Set(sections).size).toBe(sections.length);
  }
});

test('/search keeps the query in the address as the reader types', async ({ page }) => {
  await page.goto('/search');
  // Opened without a query: the box is ready for one.
  await expect(resultsPage.input(page)).toBeFocused();
  await expect(resultsPage.status(page)).toHaveText(/^Type a word/);

  await page.keyboard.type('csv');
  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.search === '?q=csv');
  await expect(resultsPage.status(page)).toHaveText('2 pages found for “csv”.');
  const app = resultsPage.pageResults(page).first();
  await expect(app.getByRole('heading', { level: 2 })).toHaveText('Sending messages from the app');
  // The contacts section and its CSV subsection, in the page's order.
  await expect(app.getByRole('heading', { level: 3 })).toHaveText([
    'Add your contacts',
    'Upload a CSV',
  ]);

  await page.keyboard.press('Control+a');
  await page.keyboard.type('zzqx');
  await expect(page).toHaveURL((url) => url.search === '?q=zzqx');
  await expect(resultsPage.status(page)).toHaveText(/^No results for “zzqx”/);
  await expect(resultsPage.pageResults(page)).toHaveCount(0);

  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.search === '');
  await expect(resultsPage.status(page)).toHaveText(/^Type a word/);

  // The address drives the page too: Back to an earlier query shows its results.
  await page.goto('/search?q=tenant');
  await page.goto('/search?q=csv');
  await page.goBack();
  await expect(resultsPage.input(page)).toHaveValue('tenant');
  await expect(resultsPage.status(page)).toHaveText('1 page found for “tenant”.');
});

test('/search: arrow keys walk from the box through the results, Enter opens one', async ({
  page,
}) => {
  await page.goto('/search?q=csv');
  await expect(resultsPage.status(page)).toHaveText('2 pages found for “csv”.');
  await resultsPage.input(page).focus();
  const links = page.getByRole('main').getByRole('listitem').getByRole('link');
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await expect(links.nth(1)).toHaveText('Add your contacts');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(resultsPage.input(page)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/3-0-messages' && url.hash === '#contacts',
  );
});

test('"See all results" in the navbar opens /search with the query', async ({ page }) => {
  await page.goto('/introduction');
  await search(page, 'tenant');
  await expect(options(page).first()).toBeVisible();
  await page.locator('.navbar__search').getByText('See all results').click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/search'));
  await expect(resultsPage.input(page)).toHaveValue('tenant');
  await expect(resultsPage.status(page)).toHaveText('1 page found for “tenant”.');
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

test.describe('/search on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the results fit the screen', async ({ page }) => {
    await page.goto('/search?q=tenant');
    await expect(resultsPage.status(page)).toHaveText('1 page found for “tenant”.');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const box = await resultsPage.input(page).boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? Infinity) <= 390).toBe(true);
  });

  test('typed text in the navbar box stays clear of its clear button', async ({ page }) => {
    await page.goto('/introduction');
    await searchBox(page).tap();
    await page.keyboard.type('x-tenant-api-key');
    const clear = page.locator('.navbar__search').getByRole('button', { name: 'Clear search' });
    await expect(clear).toBeVisible();
    const [input, button] = [await searchBox(page).boundingBox(), await clear.boundingBox()];
    const paddingRight = await searchBox(page).evaluate((el) =>
      parseFloat(getComputedStyle(el).paddingRight),
    );
    // The text area ends where the button begins.
    expect((input?.x ?? 0) + (input?.width ?? 0) - paddingRight).toBeLessThanOrEqual(
      button?.x ?? 0,
    );
  });
});

for (const mode of colorModes) {
  test(`axe finds no serious issue with results open (${mode})`, async ({ page }) => {
    await useColorMode(page, mode);
    await page.goto('/introduction');
    await search(page, 'tenant');
    await expect(options(page).first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test(`axe finds no serious issue on /search (${mode})`, async ({ page }) => {
    await useColorMode(page, mode);
    await page.goto('/search?q=tenant');
    await expect(resultsPage.status(page)).toHaveText('1 page found for “tenant”.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto('/search?q=zzqx');
    await expect(resultsPage.status(page)).toHaveText(/^No results/);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
