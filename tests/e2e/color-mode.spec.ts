import { test, expect } from './fixtures';

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
      const served = await (await request.get('/introduction')).text();
      const head = served.slice(0, served.indexOf('</head>') + 7);
      const bootScript = served.match(
        /<script>([^<]*localStorage\.getItem\("theme"\)[^<]*)<\/script>/,
      );
      expect(bootScript, 'inline colour-mode boot script').not.toBeNull();
      expect(bootScript?.[1]).toContain('setAttribute("data-theme"');
      // The boot script is the first script that runs in <body>, ahead of the deferred bundles.
      expect(served.indexOf(bootScript?.[0] ?? '')).toBeGreaterThan(head.length - 1);

      // With JavaScript bundles blocked, only the inline boot script can apply the mode.
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await page.route('**/assets/js/**', (route) => route.abort());
      await page.goto('/introduction');
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    });
  });
});
