import { join } from 'node:path';

import { test, expect, waitForHydration } from './fixtures';
import { routeBytes } from '../../tools/build-stats';
import { scriptsBeforeHydration } from '../../tools/scripts-before-hydration';
import { repoRoot } from '../../tools/paths';
import { allRoutes } from '../../tools/routes';

/** What the server drew that hydration must keep: code lines and tokens, tab lists and panels. */
const serverDrawn = [
  '.theme-code-block',
  '.theme-code-block .token-line',
  '.theme-code-block .token',
  '.tabs-container',
  '[role="tablist"] [role="tab"]',
  '[role="tabpanel"]',
].join(', ');

test.describe('hydration', () => {
  test('keeps the code blocks and tab panels the server drew: the very same DOM nodes', async ({
    page,
  }) => {
    // When the parser has built the page and before any bundle runs (the document turns
    // "interactive" before deferred scripts run; the app's loader starts later still).
    await page.addInitScript((selector) => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { serverDrawn: Element[] }).serverDrawn = [
          ...document.querySelectorAll(selector),
        ];
      });
    }, serverDrawn);
    await page.goto('/3-1-messages');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
      timeout: 20_000,
    });
    // Effects that follow hydration (colour mode, stored tab choice) have run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const kept = await page.evaluate((selector) => {
      const before = (window as unknown as { serverDrawn: Element[] }).serverDrawn;
      const after = [...document.querySelectorAll(selector)];
      return {
        before: before.length,
        after: after.length,
        replaced: before.filter((node, index) => after[index] !== node).length,
        tabPanels: before.filter((node) => node.getAttribute('role') === 'tabpanel').length,
      };
    }, serverDrawn);
    expect(kept.tabPanels, 'tab panels drawn by the server').toBeGreaterThan(1);
    expect(kept.before, 'code and tab nodes drawn by the server').toBeGreaterThan(100);
    expect(kept.after).toBe(kept.before);
    expect(kept.replaced, 'server-drawn nodes replaced at hydration').toBe(0);
  });

  for (const { path } of allRoutes) {
    test(`${path}: hydration moves no element the server drew (a focused link keeps its focus)`, async ({
      page,
    }) => {
      // Elements taken out of the app's root while it hydrates, watched from the moment
      // the parser has built the page. An element put back elsewhere was moved, and a
      // moved element loses the keyboard focus a reader gave it before the app started.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          const taken: Element[] = [];
          (window as unknown as { takenOut: Element[] }).takenOut = taken;
          new MutationObserver((changes) => {
            for (const change of changes)
              for (const node of change.removedNodes)
                if (node instanceof Element && node.tagName !== 'SCRIPT') taken.push(node);
          }).observe(document.getElementById('__docusaurus') ?? document.body, {
            childList: true,
            subtree: true,
          });
        });
      });
      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const moved = await page.evaluate(() =>
        (window as unknown as { takenOut: Element[] }).takenOut
          .filter((element) => element.isConnected)
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(moved).toEqual([]);
    });
  }

  for (const { path } of allRoutes) {
    test(`${path}: hydration sets up no Intl formatter or collator (the first costs a phone 60–160 ms)`, async ({
      page,
    }) => {
      // Every way a page's code reaches ICU's locale data, counted from before any bundle runs.
      await page.addInitScript(() => {
        const calls: string[] = [];
        (window as unknown as { intlCalls: string[] }).intlCalls = calls;
        const count = <T extends object>(owner: T, key: keyof T & string, label: string) => {
          const original = owner[key] as unknown as (...args: unknown[]) => unknown;
          const counted = function (this: unknown, ...args: unknown[]) {
            calls.push(label);
            return new.target
              ? Reflect.construct(original, args, new.target)
              : original.apply(this, args);
          };
          Object.defineProperty(owner, key, { value: counted, configurable: true, writable: true });
        };
        for (const name of [
          'DateTimeFormat',
          'Collator',
          'NumberFormat',
          'PluralRules',
          'RelativeTimeFormat',
          'ListFormat',
          'Segmenter',
        ] as const)
          count(Intl, name, `Intl.${name}`);
        count(String.prototype, 'localeCompare', 'String.prototype.localeCompare');
        for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const)
          count(Date.prototype, name, `Date.prototype.${name}`);
        count(Number.prototype, 'toLocaleString', 'Number.prototype.toLocaleString');
      });
      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const calls = await page.evaluate(
        () => (window as unknown as { intlCalls: string[] }).intlCalls,
      );
      expect([...new Set(calls)]).toEqual([]);
    });
  }

  for (const { path } of allRoutes) {
    test(`${path} fetches before it hydrates exactly the scripts the build measure counts`, async ({
      page,
    }) => {
      const fetched = await scriptsBeforeHydration(page, path);
      const measured = routeBytes(join(repoRoot, 'build'), path).files.filter((file) =>
        file.endsWith('.js'),
      );
      expect(fetched).toEqual(measured.sort());
    });
  }
});
