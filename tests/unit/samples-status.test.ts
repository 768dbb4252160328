import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readDocById, tabsBlocks } from './content/mdx';
import { python, requirePythonModule } from './content/python';

/**
 * The API page says each sample exits with an error on any status but 2xx. Here the
 * samples run for real (bash and curl, Node, Python with `requests`) against a local
 * server that answers with the status under test, in place of the API's host.
 */
const apiBase = 'https://app.chitchatlabs.com/chat-service/apis';
const page = await readDocById('3-1-messages');
const sample = (value: string): string =>
  tabsBlocks(page)
    .find((block) => block.section === 'single-message-example')
    ?.items.find((item) => item.value === value)?.code[0]?.code ?? '';

let server: Server;
let base = '';
const received: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const status = Number(/\/status\/(\d{3})\//.exec(request.url ?? '')?.[1] ?? 500);
    received.push(`${request.method} ${request.url}`);
    request.resume();
    request.on('end', () => {
      const location = status >= 300 && status < 400 ? { Location: `${base}/elsewhere` } : {};
      response.writeHead(status, { 'Content-Type': 'text/plain', ...location });
      response.end(`answer ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const directory = mkdtempSync(join(tmpdir(), 'samples-'));

/**
 * Runs a sample as a reader would, pointed at the local server; its exit code and output.
 * Asynchronously: the server answers from this same process.
 */
function run(language: string, status: number): Promise<{ code: number; output: string }> {
  const code = sample(language).replaceAll(apiBase, `${base}/status/${status}`);
  expect(code).toContain(base);
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, CHITCHATLABS_API_KEY: 'test-key' };
  const name = { curl: 'send.sh', js: 'send.mjs', python: 'send.py' }[language] ?? '';
  const file = join(directory, `${status}-${name}`);
  writeFileSync(file, code);
  const program = { curl: 'bash', js: process.execPath, python }[language] ?? '';
  return new Promise((resolve) => {
    execFile(
      program,
      [file],
      { encoding: 'utf8', env, timeout: 20_000 },
      (error, stdout, stderr) => {
        const exit = error && typeof error.code === 'number' ? error.code : error ? -1 : 0;
        resolve({ code: exit, output: `${stdout}${stderr}` });
      },
    );
  });
}

describe.each(['curl', 'js', 'python'])(
  'the %s single-message sample against a local server',
  (language) => {
    // The Python sample imports `requests`; without it, there is nothing to check.
    if (language === 'python') beforeAll(() => requirePythonModule('requests'));

    it.each([200, 204])('exits 0 on %i', { timeout: 30_000 }, async (status) => {
      const { code, output } = await run(language, status);
      expect(output).toContain(`HTTP status: ${status}`);
      expect(code, output).toBe(0);
    });

    it.each([302, 400])(
      'says the call failed and exits with an error on %i',
      { timeout: 30_000 },
      async (status) => {
        const before = received.length;
        const { code, output } = await run(language, status);
        expect(output).toMatch(/fail|error/i);
        expect(output).toContain(`HTTP status: ${status}`);
        expect(code, output).not.toBe(0);
        // The redirect is not followed.
        expect(received.slice(before)).toEqual([`POST /status/${status}/message/single`]);
      },
    );
  },
);
