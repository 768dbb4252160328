import { describe, expect, it } from 'vitest';

import { mdxToMarkdown } from '@site/plugins/llms/convert';
import type { LeftOut } from '@site/plugins/llms/leftOut';

// Excerpts of Docusaurus's own "Markdown features" guide (website/docs/guides/markdown-features).
let leftOut: LeftOut[] = [];
const convert = (
  source: string,
  readPartial?: (specifier: string) => string | undefined,
): string => {
  leftOut = [];
  return mdxToMarkdown(source, {
    title: 'T',
    resolveUrl: (url) => url,
    reportLeftOut: (item) => leftOut.push(item),
    ...(readPartial ? { readPartial } : {}),
  });
};

const lines = (...written: string[]): string => `${written.join('\n')}\n`;

describe('Markdown copies of pages written as Docusaurus writes its own', () => {
  it('gives sibling tab groups labels of one level (markdown-features-tabs)', () => {
    const source = lines(
      '# Tabs',
      '',
      '## Syncing tab choices {#syncing-tab-choices}',
      '',
      '<Tabs groupId="operating-systems">',
      '  <TabItem value="win" label="Windows" default>Use Ctrl + C to copy.</TabItem>',
      '  <TabItem value="mac" label="MacOS">Use Command + C to copy.</TabItem>',
      '</Tabs>',
      '',
      '<Tabs groupId="operating-systems">',
      '  <TabItem value="win" label="Windows" default>Use Ctrl + V to paste.</TabItem>',
      '  <TabItem value="mac" label="MacOS">Use Command + V to paste.</TabItem>',
      '</Tabs>',
    );
    const headings = convert(source).match(/^#+ .*$/gm);
    expect(headings).toEqual([
      '# Tabs',
      '## Syncing tab choices',
      '### Windows',
      '### MacOS',
      '### Windows',
      '### MacOS',
    ]);
  });

  it('keeps the words of JSX split over lines, string expressions and props (markdown-features-react)', () => {
    const source = lines(
      '# T',
      '',
      '<BrowserWindow minHeight={240}>',
      '',
      '<><Highlight color="#25c2a0">Docusaurus green</Highlight>',
      '{` `}and <Highlight color="#1877F2">Facebook blue</Highlight> are my favorite colors.</>',
      '',
      '</BrowserWindow>',
      '',
      "import PartialExample from './_markdown-partial-example.mdx';",
      '',
      '<BrowserWindow>',
      '  <PartialExample name="Sebastien" />',
      '</BrowserWindow>',
      '',
      '<p>The title of this page is: <b>{contentTitle}</b></p>',
    );
    const partial = lines(
      '<span>Hello {props.name}</span>',
      '',
      'This is text some content from `_markdown-partial-example.mdx`.',
    );
    const markdown = convert(source, (specifier) =>
      specifier === './_markdown-partial-example.mdx' ? partial : undefined,
    );
    expect(markdown).toBe(
      lines(
        '# T',
        '',
        'Docusaurus green',
        'and Facebook blue are my favorite colors.',
        '',
        'Hello Sebastien',
        '',
        'This is text some content from `_markdown-partial-example.mdx`.',
        '',
        // The page's h1, as the MDX loader exports it.
        'The title of this page is: **T**',
      ),
    );
  });

  it('writes a <pre> of string expressions as the text it shows (markdown-features-code-blocks)', () => {
    const source = lines(
      '# T',
      '',
      '<BrowserWindow>',
      '  <pre>',
      "    <b>{'Input: '}</b>",
      "    {'1 2 3 4\\n'}",
      "    <b>{'Output: '}</b>",
      '    {\'"366300745"\\n\'}',
      '  </pre>',
      '</BrowserWindow>',
    );
    expect(convert(source)).toBe(
      lines('# T', '', '```', 'Input: 1 2 3 4', 'Output: "366300745"', '```'),
    );
  });

  it('links an inline TOC to the ids the page gives its {/* #id */} headings (markdown-features-toc)', () => {
    const source = lines(
      '# Headings and Table of contents',
      '',
      "import TOCInline from '@theme/TOCInline';",
      '',
      '<TOCInline toc={toc} />',
      '',
      '## Markdown headings {/* #markdown-headings */}',
      '',
      '### Heading IDs {/* #heading-ids */}',
      '',
      '## Table of contents heading level {/* #table-of-contents-heading-level */}',
      '',
      '## Classic {#classic-id}',
      '',
      '## Example Section 1',
    );
    expect(convert(source)).toContain(
      lines(
        '- [Markdown headings](#markdown-headings)',
        '  - [Heading IDs](#heading-ids)',
        '- [Table of contents heading level](#table-of-contents-heading-level)',
        '- [Classic](#classic-id)',
        '- [Example Section 1](#example-section-1)',
      ),
    );
  });

  it('keeps in a ```md example the magic comments the page shows there (markdown-features-code-blocks)', () => {
    const source = lines(
      '# T',
      '',
      '````md',
      '```js',
      'function HighlightSomeText(highlight) {',
      '  if (highlight) {',
      '    // highlight-next-line',
      "    return 'This text is highlighted!';",
      '  }',
      '}',
      '```',
      '````',
      '',
      '```js',
      'function HighlightSomeText(highlight) {',
      '  if (highlight) {',
      '    // highlight-next-line',
      "    return 'This text is highlighted!';",
      '  }',
      '}',
      '```',
    );
    expect(convert(source)).toBe(
      lines(
        '# T',
        '',
        '````md',
        '```js',
        'function HighlightSomeText(highlight) {',
        '  if (highlight) {',
        '    // highlight-next-line',
        "    return 'This text is highlighted!';",
        '  }',
        '}',
        '```',
        '````',
        '',
        '```js',
        'function HighlightSomeText(highlight) {',
        '  if (highlight) {',
        "    return 'This text is highlighted!';",
        '  }',
        '}',
        '```',
      ),
    );
  });

  it('copies <Admonition type title> as its :::tip[title] (markdown-features-admonitions)', () => {
    const source = lines(
      '# Admonitions',
      '',
      "import Admonition from '@theme/Admonition';",
      '',
      '<BrowserWindow>',
      '  <Admonition type="tip" icon="💡" title="Did you know">',
      '    Use plugins to introduce shorter syntax for the most commonly used JSX',
      '    elements in your project.',
      '  </Admonition>',
      '</BrowserWindow>',
      '',
      ':::tip[Did you know]',
      '',
      'Use plugins.',
      '',
      ':::',
    );
    expect(convert(source)).toBe(
      lines(
        '# Admonitions',
        '',
        '> **Tip: Did you know**',
        '>',
        '> Use plugins to introduce shorter syntax for the most commonly used JSX',
        '> elements in your project.',
        '',
        '> **Tip: Did you know**',
        '>',
        '> Use plugins.',
      ),
    );
  });

  it('copies a JSX <h3> as a heading (markdown-features-intro)', () => {
    const source = lines(
      '# T',
      '',
      '<BrowserWindow>',
      '',
      '<h3>My Doc Section</h3>',
      '',
      'Hello world message with some **bold** text',
      '',
      '</BrowserWindow>',
    );
    expect(convert(source)).toBe(
      lines('# T', '', '### My Doc Section', '', 'Hello world message with some **bold** text'),
    );
  });

  it('names the partial, at its own line, for what a partial holds that has no Markdown form (markdown-features-react)', () => {
    const source = lines(
      '# T',
      '',
      'Some text.',
      '',
      "import PartialExample from './_markdown-partial-example.mdx';",
      '',
      '<PartialExample />',
    );
    const partial = lines(
      '<span>Hello {props.name}</span>',
      '',
      'This is text some content from `_markdown-partial-example.mdx`.',
    );
    convert(source, () => partial);
    expect(leftOut).toEqual([
      { line: 1, what: 'the expression {props.name}', partial: './_markdown-partial-example.mdx' },
    ]);
  });
});
