import type { Page } from '@playwright/test';

import {
  expect,
  useColorMode,
  seriousAxeViolations,
  desktop,
  navbar,
  openHydrated,
  phone,
  searchDialog,
  searchPage as resultsPage,
  switchColorMode,
  waitForHydration,
} from './fixtures';
import { searchJourneys as journeys } from './search-journeys';
import { test } from './search-site';
import { colorModes } from '../../tools/routes';

// The search tests run on a small site whose pages they know (tests/fixtures/search-site),
// so that editing a documentation page never changes what they find.

/** The index the build writes; fetched only when the reader shows intent to search. */
const isSearchIndex = (url: string): boolean => new URL(url).pathname === '/search-index.json';
/** The index's entry or one of its parts (in a folder of the hashed assets named by their content). */
const isIndexFile = (pathname: string): boolean =>
  pathname.startsWith('/search-index') || pathname.startsWith('/assets/search-index/');

const searchButton = navbar.searchButton;
const { dialog, box: searchBox, results: options } = searchDialog;
const search = (page: Page, query: string): Promise<void> => searchDialog.search(page, query);

for (const { query, path, heading, title } of journeys) {
  test(`"${query}": the first result is ${path}#${heading?.id ?? ''} and Enter lands on it`, async ({
    page,
  }) => {
    await page.goto('/');
    await search(page, query);
    const first = options(page).first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(first).toContainText(title);
    await expect(first.locator('mark').first()).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(dialog(page)).toBeHidden();
    if (heading) {
      expect(new URL(page.url()).hash).toBe(`#${heading.id}`);
      const target = page.locator(`article [id="${heading.id}"]`);
      await expect(target).toHaveText(heading.text);
      await expect(target).toBeInViewport();
    } else {
      await expect(page.locator('h1')).toHaveText(title);
    }
  });
}

test('the landing page is searchable', async ({ page }) => {
  await page.goto('/introduction');
  await search(page, 'find your way around');
  await expect(options(page).first()).toContainText('Find your way around');
  // The built site's index is of the rendered pages: no preview notice, as `npm start` shows.
  await expect(page.getByRole('dialog')).not.toContainText('Preview');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '#doc-areas');
});

test('results are grouped by page, each group named by its page', async ({ page }) => {
  await page.goto('/introduction');
  await search(page, 'csv');
  const groups = dialog(page).getByRole('listbox').getByRole('group');
  await expect(groups.first()).toHaveAccessibleName('Importing contacts');
  const names = await groups.evaluateAll((all) =>
    all.map(
      (group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
    ),
  );
  expect(new Set(names).size).toBe(names.length);
  await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results? on \d+ pages?$/);
});

test.describe('the index is not requested before intent', () => {
  test('not with the page, then on the pointer over the button', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (isSearchIndex(request.url())) indexRequests.push(request.url());
    });
    await openHydrated(page, '/introduction');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);

    const indexRequest = page.waitForRequest((request) => isSearchIndex(request.url()));
    await searchButton(page).hover();
    await indexRequest;
    // Hovering asks for the index; it opens nothing.
    await expect(dialog(page)).toBeHidden();
  });

  test('the HTML carries no search script or index', async ({ request }) => {
    const html = await (await request.get('/introduction')).text();
    expect(html).not.toContain('search-index');
    expect(html).not.toMatch(/<link[^>]+(?:preload|prefetch)[^>]+search/i);
  });
});

test('the button, Ctrl+K and / open the dialog; Escape closes it and focus returns', async ({
  page,
}) => {
  await openHydrated(page, '/support');

  await searchButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();

  const link = page.getByRole('main').getByRole('link').first();
  await link.focus();
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(link).toBeFocused();

  await page.locator('h1').click();
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  // The slash opened search; it is not typed into the box.
  await expect(searchBox(page)).toHaveValue('');
  await dialog(page).getByRole('button', { name: 'Close search' }).click();
  await expect(dialog(page)).toBeHidden();
});

