import type { Page } from '@playwright/test';

import { fontInspector, platformFonts, webFont } from './drawn-fonts';
import { expect, test } from './fixtures';
import { allRoutes } from '../../tools/routes';
import { fonts } from '../../src/tokens';

/** What a reader sees first: the elements whose font the brand names. */
const drawnIn = [
  { selector: 'h1', family: fonts.heading },
  { selector: 'main h2', family: fonts.heading, optional: true },
  { selector: '.navbar__title', family: fonts.heading },
  // The first paragraph of body text (regular weight; a bold label is not body text).
  { selector: '[data-body-text]', family: fonts.body },
  // The first bold text in view (the sidebar's current page, a label, a button).
  { selector: '[data-bold-text]', family: fonts.body },
] as const;

/** Hydrated and every font the page asked for settled: what it draws now, it keeps. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: 15_000,
  });
  await page.evaluate(() => document.fonts.ready);
}

test.describe('brand fonts on a first visit', () => {
  for (const route of allRoutes) {
    test(`${route.path}: headings and the navbar title in ${fonts.heading}, text in ${fonts.body}`, async ({
      page,
    }) => {
      // A new context per test: an empty cache, as for a reader who has never been here.
      await page.goto(route.path);
      await settled(page);
      await page
        .locator('main p')
        .evaluateAll((paragraphs) =>
          paragraphs
            .find((p) => p.textContent?.trim() && getComputedStyle(p).fontWeight === '400')
            ?.setAttribute('data-body-text', ''),
        );
      await page.evaluate((body) => {
        const inView = (element: Element): boolean => {
          const { top, bottom, width } = element.getBoundingClientRect();
          return width > 0 && top < innerHeight && bottom > 0;
        };
        [...document.querySelectorAll('body *')]
          .find((element) => {
            const style = getComputedStyle(element);
            const ownText = [...element.childNodes].some(
              (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
            );
            return (
              ownText &&
              style.fontFamily.startsWith(body) &&
              Number(style.fontWeight) >= 700 &&
              inView(element)
            );
          })
          ?.setAttribute('data-bold-text', '');
      }, fonts.body);
      const cdp = await fontInspector(page);
      for (const { selector, family, ...rest } of drawnIn) {
        const drawn = await platformFonts(cdp, selector);
        if (drawn === null && 'optional' in rest) continue;
        expect(drawn, selector).not.toBeNull();
        expect(drawn, `${selector} is drawn in`).toEqual([expect.stringMatching(webFont(family))]);
      }
    });
  }
});
