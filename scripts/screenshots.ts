/**
 * Screenshots for review (never compared pixel by pixel): every route, the not-found
 * page and the search page at 320, 390, 768, 1024 and 1440 px, in light and dark mode,
 * plus the phone-width states a reader opens (the mobile menu, the table of contents
 * dropdown, the "Copy page" menu). Serves the production build (run `npm run build`
 * first) and writes PNGs to screenshots/ (git-ignored). Port: SCREENSHOT_PORT (default
 * 4174). SCREENSHOT_ONLY=name1,name2 limits the run to those pages.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

import { allRoutes, colorModes } from '../tools/routes';
import { launchChromium, testChromiumExecutable } from '../tools/chromium';

const port = Number(process.env.SCREENSHOT_PORT ?? 4174);
const baseUrl = `http://127.0.0.1:${port}`;
const root = join(__dirname, '..');
const outDir = join(root, 'screenshots');

const nameOf = (path: string): string => (path === '/' ? 'home' : path.slice(1));
const allPages = [
  ...allRoutes.map(({ path }) => ({ name: nameOf(path), path })),
  { name: 'not-found', path: '/no-such-page' },
  { name: 'search', path: '/search?q=template' },
];
const only = process.env.SCREENSHOT_ONLY?.split(',');
const pages = only ? allPages.filter(({ name }) => only.includes(name)) : allPages;
const widths = [320, 390, 768, 1024, 1440];
const phoneWidths = [320, 390];

/** What a reader opens on a phone, each shown on its own (viewport-sized) screenshot. */
const phoneStates: { name: string; path: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'menu',
    path: '/3-1-messages',
    open: (page) => page.getByRole('button', { name: 'Toggle navigation bar' }).click(),
  },
  {
    name: 'toc',
    path: '/3-1-messages',
    open: (page) => page.getByRole('button', { name: 'On this page' }).click(),
  },
  {
    name: 'copy-menu',
    path: '/3-1-messages',
    open: (page) => page.getByRole('button', { name: 'More ways to read this page' }).click(),
  },
];

async function waitForServer(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(baseUrl)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The site did not answer on ${baseUrl}`);
}

/** Loaded, hydrated, fonts in, and no transition caught halfway. */
async function settle(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const docusaurus = join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const server = spawn(
    process.execPath,
    [docusaurus, 'serve', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    { cwd: root, stdio: 'ignore' },
  );
  const browser = await launchChromium(testChromiumExecutable());
  const foreign: string[] = [];
  try {
    await waitForServer(60_000);
    for (const mode of colorModes) {
      for (const width of widths) {
        const context = await browser.newContext({
          viewport: { width, height: width < 768 ? 800 : 900 },
          colorScheme: mode,
        });
        await context.route(
          (url) => url.protocol.startsWith('http') && url.hostname !== '127.0.0.1',
          async (route) => {
            foreign.push(route.request().url());
            await route.abort('blockedbyclient');
          },
        );
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const page = await context.newPage();
        for (const { name, path } of pages) {
          await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
          await settle(page);
          const file = join(outDir, `${name}-${width}-${mode}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(`wrote ${file}`);
        }
        if (phoneWidths.includes(width)) {
          for (const state of phoneStates) {
            if (only && !only.includes(state.name)) continue;
            await page.goto(baseUrl + state.path, { waitUntil: 'networkidle' });
            await settle(page);
            await state.open(page);
            await settle(page);
            const file = join(outDir, `${state.name}-${width}-${mode}.png`);
            await page.screenshot({ path: file });
            console.log(`wrote ${file}`);
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.kill();
  }
  if (foreign.length > 0) throw new Error(`Requests to other hosts: ${foreign.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
