import type { Page } from '@playwright/test';

import {
  expect,
  desktop,
  phone,
  recordCspViolations,
  seriousAxeViolations,
  useColorMode,
  waitForHydration,
} from './fixtures';
import { test } from './versions-locales-site';
import { colorModes } from '../../tools/routes';

/** The introduction of each version in each language, with a word only that page holds. */
const introductions = [
  { path: '/introduction', lang: 'en', dir: 'ltr', word: 'webhooks' },
  { path: '/1.0/introduction', lang: 'en', dir: 'ltr', word: 'polling' },
  { path: '/ar/introduction', lang: 'ar', dir: 'rtl', word: 'الخطافات' },
  { path: '/ar/1.0/introduction', lang: 'ar', dir: 'rtl', word: 'الاستطلاع' },
] as const;

for (const { path, lang, dir, word } of introductions) {
  test(`${path} hydrates under the CSP the build wrote, with no violation`, async ({
    page,
    request,
  }) => {
    const violations = await recordCspViolations(page);
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await waitForHydration(page);
    expect(await violations()).toEqual([]);
    // The shared fixture fails the test on any console error, a blocked script's among them.
    expect((await request.get(`${path}.md`)).ok()).toBe(true);
  });

  test(`${path}: "Copy page" copies that page's own Markdown, with a toast at the line's end`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy page' }).click();
    const copiedToast = page.locator('[data-sonner-toast]', { hasText: 'Page copied as Markdown' });
    await expect(copiedToast).toBeVisible();
    // At the end of the reading line: bottom right, or bottom left when it reads right to left.
    const box = await copiedToast.boundingBox();
    const middle = (page.viewportSize()?.width ?? 0) / 2;
    if (!box) throw new Error('The toast has no box');
    if (dir === 'rtl') expect(box.x + box.width).toBeLessThan(middle);
    else expect(box.x).toBeGreaterThan(middle);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(word);
    for (const other of introductions.filter((other) => other.word !== word))
      expect(copied).not.toContain(other.word);
  });
}

for (const { path } of introductions) {
  test(`${path}: its social card, last-updated date and stacked table labels`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect((await request.get(new URL(card ?? '').pathname)).headers()['content-type']).toBe(
      'image/png',
    );
    await expect(page.locator('.theme-last-updated time')).toHaveAttribute('datetime', /^\d{4}-/);
    // Each cell of a table of three or more columns carries its column's name for a phone.
    const firstRow = page.locator('article table tbody tr').first().locator('td');
    const headers = page.locator('article table thead th');
    await expect(firstRow.first()).toHaveAttribute(
      'data-label',
      (await headers.first().textContent()) ?? '',
    );
  });
}

test('the version dropdown opens 1.0 and remembers it as the preferred version', async ({
  page,
}) => {
  await page.goto('/introduction');
  await waitForHydration(page);
  await page.locator('.navbar').getByRole('button', { name: 'Next' }).hover();
  await page.locator('.navbar').getByRole('link', { name: '1.0', exact: true }).click();
  await expect(page).toHaveURL(/\/1\.0\/introduction$/);
  await expect(page.locator('article')).toContainText('polling');
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe(
    '1.0',
  );
});

test('the language dropdown opens the same page in Arabic, drawn right to left', async ({
  page,
}) => {
  await page.goto('/1.0/introduction');
  await waitForHydration(page);
  await page.locator('.navbar').getByRole('button', { name: 'English' }).hover();
  await page.locator('.navbar').getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/1\.0\/introduction$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('article')).toContainText('الاستطلاع');
});

for (const path of [
  '/send-message',
  '/1.0/send-message',
  '/ar/send-message',
  '/ar/1.0/send-message',
])
  test(`the request builder opens on ${path} and writes its request`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const builder = page.locator('details#request-builder');
    await builder.locator('summary').click();
    await expect(builder.getByLabel(/Template name/)).toBeVisible();
    await expect(builder.locator('pre code').first()).toContainText('curl');
  });

/**
 * Nothing reaches past either edge of the window: no part of the page is off-screen
 * (content that scrolls inside its own box, such as a long code line, excepted), and the
 * link that skips to the content, hidden until focused, shows on screen when it is.
 */
async function expectNothingOffScreen(page: Page): Promise<void> {
  const overflowing = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsInside = (element: Element): boolean => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || getComputedStyle(element).visibility === 'hidden') return false;
        if (element.matches('[class*=skipToContent]') || scrollsInside(element)) return false;
        return box.left < -1 || box.right > width + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => document.documentElement.clientWidth),
  );
  await page.keyboard.press('Tab');
  const skipLink = page.locator('[class*=skipToContent]');
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Shift+Tab');
}

test.describe('the right-to-left language at 1280 px', () => {
  test.use(desktop);

  test('has the sidebar on the right and the table of contents on the left', async ({ page }) => {
    await page.goto('/ar/introduction');
    await waitForHydration(page);
    const article = await page.locator('article').boundingBox();
    const sidebar = await page.locator('.theme-doc-sidebar-container').boundingBox();
    const toc = await page.locator('.theme-doc-toc-desktop').boundingBox();
    if (!article || !sidebar || !toc) throw new Error('The doc page has no sidebar or TOC');
    expect(sidebar.x).toBeGreaterThanOrEqual(article.x + article.width);
    expect(toc.x + toc.width).toBeLessThanOrEqual(article.x);
    await expectNothingOffScreen(page);
  });

  test('the search button reads from the right: icon, then "Search", then Ctrl K', async ({
    page,
  }) => {
    await page.goto('/ar/introduction');
    await waitForHydration(page);
    const button = page.locator('.navbar').getByRole('button', { name: 'Search', exact: true });
    // Where the label's words are drawn, not its box, which fills the button.
    const words = await button.getByText('Search').evaluate((label) => {
      const range = document.createRange();
      range.selectNodeContents(label);
      const box = range.getBoundingClientRect();
      return { left: box.left, right: box.right };
    });
    const icon = await button.locator('svg').boundingBox();
    const ctrl = await button.locator('kbd', { hasText: 'Ctrl' }).boundingBox();
    const k = await button.locator('kbd', { hasText: 'K' }).boundingBox();
    if (!icon || !ctrl || !k) throw new Error('The search button has no icon or shortcut');
    // The label starts beside the icon, on its left, and the shortcut ends the line.
    expect(icon.x - words.right).toBeGreaterThanOrEqual(0);
    expect(icon.x - words.right).toBeLessThan(16);
    expect(k.x + k.width).toBeLessThan(words.left);
    // A shortcut is read left to right in any language: Ctrl, then K.
    expect(ctrl.x + ctrl.width).toBeLessThanOrEqual(k.x);
  });
});

test.describe('the right-to-left language at 390 px', () => {
  test.use(phone);

  test('keeps everything on screen, the menu included', async ({ page }) => {
    await page.goto('/ar/introduction');
    await waitForHydration(page);
    await expectNothingOffScreen(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const width = page.viewportSize()?.width ?? 0;
    // The menu slides in: where it comes to rest, all of it is on screen.
    await expect
      .poll(async () => {
        const menu = await page.locator('.navbar-sidebar').boundingBox();
        return menu && { left: menu.x >= 0, right: menu.x + menu.width <= width + 1 };
      })
      .toEqual({ left: true, right: true });
  });
});

for (const mode of colorModes) {
  for (const width of [390, 1280]) {
    test(`/ar/introduction in ${mode} mode at ${width} px: no serious axe violation`, async ({
      page,
    }) => {
      await useColorMode(page, mode);
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/ar/introduction');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await waitForHydration(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
}
