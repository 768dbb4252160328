/**
 * A page's Markdown copy leaves out the lines the page hides as magic comments: the site's
 * own (`themeConfig.prism.magicComments`, as Docusaurus's code-blocks guide configures
 * them), and the theme's default ones when the site configures none.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mdxToMarkdown } from '@site/plugins/llms/convert';
import { llmsFiles } from '@site/plugins/llms/files';
import type { MagicComment } from '@site/plugins/llms/magicComments';

import { docIds, docsContent, docsSiteContext } from './llms-docs-site';

/** The code-blocks guide's configuration: the theme's highlight, and an error line. */
const guideMagicComments: MagicComment[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
  { className: 'code-block-error-line', line: 'This will error' },
];

const page = [
  '# T',
  '',
  '```js',
  'function HighlightMoreText(highlight) {',
  '  // highlight-next-line',
  '  if (highlight) {',
  '    // This will error',
  "    return 'This range is highlighted!';",
  '  }',
  '}',
  '```',
  '',
  '```md',
  '<!-- This will error -->',
  '// highlight-next-line',
  '```',
  '',
].join('\n');

const copyOf = (magicComments?: MagicComment[]): string =>
  mdxToMarkdown(page, {
    title: 'T',
    resolveUrl: (url) => url,
    reportLeftOut: () => undefined,
    ...(magicComments ? { codeBlocks: { magicComments } } : {}),
  });

describe('magic comments in Markdown copies', () => {
  it("strips the site's own magic comments, in the syntaxes of the block's language", () => {
    const copy = copyOf(guideMagicComments);
    expect(copy).not.toContain('This will error');
    expect(copy).not.toContain('  // highlight-next-line');
    expect(copy).toContain("  if (highlight) {\n    return 'This range is highlighted!';");
    // `//` is no comment in Markdown: the page shows that line.
    expect(copy).toContain('```md\n// highlight-next-line\n```');
  });

  it("keeps a line the site's magic comments do not name, as the page shows it", () => {
    const copy = copyOf([{ className: 'code-block-error-line', line: 'This will error' }]);
    expect(copy).toContain('  // highlight-next-line\n');
    expect(copy).not.toContain('This will error');
  });

  it("strips the theme's default ones when the site configures none", () => {
    const copy = copyOf();
    expect(copy).not.toContain('  // highlight-next-line\n');
    expect(copy).toContain('    // This will error\n');
  });
});

describe("a site's Markdown copies", () => {
  let siteDir: string;
  beforeAll(() => {
    siteDir = mkdtempSync(join(tmpdir(), 'llms-magic-comments-'));
    mkdirSync(join(siteDir, 'docs'));
    for (const id of docIds) writeFileSync(join(siteDir, 'docs', `${id}.mdx`), page);
  });
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  it("read the magic comments from the site's themeConfig.prism", async () => {
    const context = docsSiteContext(siteDir);
    const withPrism = {
      ...context,
      siteConfig: {
        ...context.siteConfig,
        themeConfig: { prism: { magicComments: guideMagicComments } },
      },
    } as unknown as Pick<LoadContext, 'siteDir' | 'siteConfig'>;
    const files = await llmsFiles(docsContent(), withPrism, { remarkPlugins: [], files: [] });
    const copy = files.find(({ file }) => file === 'introduction.md')?.text ?? '';
    expect(copy).toContain("  if (highlight) {\n    return 'This range is highlighted!';");
    expect(copy).not.toContain('This will error');
  });
});
