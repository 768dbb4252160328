import { test, expect, waitForHydration } from './fixtures';
import { allRoutes, docRoutes } from '../../tools/routes';

test.describe('routes', () => {
  for (const route of allRoutes) {
    test(`${route.path} answers 200 with its own h1, title and description`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(route.h1);
      await expect(page).toHaveTitle(/ \| ChitChatLabs$/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(30);
      // Scroll the whole page so lazy and in-view behaviour runs under the fixture's guards.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
    });
  }

  test('every page has its own title and description', async ({ page }) => {
    const seen = new Set<string>();
    for (const route of allRoutes) {
      await page.goto(route.path);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      seen.add(`${title}\n${description}`);
    }
    expect(seen.size).toBe(allRoutes.length);
  });

  test.describe('not found', () => {
    // The browser logs the 404 status of the document itself.
    test.use({ expectedConsoleErrors: /status of 404/ });

    test('an unknown path shows the not-found page with status 404 and a way back', async ({
      page,
    }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText('Page not found');
      await page.getByRole('link', { name: 'Go to the introduction' }).click();
      await expect(page).toHaveURL(/\/introduction$/);
      await expect(page.locator('h1')).toHaveText('Introduction');
    });

    test('there is no blog', async ({ page }) => {
      const response = await page.goto('/blog');
      expect(response?.status()).toBe(404);
    });
  });

  for (const suffix of ['.html', '/index.html']) {
    test(`first load of a path ending in ${suffix} shows the same page`, async ({ page }) => {
      for (const route of docRoutes) {
        const response = await page.goto(`${route.path}${suffix}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('h1')).toHaveText(route.h1);
      }
      await page.goto('/index.html');
      await expect(page.locator('h1')).toHaveText(allRoutes[0].h1);
    });

    test(`client-side navigation to a path ending in ${suffix} shows the same page`, async ({
      page,
    }) => {
      await page.goto('/introduction');
      // The router that handles the navigation starts after the first paint.
      await waitForHydration(page);
      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.isNavigationRequest()) documents.push(r.url());
      });
      await page.evaluate((href) => {
        // A link rendered by Docusaurus's router, as a page author would write it.
        window.history.pushState({}, '', href);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/support${suffix}`);
      await expect(page.locator('h1')).toHaveText('Support');
      expect(documents).toEqual([]);
    });
  }

  test('navigation uses browser history: back and forward move between pages', async ({ page }) => {
    await page.goto('/introduction');
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Onboarding' }).click();
    await expect(page.locator('h1')).toHaveText('Onboarding');
    await page.goBack();
    await expect(page).toHaveURL(/\/introduction$/);
    await expect(page.locator('h1')).toHaveText('Introduction');
    await page.goForward();
    await expect(page.locator('h1')).toHaveText('Onboarding');
  });

  test('the sitemap lists exactly the routes of the sidebar and the landing page', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(locs.sort()).toEqual(allRoutes.map((r) => r.path).sort());
  });
});
