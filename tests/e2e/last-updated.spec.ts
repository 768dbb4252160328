import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';

import { test, expect, waitForHydration } from './fixtures';
import { test as onVersionsLocales } from './versions-locales-site';
import { docRoutes } from '../../tools/routes';
import { repoRoot } from '../../tools/paths';

/**
 * The day (UTC) of the last commit that changed a doc page's source, from git; undefined
 * for a page not committed yet, for which stock Docusaurus shows no day either.
 */
function lastCommitDay(id: string): string | undefined {
  const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', `docs/${id}.mdx`], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim();
  return seconds ? new Date(Number(seconds) * 1000).toISOString().slice(0, 10) : undefined;
}

/**
 * Checks that the page shows its last-updated day as the browser's Intl writes it in the
 * page's language (what stock Docusaurus shows, with Intl): the text drawn, not only the
 * machine-readable `datetime`.
 */
async function expectDayInPageLanguage(page: Page, time: Locator): Promise<void> {
  const datetime = (await time.getAttribute('datetime')) ?? '';
  expect(datetime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  const written = await page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat(document.documentElement.lang, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(iso)),
    datetime,
  );
  await expect(time).toHaveText(written, { useInnerText: true });
}

for (const route of docRoutes) {
  test(`${route.path} says when it was last updated, as git records it`, async ({ page }) => {
    await page.goto(route.path);
    const day = lastCommitDay(route.id);
    if (day === undefined) {
      // A page a writer has added but not committed: git records no day, so none is shown.
      await waitForHydration(page);
      await expect(page.locator('.theme-last-updated')).toHaveCount(0);
      return;
    }
    const footer = page.locator('.theme-doc-footer');
    await expect(footer).toContainText('Last updated on');
    const datetime = await footer.locator('time').getAttribute('datetime');
    expect(datetime?.slice(0, 10)).toBe(day);
    await waitForHydration(page);
    await expectDayInPageLanguage(page, footer.locator('time'));
  });
}

onVersionsLocales.describe('in each language of a site in two', () => {
  for (const path of ['/introduction', '/ar/introduction', '/ar/1.0/introduction']) {
    onVersionsLocales(
      `${path} writes its day in its language, hydrated and on the next page`,
      async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        const time = page.locator('.theme-last-updated time');
        await expectDayInPageLanguage(page, time);
        // The next page is drawn in the browser, not by the server.
        const next = page.locator('.theme-doc-sidebar-menu a[href$="/send-message"]');
        await next.click();
        await expect(next).toHaveAttribute('aria-current', 'page');
        await expectDayInPageLanguage(page, time);
      },
    );
  }
});
