import type { Page } from '@playwright/test';

import { test, expect, seriousAxeViolations, useColorMode } from './fixtures';
import { colorModes, docRoutes } from '../../tools/routes';

const docPath = '/3-1-messages';

const copyButton = (page: Page) => page.getByRole('button', { name: 'Copy page' });
const menuButton = (page: Page) =>
  page.getByRole('button', { name: 'More ways to read this page' });
const menu = (page: Page) => page.getByRole('menu');
const item = (page: Page, name: string) => page.getByRole('menuitem', { name });

for (const route of docRoutes) {
  test(`${route.path}: "Copy page" puts the page's Markdown on the clipboard`, async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(route.path);
    await copyButton(page).click();
    await expect(page.getByText('Page copied as Markdown')).toBeVisible();
    const expected = await (await request.get(`${route.path}.md`)).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });
}

test('a clipboard failure raises an error toast', async ({ page }) => {
  await page.addInitScript(() => {
    const refuse = (): Promise<never> =>
      Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { write: refuse, writeText: refuse } });
  });
  await page.goto(docPath);
  await copyButton(page).click();
  await expect(page.getByText('Could not copy the page')).toBeVisible();
  await expect(page.getByText('Page copied as Markdown')).toHaveCount(0);
});

test('the menu offers the Markdown and two assistants, as plain links', async ({ page }) => {
  await page.goto(docPath);
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  await expect(page.getByRole('menuitem')).toHaveText([
    'View as Markdown',
    'Open in ChatGPT',
    'Open in Claude',
  ]);
  await expect(item(page, 'View as Markdown')).toHaveAttribute('href', `${docPath}.md`);

  const markdownUrl = `https://docs.chitchatlabs.com${docPath}.md`;
  for (const [name, origin] of [
    ['Open in ChatGPT', 'https://chatgpt.com'],
    ['Open in Claude', 'https://claude.ai'],
  ] as const) {
    const href = (await item(page, name).getAttribute('href')) ?? '';
    const url = new URL(href);
    expect(url.origin).toBe(origin);
    expect(url.searchParams.get('q')).toContain(markdownUrl);
    expect(url.searchParams.get('q')).toContain(`https://docs.chitchatlabs.com${docPath}`);
    await expect(item(page, name)).toHaveAttribute('target', '_blank');
    await expect(item(page, name)).toHaveAttribute('rel', /noopener/);
  }
});

test('each menu link tells a screen reader that it opens a new tab', async ({ page }) => {
  await page.goto(docPath);
  await menuButton(page).click();
  for (const name of ['View as Markdown', 'Open in ChatGPT', 'Open in Claude']) {
    await expect(item(page, name)).toHaveAttribute('target', '_blank');
    await expect(item(page, name)).toHaveAccessibleName(`${name} (opens in a new tab)`);
  }
});

test('"View as Markdown" opens the Markdown in a new tab', async ({ page, context }) => {
  await page.goto(docPath);
  await menuButton(page).click();
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    item(page, 'View as Markdown').click(),
  ]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe(`${docPath}.md`);
  await expect(opened.locator('body')).toContainText('# Sending messages through the API');
  await expect(menu(page)).toHaveCount(0);
});

test('the menu works with the keyboard alone', async ({ page }) => {
  await page.goto(docPath);
  const toggle = menuButton(page);
  await toggle.focus();
  await expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(item(page, 'View as Markdown')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'Open in ChatGPT')).toBeFocused();
  await page.keyboard.press('End');
  await expect(item(page, 'Open in Claude')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'View as Markdown')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item(page, 'Open in Claude')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item(page, 'View as Markdown')).toBeFocused();
  await page.keyboard.press('o');
  await expect(item(page, 'Open in ChatGPT')).toBeFocused();
  await page.keyboard.press('o');
  await expect(item(page, 'Open in Claude')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('ArrowUp');
  await expect(item(page, 'Open in Claude')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu(page)).toHaveCount(0);

  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(item(page, 'View as Markdown')).toBeFocused();
  await page.mouse.click(5, 300);
  await expect(menu(page)).toHaveCount(0);
});

for (const mode of colorModes) {
  for (const width of [390, 1280]) {
    test(`${mode}, ${width} px: axe finds nothing serious on the page with the menu open, and it fits`, async ({
      page,
    }) => {
      await useColorMode(page, mode);
      await page.setViewportSize({ width, height: 800 });
      // The shortest page with the menu: axe reads every node, and the menu is the same on all.
      await page.goto('/support');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await menuButton(page).click();
      await expect(menu(page)).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);

      const box = await menu(page).boundingBox();
      expect(box).not.toBeNull();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      const title = await page.locator('h1').boundingBox();
      const button = await copyButton(page).boundingBox();
      // The button sits in the title's band (beside it, or just above it on phones).
      expect(Math.abs((button?.y ?? 0) - (title?.y ?? 0))).toBeLessThan(80);
    });
  }
}
