import { existsSync } from 'node:fs';

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

/** Debian's Chromium when installed; otherwise Playwright's own browser. */
export function chromiumExecutable(): string | undefined {
  return process.env.CHROMIUM_PATH ?? (existsSync(systemChromium) ? systemChromium : undefined);
}
