import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

import type { APIRequestContext } from '@playwright/test';

import { expect } from './fixtures';
import { repoRoot } from '../../tools/paths';

const run = promisify(execFile);

type CheckResult = {
  id: string;
  status: 'pass' | 'warn' | 'fail' | 'skip' | 'error';
  message: string;
};
type Report = { results: CheckResult[]; scoring: { overall: number } };

/**
 * The Agent-Friendly Documentation Spec's checker (afdocs), run as an agent's builder
 * would run it against the served site, its links read as the published site's.
 */
async function afdocs(baseURL: string, canonicalOrigin: string): Promise<Report> {
  // It exits with 1 when a check fails; its report is on stdout either way.
  const { stdout } = await run(
    join(repoRoot, 'node_modules/.bin/afdocs'),
    [
      'check',
      baseURL,
      '--canonical-origin',
      canonicalOrigin,
      '--format',
      'json',
      '--score',
      '--quiet',
      // Its pause between requests spares a remote host; a local server needs none, and
      // the same requests are made without it (a fifth of a second each, most of its run).
      '--request-delay',
      '0',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(stdout) as Report;
}

/**
 * Fails on any check of the checker that warns or fails on the site at `baseURL`, its
 * links read as those of the site published at `canonicalOrigin`, and unless the score
 * is 100. The server must give Markdown on request (Accept: text/markdown).
 */
export async function expectAgentFriendly(
  baseURL: string,
  request: APIRequestContext,
  canonicalOrigin = 'https://docs.chitchatlabs.com',
): Promise<void> {
  const report = await afdocs(baseURL, canonicalOrigin);
  const asked = await request.get(`${baseURL}/introduction`, {
    headers: { Accept: 'text/markdown' },
  });
  const negotiates = asked.headers()['content-type']?.startsWith('text/markdown') ?? false;
  expect(negotiates, 'Markdown on request').toBe(true);
  const flagged = report.results
    .filter(({ status }) => status !== 'pass' && status !== 'skip')
    .map(({ id, status, message }) => `${status} ${id}: ${message}`);
  expect(flagged).toEqual([]);
  expect(report.scoring.overall).toBe(100);
}
