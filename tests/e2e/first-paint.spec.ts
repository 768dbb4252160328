import type { Page } from '@playwright/test';

import { test, expect, useColorMode } from './fixtures';
import { allRoutes } from '../../tools/routes';
import { palettes } from '../../src/tokens';

/**
 * What a first visit's first paint waits for: the page, its stylesheet and the fonts it
 * preloads. The stylesheet is held back here (its request waits), and no page paints
 * without it: what the browser does meanwhile, it does before the first paint.
 */
async function holdTheStylesheet(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/css\/[^/]+\.css$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** `#rrggbb` as getComputedStyle writes it. */
function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.describe('before the first paint', () => {
  for (const route of allRoutes) {
    test(`${route.path}: while the stylesheet comes, the whole page is parsed, its colour mode set, and no file but the fonts asked for`, async ({
      page,
    }) => {
      await useColorMode(page, 'dark');
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      const release = await holdTheStylesheet(page);
      try {
        await page.goto(route.path, { waitUntil: 'commit' });
        // The stored mode is applied, and the parser has reached the end of the body: no
        // inline script stands after the stylesheet, waiting for it, with the body behind.
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await expect(page.locator('footer.footer')).toBeAttached();
        expect(
          await page.evaluate(
            () => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.sheet ?? null,
          ),
          'the stylesheet is still held',
        ).toBeNull();
        // One stylesheet and the preloaded fonts; no image (the logos are drawn inline).
        const files = requested.filter((path) => path !== route.path);
        expect(files.filter((path) => !path.startsWith('/assets/fonts/'))).toEqual([
          expect.stringMatching(/^\/assets\/css\/[^/]+\.css$/),
        ]);
      } finally {
        release();
      }
    });
  }
});

test.describe('the logo, drawn inline', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`${mode} mode: the navbar's in the ${mode} mode's colours, the dark footer's in the dark mode's`, async ({
      page,
    }) => {
      await useColorMode(page, mode);
      await page.goto('/introduction');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const fills = async (scope: string): Promise<string[]> =>
        page.locator(`${scope} svg[role="img"] path`).evaluateAll((paths) =>
          paths.map((path) => {
            const style = getComputedStyle(path);
            return style.fill === 'none' ? style.stroke : style.fill;
          }),
        );
      const colours = (p: (typeof palettes)['light']): string[] =>
        [p.primary, p.secondary, p.onPrimary].map(rgbOf);
      expect(await fills('.navbar__brand')).toEqual(colours(palettes[mode]));
      expect(await fills('footer')).toEqual(colours(palettes.dark));
    });
  }
});
