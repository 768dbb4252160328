/**
 * What an MDX page exports (`contentTitle`, `toc`, `frontMatter`) is known when the site is
 * built: a Markdown copy shows what the page's expressions draw with it, as Docusaurus's
 * "MDX and React" guide uses them, and leaves out (with a warning) only what is known when
 * the page runs.
 */
import { describe, expect, it } from 'vitest';

import { mdxToMarkdown } from '@site/plugins/llms/convert';
import type { LeftOut } from '@site/plugins/llms/leftOut';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

let leftOut: LeftOut[] = [];
const convert = (source: string, frontMatter?: Record<string, unknown>): string => {
  leftOut = [];
  return mdxToMarkdown(source, {
    title: 'From the front matter',
    resolveUrl: (url) => url,
    reportLeftOut: (item) => leftOut.push(item),
    ...(frontMatter ? { frontMatter } : {}),
  });
};

/** The guide's "Available exports" section, after a heading of each kind. */
const guidePage = lines(
  '---',
  'id: markdown-features-react',
  'description: Using the power of React in Docusaurus Markdown documents, thanks to MDX',
  '---',
  '',
  "import CodeBlock from '@theme/CodeBlock';",
  '',
  '# MDX and React',
  '',
  '## Exporting components {#exporting-components}',
  '',
  '### Using `code` & _emphasis_ {/* #using-code */}',
  '',
  'The table of contents for this page, serialized:',
  '',
  '<CodeBlock className="language-json">{JSON.stringify(toc, null, 2)}</CodeBlock>',
  '',
  'The front matter of this page:',
  '',
  '<ul>',
  '  {Object.entries(frontMatter).map(([key, value]) => <li key={key}><b>{key}</b>: {value}</li>)}',
  '</ul>',
  '',
  '<p>The title of this page is: <b>{contentTitle}</b></p>',
);

const guideFrontMatter = {
  id: 'markdown-features-react',
  description: 'Using the power of React in Docusaurus Markdown documents, thanks to MDX',
};

describe("a page's exports in its Markdown copy", () => {
  it('shows the toc as JSON, as the MDX loader exports it (words as HTML, ids, levels)', () => {
    const toc = [
      { value: 'Exporting components', id: 'exporting-components', level: 2 },
      { value: 'Using <code>code</code> &amp; <em>emphasis</em>', id: 'using-code', level: 3 },
    ];
    const copy = convert(guidePage, guideFrontMatter);
    expect(copy).toContain(`\`\`\`json\n${JSON.stringify(toc, null, 2)}\n\`\`\``);
  });

  it('lists the front matter as the page draws it, and says the title', () => {
    const copy = convert(guidePage, guideFrontMatter);
    expect(copy).toContain(
      lines(
        'The front matter of this page:',
        '',
        '- **id**: markdown-features-react',
        '- **description**: Using the power of React in Docusaurus Markdown documents, thanks to MDX',
        '',
        'The title of this page is: **MDX and React**',
      ),
    );
    expect(leftOut).toEqual([]);
  });

  it('shows nothing for the title of a page whose h1 comes from its front matter, as the page does', () => {
    const copy = convert(lines('Intro words.', '', 'Title: <b>{contentTitle}</b>.'));
    expect(copy).toBe(lines('# From the front matter', '', 'Intro words.', '', 'Title: .'));
    expect(leftOut).toEqual([]);
  });

  it('still leaves out, with a warning, what is known only when the page runs', () => {
    const copy = convert(
      lines(
        '# T',
        '',
        'Built {Date.now()} ms, {Math.random()} and {props.name} and {frontMatter.id}.',
        '',
        '{(() => { while (true) {} })()}',
      ),
    );
    expect(copy).toBe(lines('# T', '', 'Built ms, and and .'));
    expect(leftOut.map(({ what }) => what)).toEqual([
      'the expression {Date.now()}',
      'the expression {Math.random()}',
      'the expression {props.name}',
      // No front matter was given: its values are not known.
      'the expression {frontMatter.id}',
      'the expression {(() => { while (true) {} })()}',
    ]);
  });

  it('shows values worked out from constants and front matter fields', () => {
    const copy = convert(
      lines('# T', '', 'Within {2 + 3} s, by {frontMatter.author.toUpperCase()}.'),
      {
        author: 'ada',
      },
    );
    expect(copy).toBe(lines('# T', '', 'Within 5 s, by ADA.'));
  });
});
