import type { Page } from '@playwright/test';

import { test, expect, navbar, openHydrated } from './fixtures';
import { allRoutes } from '../../tools/routes';

const notFoundPath = '/no-such-page';
const searchPath = '/search';
const everyRoute = [...allRoutes.map((route) => route.path), notFoundPath, searchPath];
const widths = [320, 390, 768, 996, 997, 1280];

const hamburger = navbar.menuButton;
const modeToggle = navbar.colorModeToggle;

async function open(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await openHydrated(page, path, { waitUntil: 'domcontentloaded' });
}

test.describe('phones and narrow windows', () => {
  test.slow(); // every width of every route, one page load each
  // The not-found page's document answers 404, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 404/ });

  for (const path of everyRoute) {
    test(`${path}: the colour-mode toggle can be reached and used at every width`, async ({
      page,
    }) => {
      await open(page, path, widths[0]);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        // Where there is a hamburger, the toggle lives in the mobile sidebar it opens. The
        // hamburger renders once the app has measured the window, after hydration.
        await expect(hamburger(page).or(modeToggle(page)).first()).toBeVisible();
        const viaSidebar = await hamburger(page).isVisible();
        if (viaSidebar) await hamburger(page).click();
        await expect(modeToggle(page), `${width} px`).toHaveCount(1);
        const before = await page.locator('html').getAttribute('data-theme');
        await modeToggle(page).click();
        await expect(page.locator('html'), `${width} px`).not.toHaveAttribute(
          'data-theme',
          before ?? '',
        );
        if (viaSidebar) await page.getByRole('button', { name: 'Close navigation bar' }).click();
      }
    });
  }

  test('the navbar keeps no room for a hamburger on pages that have none', async ({ page }) => {
    for (const width of [320, 390, 768]) {
      await open(page, '/', width);
      const landingBrand = await page.locator('.navbar__inner .navbar__brand').boundingBox();
      for (const path of [notFoundPath, searchPath]) {
        await open(page, path, width);
        await expect(hamburger(page)).toHaveCount(0);
        const brand = await page.locator('.navbar__inner .navbar__brand').boundingBox();
        expect(brand?.x, `${path} at ${width} px`).toBe(landingBrand?.x);
      }
      // A doc page keeps the room, and its hamburger fills it.
      await open(page, '/introduction', width);
      await expect(hamburger(page)).toBeVisible();
      const toggle = await hamburger(page).boundingBox();
      const brand = await page.locator('.navbar__inner .navbar__brand').boundingBox();
      expect(brand?.x ?? 0).toBeGreaterThan((toggle?.x ?? 0) + (toggle?.width ?? 0));
    }
  });
});
