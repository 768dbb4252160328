import { execFileSync } from 'node:child_process';

import { test, expect } from './fixtures';
import { docRoutes } from '../../tools/routes';
import { repoRoot } from '../../tools/paths';

/** The day (UTC) of the last commit that changed a doc page's source, from git. */
function lastCommitDay(id: string): string {
  const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', `docs/${id}.mdx`], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim();
  return new Date(Number(seconds) * 1000).toISOString().slice(0, 10);
}

for (const route of docRoutes) {
  test(`${route.path} says when it was last updated, as git records it`, async ({ page }) => {
    await page.goto(route.path);
    const footer = page.locator('.theme-doc-footer');
    await expect(footer).toContainText('Last updated on');
    const datetime = await footer.locator('time').getAttribute('datetime');
    expect(datetime?.slice(0, 10)).toBe(lastCommitDay(route.id));
  });
}
