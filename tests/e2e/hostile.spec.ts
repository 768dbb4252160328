import type { Locator, Page } from '@playwright/test';

import { test, expect } from './fixtures';

/**
 * What a careless link, a paste or a stored value can bring, in the browser: none of it
 * may crash a page, show a page the address does not name, or reach an attribute.
 */

const searchButton = (page: Page): Locator =>
  page.locator('.navbar').getByRole('button', { name: 'Search', exact: true });
const dialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Search the documentation' });
const searchBox = (page: Page): Locator => dialog(page).getByRole('combobox', { name: 'Search' });
const crashed = (page: Page): Locator => page.getByRole('heading', { name: 'This page crashed.' });

/** The app starts after the first paint (or the loader's fallback): allow it time. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: 15_000,
  });
}

/** Inserts text at the caret as a paste does (the editing command a paste runs). */
async function paste(box: Locator, text: string): Promise<void> {
  await box.evaluate((element, value) => {
    (element as HTMLInputElement).focus();
    document.execCommand('insertText', false, value);
  }, text);
}

test.describe('the search dialog', () => {
  test('a pasted lone surrogate (U+D800) crashes nothing; "See all results" opens /search', async ({
    page,
  }) => {
    await page.goto('/introduction');
    await hydrated(page);
    await searchButton(page).click();
    await paste(searchBox(page), 'tenant\uD800');
    await expect(searchBox(page)).toHaveValue('tenant\uD800');
    const seeAll = dialog(page).getByRole('link', { name: 'See all results' });
    await expect(seeAll).toBeVisible();
    await expect(crashed(page)).toHaveCount(0);
    await seeAll.click();
    await expect(page).toHaveURL((url) => url.pathname === '/search');
    // The address cannot hold a lone surrogate: it becomes U+FFFD, as URLSearchParams writes it.
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('tenant\uFFFD');
  });

  test('one Escape closes it with a query typed, and focus returns to the button', async ({
    page,
  }) => {
    await page.goto('/support');
    await hydrated(page);
    await searchButton(page).click();
    // The dialog moves focus to its box as it opens: keys typed before that go elsewhere.
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('csv');
    await expect(dialog(page).getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });
});

/** Values no colour mode has: each must give the light mode (the default). */
const unknownModes = ['{', 'null', '42', 'x'.repeat(5000), '<script>alert(1)</script>', 'DARK'];

/**
 * Records every value the page gives `data-theme` and `data-theme-choice`, from before
 * its first script: the values replaced (old values) and, on reading, the last ones.
 */
async function recordThemeAttributes(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__themeValues', { value: seen });
    new MutationObserver((records) => {
      for (const record of records) if (record.oldValue !== null) seen.push(record.oldValue);
    }).observe(document, {
      subtree: true,
      attributeOldValue: true,
      attributeFilter: ['data-theme', 'data-theme-choice'],
    });
  });
  return () =>
    page.evaluate(() => {
      const root = document.documentElement;
      return [
        ...(window as unknown as { __themeValues: string[] }).__themeValues,
        root.getAttribute('data-theme') ?? '',
        root.getAttribute('data-theme-choice') ?? '',
      ];
    });
}

const visibleNavbarLogo = (page: Page): Locator =>
  page.locator('.navbar__brand [role="img"]:visible');

/** How a value reaches the page: stored by an earlier visit, or in a link. */
const sources = [
  {
    name: 'stored under "theme"',
    open: async (page: Page, value: string) => {
      await page.addInitScript((stored) => localStorage.setItem('theme', stored), value);
      await page.goto('/introduction');
    },
  },
  {
    name: 'linked as ?docusaurus-theme=',
    open: async (page: Page, value: string) => {
      await page.goto(`/introduction?docusaurus-theme=${encodeURIComponent(value)}`);
    },
  },
  {
    name: 'linked as ?docusaurus-data-theme=',
    open: async (page: Page, value: string) => {
      await page.goto(`/introduction?docusaurus-data-theme=${encodeURIComponent(value)}`);
    },
  },
];

test.describe('a colour mode the site does not know', () => {
  // The bundles held back are logged as failed loads.
  test.use({ expectedConsoleErrors: /net::ERR_FAILED/ });

  for (const source of sources) {
    for (const value of unknownModes) {
      test(`${source.name} ${JSON.stringify(value.slice(0, 30))}: light from the first paint, never in an attribute`, async ({
        page,
      }) => {
        const values = await recordThemeAttributes(page);
        // The served HTML alone (the bundles held back) is what the first paint shows.
        await page.route('**/assets/js/**', (route) => route.abort());
        await source.open(page, value);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await expect(visibleNavbarLogo(page)).toHaveCount(1);
        expect(new Set(await values())).toEqual(new Set(['light']));
        await page.unrouteAll();

        await page.reload();
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await expect(visibleNavbarLogo(page)).toHaveCount(1);
        expect(new Set(await values())).toEqual(new Set(['light']));
      });
    }
  }

  test('a known mode in a link still applies', async ({ page }) => {
    await page.goto('/introduction?docusaurus-theme=dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('a malformed percent-escape in the hash after load', () => {
  for (const hash of ['#%E0%A4%A', '#%', '#%ZZ']) {
    test(`${hash}: the page stays`, async ({ page }) => {
      await page.goto('/introduction');
      await hydrated(page);
      // As the reader edits the address bar: a same-document navigation to the new hash.
      await page.goto(`/introduction${hash}`);
      await expect(page).toHaveURL((url) => url.hash === hash);
      await expect(page.locator('h1')).toHaveText('Introduction');
      await expect(crashed(page)).toHaveCount(0);
      // Headings with their own ids still take the reader there.
      await page.goto('/3-1-messages#authentication');
      await expect(page.locator('#authentication')).toBeInViewport();
    });
  }
});

test.describe('a path the site does not have', () => {
  // The browser logs the 404 status of the document itself.
  test.use({ expectedConsoleErrors: /status of 404/ });

  for (const path of [
    '/%2Fintroduction',
    '/introduction%2F',
    '/intro%2fduction',
    '//introduction',
  ]) {
    test(`${path}: 404 with the not-found page`, async ({ page, baseURL }) => {
      const response = await page.goto(`${baseURL}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText('Page not found');
      await hydrated(page);
      await expect(page.locator('h1')).toHaveText('Page not found');
    });
  }
});
