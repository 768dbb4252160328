/**
 * markdownlint's rules, as .markdownlint-cli2.jsonc sets them for `npm run lint`, over
 * excerpts of Docusaurus's own "Markdown features" guide: what MDX reads as comments,
 * expressions or JSX is not read as Markdown, after an `mdx-code-block` fence too, and a
 * page whose h1 is its front matter title is judged as Docusaurus draws it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Configuration } from 'markdownlint';
import { lint } from 'markdownlint/promise';
import jsoncParse from 'markdownlint-cli2/parsers/jsonc';
import { describe, expect, it } from 'vitest';

import { repoRoot } from '../../tools/paths';
import { formatProblem } from '../../tools/page-rules/format';
import { markdownInMdxRules } from '../../tools/page-rules/markdownInMdx';
import { repositorySite } from '../../tools/page-rules/site';
import { pageRuleProblems } from './content/pageRuleProblems';

const { config } = jsoncParse(readFileSync(join(repoRoot, '.markdownlint-cli2.jsonc'), 'utf8')) as {
  config: Configuration;
};

async function stockRuleProblems(page: string): Promise<string[]> {
  const results = await lint({
    strings: { 'docs/page.mdx': page },
    config,
    customRules: markdownInMdxRules(),
  });
  return Object.entries(results).flatMap(([fileName, errors]) =>
    errors.map((error) => formatProblem({ ...error, fileName })),
  );
}

const lines = (...written: string[]): string => `${written.join('\n')}\n`;

describe("markdownlint's rules on pages of Docusaurus's own guide", () => {
  it('read the page after an mdx-code-block fence as MDX reads it (markdown-features-react)', async () => {
    const page = lines(
      '# MDX and React',
      '',
      '```mdx-code-block',
      "import BrowserWindow from '@site/src/components/BrowserWindow';",
      '',
      '<BrowserWindow>',
      '',
      'Some content.',
      '',
      '</BrowserWindow>',
      '```',
      '',
      '## Exporting components {/* #exporting-components */}',
      '',
      'If you use the same component across a lot of files, consider adding it to the global scope. [See below](#mdx-component-scope)',
      '',
      '## MDX component scope {/* #mdx-component-scope */}',
      '',
      'Apart from [exporting a component](#exporting-components), a third way is to **register it to the global scope**.',
      '',
      'This feature is **experimental** and currently has a few [limitations](https://github.com/facebook/docusaurus/issues/9092).',
      '',
      '{/* prettier-ignore */}',
      '```jsx title="MyPage.jsx"',
      'export default function MyReactPage() {',
      '  return (',
      '    <div>',
      '      {/* highlight-start */}',
      '      <CodeBlock language="jsx">{`function HelloCodeTitle(props) {}`}</CodeBlock>',
      '      {/* highlight-end */}',
      '    </div>',
      '  );',
      '}',
      '```',
    );
    expect(await stockRuleProblems(page)).toEqual([]);
  });

  it('read the indented children of a <details> as MDX does: no code block (markdown-features-math-equations)', async () => {
    const page = lines(
      '# Math Equations',
      '',
      '1. Install the plugins:',
      '',
      '    ```js',
      '    const a = 1;',
      '    ```',
      '',
      '        <details>',
      '',
      '    <summary>Using a CommonJS config file?</summary>',
      '',
      '            If you decide to use a CommonJS config file, it is possible to load those ES module plugins.',
      '',
      '        </details>',
    );
    expect(
      (await stockRuleProblems(page)).filter((line) => line.includes('code-block-style')),
    ).toEqual([]);
  });
});

describe('one-h1 on a page of Docusaurus’s own guide', () => {
  const site = repositorySite();
  const oneH1 = async (page: string): Promise<string[]> =>
    (await pageRuleProblems(site, { 'docs/tabs.mdx': page })).filter((line) =>
      line.includes('one-h1'),
    );

  it('takes the front matter title for the h1 Docusaurus draws when the page has none (markdown-features-tabs)', async () => {
    const frontMatter = lines(
      '---',
      'id: tabs',
      'title: Tabs',
      'description: Using tabs inside Docusaurus Markdown.',
      'slug: /markdown-features/tabs',
      '---',
    );
    const body = lines(
      '',
      "import Tabs from '@theme/Tabs';",
      '',
      'To show tabbed content within Markdown files, you can fall back on MDX.',
    );
    expect(await oneH1(frontMatter + body)).toEqual([]);
    expect(await oneH1(frontMatter + lines('', '# Tabs') + body)).toEqual([]);
    expect(await oneH1(frontMatter + lines('', '# Tab groups') + body)).toEqual([
      'docs/tabs.mdx:8:1  one-h1  the h1 "Tab groups" is not the front matter title "Tabs": write the same words in both',
    ]);
  });
});
