import type { Page } from '@playwright/test';

import { expect, waitForHydration } from './fixtures';
import { test } from './versions-locales-site';

// The pages that crash are the fixture site's (tests/fixtures/versions-locales/pages), not
// the site's: no reader meets them.

/** Opens a page of the fixture's landing page by its link, as a reader moves between pages. */
async function openFromLanding(page: Page, name: string): Promise<void> {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name, exact: true }).click();
}

test.describe('error pages', () => {
  test.describe('a page that crashes', () => {
    test.use({
      expectedConsoleErrors: /crashing fixture page failed|The above error occurred/,
    });

    test("shows 'This page crashed.' with the error and a 'Try again' button that recovers", async ({
      page,
    }) => {
      await page.addInitScript(() => Object.assign(window, { fixturePageCrashes: true }));
      await openFromLanding(page, 'A page that crashes');
      await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
      await expect(
        page.getByText('The crashing fixture page failed while it rendered'),
      ).toBeVisible();
      await page.evaluate(() => Object.assign(window, { fixturePageCrashes: false }));
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.locator('h1')).toHaveText('A page that crashes');
    });
  });

  test.describe('a page module with no default export', () => {
    test.use({ expectedConsoleErrors: /doesn't have a default export|The above error occurred/ });

    test('reports that the page component has no default export', async ({ page }) => {
      await openFromLanding(page, 'A page module with no default export');
      // A route's module fails outside any layout: Docusaurus's own crash page (no full
      // stop) catches it, drawn inside the site's layout.
      await expect(
        page.getByRole('heading', { name: 'This page crashed', exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByText(/doesn't have a default export/)).toBeVisible();
    });
  });
});