test('arrow keys move through the results, Enter opens the active one', async ({ page }) => {
  await page.goto('/introduction');
  await search(page, 'onboarding');
  await expect(options(page).nth(1)).toBeVisible();
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('ArrowDown');
  const second = options(page).nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'false');
  await expect(searchBox(page)).toHaveAttribute(
    'aria-activedescendant',
    (await second.getAttribute('id')) ?? 'missing id',
  );
  await page.keyboard.press('ArrowUp');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  // Up from the first goes round to the last.
  await page.keyboard.press('ArrowUp');
  await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const title = (await options(page).nth(1).locator('span').nth(0).textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  const hash = new URL(page.url()).hash;
  expect(hash).not.toBe('');
  const heading = page.locator(`article [id="${hash.slice(1)}"]`);
  await expect(heading).toBeInViewport();
  expect(title).toContain((await heading.innerText()).replace(/\u200b/g, '').trim());
});

test('focus stays in the dialog', async ({ page }) => {
  await page.goto('/introduction');
  await search(page, 'csv');
  await expect(options(page).first()).toBeVisible();
  const inDialog = (): Promise<boolean> =>
    page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await inDialog()).toBe(true);
  }
  await searchBox(page).focus();
  await page.keyboard.press('Shift+Tab');
  expect(await inDialog()).toBe(true);
  await expect(searchBox(page)).not.toBeFocused();
});

test('no result: says so and points to the Support page', async ({ page }) => {
  await page.goto('/introduction');
  await search(page, 'zzqx');
  await expect(dialog(page).getByRole('status')).toHaveText(/^No results for “zzqx”/);
  await expect(options(page)).toHaveCount(0);
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await dialog(page)
    .getByRole('link', { name: /Support page/ })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/support');
  await expect(dialog(page)).toBeHidden();
});

