import { test, expect } from './fixtures';
import { allRoutes } from './site';

for (const route of allRoutes) {
  test(`${route.path} answers 200 with its own h1`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(route.h1);
  });
}
