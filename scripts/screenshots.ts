/**
 * Screenshots for review (never compared pixel by pixel): the landing page and the
 * introduction at phone, tablet, laptop and wide widths, in light and dark mode.
 * Serves the production build (run `npm run build` first) and writes PNGs to
 * screenshots/. Port: SCREENSHOT_PORT (default 4174).
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

import { chromiumArgs, chromiumExecutable } from '../tools/chromium';

const port = Number(process.env.SCREENSHOT_PORT ?? 4174);
const baseUrl = `http://127.0.0.1:${port}`;
const root = join(__dirname, '..');
const outDir = join(root, 'screenshots');

const pages = [
  { name: 'home', path: '/' },
  { name: 'introduction', path: '/introduction' },
];
const viewports = [
  { width: 360, height: 780 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
const modes = ['light', 'dark'] as const;

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

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const docusaurus = join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const server = spawn(
    process.execPath,
    [docusaurus, 'serve', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    { cwd: root, stdio: 'ignore' },
  );
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
  });
  const foreign: string[] = [];
  try {
    await waitForServer(60_000);
    for (const mode of modes) {
      for (const viewport of viewports) {
        const context = await browser.newContext({ viewport, colorScheme: mode });
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
          await page.evaluate(() => document.fonts.ready);
          const file = join(outDir, `${name}-${viewport.width}-${mode}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(`wrote ${file}`);
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
