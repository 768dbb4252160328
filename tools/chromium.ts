import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

/** Flags for a headless Chromium on a machine with no network but loopback. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const systemChromium = '/usr/bin/chromium';
const systemHeadlessShell = '/usr/lib/chromium/chromium-headless-shell';

/** Debian's Chromium when installed; otherwise Playwright's own browser. */
export function chromiumExecutable(): string | undefined {
  return process.env.CHROMIUM_PATH ?? (existsSync(systemChromium) ? systemChromium : undefined);
}

/**
 * The browser the end-to-end tests and the screenshots launch: Debian's headless shell
 * build of the same Chromium (what Playwright itself runs headless) when installed,
 * because it runs the suite in about half the full browser's time on two cores;
 * otherwise as `chromiumExecutable`. The benchmark keeps the full browser, which
 * Lighthouse drives.
 */
export function testChromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(systemHeadlessShell) ? systemHeadlessShell : chromiumExecutable();
}

/** A headless Chromium with `chromiumArgs`: the benchmark's full browser unless told another. */
export function launchChromium(executablePath = chromiumExecutable()): Promise<Browser> {
  return chromium.launch({ executablePath, args: chromiumArgs });
}
