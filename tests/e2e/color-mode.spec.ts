import { parse, type DefaultTreeAdapterMap } from 'parse5';

import { test, expect } from './fixtures';

type ParsedNode = DefaultTreeAdapterMap['node'];
type ParsedElement = DefaultTreeAdapterMap['element'];

const childrenOf = (node: ParsedNode): ParsedNode[] =>
  'childNodes' in node ? node.childNodes : [];

/** Every element named `name` under `node`, in document order. */
const elementsNamed = (node: ParsedNode, name: string): ParsedElement[] =>
  childrenOf(node).flatMap((child) => [
    ...('tagName' in child && child.tagName === name ? [child] : []),
    ...elementsNamed(child, name),
  ]);

const textOf = (node: ParsedNode): string =>
  childrenOf(node)
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : textOf(child)))
    .join('');

const html = (page: import('@playwright/test').Page) => page.locator('html');

test.describe('colour mode', () => {
  test('a fresh profile starts light', async ({ page }) => {
    await page.goto('/introduction');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });

  test('the system preference is not followed', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    await page.goto('/introduction');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('the toggle switches the mode, stores it under "theme", and it survives a reload', async ({
    page,
  }) => {
    await page.goto('/introduction');
    const toggle = page.locator('nav.navbar').getByRole('button', { name: /mode/i });
    await toggle.click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await toggle.click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test.describe('without bundles', () => {
    // The blocked bundles are logged as failed loads.
    test.use({ expectedConsoleErrors: /net::ERR_FAILED/ });

    test('the stored mode is applied by the served HTML before any bundle runs', async ({
      page,
      request,
    }) => {
      // Read as the browser parses it, so the check holds however the minifier (or none)
      // wrote the script: `localStorage.getItem("theme")` or `window['localStorage'].getItem('theme')`.
      const served = parse(await (await request.get('/introduction')).text());
      const readsStoredMode = /localStorage["'\]]*\.getItem\((["'])theme\1\)/;
      const setsMode = /setAttribute\((["'])data-theme\1/;
      // In <head>, before the stylesheet: an inline script after a stylesheet waits for
      // it, and the parsing of the body behind the script with it.
      const headElements = elementsNamed(served, 'head').flatMap((head) =>
        childrenOf(head).filter((child): child is ParsedElement => 'tagName' in child),
      );
      const bootAt = headElements.findIndex(
        (element) => element.tagName === 'script' && readsStoredMode.test(textOf(element)),
      );
      expect(bootAt, 'inline colour-mode boot script in <head>').toBeGreaterThanOrEqual(0);
      expect(textOf(headElements[bootAt])).toMatch(setsMode);
      const stylesheetAt = headElements.findIndex(
        (element) =>
          element.tagName === 'link' &&
          element.attrs.some((attr) => attr.name === 'rel' && attr.value === 'stylesheet'),
      );
      expect(stylesheetAt, 'the stylesheet after the boot script').toBeGreaterThan(bootAt);
      expect(
        elementsNamed(served, 'body')
          .flatMap((body) => elementsNamed(body, 'script'))
          .some((script) => readsStoredMode.test(textOf(script))),
        'one boot script, in <head>',
      ).toBe(false);

      // With JavaScript bundles blocked, only the inline boot script can apply the mode.
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await page.route('**/assets/js/**', (route) => route.abort());
      await page.goto('/introduction');
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    });
  });
});
