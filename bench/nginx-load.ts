/**
 * Load on nginx serving the production build: a bounded `wrk` run of 10 s per URL
 * on 127.0.0.1, for a page and one hashed asset, with the browsers' Accept-Encoding.
 * Needs a build (`npm run build`), nginx and wrk (scripts/ensure-system-deps.sh --bench).
 *
 * `npm run bench` reports it in bench/RESULTS.md; alone, `npm run bench:nginx` prints
 * the same table.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

import { startNginx } from '../tools/nginx-server';
import { buildDir } from '../tools/paths';

const run = promisify(execFile);

export type NginxLoadResult = {
  path: string;
  requestsPerSecond: number;
  p99LatencyMs: number;
  requests: number;
  /** Socket errors, timeouts and non-2xx/3xx answers together. */
  errors: number;
};

export const nginxLoadSeconds = 10;

export type NginxLoadOptions = { seconds?: number; connections?: number; threads?: number };

function milliseconds(value: string, unit: string): number {
  const scale: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
  return Number(value) * (scale[unit] ?? NaN);
}

/** Reads wrk's --latency report. */
export function parseWrk(path: string, report: string): NginxLoadResult {
  const number = (re: RegExp): number => Number(re.exec(report)?.[1] ?? 0);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(report);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    report,
  );
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    path,
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p99LatencyMs: p99 ? milliseconds(p99[1], p99[2]) : NaN,
    requests: number(/(\d+) requests in/),
    errors: socketErrors + number(/Non-2xx or 3xx responses: (\d+)/),
  };
}

/** The main bundle the landing page loads (named in its inline loader, not a script tag). */
function hashedAsset(): string {
  const match = /(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(
    readFileSync(join(buildDir, 'index.html'), 'utf8'),
  );
  if (!match) throw new Error('No hashed bundle in build/index.html: run npm run build first');
  return match[1];
}

export async function runNginxLoad(options: NginxLoadOptions = {}): Promise<NginxLoadResult[]> {
  const { seconds = nginxLoadSeconds, connections = 32, threads = 2 } = options;
  const server = await startNginx();
  try {
    const results: NginxLoadResult[] = [];
    for (const path of ['/introduction', hashedAsset()]) {
      const { stdout } = await run(
        'wrk',
        [
          `--threads=${threads}`,
          `--connections=${connections}`,
          `--duration=${seconds}s`,
          '--timeout=2s',
          '--latency',
          '--header=Accept-Encoding: gzip, deflate, br',
          `${server.origin}${path}`,
        ],
        { timeout: (seconds + 20) * 1000 },
      );
      results.push(parseWrk(path, stdout));
    }
    return results;
  } finally {
    await server.stop();
  }
}

/** The results as a Markdown table, for bench/RESULTS.md and the console. */
export function formatNginxLoad(
  results: readonly NginxLoadResult[],
  seconds = nginxLoadSeconds,
): string {
  return [
    `wrk, ${seconds} s per URL, 127.0.0.1, Accept-Encoding gzip/br.`,
    '',
    '| URL | requests/s | p99 latency | requests | errors |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| \`${r.path}\` | ${Math.round(r.requestsPerSecond)} | ${r.p99LatencyMs.toFixed(2)} ms | ${r.requests} | ${r.errors} |`,
    ),
  ].join('\n');
}

// Run directly (`npm run bench:nginx`), not imported by the main benchmark.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runNginxLoad({ seconds: nginxLoadSeconds })
    .then((results) => {
      console.log(`## nginx under load\n\n${formatNginxLoad(results)}`);
      if (results.some((r) => r.errors > 0)) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
