/**
 * `docusaurus build` runs in a new process each time: the Markdown copies one build made
 * are kept on disk, and the next converts only the docs that changed.
 */
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { PluginOptions } from '@site/plugins/llms/options';

import { docIds, docsContent, docsSiteContext } from './llms-docs-site';

let siteDir: string;
const ids = docIds;
const content = docsContent;
const context = () => docsSiteContext(siteDir);
const nodeEnv = process.env.NODE_ENV;

/**
 * One production build's Markdown copies, in a fresh module graph as a new process has
 * it: the docs it converted, the warnings it printed and the files.
 */
async function build() {
  vi.resetModules();
  const { llmsFiles } = await import('@site/plugins/llms/files');
  const converted: string[] = [];
  const countPages = () => (_tree: unknown, file: { history: string[] }) => {
    converted.push(file.history[0] ?? 'a page');
  };
  const options: PluginOptions = { remarkPlugins: [countPages], remarkInputs: [], files: [] };
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const files = await llmsFiles(content(), context(), options);
    return { converted, warnings: warned.mock.calls.map(([line]) => String(line)), files };
  } finally {
    warned.mockRestore();
  }
}

beforeAll(() => {
  process.env.NODE_ENV = 'production';
  siteDir = mkdtempSync(join(tmpdir(), 'llms-kept-'));
  mkdirSync(join(siteDir, 'docs'));
  for (const id of ids) writeFileSync(join(siteDir, 'docs', `${id}.mdx`), `# The ${id} page\n`);
  // Something its copy leaves out, with a warning.
  appendFileSync(join(siteDir, 'docs/support.mdx'), '\nText {Date.now()} here.\n');
});

afterAll(() => {
  process.env.NODE_ENV = nodeEnv;
  rmSync(siteDir, { recursive: true, force: true });
});

describe('the Markdown copies in the next build', () => {
  it('are converted again only for the edited doc, and warn as the first build did', async () => {
    const first = await build();
    expect(first.converted).toHaveLength(ids.length);
    expect(first.warnings).toEqual([expect.stringContaining('the expression {Date.now()}')]);

    appendFileSync(join(siteDir, 'docs/onboarding.mdx'), '\nA word added: zephyrquill.\n');
    const second = await build();
    expect(second.converted).toHaveLength(1);
    expect(second.warnings).toEqual(first.warnings);
    expect(second.files.find(({ file }) => file === 'onboarding.md')?.text).toContain(
      'zephyrquill',
    );
    expect(second.files.find(({ file }) => file === 'support.md')?.text).toBe(
      first.files.find(({ file }) => file === 'support.md')?.text,
    );
  });
});
