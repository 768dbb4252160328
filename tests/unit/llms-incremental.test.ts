/**
 * The Markdown copies are made again only for what changed: the dev server asks for them
 * after every edit, and converting every page took 15 s at a thousand pages.
 */
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { llmsFiles, markdownCopyAt } from '@site/plugins/llms/files';
import type { PluginOptions } from '@site/plugins/llms/options';

import { docIds, docsContent, docsSiteContext } from './llms-docs-site';

let siteDir: string;
const ids = docIds;
const content = docsContent;
const context = () => docsSiteContext(siteDir);

/** Options whose remark plugin counts the pages it is run on, and reads `input`. */
function countingOptions(input: string): { options: PluginOptions; converted: string[] } {
  const converted: string[] = [];
  const countPages = () => (_tree: unknown, file: { history: string[] }) => {
    converted.push(file.history[0] ?? 'a page');
  };
  return { options: { remarkPlugins: [countPages], remarkInputs: [input], files: [] }, converted };
}

beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'llms-incremental-'));
  mkdirSync(join(siteDir, 'docs'));
  for (const id of ids) writeFileSync(join(siteDir, 'docs', `${id}.mdx`), `# The ${id} page\n`);
  writeFileSync(join(siteDir, 'openapi.yaml'), 'openapi: 3.1.0\n');
});

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('the Markdown copies after an edit', () => {
  it('converts the edited page again, and no other', async () => {
    const { options, converted } = countingOptions(join(siteDir, 'openapi.yaml'));
    await llmsFiles(content(), context(), options);
    expect(converted).toHaveLength(ids.length);

    converted.length = 0;
    appendFileSync(join(siteDir, 'docs/onboarding.mdx'), '\nA word added: zephyrquill.\n');
    const files = await llmsFiles(content(), context(), options);
    expect(converted).toHaveLength(1);
    expect(files.find(({ file }) => file === 'onboarding.md')?.text).toContain('zephyrquill');
    expect(files.find(({ file }) => file === 'llms-full.txt')?.text).toContain('zephyrquill');
  });

  it('converts every page again when a file the remark plugins read changes', async () => {
    const { options, converted } = countingOptions(join(siteDir, 'openapi.yaml'));
    await llmsFiles(content(), context(), options);
    converted.length = 0;
    appendFileSync(join(siteDir, 'openapi.yaml'), 'info: { title: Changed, version: "2" }\n');
    await llmsFiles(content(), context(), options);
    expect(converted).toHaveLength(ids.length);
  });

  it("makes one page's copy from that page alone", async () => {
    const { options, converted } = countingOptions(join(siteDir, 'openapi.yaml'));
    appendFileSync(join(siteDir, 'docs/support.mdx'), '\nAnother word: quillfeather.\n');
    const copy = await markdownCopyAt('/support.md', content(), context(), options);
    expect(copy?.file).toBe('support.md');
    expect(copy?.text).toContain('quillfeather');
    expect(converted).toHaveLength(1);
    expect(await markdownCopyAt('/nothing.md', content(), context(), options)).toBeUndefined();
  });
});
