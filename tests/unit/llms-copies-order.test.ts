/**
 * The docs' Markdown copies are read or made a few at a time: what each leaves out is
 * still reported in reading order, and the copies are listed in it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { PluginOptions } from '@site/plugins/llms/options';

import { docIds, docsContent, docsSiteContext } from './llms-docs-site';

let siteDir: string;
const nodeEnv = process.env.NODE_ENV;

beforeAll(() => {
  process.env.NODE_ENV = 'production';
  siteDir = mkdtempSync(join(tmpdir(), 'llms-order-'));
  mkdirSync(join(siteDir, 'docs'));
  // The first doc is the longest to convert: it finishes last of the ones begun together.
  for (const [index, id] of docIds.entries())
    writeFileSync(
      join(siteDir, 'docs', `${id}.mdx`),
      `# The ${id} page\n\n${'A paragraph of text.\n\n'.repeat(index === 0 ? 3_000 : 1)}Text {Date.now()} in ${id}.\n`,
    );
});

afterAll(() => {
  process.env.NODE_ENV = nodeEnv;
  rmSync(siteDir, { recursive: true, force: true });
});

describe('the Markdown copies made a few at a time', () => {
  it('report what they leave out, and are listed, in reading order', async () => {
    vi.resetModules();
    const { llmsFiles } = await import('@site/plugins/llms/files');
    const options: PluginOptions = { remarkPlugins: [], remarkInputs: [], files: [] };
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const files = await llmsFiles(docsContent(), docsSiteContext(siteDir), options);
      const warnings = warned.mock.calls.map(([line]) => String(line));
      expect(warnings).toHaveLength(docIds.length);
      docIds.forEach((id, index) => expect(warnings[index]).toContain(`docs/${id}.mdx`));
      expect(files.map(({ file }) => file).filter((file) => file.endsWith('.md'))).toEqual(
        docIds.map((id) => `${id}.md`),
      );
    } finally {
      warned.mockRestore();
    }
  });
});
