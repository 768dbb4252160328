/**
 * The scripts a page fetches before it hydrates, as Chromium requests them: the
 * end-to-end tests and the benchmark open the page and read the browser's resource
 * timing up to the moment the app marks the page hydrated (`data-has-hydrated`, which
 * stock Docusaurus sets too).
 */
import type { Page } from '@playwright/test';

/** Opens `url` in `page` and returns the site paths of the scripts it fetched before hydrating. */
export async function scriptsBeforeHydration(
  page: Page,
  url: string,
  { timeout = 20_000 }: { timeout?: number } = {},
): Promise<string[]> {
  // The moment the app marks the page hydrated, on the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (document.documentElement.dataset.hasHydrated !== 'true') return;
      (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, {
      attributes: true,
      subtree: true,
      attributeFilter: ['data-has-hydrated'],
    });
  });
  await page.goto(url);
  await page.waitForFunction(() => 'hydratedAt' in window, undefined, { timeout });
  const fetched = await page.evaluate(() => {
    const { hydratedAt } = window as unknown as { hydratedAt: number };
    return performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          // Scripts the app runs; links in view are prefetched (initiator "link") for later.
          (entry as PerformanceResourceTiming).initiatorType === 'script' &&
          entry.startTime < hydratedAt &&
          new URL(entry.name).pathname.endsWith('.js'),
      )
      .map((entry) => new URL(entry.name).pathname);
  });
  return [...new Set(fetched)].sort();
}
