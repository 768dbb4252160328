/**
 * A build served by Cloudflare's own local emulator of Pages (`wrangler pages dev`),
 * which applies `_headers` and `_redirects` with the host's parsers and answers page
 * addresses as the host does. It runs offline; the tests start it once per site.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { repoRoot } from './paths';

export type WranglerPages = {
  origin: string;
  /** Everything wrangler printed so far (its notes on `_headers` and `_redirects` among it). */
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * The newest date the runtime that comes with the pinned wrangler supports: a newer one
 * (wrangler's default is today) stops it from starting; `npm run serve:cloudflare` names
 * the same. A static site uses no flag it sets.
 */
const compatibilityDate = '2026-04-26';

function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/**
 * Two free ports among the twenty between nginx's and the dev server's (E2E_PORT + 10 to
 * + 29), the site's and the inspector's, from the pair `index` (a test worker's own, so
 * that two workers starting at once do not both take the first; ten workers have a pair
 * each).
 */
async function freePorts(index: number): Promise<[number, number]> {
  const first = Number(process.env.E2E_PORT ?? 4173) + 10;
  const range = Array.from({ length: 20 }, (_, i) => first + ((2 * index + i) % 20));
  const free: number[] = [];
  for (const port of range) if (free.length < 2 && (await isFree(port))) free.push(port);
  if (free.length < 2) throw new Error(`No two free ports for wrangler from ${first}`);
  return [free[0], free[1]];
}

/** Until wrangler says it is ready on `origin` (not another server on that port), or exits. */
async function waitUntilReady(
  origin: string,
  output: () => string,
  exited: () => boolean,
  ms: number,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!output().includes(`Ready on ${origin}`)) {
    if (exited() || Date.now() > deadline)
      throw new Error(`wrangler pages dev did not start on ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts `wrangler pages dev` on `buildDir`; `stop()` ends it and every process it started. */
export async function startWranglerPages(buildDir: string, portIndex = 0): Promise<WranglerPages> {
  const [port, inspectorPort] = await freePorts(portIndex);
  const state = await mkdtemp(join(tmpdir(), 'chitchatlabs-wrangler-'));
  const args = ['pages', 'dev', buildDir, '--ip', '127.0.0.1', '--port', String(port)];
  args.push('--inspector-port', String(inspectorPort), '--persist-to', state);
  args.push('--compatibility-date', compatibilityDate, '--show-interactive-dev-session=false');
  const wrangler = spawn(join(repoRoot, 'node_modules/.bin/wrangler'), args, {
    cwd: state,
    // Its own process group, so that stop() ends the runtime it starts too.
    detached: true,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', CI: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  wrangler.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  wrangler.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => wrangler.once('exit', () => done()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (wrangler.exitCode === null && wrangler.pid) process.kill(-wrangler.pid, 'SIGTERM');
    await exited;
    await rm(state, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(
      origin,
      () => output,
      () => wrangler.exitCode !== null,
      60_000,
    );
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n${output.slice(-4000)}`);
  }
  return { origin, output: () => output, stop };
}
