import type { Locator, Page } from '@playwright/test';

import { expect, test, waitForHydration } from './fixtures';

/** A toast's default time on screen, and its narrowest and widest (product constants). */
const defaultDurationMs = 5000;
const minWidthPx = 300;
const maxWidthPx = 560;

const toaster = (page: Page): Locator => page.locator('[data-sonner-toaster]');

/**
 * Stops the page clock before the action that raises a toast, so that the toast's
 * whole life is stepped through by the test, with no real time in between. The page is
 * hydrated first: the app starts and hydrates on timers and animation frames that a
 * paused clock would hold, and the buttons that raise toasts exist only once it has.
 */
async function pauseClock(page: Page): Promise<void> {
  await waitForHydration(page);
  // A second ahead: real time passes between reading the clock and pausing it.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/** The clock steps in which a test waits for a toast to show (see stepUntilShown). */
const stepMs = 10;

/**
 * With the clock paused, a toast shows only as page timers run (React reveals the
 * lazily loaded toaster after a short throttle; the toast library shows a toast on its
 * next tick): step the clock until it shows. Its five seconds started within the last
 * step.
 */
async function stepUntilShown(page: Page, toast: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await toast.isVisible()) return true;
        await page.clock.runFor(stepMs);
        return false;
      },
      { intervals: [20], timeout: 15_000 },
    )
    .toBe(true);
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
  await pauseClock(page);
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();

  const toast = page.getByRole('status').filter({ hasText: 'Code copied to the clipboard' });
  await stepUntilShown(page, toast);
  // The clipboard holds the lines the block shows.
  const shownLines = await block.locator('code .token-line').allInnerTexts();
  expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n')).toEqual(
    shownLines.map((line) => line.replace(/\n$/, '')),
  );
  await page.mouse.move(0, 0);

  // Still there just before 5 s; gone (closing animation included) by 6 s.
  await page.clock.runFor(defaultDurationMs - stepMs - 1);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1000);
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
  await pauseClock(page);
  await heading.getByRole('button', { name: /^Copy link to section/ }).click();

  const toast = page.getByRole('status').filter({ hasText: 'Link to the section copied' });
  await stepUntilShown(page, toast);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/introduction#${id}`,
  );

  await toast.hover();
  await page.clock.runFor(defaultDurationMs * 3);
  await expect(toast).toBeVisible();

  await page.mouse.move(0, 0);
  await page.clock.runFor(defaultDurationMs + 1000);
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
  test(`a toast fits the ${width} px screen, between ${minWidthPx} and ${maxWidthPx} px wide`, async ({
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
    expect(box.width).toBeLessThanOrEqual(maxWidthPx);
    if (width >= minWidthPx + 2 * 16) expect(box.width).toBeGreaterThanOrEqual(minWidthPx);
  });
}
