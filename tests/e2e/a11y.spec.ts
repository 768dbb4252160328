import { test, expect, seriousAxeViolations, switchColorMode, useColorMode } from './fixtures';
import { allRoutes, colorModes, type ColorMode } from '../../tools/routes';

/**
 * Each page is checked in both colour modes from one load: in the mode it opens in,
 * then switched in place to the other. Each route opens in light mode at one width and
 * in dark mode at the other, so every route is also checked as first painted in each
 * mode. A page load and its wait for the network cost as much as an axe run.
 */
const [light, dark] = colorModes;
const otherMode = (mode: ColorMode): ColorMode => (mode === light ? dark : light);

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  // The not-found page's document answers 404, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 404/ });

  for (const route of allRoutes) {
    for (const [width, opensIn] of [
      [390, light],
      [1280, dark],
    ] as const) {
      const then = otherMode(opensIn);
      test(`${route.path} at ${width} px, opened in ${opensIn} mode and switched to ${then}, has no serious or critical violation`, async ({
        page,
      }) => {
        await useColorMode(page, opensIn);
        await page.setViewportSize({ width, height: 844 });
        await page.goto(route.path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', opensIn);
        await page.waitForLoadState('networkidle');
        expect(await seriousAxeViolations(page), `${opensIn} mode`).toEqual([]);
        await switchColorMode(page, then);
        expect(await seriousAxeViolations(page), `${then} mode`).toEqual([]);
      });
    }
  }

  test('the not-found page, opened in light mode and switched to dark, has no serious or critical violation', async ({
    page,
  }) => {
    await useColorMode(page, light);
    await page.goto('/no-such-page').catch(() => undefined);
    await expect(page.locator('h1')).toHaveText('Page not found');
    expect(await seriousAxeViolations(page), 'light mode').toEqual([]);
    await switchColorMode(page, dark);
    expect(await seriousAxeViolations(page), 'dark mode').toEqual([]);
  });

  test('the open mobile menu, opened in dark mode and switched to light, has no serious or critical violation', async ({
    page,
  }) => {
    await useColorMode(page, dark);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/introduction');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar .menu__link').first()).toBeVisible();
    expect(await seriousAxeViolations(page), 'dark mode').toEqual([]);
    await switchColorMode(page, light);
    await expect(page.locator('.navbar-sidebar .menu__link').first()).toBeVisible();
    expect(await seriousAxeViolations(page), 'light mode').toEqual([]);
  });
});
