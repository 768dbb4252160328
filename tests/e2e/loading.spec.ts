import type { Page, Route } from '@playwright/test';

import { test, expect, waitForHydration } from './fixtures';

const sidebarLink = (page: Page, name: string) =>
  page.locator('.theme-doc-sidebar-menu').getByRole('link', { name, exact: true });

/** Chunk scripts (not the runtime and main bundles every page loads up front). */
const isPageChunk = (url: URL | string): boolean =>
  /\/assets\/js\/(?!runtime~main|main\.)[^/]+\.js$/.test(String(url));

/** Holds every page-chunk request until `release()` is called. */
async function holdPageChunks(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(isPageChunk, async (route: Route) => {
    held += 1;
    await gate;
    await route.continue();
  });
  return { release: () => release(), held: () => held };
}

test.describe('page loading', () => {
  test('pages load on demand: a page chunk is fetched only when its page is opened', async ({
    page,
  }) => {
    await page.goto('/introduction');
    await page.waitForLoadState('networkidle');
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (isPageChunk(r.url())) fetched.push(r.url());
    });
    await sidebarLink(page, 'Support').click();
    await expect(page.locator('h1')).toHaveText('Support');
    expect(fetched.length).toBeGreaterThan(0);
  });

  test('the progress bar starts 200 ms after a route change, with no spinner', async ({ page }) => {
    await page.clock.install();
    await page.goto('/introduction');
    await page.waitForLoadState('networkidle');
    // Hydrated first: the app hydrates on timers and frames a paused clock would hold.
    await waitForHydration(page);
    // From here on, page timers run only when the test advances the clock (a second
    // ahead: real time passes between reading the clock and pausing it).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const chunks = await holdPageChunks(page);
    await sidebarLink(page, 'Support').click();
    await expect.poll(chunks.held).toBeGreaterThan(0);
    await page.clock.runFor(199);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.clock.runFor(2);
    // A thin line at the top is all that shows: no part of the indicator (such as a
    // spinner) reaches further down the window.
    const progress = page.locator('#nprogress');
    await expect(progress.locator('*').filter({ visible: true }).first()).toBeVisible();
    const bottoms = await progress
      .locator('*')
      .filter({ visible: true })
      .evaluateAll((parts) => parts.map((part) => part.getBoundingClientRect().bottom));
    expect(Math.max(...bottoms)).toBeLessThanOrEqual(10);
    chunks.release();
    await expect(page.locator('h1')).toHaveText('Support');
    await page.clock.runFor(1000);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('a fast route change shows no progress bar', async ({ page }) => {
    await page.clock.install();
    await page.goto('/introduction');
    await page.waitForLoadState('networkidle');
    // Hydrated first: the app hydrates on timers and frames a paused clock would hold.
    await waitForHydration(page);
    // From here on, page timers run only when the test advances the clock (a second
    // ahead: real time passes between reading the clock and pausing it).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await sidebarLink(page, 'Onboarding').click();
    await expect(page.locator('h1')).toHaveText('Onboarding');
    await page.clock.runFor(500);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('links in view are prefetched with <link rel="prefetch">', async ({ page }) => {
    await page.goto('/introduction');
    await expect
      .poll(() => page.locator('link[rel="prefetch"][href*="/assets/js/"]').count())
      .toBeGreaterThan(0);
  });

  test('a script several pages share is prefetched once, not once per page', async ({ page }) => {
    await page.goto('/introduction');
    await waitForHydration(page);
    // Every page of the sidebar is in view: each one's scripts are prefetched, once the page
    // is idle, which can come after the network has been quiet for a while.
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(5);
    await page.waitForLoadState('networkidle');
    const prefetched = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(prefetched.length).toBeGreaterThan(5);
    expect(prefetched.filter((href, index) => prefetched.indexOf(href) !== index)).toEqual([]);
  });

  test('nothing is prefetched on a data-saver connection', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
      });
    });
    const prefetches: string[] = [];
    page.on('request', (r) => {
      if (isPageChunk(r.url())) prefetches.push(r.url());
    });
    await page.goto('/introduction');
    await page.waitForLoadState('networkidle');
    await page.mouse.move(0, 0);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    // The page itself still works: a click loads the next page on demand.
    await sidebarLink(page, 'Support').click();
    await expect(page.locator('h1')).toHaveText('Support');
  });

  test('nothing is prefetched on a 2g connection', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: false, effectiveType: 'slow-2g' },
      });
    });
    await page.goto('/introduction');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });

  test('without link prefetch support, chunks are prefetched with a plain GET', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const supports = DOMTokenList.prototype.supports;
      DOMTokenList.prototype.supports = function (token: string): boolean {
        return token === 'prefetch' ? false : supports.call(this, token);
      };
    });
    const xhrs: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'xhr' && r.method() === 'GET' && isPageChunk(r.url()))
        xhrs.push(r.url());
    });
    await page.goto('/introduction');
    // The app, which prefetches, starts after the first paint.
    await waitForHydration(page);
    await expect.poll(() => xhrs.length).toBeGreaterThan(0);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });

  test.describe('a route that fails to preload', () => {
    test.use({ expectedConsoleErrors: /net::ERR_FAILED|Loading chunk .* failed/i });

    test('reloads the page, which then shows the new page', async ({ page }) => {
      await page.goto('/introduction');
      await page.waitForLoadState('networkidle');
      let failing = true;
      await page.route(isPageChunk, (route) => (failing ? route.abort() : route.continue()));
      const reload = page.waitForRequest(
        (r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/support',
      );
      await sidebarLink(page, 'Support').click();
      await reload;
      failing = false;
      await expect(page.locator('h1')).toHaveText('Support');
      await expect(page).toHaveURL(/\/support$/);
    });
  });
});

test.describe('browser storage unavailable', () => {
  test('pages still render and work; only a warning is logged', async ({ page }) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto('/introduction');
    await expect(page.locator('h1')).toHaveText('Introduction');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.locator('nav.navbar').getByRole('button', { name: /mode/i }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await sidebarLink(page, 'Support').click();
    await expect(page.locator('h1')).toHaveText('Support');
    expect(warnings.some((w) => w.includes('storage is not available'))).toBe(true);
  });
});
