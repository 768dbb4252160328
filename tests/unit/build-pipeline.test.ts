import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { runBuildSteps, type NamedStep } from '@site/plugins/build-pipeline';
import type { BuildStep, BuiltSite } from '@site/plugins/build-pipeline/step';

let outDir: string;
const run = (steps: readonly NamedStep[]): Promise<void> =>
  runBuildSteps(steps, { outDir } as BuiltSite);

beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'build-pipeline-'));
  writeFileSync(join(outDir, 'page.html'), 'page');
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

/** A step that appends its name to the page, reading it first: slow when it yields between. */
const appendStep =
  (name: string): BuildStep =>
  async ({ outDir: dir }) => {
    const text = await readFile(join(dir, 'page.html'), 'utf8');
    await new Promise((resolve) => setImmediate(resolve));
    await writeFile(join(dir, 'page.html'), `${text} ${name}`);
  };

describe('the build pipeline', () => {
  it('runs each step on what the step before it wrote', async () => {
    await run([
      ['first', appendStep('first')],
      ['second', appendStep('second')],
      ['third', appendStep('third')],
    ]);
    expect(readFileSync(join(outDir, 'page.html'), 'utf8')).toBe('page first second third');
  });

  it('names the step that failed, and runs none after it', async () => {
    const failing: BuildStep = () => Promise.reject(new Error('no fonts'));
    await expect(
      run([
        ['fonts', failing],
        ['later', appendStep('later')],
      ]),
    ).rejects.toThrow('Build step "fonts" failed');
    expect(readFileSync(join(outDir, 'page.html'), 'utf8')).toBe('page');
  });

  it('prints how long each step took, in the order they ran', async () => {
    const printed = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      await run([
        ['first', appendStep('first')],
        ['second', appendStep('second')],
      ]);
      const lines = printed.mock.calls.map(([line]) => String(line));
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^\[build-pipeline\] first: \d+\.\d\d s$/);
      expect(lines[1]).toMatch(/^\[build-pipeline\] second: \d+\.\d\d s$/);
    } finally {
      printed.mockRestore();
    }
  });
});
