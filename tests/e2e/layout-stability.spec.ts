import type { Page } from '@playwright/test';

import { test, expect, useColorMode, waitForHydration } from './fixtures';
import { allRoutes, colorModes } from '../../tools/routes';

/**
 * Layout shift the page has recorded so far. `afterInputToo` also counts the shifts
 * that follow a click, which CLS itself forgives for 500 ms.
 */
async function layoutShift(page: Page, afterInputToo = false): Promise<number> {
  return page.evaluate(
    (countInput) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (countInput || !entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
    afterInputToo,
  );
}

/**
 * Holds the brand fonts' responses until `release()`: whether a font arrives before
 * or after the first paint is a race on a busy machine, so the page is measured with
 * its fallback fonts first, then once the late fonts are in.
 */
async function holdFonts(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

/** Hydrated, with every eager image in: what can still move the layout has happened. */
async function rendered(page: Page): Promise<void> {
  // Nothing is measured before hydration.
  await waitForHydration(page);
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'),
  );
}

test.describe('no layout shift (CLS 0)', () => {
  for (const mode of colorModes) {
    for (const width of [390, 1280]) {
      for (const route of allRoutes) {
        test(`${route.path} loads without a layout shift, ${mode} mode, ${width} px`, async ({
          page,
        }) => {
          await useColorMode(page, mode);
          await page.setViewportSize({ width, height: 844 });
          const fonts = await holdFonts(page);
          // The load event waits for the preloaded fonts: stop at the parsed document.
          await page.goto(route.path, { waitUntil: 'domcontentloaded' });
          await rendered(page);
          expect(await layoutShift(page), 'drawn in the fallback fonts').toBe(0);
          // The brand fonts arrive after the first paint: drawing them moves nothing.
          fonts.release();
          await page.waitForLoadState('load');
          await page.evaluate(() => document.fonts.ready);
          expect(await layoutShift(page), 'after the brand fonts arrived').toBe(0);
        });
      }
    }
  }

  test('moving between doc pages shifts nothing, counting the shifts after the click', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.goto('/introduction');
    await rendered(page);
    // Every font face in before the first click, so no swap can follow one (the
    // fallback faces name local fonts; the ones this machine lacks fail to load).
    await page.evaluate(() => {
      const loads: Promise<FontFace>[] = [];
      document.fonts.forEach((font) => loads.push(font.load()));
      return Promise.allSettled(loads);
    });
    const beforeClicks = await layoutShift(page, true);
    for (const name of ['Onboarding', 'Support']) {
      await page
        .locator('.theme-doc-sidebar-menu')
        .getByRole('link', { name, exact: true })
        .click();
      await expect(page.locator('h1')).toHaveText(name);
      await rendered(page);
      expect(await layoutShift(page, true), name).toBe(beforeClicks);
    }
  });
});
