import type { Page } from '@playwright/test';

import { test, expect } from './fixtures';

/**
 * Rewrites the content chunk of the Support page as it is fetched, to reproduce
 * a page that fails while it renders, without shipping a broken page.
 */
async function rewriteSupportContent(
  page: Page,
  rewrite: (source: string) => string,
): Promise<() => boolean> {
  let rewritten = false;
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const source = await response.text();
    if (!source.includes('"permalink":"/support"') || !/default:\(\)=>/.test(source)) {
      await route.fulfill({ response });
      return;
    }
    rewritten = true;
    await route.fulfill({ response, body: rewrite(source) });
  });
  return () => rewritten;
}

const exportedDefault = /default:\(\)=>([A-Za-z_$][\w$]*)/;

async function openSupportFromIntroduction(page: Page): Promise<void> {
  await page.goto('/introduction');
  await page
    .locator('.theme-doc-sidebar-menu')
    .getByRole('link', { name: 'Support', exact: true })
    .click();
}

test.describe('error pages', () => {
  // Chunks prefetched at idle can still be passing through the rewrite when a test ends.
  test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test.describe('a page that crashes', () => {
    test.use({ expectedConsoleErrors: /Simulated render failure|The above error occurred/ });

    test("shows 'This page crashed.' with the error and a 'Try again' button that recovers", async ({
      page,
    }) => {
      const wasRewritten = await rewriteSupportContent(page, (source) =>
        source.replace(
          exportedDefault,
          (_, original: string) =>
            `default:()=>function(crashProps){if(window.__crash)throw new Error("Simulated render failure");return ${original}(crashProps)}`,
        ),
      );
      await page.addInitScript(() => Object.assign(window, { __crash: true }));
      await openSupportFromIntroduction(page);
      await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
      await expect(page.getByText('Simulated render failure')).toBeVisible();
      expect(wasRewritten()).toBe(true);
      await page.evaluate(() => Object.assign(window, { __crash: false }));
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.locator('h1')).toHaveText('Support');
    });
  });

  test.describe('a page module with no default export', () => {
    test.use({ expectedConsoleErrors: /doesn't have a default export|The above error occurred/ });

    test('reports that the page component has no default export', async ({ page }) => {
      const wasRewritten = await rewriteSupportContent(page, (source) =>
        source.replace(new RegExp(`${exportedDefault.source},?`), ''),
      );
      await openSupportFromIntroduction(page);
      await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
      await expect(page.getByText(/doesn't have a default export/)).toBeVisible();
      expect(wasRewritten()).toBe(true);
    });
  });
});
