import { test, expect } from './fixtures';
import { docRoutes } from '../../tools/routes';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

test.describe('layout', () => {
  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/introduction');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    const focusInMain = await page.evaluate(() => {
      const main = document.querySelector('main');
      const active = document.activeElement;
      return Boolean(
        main && active && (main === active || main.contains(active) || active.contains(main)),
      );
    });
    expect(focusInMain).toBe(true);
  });

  test('the navbar holds the logo, title, search box and colour-mode toggle, and no navbar items', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto('/introduction');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.locator('.navbar__brand')).toContainText('ChitChatLabs');
    // One logo, drawn inline in the current mode's colours (first-paint.spec.ts).
    await expect(navbar.locator('.navbar__logo').getByRole('img')).toHaveCount(1);
    await expect(navbar.getByRole('img', { name: 'ChitChatLabs logo' })).toBeVisible();
    await expect(navbar.getByRole('button', { name: /dark|light|mode/i })).toBeVisible();
    await expect(navbar.getByRole('button', { name: 'Search' })).toBeVisible();
    // Besides the logo and title (one link home), search and the toggle, nothing to choose.
    await expect(navbar.getByRole('link').filter({ visible: true })).toHaveText(['ChitChatLabs']);
    await expect(navbar.getByRole('button').filter({ visible: true })).toHaveCount(2);
  });

  // Docusaurus's switch: 996 px and narrower is the mobile layout, wider is desktop.
  test('the hamburger shows up to 996 px and not above, nor at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/introduction');
    const hamburger = page.getByRole('button', { name: 'Toggle navigation bar' });
    await expect(hamburger).toBeVisible();
    await page.setViewportSize({ width: 996, height: 800 });
    await expect(hamburger).toBeVisible();
    await page.setViewportSize({ width: 997, height: 800 });
    await expect(hamburger).toBeHidden();
    await page.setViewportSize(desktop);
    await expect(hamburger).toBeHidden();
  });

  test('the mobile sidebar lists the docs, has no back button, and closes at desktop width', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/introduction');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const panel = page.locator('.navbar-sidebar');
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    const links = panel.locator('.menu__link');
    await expect(links).toHaveText(docRoutes.map((r) => new RegExp(r.sidebarLabel)));
    await expect(panel.getByText('← Back to main menu')).toHaveCount(0);
    await page.setViewportSize(desktop);
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('the mobile sidebar closes on its close button and after choosing a page', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/introduction');
    const navbar = page.locator('nav.navbar');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.locator('.navbar-sidebar .menu__link', { hasText: 'Support' }).click();
    await expect(page.locator('h1')).toHaveText('Support');
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('the docs sidebar lists the docs in order and cannot be hidden', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/introduction');
    const sidebar = page.locator('.theme-doc-sidebar-container');
    await expect(sidebar.locator('.menu__link')).toHaveText(
      docRoutes.map((r) => new RegExp(r.sidebarLabel)),
    );
    await expect(sidebar.locator('.menu__link').first()).toHaveAttribute('href', '/introduction');
    await expect(page.getByRole('button', { name: /collapse sidebar/i })).toHaveCount(0);
  });

  test('the footer is dark, with the logo and the 2024 copyright line, and no link columns', async ({
    page,
  }) => {
    await page.goto('/introduction');
    const footer = page.locator('footer.footer');
    await expect(footer).toHaveClass(/footer--dark/);
    // One logo, drawn inline in the dark mode's colours (first-paint.spec.ts).
    await expect(footer.getByRole('img')).toHaveCount(1);
    await expect(footer.getByRole('img', { name: 'ChitChatLabs logo' })).toBeVisible();
    await expect(footer).toContainText('Copyright © 2024 ChitChatLabs.');
    await expect(footer.getByRole('link')).toHaveCount(0);
  });

  for (const route of docRoutes) {
    test(`the table of contents of ${route.path} holds only h2 and h3 entries`, async ({
      page,
    }) => {
      await page.setViewportSize(desktop);
      await page.goto(route.path);
      const tocLinks = page.locator('.table-of-contents a');
      const targets = await tocLinks.evaluateAll((links) =>
        links.map((a) => {
          const id = decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1));
          return document.getElementById(id)?.tagName ?? 'missing';
        }),
      );
      const headings = await page
        .locator('article h2[id], article h3[id]')
        .evaluateAll((hs) => hs.map((h) => h.tagName));
      expect(targets).toEqual(headings);
      expect(targets.every((t) => t === 'H2' || t === 'H3')).toBe(true);
    });
  }
});
