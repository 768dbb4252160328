import { test, expect, waitForHydration } from './fixtures';

const bar = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').filter({ hasText: 'Messages API' });

test.describe('announcement bar', () => {
  test('shows on a fresh profile and links to the Messages API page', async ({ page }) => {
    await page.goto('/introduction');
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('link', { name: 'Messages API' }).click();
    await expect(page).toHaveURL(/\/3-1-messages$/);
  });

  test('closing it is remembered across a reload', async ({ page }) => {
    await page.goto('/introduction');
    await bar(page).getByRole('button', { name: 'Close' }).click();
    await expect(bar(page)).toHaveCount(0);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('docusaurus.announcement.dismiss'),
        localStorage.getItem('docusaurus.announcement.id'),
      ]),
    ).toEqual(['true', 'messages-api-2024']);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(bar(page)).toHaveCount(0);
  });

  test('it shows again when the stored id differs from the current one', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    });
    await page.goto('/introduction');
    await expect(bar(page)).toBeVisible();
  });

  test('a new announcement after a dismissed one shows at the top: reloads do not scroll the page', async ({
    page,
  }) => {
    await page.goto('/introduction');
    await bar(page).getByRole('button', { name: 'Close' }).click();
    await expect(bar(page)).toHaveCount(0);
    // The site now ships another announcement: the stored id is no longer the current one.
    await page.evaluate(() =>
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'),
    );
    for (const reload of ['first', 'second']) {
      await page.reload();
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.scrollY), `${reload} reload`).toBe(0);
      await expect(bar(page)).toBeInViewport({ ratio: 1 });
    }
  });
});
