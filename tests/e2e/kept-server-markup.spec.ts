import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { test, expect, phone, waitForHydration } from './fixtures';
import { routeBytes } from '../../tools/build-stats';
import { repoRoot } from '../../tools/paths';

/** The scripts a route needs that another does not. */
function scriptsOnlyFor(route: string, other: string): string[] {
  const scripts = (path: string) =>
    routeBytes(join(repoRoot, 'build'), path).files.filter((file) => file.endsWith('.js'));
  const others = new Set(scripts(other));
  return scripts(route).filter((file) => !others.has(file));
}

/** A link in the page's text (not the sidebar's, the TOC's or a heading's). */
const textLink = (page: Page, href: string) =>
  page.locator(`.markdown :is(p, li) a[href="${href}"]`).first();

test.describe('prose and code the server drew', () => {
  test('the app leaves the text and code lines as drawn, and hydrates the headings', async ({
    page,
  }) => {
    // Before any bundle runs, a word is changed in a paragraph, a code token and a
    // heading. Hydrating an element writes the app's text back over the one it finds, so
    // a change that survives is in an element the app did not render again.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const selector of ['.markdown p', '.markdown .token-line .token', '.markdown h2']) {
          const text = document.querySelector(selector)?.firstChild;
          if (text instanceof Text) text.data = `kept ${selector}`;
        }
      });
    });
    await page.goto('/3-1-messages');
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const first = (selector: string) =>
      page.evaluate((s) => document.querySelector(s)?.firstChild?.textContent, selector);
    expect(await first('.markdown p')).toBe('kept .markdown p');
    expect(await first('.markdown .token-line .token')).toBe('kept .markdown .token-line .token');
    // The control: a heading is hydrated, and its text is the app's again.
    expect(await first('.markdown h2')).not.toContain('kept');
  });

  test('a link in the text opens its page in the app, and Back returns to the text', async ({
    page,
  }) => {
    await page.goto('/introduction');
    await waitForHydration(page);
    const firstParagraph = await page.locator('.markdown p').first().textContent();
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await textLink(page, '/onboarding').click();
    await expect(page.locator('h1')).toHaveText('Onboarding');
    await expect(page).toHaveURL(/\/onboarding$/);
    // The next page's text is rendered by the app, links and all.
    await expect(page.locator('.markdown p').first()).not.toBeEmpty();
    await page.goBack();
    await expect(page.locator('h1')).toHaveText('Introduction');
    await expect(page.locator('.markdown p').first()).toHaveText(firstParagraph ?? '');
    await textLink(page, '/support').click();
    await expect(page.locator('h1')).toHaveText('Support');
    // No page load happened on the way: the window is the one the test marked.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
      true,
    );
  });

  test('clicks the app leaves to the browser: modified, another tab, another site', async ({
    page,
  }) => {
    await page.goto('/introduction');
    await waitForHydration(page);
    // Records whether the app took each click, and stops the browser from following it.
    await page.evaluate(() => {
      const taken: boolean[] = [];
      (window as unknown as { taken: boolean[] }).taken = taken;
      document.addEventListener('click', (event) => {
        taken.push(event.defaultPrevented);
        event.preventDefault();
      });
    });
    const click = (
      selector: string,
      init: { ctrlKey?: boolean; metaKey?: boolean; button?: number },
    ) =>
      page
        .locator(selector)
        .first()
        .evaluate((link, options) => {
          link.dispatchEvent(
            new MouseEvent('click', { bubbles: true, cancelable: true, ...options }),
          );
        }, init);
    const onboarding = '.markdown li a[href="/onboarding"]';
    await click(onboarding, { ctrlKey: true });
    await click(onboarding, { metaKey: true });
    await click(onboarding, { button: 1 });
    await click('.markdown :is(p, li) a[target="_blank"]', {});
    await click(onboarding, {});
    expect(await page.evaluate(() => (window as unknown as { taken: boolean[] }).taken)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test.describe('on a phone', () => {
    test.use(phone);

    test('a link in the text prefetches its page in view and preloads it on touch', async ({
      page,
    }) => {
      // Only the text's links are reported in view, so that the sidebar's (hydrated at
      // every width) prefetch nothing and what is fetched is the text's doing.
      await page.addInitScript(() => {
        const Observer = window.IntersectionObserver;
        window.IntersectionObserver = class extends Observer {
          constructor(report: IntersectionObserverCallback, options?: IntersectionObserverInit) {
            super((entries, observer) => {
              const inText = entries.filter((entry) => entry.target.closest('.markdown'));
              if (inText.length > 0) report(inText, observer);
            }, options);
          }
        };
      });
      // Its content's chunk: its own route's script is for a reader who opens it directly
      // (one who follows a link learns the route from its bucket, plugins/page-scripts).
      const [supportScript] = scriptsOnlyFor('/support', '/introduction').filter(
        (file) => !file.startsWith('/assets/js/routes/'),
      );
      const support = (url: string) => new URL(url).pathname === supportScript;
      const requests: string[] = [];
      page.on('request', (request) => {
        if (support(request.url())) requests.push(request.resourceType());
      });
      await page.goto('/introduction');
      await waitForHydration(page);
      const link = textLink(page, '/support');
      expect(await link.evaluate((a) => a.getBoundingClientRect().top > innerHeight)).toBe(true);
      const prefetched = page.locator(`link[rel="prefetch"][href="${supportScript}"]`);
      await expect(prefetched).toHaveCount(0);
      await link.scrollIntoViewIfNeeded();
      await expect(prefetched).toHaveCount(1);
      expect(requests).not.toContain('script');
      await link.dispatchEvent('touchstart');
      await expect.poll(() => requests).toContain('script');
    });
  });
});
