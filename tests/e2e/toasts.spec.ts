import type { Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { firstMessageRequest } from '../../src/components/FirstMessage/request';
import { toastTokens } from '../../src/tokens';

const toaster = (page: Page): Locator => page.locator('[data-sonner-toaster]');

const pauseAheadMs = 1000;

/**
 * Stops the page clock (after moving it on by pauseAheadMs) so the rest of a toast's
 * life can be stepped through without waiting.
 */
async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + pauseAheadMs);
}

test.beforeEach(async ({ context, page }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
});

test('copying a code block raises a success toast that closes after 5 s', async ({ page }) => {
  await page.goto('/');
  await expect(toaster(page)).toHaveCount(0);
  const block = page.locator('main .theme-code-block');
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();

  const toast = page.getByRole('status').filter({ hasText: 'Code copied to the clipboard' });
  await expect(toast).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstMessageRequest);
  await page.mouse.move(0, 0);

  // Shown for under a second so far; then still there at about 4 s, gone by about 6.5 s.
  await pauseClock(page);
  await page.clock.runFor(toastTokens.durationMs - pauseAheadMs - 1500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(3000);
  await expect(toast).toHaveCount(0);
});

test('copying a heading link copies the full URL and stays while hovered', async ({
  page,
  baseURL,
}) => {
  await page.goto('/introduction');
  const heading = page.locator('article h2[id]').first();
  const id = await heading.getAttribute('id');
  await heading.hover();
  await heading.getByRole('button', { name: /^Copy link to section/ }).click();

  const toast = page.getByRole('status').filter({ hasText: 'Link to the section copied' });
  await expect(toast).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/introduction#${id}`,
  );

  await toast.hover();
  await pauseClock(page);
  await page.clock.runFor(toastTokens.durationMs * 3);
  await expect(toast).toBeVisible();

  await page.mouse.move(0, 0);
  await page.clock.runFor(toastTokens.durationMs + 1000);
  await expect(toast).toHaveCount(0);
});

test('a failed clipboard write raises an error toast', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator.clipboard, 'writeText', {
      value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    });
  });
  await page.goto('/introduction');
  const heading = page.locator('article h2[id]').first();
  await heading.hover();
  await heading.getByRole('button', { name: /^Copy link to section/ }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Could not copy the link' }),
  ).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`a toast fits the ${width} px screen, between ${toastTokens.minWidthPx} and ${toastTokens.maxWidthPx} px wide`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const block = page.locator('main .theme-code-block');
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    const item = page.locator('[data-sonner-toast]').first();
    await expect(item).toBeVisible();
    const box = await item.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.width).toBeLessThanOrEqual(toastTokens.maxWidthPx);
    if (width >= toastTokens.minWidthPx + 2 * 16)
      expect(box.width).toBeGreaterThanOrEqual(toastTokens.minWidthPx);
  });
}
