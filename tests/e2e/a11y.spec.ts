import { test, expect, seriousAxeViolations, useColorMode } from './fixtures';
import { allRoutes, colorModes } from '../../tools/routes';

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  // The not-found page's document answers 404, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 404/ });

  for (const mode of colorModes) {
    for (const route of allRoutes) {
      for (const width of [390, 1280]) {
        test(`${route.path} in ${mode} mode at ${width} px has no serious or critical violation`, async ({
          page,
        }) => {
          await useColorMode(page, mode);
          await page.setViewportSize({ width, height: 844 });
          await page.goto(route.path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          await page.waitForLoadState('networkidle');
          expect(await seriousAxeViolations(page)).toEqual([]);
        });
      }
    }

    test(`the not-found page in ${mode} mode has no serious or critical violation`, async ({
      page,
    }) => {
      await useColorMode(page, mode);
      await page.goto('/no-such-page').catch(() => undefined);
      await expect(page.locator('h1')).toHaveText('Page not found');
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    test(`the open mobile menu in ${mode} mode has no serious or critical violation`, async ({
      page,
    }) => {
      await useColorMode(page, mode);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/introduction');
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await expect(page.locator('.navbar-sidebar .menu__link').first()).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
