import { test as base, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';

import type { ColorMode } from '../../tools/routes';

type Guards = {
  /** Console errors a test provokes on purpose; any other console error fails the test. */
  expectedConsoleErrors: RegExp | null;
  /** Requests for another host than 127.0.0.1 (they fail in the browser, and fail the test). */
  foreignRequests: string[];
};

/**
 * The shared fixture every end-to-end test uses: the site is served by the
 * Playwright webServer (the production build), every request to another host fails
 * the test (the browser resolves no host but 127.0.0.1, see playwright.config.ts), and
 * so does any unexpected console error. Requests are watched, not intercepted:
 * intercepting every request cost 7% of the suite's time.
 */
export const test = base.extend<Guards>({
  expectedConsoleErrors: [null, { option: true }],
  foreignRequests: async ({ context }, use) => {
    const foreign: string[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') foreign.push(url.href);
    });
    await use(foreign);
  },
  page: async ({ page, foreignRequests, expectedConsoleErrors }, use) => {
    const errors: string[] = [];
    const isExpected = (text: string): boolean => expectedConsoleErrors?.test(text) ?? false;
    page.on('console', (message) => {
      if (message.type() === 'error' && !isExpected(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (!isExpected(error.message)) errors.push(error.message);
    });
    await use(page);
    expect(foreignRequests, 'requests to another host').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

/** Opens a fresh profile in the given colour mode before any page script runs. */
export async function useColorMode(page: Page, mode: ColorMode): Promise<void> {
  await page.addInitScript((theme) => {
    if (!sessionStorage.getItem('e2e-theme-set')) {
      localStorage.setItem('theme', theme);
      sessionStorage.setItem('e2e-theme-set', '1');
    }
  }, mode);
}

/**
 * Switches the open page to `mode` without reloading it, as the site does when the mode
 * changes in another tab: Docusaurus's colour mode follows the `theme` entry of local
 * storage through a storage event. Waits for the app, which listens for it.
 */
export async function switchColorMode(page: Page, mode: ColorMode): Promise<void> {
  await waitForHydration(page);
  await page.evaluate((theme) => {
    const oldValue = localStorage.getItem('theme');
    localStorage.setItem('theme', theme);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'theme',
        oldValue,
        newValue: theme,
        storageArea: localStorage,
        url: location.href,
      }),
    );
  }, mode);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/**
 * Rules axe still calls experimental (off by default) that apply to this site: a
 * layout locked to one orientation, keyboard focus on elements without a role, and the
 * docs' tables. p-as-heading stays off: it takes the landing page's tagline, the h1's
 * subtitle (a <p>, as HTML advises for subtitles), for a heading.
 */
const experimentalRules = [
  'css-orientation-lock',
  'focus-order-semantics',
  'table-fake-caption',
  'td-has-header',
];

/**
 * Serious and critical axe violations on the page once its transitions have ended (a
 * colour caught mid-fade is not the colour a reader sees), or inside `include` only.
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  // axe.run in the page itself: no page has a frame, and the default (runPartial, then
  // finishRun in a second, blank page) costs a page and a second copy of axe per check.
  // The newest axe-core (its own dependency, newer than the one @axe-core/playwright
  // brings, whose next release needs Node 22).
  const builder = new AxeBuilder({ page, axeSource: axe.source }).setLegacyMode(true);
  if (include) builder.include(include);
  // options() replaces every option set before it: it comes before withTags().
  const results = await builder
    .options({ rules: Object.fromEntries(experimentalRules.map((id) => [id, { enabled: true }])) })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * The app has hydrated: React handles clicks, keys and navigation from here on (the
 * site paints first and starts its bundles after, see plugins/page-scripts). Wait for
 * this before pressing anything a server-rendered page does not handle by itself.
 */
export async function waitForHydration(page: Page, options?: { timeout?: number }): Promise<void> {
  // Hydration can take several seconds on a busy two-core machine.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: 15_000,
    ...options,
  });
}

/**
 * Records every Content-Security-Policy violation the page reports, from before its
 * first script; the function it returns reads them.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** The page is painted but the app has not hydrated it yet. */
export async function expectNotHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
}

/** Opens `path` and waits until the app has hydrated it. */
export async function openHydrated(
  page: Page,
  path: string,
  options?: Parameters<Page['goto']>[1],
): Promise<void> {
  await page.goto(path, options);
  await waitForHydration(page);
}

/** A phone in the hand: `test.use(phone)` in a describe block. */
export const phone = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
} as const;

/** A desktop window: `test.use(desktop)`. */
export const desktop = { viewport: { width: 1280, height: 800 } } as const;

/** The navbar's controls, by their role and name. */
export const navbar = {
  searchButton: (page: Page): Locator =>
    page.locator('.navbar').getByRole('button', { name: 'Search', exact: true }),
  /** The hamburger that opens the sidebar on narrow windows. */
  menuButton: (page: Page): Locator => page.getByRole('button', { name: 'Toggle navigation bar' }),
  /** The visible colour-mode toggle (in the navbar, or in the sidebar the hamburger opens). */
  colorModeToggle: (page: Page): Locator =>
    page
      .getByRole('button', { name: /Switch between dark and light mode/ })
      .filter({ visible: true }),
};

/** The search dialog (Ctrl+K), by role. */
export const searchDialog = {
  dialog: (page: Page): Locator => page.getByRole('dialog', { name: 'Search the documentation' }),
  box: (page: Page): Locator => searchDialog.dialog(page).getByRole('combobox', { name: 'Search' }),
  results: (page: Page): Locator =>
    searchDialog.dialog(page).getByRole('listbox').getByRole('option'),
  status: (page: Page): Locator => searchDialog.dialog(page).getByRole('status'),
  /** Waits for the app, opens the dialog with Ctrl+K and types `query`. */
  async search(page: Page, query: string): Promise<void> {
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(searchDialog.box(page)).toBeFocused();
    await page.keyboard.type(query);
    await expect(searchDialog.box(page)).toHaveValue(query);
  },
};

/** The /search page, by role. */
export const searchPage = {
  input: (page: Page): Locator => page.getByRole('main').getByRole('searchbox', { name: 'Search' }),
  status: (page: Page): Locator => page.getByRole('main').getByRole('status'),
  /** One article per page found, headed by a link to that page. */
  pageResults: (page: Page): Locator => page.getByRole('main').getByRole('article'),
  /** Where the results are drawn: `aria-busy` until an answer is. */
  results: (page: Page): Locator => page.getByRole('main').locator('[aria-busy]'),
};