test('an empty box explains itself, and remembers recent searches', async ({ page }) => {
  await openHydrated(page, '/introduction');
  await page.keyboard.press('Control+k');
  await expect(dialog(page).getByRole('status')).toHaveText(/^Type a word or two/);
  await expect(dialog(page).getByRole('listbox')).toHaveCount(0);
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('csv');
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/imports');

  await page.reload();
  await search(page, 'flock');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/parrot-api');
  // The address changes before the new page is drawn (its route's chunks may still be on
  // their way): the reader searches again from the page they see.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Parrot API');

  await page.keyboard.press('Control+k');
  const recent = dialog(page).getByRole('listbox', { name: 'Recent searches' });
  await expect(recent.getByRole('option')).toHaveText(['flock', 'csv']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(searchBox(page)).toHaveValue('csv');
  await expect(options(page).first()).toContainText('Upload a CSV');
});

test('a dialog opened while the next page loads stays open, with what the reader typed', async ({
  page,
}) => {
  await openHydrated(page, '/');
  // The dialog's code and the search worker arrive before the next page's scripts are held.
  await search(page, 'csv');
  await page.keyboard.press('Escape');

  // The next page's scripts wait until the reader has opened search and typed: the
  // landing page and a doc page draw navbars of their own.
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = (): void => undefined;
  const aScriptIsHeld = new Promise<void>((resolve) => (held = resolve));
  await page.route(/\.js$/, async (route) => {
    held();
    await released;
    await route.continue();
  });
  await page.getByRole('main').getByRole('link', { name: 'the Parrot API' }).click();
  await aScriptIsHeld;
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('onbording');
  release();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Parrot API');
  await expect(dialog(page)).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('onbording');
  await expect(options(page).first()).toContainText('Onboarding');
  await page.keyboard.type(' ');
  await expect(searchBox(page)).toHaveValue('onbording ');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
});

/** Where Enter on "flock" must take the reader: its first result. */
const flockResult = (url: URL): boolean =>
  url.pathname === '/parrot-api' && url.hash === '#authentication';

/**
 * Opens the dialog, types `query` as fast as a machine types and presses Enter at once,
 * without waiting for a result to show.
 */
async function typeAndEnterAtOnce(page: Page, query: string): Promise<void> {
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  // The dialog's code comes on demand: seconds on a slowed CPU of a busy machine.
  await expect(searchBox(page)).toBeFocused({ timeout: 15_000 });
  await page.keyboard.type(query);
  await page.keyboard.press('Enter');
}

/** A phone's processor: the page's main thread runs six times slower. */
async function slowCpuSixTimes(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

/**
 * Holds the search index back until the returned function is called, so that the
 * reader's Enter comes before it, as on a slow link or a busy phone.
 */
async function holdSearchIndex(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => isSearchIndex(url.href),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test.describe('Enter pressed as soon as the query is typed opens its first result', () => {
  for (const cpu of ['', ' on a 6x slower CPU']) {
    test(`on a fresh page, before the index has arrived${cpu}`, async ({ page }) => {
      if (cpu) {
        test.slow();
        await slowCpuSixTimes(page);
      }
      const releaseIndex = await holdSearchIndex(page);
      await page.goto('/introduction');
      await typeAndEnterAtOnce(page, 'flock');
      releaseIndex();
      await expect(page).toHaveURL(flockResult);
      await expect(dialog(page)).toBeHidden();
    });

    test(`after a reload, with an earlier search remembered${cpu}`, async ({ page }) => {
      if (cpu) test.slow();
      await page.goto('/introduction');
      await search(page, 'csv');
      await expect(options(page).first()).toContainText('Upload a CSV');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.hash === '#upload-csv');

      if (cpu) await slowCpuSixTimes(page);
      const releaseIndex = await holdSearchIndex(page);
      await page.reload();
      await typeAndEnterAtOnce(page, 'flock');
      releaseIndex();
      await expect(page).toHaveURL(flockResult);
    });
  }

  test("typed and entered in one task, while an earlier query's results are shown", async ({
    page,
  }) => {
    await page.goto('/introduction');
    await search(page, 'csv');
    await expect(options(page).first()).toContainText('Upload a CSV');
    // The box changes and Enter arrives before the dialog has drawn anything for "flock".
    await searchBox(page).evaluate((box: HTMLInputElement) => {
      box.value = 'flock';
      box.dispatchEvent(new InputEvent('input', { bubbles: true, data: 'flock' }));
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    await expect(page).toHaveURL(flockResult);
  });
});

test.describe('when the index cannot be fetched', () => {
  test.use({ expectedConsoleErrors: /Failed to load resource/ });

  test('Enter opens the search page with the query', async ({ page }) => {
    await page.route(
      (url) => isSearchIndex(url.href),
      (route) => route.abort(),
    );
    await page.goto('/introduction');
    await typeAndEnterAtOnce(page, 'flock');
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.search === '?q=flock');
    await expect(resultsPage.input(page)).toHaveValue('flock');
  });
});

test.describe('with storage disabled', () => {
  test('search still finds and opens results', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/introduction');
    await search(page, 'csv');
    await expect(options(page).first()).toContainText('Upload a CSV');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.hash === '#upload-csv');
    await page.keyboard.press('Control+k');
    await expect(dialog(page).getByRole('status')).toHaveText(/^Type a word or two/);
  });
});

test.describe('on a 390 px phone', () => {
  test.use(phone);

  test('the dialog fills the screen and shows the whole query', async ({ page }) => {
    await openHydrated(page, '/introduction');
    await expect(searchButton(page)).toBeInViewport();
    await searchButton(page).tap();
    await expect(searchBox(page)).toBeFocused();
    const query = 'upload a csv file';
    await page.keyboard.type(query);
    await expect(options(page).first()).toBeVisible();

    const box = await dialog(page).boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    // Every character of the query fits in the box, none scrolled out of view.
    const fits = await searchBox(page).evaluate(
      (input) => (input as HTMLInputElement).scrollWidth <= (input as HTMLInputElement).clientWidth,
    );
    expect(fits).toBe(true);
    for (const part of [
      await searchBox(page).boundingBox(),
      await options(page).first().boundingBox(),
    ]) {
      expect((part?.x ?? -1) >= 0 && (part?.x ?? 0) + (part?.width ?? Infinity) <= 390).toBe(true);
    }
    await options(page).first().tap();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/imports');
  });
});

test.describe('centred on a desktop', () => {
  test.use(desktop);

  test('the dialog sits in the middle, the page behind it inert', async ({ page }) => {
    await page.goto('/introduction');
    await search(page, 'flock');
    const box = await dialog(page).boundingBox();
    expect(box).not.toBeNull();
    const left = box?.x ?? 0;
    const right = 1280 - left - (box?.width ?? 0);
    expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
    expect(box?.width ?? 0).toBeLessThan(1280 / 2 + 100);
    // A click on the page behind closes the dialog instead of reaching the page.
    await page.mouse.click(20, 400);
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/introduction');
  });
});

// Both colour modes from one load, switched in place (see a11y.spec.ts): the dialog opens
// in light mode at 390 px and in dark mode at 1280 px.
for (const [width, opensIn, then] of [
  [390, 'light', 'dark'],
  [1280, 'dark', 'light'],
] as const) {
  test(`axe: no serious issue with the dialog open (${width} px, opened in ${opensIn} mode and switched to ${then})`, async ({
    page,
  }) => {
    // Four axe runs, two over a whole page: slow on a busy machine.
    test.slow();
    await page.setViewportSize({ width, height: 844 });
    await useColorMode(page, opensIn);
    await page.goto('/introduction');
    await search(page, 'flock');
    await expect(options(page).first()).toBeVisible();
    expect(await seriousAxeViolations(page), `results, ${opensIn} mode`).toEqual([]);
    await switchColorMode(page, then);
    await expect(options(page).first()).toBeVisible();
    expect(await seriousAxeViolations(page), `results, ${then} mode`).toEqual([]);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('zzqx');
    await expect(dialog(page).getByRole('status')).toHaveText(/^No results/);
    expect(await seriousAxeViolations(page, 'dialog'), `no result, ${then} mode`).toEqual([]);
    await switchColorMode(page, opensIn);
    await expect(dialog(page).getByRole('status')).toHaveText(/^No results/);
    expect(await seriousAxeViolations(page, 'dialog'), `no result, ${opensIn} mode`).toEqual([]);
  });
}

test('/search?q=flock lists the sections with links to them, out of search engines', async ({
  page,
}) => {
  const response = await page.goto('/search?q=flock');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Search the documentation',
  );
  await expect(resultsPage.input(page)).toHaveValue('flock');
  await expect(resultsPage.status(page)).toHaveText(/^\d+ results? on \d+ pages?$/);

  const api = resultsPage.pageResults(page).first();
  await expect(api.getByRole('heading', { level: 2 })).toHaveText('The Parrot API');
  const section = api.getByRole('link', { name: /^Authentication/ });
  await expect(section).toHaveAttribute('href', '/parrot-api#authentication');
  await expect(section.locator('mark').first()).toHaveText(/flock/i);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // Crawlers read the served HTML, not the hydrated page.
  const html = await (await page.request.get('/search')).text();
  expect(html).toMatch(/<meta[^>]*\bname=["']?robots["']?[^>]*\bcontent=["']?noindex/);

  await section.click();
  await expect(page).toHaveURL((url) => url.pathname === '/parrot-api');
  expect(new URL(page.url()).hash).toBe('#authentication');
});

