import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { builtLocalePaths, renderNginxConf } from '../plugins/static-hosting/nginxConf';
import { buildDir, repoRoot } from './paths';

export type NginxServer = {
  origin: string;
  port: number;
  /** The nginx master process. */
  pid: number;
  stop: () => Promise<void>;
};

function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/**
 * The ports nginx may use in the tests: the nine above the e2e port, so that test
 * runs side by side on one machine each keep to their own range.
 */
export function nginxTestPorts(): number[] {
  const e2ePort = Number(process.env.E2E_PORT ?? 4173);
  return Array.from({ length: 9 }, (_, i) => e2ePort + 1 + i);
}

async function isRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(check: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(`${origin}/`, { method: 'HEAD' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts nginx with deploy/nginx.conf (through scripts/serve-nginx.sh, as
 * `npm run serve:nginx` does) on a free port, with its files in a new temporary
 * folder, serving every locale built into `siteRoot`. `stop()` ends it by its pid and waits until the master process is gone.
 */
export async function startNginx(siteRoot = buildDir, firstPortIndex = 0): Promise<NginxServer> {
  const ports = nginxTestPorts();
  const ordered = [...ports.slice(firstPortIndex), ...ports.slice(0, firstPortIndex)];
  for (const port of ordered) {
    if (!(await isFree(port))) continue;
    const prefix = await mkdtemp(join(tmpdir(), 'chitchatlabs-nginx-test-'));
    // Rendered here: the script would start a TypeScript runner for it, seconds on a busy machine.
    const siteConf = join(prefix, 'site.conf');
    const localePaths = builtLocalePaths(siteRoot);
    await writeFile(
      siteConf,
      renderNginxConf({ listen: `127.0.0.1:${port}`, root: siteRoot, localePaths }),
    );
    const script = spawn('bash', [join(repoRoot, 'scripts/serve-nginx.sh')], {
      env: {
        ...process.env,
        PORT: String(port),
        SITE_ROOT: siteRoot,
        NGINX_PREFIX: prefix,
        SITE_CONF: siteConf,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    script.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<void>((done) => script.once('exit', () => done()));
    const origin = `http://127.0.0.1:${port}`;
    const pidFile = join(prefix, 'nginx.pid');
    try {
      // Another worker's nginx may already answer on this port while ours fails to
      // bind it: only our own pid file says that ours is the one answering.
      await waitUntil(
        async () => script.exitCode !== null || (existsSync(pidFile) && (await answers(origin))),
        `nginx on ${origin}`,
      );
    } catch (error) {
      script.kill('SIGTERM');
      throw error;
    }
    if (script.exitCode !== null) {
      await rm(prefix, { recursive: true, force: true });
      if (/Address already in use/.test(stderr)) continue;
      throw new Error(`nginx did not start: ${stderr}`);
    }
    const pid = Number(readFileSync(pidFile, 'utf8'));
    return {
      origin,
      port,
      pid,
      stop: async () => {
        process.kill(pid, 'SIGTERM');
        await waitUntil(async () => !(await isRunning(pid)), `nginx pid ${pid} to exit`);
        await exited;
        await rm(prefix, { recursive: true, force: true });
      },
    };
  }
  throw new Error(`No free port for nginx among ${ports.join(', ')}`);
}

export type RawResponse = { status: number; head: string; body: Buffer };

/**
 * Sends bytes exactly as given (an HTTP client would normalise the path or refuse
 * the request) and reads the answer until the server closes the connection.
 */
export function rawRequest(port: number, request: string | Buffer): Promise<RawResponse> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    socket.setTimeout(5000, () => socket.destroy(new Error('raw request timed out')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', fail);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      const head = raw.subarray(0, split < 0 ? raw.length : split).toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? NaN);
      done({ status, head, body: split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4) });
    });
  });
}
