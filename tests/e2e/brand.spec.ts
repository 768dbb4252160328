import type { Page } from '@playwright/test';

import { expect, test, useColorMode } from './fixtures';
import { landingRoute } from '../../tools/routes';
import { colors, fonts, palettes } from '../../src/tokens';

async function cssVariable(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(),
    name,
  );
}

async function firstFamily(page: Page, selector: string): Promise<string> {
  const family = await page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).fontFamily);
  return family.split(',')[0].replace(/["']/g, '').trim();
}

test.describe('brand fonts', () => {
  for (const route of ['/', '/introduction']) {
    test(`${route}: fonts come from this site and apply to headings and body`, async ({
      page,
      baseURL,
    }) => {
      const fontRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fontRequests.push(request.url());
      });
      await page.goto(route);
      await page.evaluate(() => document.fonts.ready);

      expect(await firstFamily(page, 'h1')).toBe('Montserrat');
      expect(await firstFamily(page, 'body')).toBe('Lato');
      expect(await page.evaluate((f) => document.fonts.check(`700 16px ${f}`), fonts.heading)).toBe(
        true,
      );
      expect(await page.evaluate((f) => document.fonts.check(`400 16px ${f}`), fonts.body)).toBe(
        true,
      );

      expect(fontRequests.length).toBeGreaterThan(0);
      for (const url of fontRequests) {
        expect(new URL(url).origin).toBe(new URL(baseURL ?? '').origin);
        expect(url).toMatch(/-latin-\d+-normal-[0-9a-f]+\.woff2$/);
      }
    });
  }

  test('the body font is preloaded', async ({ page }) => {
    await page.goto('/introduction');
    const preloads = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    expect(preloads.some((href) => /lato-latin-400-normal/.test(href))).toBe(true);
  });

  test('nothing shifts while fonts load on the landing page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
              total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
        }),
    );
    expect(shift).toBe(0);
  });
});

test.describe('brand colours', () => {
  test('the primary colour is #85144b in light mode', async ({ page }) => {
    await useColorMode(page, 'light');
    await page.goto('/introduction');
    expect(await cssVariable(page, '--ifm-color-primary')).toBe(colors.primary);
    const linkColor = await page
      .locator('article a[href="/onboarding"]')
      .first()
      .evaluate((a) => getComputedStyle(a).color);
    expect(linkColor).toBe('rgb(133, 20, 75)');
  });

  test('text is black on white in light mode, and the footer has a #3d9970 rule', async ({
    page,
  }) => {
    await useColorMode(page, 'light');
    await page.goto('/introduction');
    const textAndBackground = await page
      .locator('html')
      .evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
    expect(textAndBackground).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
    const rule = await page
      .locator('footer.footer')
      .evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(rule).toBe('rgb(61, 153, 112)');
  });

  test('dark mode uses its own, lighter primary', async ({ page }) => {
    await useColorMode(page, 'dark');
    await page.goto('/introduction');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await cssVariable(page, '--ifm-color-primary')).toBe(palettes.dark.primary);
    expect(await cssVariable(page, '--ifm-background-color')).toBe(palettes.dark.background);
  });
});

test.describe('landing page', () => {
  test('leads to the introduction, the API and every doc area', async ({ page }) => {
    await page.goto(landingRoute.path);
    const main = page.locator('main');
    await expect(main.locator('h1')).toHaveText(landingRoute.h1);
    await expect(main.getByText('Turning chats into tech', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Read the introduction' })).toHaveAttribute(
      'href',
      '/introduction',
    );
    await expect(main.getByRole('link', { name: 'Explore the Messages API' })).toHaveAttribute(
      'href',
      '/3-1-messages',
    );
    for (const href of ['/onboarding', '/3-0-messages', '/3-1-messages', '/support']) {
      await expect(main.locator(`ul a[href="${href}"]`)).toHaveCount(1);
    }
    const code = main.locator('.theme-code-block');
    await expect(code).toContainText(
      'https://app.chitchatlabs.com/chat-service/apis/message/single',
    );
    await expect(code.getByRole('button', { name: 'Copy code to clipboard' })).toHaveCount(1);
  });

  // From the md breakpoint (48em) two columns, from xl (80em) four.
  const columns = [
    { width: 360, expected: 1 },
    { width: 768, expected: 2 },
    { width: 1280, expected: 4 },
    { width: 1920, expected: 4 },
  ];
  for (const { width, expected } of columns) {
    test(`shows the doc areas in ${expected} column(s) at ${width} px, without sideways scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(landingRoute.path);
      const lefts = await page
        .locator('main ul a[href]')
        .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(expected);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  }
});