test.describe('/search?q= starts its search as the page loads, before the app', () => {
  for (const [path, index, query, first] of [
    ['/search', '/search-index.json', 'flock', 'The Parrot API'],
    ['/fr/search', '/fr/search-index.json', 'perchoir', 'Soin des plumes'],
  ] as const) {
    test(`${path}?q=${query}: one worker, started before the app's scripts, answers`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${path}?q=${query}`);
      await expect(
        resultsPage.pageResults(page).first().getByRole('heading', { level: 2 }),
      ).toHaveText(first);
      // The app took the worker the page started instead of starting its own.
      const [worker, ...others] = page.workers();
      expect(others).toEqual([]);
      const workerScript = new URL(worker.url()).pathname;
      const appBundle = requested.findIndex((pathname) => /\/main\.\w+\.js$/.test(pathname));
      expect(appBundle).toBeGreaterThan(-1);
      expect(requested.indexOf(workerScript)).toBeGreaterThan(-1);
      expect(requested.indexOf(workerScript)).toBeLessThan(appBundle);
      const workerFetched = await worker.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      );
      expect(workerFetched.filter((pathname) => pathname === index)).toEqual([index]);
    });
  }
});

test('/search keeps the query in the address as the reader types', async ({ page }) => {
  await page.goto('/search');
  await expect(resultsPage.input(page)).toBeFocused();
  await expect(resultsPage.status(page)).toHaveText(/^Type a word/);

  await page.keyboard.type('csv');
  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.search === '?q=csv');
  const app = resultsPage.pageResults(page).first();
  await expect(app.getByRole('heading', { level: 2 })).toHaveText('Importing contacts');
  await expect(app.getByRole('heading', { level: 3 }).first()).toHaveText('Upload a CSV');

  await page.keyboard.press('Control+a');
  await page.keyboard.type('zzqx');
  await expect(resultsPage.status(page)).toHaveText(/^No results for “zzqx”/);
  await expect(page.getByRole('main').getByRole('link', { name: /Support page/ })).toBeVisible();
});

test('"See all results" in the dialog opens /search with the query', async ({ page }) => {
  await page.goto('/introduction');
  await search(page, 'flock');
  await dialog(page).getByRole('link', { name: 'See all results' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/search');
  await expect(resultsPage.input(page)).toHaveValue('flock');
});

test.describe('routes', () => {
  test.use({ expectedConsoleErrors: /status of 404/ });

  test('/search stays out of the sitemap and other unknown paths still 404', async ({ page }) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/parrot-api');
    expect(sitemap).not.toContain('/search');
    for (const path of ['/searches', '/search/results', '/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});

for (const mode of colorModes) {
  test(`axe finds no serious issue on /search (${mode})`, async ({ page }) => {
    await useColorMode(page, mode);
    await page.goto('/search?q=flock');
    await expect(resultsPage.pageResults(page).first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test.describe('what the split index finds', () => {
  test('a word only one page holds finds that page alone', async ({ page }) => {
    await page.goto('/introduction');
    await search(page, 'zygodactyl');
    await expect(dialog(page).getByRole('status')).toHaveText('1 result on 1 page');
    await expect(options(page).first()).toContainText('Moulting season');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/feathers' && url.hash === '#moulting');
  });

  test('a plural query finds the section written in the singular first', async ({ page }) => {
    await page.goto('/introduction');
    await search(page, 'feather categories');
    await expect(options(page).first()).toContainText('Sort by colour');
    await expect(options(page).first().locator('mark').first()).toBeVisible();
  });

  test('a query fetches the index entry and a few of its parts, never a whole index', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (isIndexFile(pathname)) fetched.push(pathname);
    });
    await page.goto('/introduction');
    await search(page, 'csv');
    await expect(options(page).first()).toContainText('Upload a CSV');
    // The entry, the shard of the terms in "cs…", the page of the results.
    expect(fetched[0]).toBe('/search-index.json');
    expect(fetched.length).toBeLessThanOrEqual(4);
    const entry = (await (await page.request.get('/search-index.json')).json()) as {
      shards: string[];
    };
    expect(entry.shards.length).toBeGreaterThan(fetched.length * 10);
  });

  test('a search worker fetches the index and answers; the page only draws', async ({ page }) => {
    await page.goto('/introduction');
    await search(page, 'csv');
    await expect(options(page).first()).toContainText('Upload a CSV');
    const [worker, ...others] = page.workers();
    expect(others).toEqual([]);
    const workerFetched = await worker.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(workerFetched).toContain('/search-index.json');
    const pageResources = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(pageResources.filter(isIndexFile)).toEqual([]);
  });
});

test.describe('in another locale', () => {
  test('a French page finds the words only the French pages hold', async ({ page }) => {
    await page.goto('/fr/introduction');
    await search(page, 'perchoir');
    await expect(options(page).first()).toContainText('La mue');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/fr/feathers' && url.hash === '#moulting',
    );
  });

  test('an English page does not find them', async ({ page }) => {
    await page.goto('/introduction');
    await search(page, 'perchoir');
    await expect(dialog(page).getByRole('status')).toHaveText(/^No results for “perchoir”/);
  });
});
