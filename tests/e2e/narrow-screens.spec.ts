import type { Page } from '@playwright/test';

import { test, expect } from './fixtures';
import { allRoutes } from '../../tools/routes';

const everyRoute = [...allRoutes.map((route) => route.path), '/search', '/no-such-page'];
const phoneWidths = [390, 320];

/**
 * Every line of text outside code blocks whose right end lies past the right edge of
 * the screen (a reader would have to scroll sideways to read it), as "text … (right px)".
 * Text inside a horizontally scrolled box counts too: that is what a phone cuts off.
 */
async function textPastRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const past: string[] = [];
    // A box kept off screen on purpose until it is needed, like the skip link until it takes focus.
    // Or read by screen readers only: clipped to a 1 px box (a stacked table's header row).
    const parkedOffScreen = (element: Element): boolean => {
      for (let box: Element | null = element; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        const rect = box.getBoundingClientRect();
        if (style.overflow === 'hidden' && rect.width <= 1 && rect.height <= 1) return true;
        if (style.position === 'fixed') return rect.left >= edge;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('pre, .theme-code-block')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || style.opacity === '0' || parkedOffScreen(parent))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && rect.right > edge + 0.5) {
          past.push(`${text.slice(0, 60)} (${Math.round(rect.right)} px)`);
        }
      }
    }
    return past;
  });
}

test.describe('narrow screens', () => {
  test.slow(); // every route at two widths
  // The not-found page's document answers 404, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 404/ });

  for (const path of everyRoute) {
    test(`${path}: no text outside code blocks ends past the right edge at 390 and 320 px`, async ({
      page,
    }) => {
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
          timeout: 20_000,
        });
        await page.evaluate(() => document.fonts.ready);
        expect(await textPastRightEdge(page), `${path} at ${width} px`).toEqual([]);
      }
    });
  }
});

test.describe('copy buttons on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('every code block shows its copy button without hovering', async ({ page }) => {
    await page.goto('/3-1-messages');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
      timeout: 20_000,
    });
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const buttons = page
      .getByRole('button', { name: 'Copy code to clipboard' })
      .filter({ visible: true });
    expect(await buttons.count()).toBeGreaterThan(3);
    for (const button of await buttons.all()) {
      await expect(button).toHaveCSS('opacity', '1');
    }
  });
});

test('a keyboard user sees the copy button take focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/3-1-messages');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: 20_000,
  });
  const button = page.getByRole('button', { name: 'Copy code to clipboard' }).first();
  await expect(button).toHaveCSS('opacity', '0');
  // Tab from the element just before it, as a keyboard reader arrives.
  await button.evaluate((element) => {
    const before = document.createElement('button');
    before.textContent = 'start';
    element.closest('.theme-code-block')?.before(before);
    before.focus();
  });
  // The code itself takes focus first when it scrolls; the copy button comes after it.
  for (
    let presses = 0;
    presses < 3 && !(await button.evaluate((b) => b === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  await expect(button).toHaveCSS('opacity', '1');
});

test('on a phone a table of three columns stacks, each value under its column name; two columns stay a table', async ({
  page,
}) => {
  const wide = page.locator('.theme-doc-markdown table', { hasText: 'In the template' });
  const narrow = page.locator('.theme-doc-markdown table', { hasText: 'x-tenant-api-key' });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/3-1-messages');
  await expect(wide).toHaveCSS('display', 'block');
  await expect(wide.locator('tr').last()).toHaveCSS('display', 'block');
  const firstCell = wide.locator('tbody td').first();
  expect(await firstCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(
    '"In the template"',
  );
  // The header row is for screen readers only: clipped to a 1 px box.
  expect((await wide.locator('thead').boundingBox())?.height).toBeLessThanOrEqual(1);
  await expect(narrow.locator('tbody tr').first()).toHaveCSS('display', 'table-row');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(wide.locator('tbody tr').first()).toHaveCSS('display', 'table-row');
});
