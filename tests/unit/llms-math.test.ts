/**
 * A site that turns math on as Docusaurus's guide says (remark-math in the docs plugin's
 * `remarkPlugins`) and diagrams (```mermaid): each page's Markdown copy reads the page with
 * the docs' remark plugins and keeps its LaTeX and its diagram's source, as agents read them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import remarkMath from 'remark-math';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { llmsFiles } from '@site/plugins/llms/files';
import { docsRemarkPlugins } from '@site/plugins/mdx-source/docsRemarkPlugins';

import { docIds, docsContent, docsSiteContext } from './llms-docs-site';

let siteDir: string;

const mathPage = `# The introduction page

Let $f\\colon[a,b] \\to \\R$ be integrable, and $F(x)= \\int_{a}^{x} f(t)\\,dt$. It costs \\$5.

$$
I = \\int_0^{2\\pi} \\sin(x)\\,dx
$$

import Partial from './_formula.mdx';

<Partial />

\`\`\`mermaid
graph TD;
    A-->B;
\`\`\`
`;

const partial = 'Euler: $e^{i\\pi} + 1 = 0$.\n';

/** The site's context with its docs configured as `docs` in the classic preset. */
const contextWithDocs = (docs: Record<string, unknown>) => {
  const context = docsSiteContext(siteDir);
  return {
    ...context,
    siteConfig: { ...context.siteConfig, presets: [['classic', { docs }]], plugins: [] },
  } as unknown as Pick<LoadContext, 'siteDir' | 'siteConfig'>;
};

/** The introduction's Markdown copy, and what the build warned of while making it. */
async function introductionCopy(docs: Record<string, unknown>) {
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const files = await llmsFiles(docsContent(), contextWithDocs(docs), {
      remarkPlugins: [],
      files: [],
    });
    const copy = files.find(({ file }) => file === 'introduction.md')?.text ?? '';
    return { copy, warnings: warned.mock.calls.map(([line]) => String(line)) };
  } finally {
    warned.mockRestore();
  }
}

beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'llms-math-'));
  mkdirSync(join(siteDir, 'docs'));
  for (const id of docIds) writeFileSync(join(siteDir, 'docs', `${id}.mdx`), `# The ${id} page\n`);
  writeFileSync(join(siteDir, 'docs/introduction.mdx'), mathPage);
  writeFileSync(join(siteDir, 'docs/_formula.mdx'), partial);
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('the Markdown copy of a page with math and a diagram', () => {
  it('keeps inline math as $…$ and a block as $$…$$, with no warning', async () => {
    const { copy, warnings } = await introductionCopy({ remarkPlugins: [remarkMath] });
    expect(copy).toContain('Let $f\\colon[a,b] \\to \\R$ be integrable');
    expect(copy).toContain('$F(x)= \\int_{a}^{x} f(t)\\,dt$');
    expect(copy).toContain('$$\nI = \\int_0^{2\\pi} \\sin(x)\\,dx\n$$');
    // A dollar sign that is not math stays escaped, so the copy reads as the page does.
    expect(copy).toContain('It costs \\$5.');
    expect(warnings).toEqual([]);
  });

  it('reads an imported partial with the same plugins', async () => {
    const { copy } = await introductionCopy({ remarkPlugins: [remarkMath] });
    expect(copy).toContain('Euler: $e^{i\\pi} + 1 = 0$.');
  });

  it('keeps a diagram as a mermaid fence', async () => {
    const { copy } = await introductionCopy({ remarkPlugins: [remarkMath] });
    expect(copy).toContain('```mermaid\ngraph TD;\n    A-->B;\n```');
  });
});

describe('the docs plugin’s remark plugins', () => {
  const config = (presets: unknown[], plugins: unknown[] = []) =>
    ({ presets, plugins }) as unknown as LoadContext['siteConfig'];
  const before = () => undefined;

  it('are read from the classic preset, before-default ones first', () => {
    expect(
      docsRemarkPlugins(
        config([['@docusaurus/preset-classic', { docs: { remarkPlugins: [remarkMath] } }]]),
      ),
    ).toEqual([remarkMath]);
    expect(
      docsRemarkPlugins(
        config([
          [
            'classic',
            { docs: { beforeDefaultRemarkPlugins: [before], remarkPlugins: [remarkMath] } },
          ],
        ]),
      ),
    ).toEqual([before, remarkMath]);
  });

  it('are read from the default docs plugin listed on its own, not another instance', () => {
    expect(
      docsRemarkPlugins(
        config(
          [],
          [
            ['@docusaurus/plugin-content-docs', { id: 'community', remarkPlugins: [before] }],
            ['content-docs', { remarkPlugins: [remarkMath] }],
          ],
        ),
      ),
    ).toEqual([remarkMath]);
  });

  it('are none when the docs are off or have none', () => {
    expect(docsRemarkPlugins(config([['classic', { docs: false }]]))).toEqual([]);
    expect(docsRemarkPlugins(config(['classic']))).toEqual([]);
  });
});
