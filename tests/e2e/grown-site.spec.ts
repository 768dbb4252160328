/**
 * The site grown by a hundred generated pages (tests/e2e/grown-site.ts): it builds with
 * chunk ids of four digits, every sampled page hydrates having fetched exactly the
 * scripts its page lists, and search finds a word only one of its pages holds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, searchDialog } from './fixtures';
import { grownBuildDir, grownPageCount, test } from './grown-site';
import { generatedIdOf, uniqueWordOf } from '../../tools/generate-pages';
import { scriptsBeforeHydration } from '../../tools/scripts-before-hydration';

const samples = [
  '/',
  '/introduction',
  '/3-1-messages',
  `/${generatedIdOf(1)}`,
  `/${generatedIdOf(Math.ceil(grownPageCount / 2))}`,
  `/${generatedIdOf(grownPageCount)}`,
];

test.describe('a site of a hundred pages more', () => {
  test('has chunks the bundler numbered with four digits', () => {
    // The bundler's own record of its chunks, which Docusaurus's renderer reads.
    const manifest = JSON.parse(
      readFileSync(join(grownBuildDir, '../.docusaurus/client-manifest.json'), 'utf8'),
    ) as { assets: Record<string, unknown> };
    const fourDigitIds = Object.keys(manifest.assets).filter((id) => /^\d{4}$/.test(id));
    expect(fourDigitIds.length).toBeGreaterThan(0);
  });

  for (const path of samples) {
    test(`${path} hydrates having fetched exactly the scripts its page lists`, async ({ page }) => {
      const fetched = await scriptsBeforeHydration(page, path);
      const listed = (await page
        .locator('script[data-page-scripts]')
        .getAttribute('data-page-scripts')) as string;
      expect(fetched).toEqual(listed.split(' ').sort());
      expect(fetched.length).toBeGreaterThan(2);
    });
  }

  test('search finds, first, the page that alone holds a word', async ({ page }) => {
    const n = Math.ceil(grownPageCount / 3);
    await page.goto(`/${generatedIdOf(1)}`);
    await searchDialog.search(page, uniqueWordOf(n));
    // Words a letter or two away may match too (typos are forgiven); the exact one ranks first.
    const first = searchDialog.results(page).first();
    await expect(first).toContainText(String(n));
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/${generatedIdOf(n)}(#|$)`));
    await expect(page.locator('h1')).toContainText(String(n));
  });
});
