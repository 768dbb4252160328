import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { test, expect, useColorMode, expectNotHydrated, waitForHydration } from './fixtures';
import { routeBytes } from '../../tools/build-stats';
import { repoRoot } from '../../tools/paths';
import { allRoutes } from '../../tools/routes';

/**
 * Paint first, hydrate after: the page paints from its HTML and works as plain HTML
 * until the app's bundles run, and is the full app once they have. The bundles are
 * held back here (their requests wait) to open that gap as wide as a slow phone's.
 */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const bar = (page: Page) => page.getByRole('banner').filter({ hasText: 'Messages API' });
const html = (page: Page) => page.locator('html');

test.describe('paint first, hydrate after', () => {
  test('before the app runs, the page works as plain HTML', async ({ page }) => {
    await useColorMode(page, 'dark');
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'messages-api-2024');
    });
    const release = await holdTheApp(page);
    try {
      // Held bundles hold back the load event too.
      await page.goto('/introduction', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('h1')).toHaveText('Introduction');
      await expectNotHydrated(page);
      // Colour mode and announcement state come from the stored choices.
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
      await expect(bar(page)).toBeHidden();

      // The skip link takes keyboard users past the navigation.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#__docusaurus_skipToContent_fallback$/);

      // Links navigate, as a full page load.
      const navigation = page.waitForEvent('framenavigated');
      await page
        .locator('.theme-doc-sidebar-menu')
        .getByRole('link', { name: 'Support', exact: true })
        .click();
      await navigation;
      await expect(page).toHaveURL(/\/support$/);
      await expect(page.locator('h1')).toHaveText('Support');
      await expectNotHydrated(page);
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    } finally {
      release();
    }
    await waitForHydration(page);
  });

  test('the app starts after the first paint and then navigates on the client', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    // Held bundles hold back the load event too.
    await page.goto('/introduction', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('h1')).toHaveText('Introduction');
    release();
    await waitForHydration(page);

    const [paint, bundle] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(entry.name))?.startTime ?? -1,
    ]);
    expect(bundle, 'main bundle requested after the first contentful paint').toBeGreaterThanOrEqual(
      paint,
    );

    await page.evaluate(() => {
      (window as Window & { samePage?: boolean }).samePage = true;
    });
    await page
      .locator('.theme-doc-sidebar-menu')
      .getByRole('link', { name: 'Onboarding', exact: true })
      .click();
    await expect(page.locator('h1')).toHaveText('Onboarding');
    expect(
      await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage),
      'no full page load',
    ).toBe(true);
  });

  for (const { path } of allRoutes) {
    test(`${path}: the route's chunks are requested by the page's loader with the app's bundles, not by the app once it runs`, async ({
      page,
    }) => {
      const chunks = routeBytes(join(repoRoot, 'build'), path).files.filter(
        (file) => file.endsWith('.js') && !/\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(file),
      );
      // Who first asked for each script (links in view prefetch shared ones again later):
      // the script whose code was running when it was requested.
      const requestedBy = new Map<string, string>();
      const cdp = await page.context().newCDPSession(page);
      cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
        const file = new URL(request.url).pathname;
        const by = initiator.stack?.callFrames[0]?.url ?? initiator.url ?? initiator.type;
        if (!requestedBy.has(file)) requestedBy.set(file, new URL(by, request.url).pathname);
      });
      await cdp.send('Network.enable');
      await page.goto(path);
      await waitForHydration(page);
      expect(chunks.length).toBeGreaterThan(0);
      expect(Object.fromEntries(chunks.map((file) => [file, requestedBy.get(file)]))).toEqual(
        Object.fromEntries(chunks.map((file) => [file, path])),
      );
    });
  }

  test('a button pressed before the app runs does its work once the app has started', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const release = await holdTheApp(page);
    await page.goto('/support', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expectNotHydrated(page);
    release();
    await expect(page.getByText('Page copied as Markdown')).toBeVisible();
    // Pressed once, copied once.
    await expect(page.getByText('Page copied as Markdown')).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Support/m);
  });

  test("a route chunk still on its way when the app starts is the loader's, not requested again", async ({
    page,
  }) => {
    // The page's last route chunk is held until the app has started and asked for it:
    // the bundler's chunk loader must find the loader's script element and wait for it,
    // not add one of its own (Chromium would merge the two requests, so the elements
    // added to the page are what is counted).
    const listed = await (await page.request.get('/3-1-messages')).text();
    const chunk = /data-page-scripts="([^"]+)"/.exec(listed)?.[1].split(' ').at(-1);
    if (!chunk) throw new Error('/3-1-messages lists no scripts');
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${chunk}`, async (route) => {
      await released;
      await route.continue();
    });
    await page.addInitScript(() => {
      const added: string[] = [];
      Object.assign(window, { addedScripts: added });
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof HTMLScriptElement && node.src) added.push(node.src);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/3-1-messages', { waitUntil: 'domcontentloaded' });
    // The app has started once the theme's client API is there.
    await page.waitForFunction(() => 'docusaurus' in window);
    release();
    await waitForHydration(page);
    const added = await page.evaluate(
      () => (window as unknown as { addedScripts: string[] }).addedScripts,
    );
    expect(added.filter((src) => new URL(src).pathname === chunk)).toHaveLength(1);
  });
});

test('the search worker starts from the file the runtime names for it', async ({ page }) => {
  // A Web Worker is an entry of a runtime of its own, not an async chunk of the app's:
  // the app's runtime must still know its file, or the worker fails and search falls
  // back to the page's main thread.
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname);
  });
  await page.goto('/introduction');
  await waitForHydration(page);
  await page.locator('.navbar').getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('dialog').getByRole('combobox').fill('Razorpay');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Razorpay');
  expect(missing).toEqual([]);
  expect(page.workers()).toHaveLength(1);
  const fetchedByWorker = await page
    .workers()[0]
    ?.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
  expect(fetchedByWorker).toContain('/search-index.json');
});
