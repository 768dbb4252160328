/**
 * The site grown by a hundred generated pages (tests/e2e/grown-site.ts): it builds with
 * chunk ids of four digits, every sampled page hydrates having fetched exactly the
 * scripts its page lists and no other page's chunk files or route, a link to a page whose
 * chunks and route the browser did not know yet opens without a reload, a deep link to
 * any page opens it with its own route, and search finds a word only one of its pages
 * holds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, searchDialog, searchPage } from './fixtures';
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

  test("the runtime every page loads names no other page's chunk file", async ({ request }) => {
    const pageScripts = async (path: string): Promise<string[]> => {
      const html = await (await request.get(path)).text();
      return (/data-page-scripts="([^"]*)"/.exec(html)?.[1] ?? '').split(' ');
    };
    const first = await pageScripts(`/${generatedIdOf(1)}`);
    const runtimeUrl = first.find((url) => url.includes('/runtime~main.')) as string;
    const runtime = await (await request.get(runtimeUrl)).text();
    // The chunks only the last page loads: its content, by id and by content hash.
    // (The route's own data script, assets/js/routes/<hash>.js, is not a chunk.)
    const others = (await pageScripts(`/${generatedIdOf(grownPageCount)}`)).filter(
      (url) => !first.includes(url) && /\/\w+\.\w{8}\.js$/.test(url),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const url of others) {
      const [id, hash] = url.slice(url.lastIndexOf('/') + 1).split('.') as [string, string];
      expect(runtime).not.toContain(hash);
      expect(runtime).not.toMatch(new RegExp(`\\b${id}:`));
    }
  });

  test("fetches no other page's chunk files before hydrating", async ({ page }) => {
    await scriptsBeforeHydration(page, `/${generatedIdOf(2)}`);
    const chunkFiles = await page.evaluate(() => {
      const { hydratedAt } = window as unknown as { hydratedAt: number };
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < hydratedAt && entry.name.includes('/chunk-files/'))
        .map((entry) => entry.name);
    });
    expect(chunkFiles).toEqual([]);
  });

  test("fetches no other page's route or other categories' sidebar entries before hydrating", async ({
    page,
  }) => {
    // Docusaurus's own route table: each route's key (`path-hash`) and its chunk names.
    const routeKeys = Object.keys(
      JSON.parse(
        readFileSync(join(grownBuildDir, '../.docusaurus/routesChunkNames.json'), 'utf8'),
      ) as Record<string, unknown>,
    );
    const own = `/${generatedIdOf(2)}`;
    const others = routeKeys.filter(
      (key) => key.startsWith('/generated-') && !key.startsWith(`${own}-`),
    );
    expect(others).toHaveLength(grownPageCount - 1);
    const bodies: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (/\.(js|json)$/.test(new URL(url).pathname))
        bodies.push(
          response
            .text()
            .then((body) => ({ url, body }))
            // A response still coming when the test ends is one from after hydration.
            .catch(() => ({ url, body: '' })),
        );
    });
    await scriptsBeforeHydration(page, own);
    const before = await page.evaluate(() => {
      const { hydratedAt } = window as unknown as { hydratedAt: number };
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < hydratedAt)
        .map((entry) => entry.name);
    });
    const fetched = (await Promise.all(bodies)).filter(({ url }) => before.includes(url));
    // Nor the sidebar's entries of the other categories' pages (it is in the first of 25),
    // but each category's first, the address the sidebar draws for the closed category.
    const elsewhere = Array.from({ length: grownPageCount - 25 }, (_, n) => n + 26)
      .filter((n) => (n - 1) % 25 !== 0)
      .map((n) => `"/${generatedIdOf(n)}"`);
    for (const { url, body } of fetched) {
      for (const key of others) expect(body, `${url} holds ${key}`).not.toContain(`"${key}"`);
      for (const path of elsewhere) expect(body, `${url} holds ${path}`).not.toContain(path);
    }
    // Its own route came in a script of its own.
    expect(fetched.filter(({ url }) => url.includes('/routes/'))).toHaveLength(1);
    await expect(page.locator('h1')).toHaveText(/ 2$/);
  });

  test('opens a deep link to any page with its own route, and follows its links', async ({
    page,
  }) => {
    const path = `/${generatedIdOf(grownPageCount - 3)}`;
    const scripts = await scriptsBeforeHydration(page, `${path}#limits`);
    expect(scripts.filter((script) => script.includes('/routes/'))).toHaveLength(1);
    await expect(page.locator('h1')).toContainText(String(grownPageCount - 3));
    await expect(page.locator('#limits')).toBeInViewport();
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: 'the next guide' }).click();
    await expect(page.locator('h1')).toContainText(String(grownPageCount - 2));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}#limits$`));
    await expect(page.locator('h1')).toContainText(String(grownPageCount - 3));
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });

  test('opens a page whose chunks and route the browser did not know, without a reload, and goes back', async ({
    page,
  }) => {
    const from = generatedIdOf(1);
    const to = generatedIdOf(2);
    // The next page's chunk files come from a bucket, fetched after hydration (the test
    // above): when its link comes into view, or else when it is followed.
    const chunkFiles: string[] = [];
    const routes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/chunk-files/')) chunkFiles.push(request.url());
      if (/\/routes\/.*\.json$/.test(request.url())) routes.push(request.url());
    });
    await scriptsBeforeHydration(page, `/${from}`);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: 'the next guide' }).click();
    await expect(page).toHaveURL(new RegExp(`/${to}$`));
    await expect(page.locator('h1')).toHaveText(/ 2$/);
    expect(chunkFiles.length).toBeGreaterThan(0);
    expect(routes.length).toBeGreaterThan(0);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${from}$`));
    await expect(page.locator('h1')).toHaveText(/ 1$/);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });

  test("asks for the routes and chunk files of the links in view at low priority, after the page's own", async ({
    page,
  }) => {
    // What Chromium was asked for, at the priority the page asked: a request of low
    // priority waits for a connection behind the page's own (the search page's answer).
    const cdp = await page.context().newCDPSession(page);
    const asked: { url: string; priority: string }[] = [];
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/chunk-files/') || /\/routes\/.*\.json$/.test(pathname))
        asked.push({ url: pathname, priority: request.initialPriority });
    });
    await cdp.send('Network.enable');
    const buckets: Promise<string>[] = [];
    page.on('response', (response) => {
      if (/\/routes\/\d+\.\w+\.json$/.test(response.url())) buckets.push(response.text());
    });
    // No pointer on the page: only the links in view (the sidebar's, the pager's) ask.
    await scriptsBeforeHydration(page, `/${generatedIdOf(30)}`);
    // The links in view ask once the page is idle and nothing on it is busy, which can come
    // after the network has been quiet for a while: wait for a bucket itself.
    await expect.poll(() => asked.length).toBeGreaterThan(1);
    await expect.poll(() => buckets.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // The page's own route came with its page script, not from a bucket.
    expect(asked.filter(({ priority }) => priority !== 'Low')).toEqual([]);
    // A route in view comes without its categories' sidebar entries, a page's worth each:
    // those come when the reader heads to it.
    expect(asked.filter(({ url }) => /\/routes\/p\./.test(url))).toEqual([]);
    for (const body of await Promise.all(buckets)) expect(body).not.toContain('"type":"link"');
  });

  test('follows a link into a closed category: its sidebar entries come then, and the sidebar opens on the page', async ({
    page,
  }) => {
    const patches: string[] = [];
    page.on('request', (request) => {
      if (/\/routes\/p\.\w+\.json$/.test(request.url())) patches.push(request.url());
    });
    // The last page of the first category; the next guide is the first of the second.
    await scriptsBeforeHydration(page, `/${generatedIdOf(25)}`);
    await page.waitForLoadState('networkidle');
    expect(patches).toEqual([]);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: 'the next guide' }).click();
    await expect(page.locator('h1')).toHaveText(/ 26$/);
    const own = page
      .locator('.theme-doc-sidebar-menu .menu__list-item')
      .filter({ hasText: 'Guides 26–50' });
    await expect(own.locator('ul a')).toHaveCount(25);
    await expect(own.locator('a[aria-current="page"]')).toContainText('26');
    expect(patches).toHaveLength(1);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });

  test("draws the sidebar whole: its page's category open, any other opened whole", async ({
    page,
  }) => {
    await scriptsBeforeHydration(page, `/${generatedIdOf(30)}`);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const own = sidebar.locator('.menu__list-item', { hasText: 'Guides 26–50' });
    await expect(own.locator('ul a')).toHaveCount(25);
    await expect(own.locator('a[aria-current="page"]')).toContainText('30');
    const other = sidebar.locator('.menu__list-item', { hasText: 'Guides 76–100' });
    await other.locator('.menu__link').first().click();
    await expect(other.locator('ul a')).toHaveCount(25);
    await other.locator('ul a', { hasText: / 90$/ }).click();
    // The address, then the page: a failure says whether the click or the drawing failed.
    // Drawing waits on the route's bucket, its chunks and its sidebar entries, which a busy
    // machine can hold up.
    await expect(page).toHaveURL(new RegExp(`/${generatedIdOf(90)}$`));
    await expect(page.locator('h1')).toHaveText(/ 90$/, { timeout: 15_000 });
  });

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

  test('/search?q= asks for nothing of the links in view until its first answer is drawn', async ({
    page,
  }) => {
    // The search's shards held a while: the page is hydrated and idle meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.context().route('**/assets/search-index/*/t-*.json', async (route) => {
      await held;
      await route.continue();
    });
    // What the page fetches, noted as it asks: another page's route comes from a bucket
    // (`routes/<n>.<hash>.json`) and its chunk files from `chunk-files/`.
    await page.addInitScript(() => {
      const asked: string[] = [];
      (window as unknown as { asked: string[] }).asked = asked;
      const fetchFrom = window.fetch.bind(window);
      window.fetch = (input, init) => {
        asked.push(String(input instanceof Request ? input.url : input));
        return fetchFrom(input, init);
      };
    });
    const othersAsked = (): Promise<string[]> =>
      page.evaluate(() =>
        (window as unknown as { asked: string[] }).asked.filter((url) =>
          /\/chunk-files\/|\/routes\/.*\.json$/.test(url),
        ),
      );
    await scriptsBeforeHydration(page, '/search?q=templates');
    await expect(searchPage.results(page)).toHaveAttribute('aria-busy', 'true');
    // Once the page has been idle, twice: a link in view asks in its first idle moment.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
    );
    expect(await othersAsked()).toEqual([]);
    release();
    await expect(searchPage.status(page)).toHaveText(/^\d+ results? on \d+ pages?$/);
    await expect(searchPage.results(page)).toHaveAttribute('aria-busy', 'false');
    // Then they ask.
    await expect.poll(othersAsked).not.toEqual([]);
  });

  test('/search?q= draws its best pages with the whole count, before the other pages arrive', async ({
    page,
  }) => {
    // The page files the search worker asks for: the first six come, the others are held.
    const held: (() => Promise<void>)[] = [];
    let asked = 0;
    await page.context().route('**/assets/search-index/*/p-*.json', (route) => {
      asked += 1;
      if (asked <= 6) return route.continue();
      held.push(() => route.continue());
      return undefined;
    });
    await page.goto('/search?q=templates');
    const status = searchPage.status(page);
    await expect(status).toHaveText(/^\d+ results? on \d+ pages?$/);
    const pages = Number(/on (\d+) page/.exec((await status.textContent()) ?? '')?.[1]);
    // More than a screen shows: the status counts them all while six are drawn.
    expect(pages).toBeGreaterThan(6);
    await expect(searchPage.pageResults(page)).toHaveCount(6);
    await expect.poll(() => held.length).toBe(pages - 6);
    await Promise.all(held.map((release) => release()));
    await expect(searchPage.pageResults(page)).toHaveCount(pages);
    await expect(status).toHaveText(new RegExp(`on ${pages} pages$`));
  });
});
