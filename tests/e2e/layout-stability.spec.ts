import type { Page } from '@playwright/test';

import { test, expect, useColorMode } from './fixtures';
import { allRoutes, colorModes } from '../../tools/routes';

/** Layout shift the page has recorded so far, as CLS counts it (not after input). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

async function settled(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}

test.describe('no layout shift (CLS 0)', () => {
  for (const mode of colorModes) {
    for (const width of [390, 1280]) {
      test(`every route loads without a layout shift, ${mode} mode, ${width} px`, async ({
        page,
      }) => {
        await useColorMode(page, mode);
        await page.setViewportSize({ width, height: 844 });
        for (const route of allRoutes) {
          await page.goto(route.path);
          await settled(page);
          expect(await layoutShift(page), route.path).toBe(0);
        }
      });
    }
  }

  test('moving between doc pages shifts nothing', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.goto('/introduction');
    await settled(page);
    for (const name of ['Onboarding', 'Support']) {
      await page
        .locator('.theme-doc-sidebar-menu')
        .getByRole('link', { name, exact: true })
        .click();
      await expect(page.locator('h1')).toHaveText(name);
      await settled(page);
      await page.waitForTimeout(600); // past the 500 ms in which CLS ignores shifts after input
      expect(await layoutShift(page), name).toBe(0);
    }
  });
});
