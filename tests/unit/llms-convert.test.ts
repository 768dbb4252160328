import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { mdxToMarkdown } from '@site/plugins/llms/convert';
import type { LeftOut } from '@site/plugins/llms/leftOut';
import { createUrlResolver } from '@site/plugins/llms/links';

const fixtures = fileURLToPath(new URL('./fixtures/llms/', import.meta.url));
const fixture = (name: string): string => readFileSync(path.join(fixtures, name), 'utf8');

const siteUrl = 'https://docs.chitchatlabs.com';
const resolveUrl = createUrlResolver({
  siteUrl,
  permalink: '/every-construct',
  sourceFile: path.join(fixtures, 'every-construct.mdx'),
  permalinkBySourceFile: new Map([[path.join(fixtures, 'introduction.mdx'), '/introduction']]),
});
/** What the conversion reported as left out, in the order it reported it. */
let leftOut: LeftOut[] = [];
const convert = (source: string, title = 'Every construct'): string => {
  leftOut = [];
  return mdxToMarkdown(source, {
    title,
    resolveUrl,
    reportLeftOut: (item) => leftOut.push(item),
  });
};

describe('MDX page to Markdown', () => {
  const markdown = convert(fixture('every-construct.mdx'));

  it('matches the reviewed conversion of a page with every construct', () => {
    expect(markdown).toBe(fixture('every-construct.md'));
  });

  it('drops imports and comments without a word: nothing of the page is lost', () => {
    convert(fixture('every-construct.mdx'));
    expect(leftOut).toEqual([]);
  });

  it('drops front matter, imports, and MDX and HTML comments', () => {
    expect(markdown).not.toMatch(/^---$/m);
    expect(markdown).not.toContain('description: One page');
    expect(markdown).not.toMatch(/^import .+ from '@(theme|site)\//m);
    expect(markdown).not.toContain('Reviewers');
    expect(markdown).not.toContain('An HTML comment');
    expect(markdown.startsWith('# Every construct\n')).toBe(true);
  });

  it('turns admonitions into blockquotes that open with their label', () => {
    expect(markdown).toContain('> **Note**\n>\n> Templates must be approved');
    expect(markdown).toContain('> **Warning: Use test numbers**\n>\n> Never send');
    expect(markdown).toContain('> **Danger: Keep your API key secret**\n>\n> Call the API');
    expect(markdown).not.toContain(':::');
  });

  it('flattens tabs into one subsection per language, under the section they sit in', () => {
    const section = markdown.slice(markdown.indexOf('## Send a message'));
    const headings = section.match(/^#{2,4} .+$/gm)?.slice(0, 4);
    expect(headings).toEqual(['## Send a message', '### cURL', '### JavaScript', '### Python']);
    expect(markdown).not.toMatch(/<\/?Tab/);
  });

  it('keeps code blocks with their language and title, without display-only hints', () => {
    expect(markdown).toContain('```bash title="Send one message"\ncurl -X POST');
    expect(markdown).toContain('```js title="send.js"\nconst response');
    expect(markdown).toContain('```python\nimport requests\nrequests.post(url)\n```');
    expect(markdown).not.toContain('showLineNumbers');
    expect(markdown).not.toContain('highlight-next-line');
  });

  it('keeps tables', () => {
    expect(markdown).toMatch(/^\| Field +\| Required \| Meaning +\|$/m);
    expect(markdown).toMatch(/^\| `language` \| Yes +\| Template language, e\.g\. `en` \|$/m);
  });

  it('removes heading ids and makes every link absolute', () => {
    expect(markdown).not.toMatch(/\{#/);
    expect(markdown).toContain(`[introduction](${siteUrl}/introduction#prerequisites)`);
    expect(markdown).toContain(`[support](${siteUrl}/support)`);
    expect(markdown).toContain(`[section](${siteUrl}/every-construct#send-a-message)`);
    expect(markdown).toContain('[app](https://chitchatlabs.com)');
  });

  it('turns a JSX component into its meaning, not into nothing', () => {
    expect(markdown).toContain(
      '[ChitChatLabs onboarding walkthrough (video on YouTube)](https://www.youtube.com/watch?v=ToSfBWVY8R4)',
    );
    expect(markdown).toContain('Press `Enter` to send.');
    expect(markdown).not.toMatch(/<[A-Za-z]/);
  });

  it('adds the title when the page has no h1 of its own', () => {
    expect(convert('Just a line.\n', 'Support')).toBe('# Support\n\nJust a line.\n');
  });

  it('leaves out a component it can find no meaning in, and reports it with its line', () => {
    expect(convert('import Spacer from "./Spacer";\n\nBefore.\n\n<Spacer />\n\nAfter.\n')).toBe(
      '# Every construct\n\nBefore.\n\nAfter.\n',
    );
    expect(leftOut).toEqual([{ line: 5, what: '<Spacer /> (no children, link or label)' }]);
  });

  it('keeps the children of a component that only wraps content', () => {
    expect(convert('# T\n\n<Callout kind="info">\n\nRead **this**.\n\n</Callout>\n')).toBe(
      '# T\n\nRead **this**.\n',
    );
  });

  it('leaves text that looks like a directive as it was', () => {
    expect(convert('# T\n\nOpen at 10:30 on weekdays.\n')).toBe(
      '# T\n\nOpen at 10:30 on weekdays.\n',
    );
  });
});

describe('MDX beyond Markdown: components, expressions and the inline table of contents', () => {
  const source = fixture('mdx-features.mdx');
  const markdown = convert(source, 'MDX features');
  const reported = leftOut;
  const lineOf = (text: string): number =>
    source.split('\n').findIndex((line) => line.includes(text)) + 1;

  it('matches the reviewed conversion', () => {
    expect(markdown).toBe(fixture('mdx-features.md'));
  });

  it('turns a <CodeBlock> into a fenced block with its language and title', () => {
    expect(markdown).toContain('```json title="payload.json"\n{ "to": "15550001234" }\n```');
    expect(markdown).not.toContain('showLineNumbers');
  });

  it("turns <TOCInline toc={toc} /> into the page's h2 and h3 headings, nested, linked", () => {
    const page = 'https://docs.chitchatlabs.com/every-construct';
    expect(markdown).toContain(
      '# MDX features\n\n' +
        `- [Send the payload](${page}#send)\n` +
        `  - [Read the \`status\` field](${page}#status)\n` +
        `- [Where next](${page}#where-next)\n\n## Send the payload`,
    );
  });

  it('lists the levels a TOCInline asks for with minHeadingLevel and maxHeadingLevel', () => {
    const page = 'https://docs.chitchatlabs.com/every-construct';
    expect(markdown).toContain(
      '## Where next\n\n' +
        `- [Read the \`status\` field](${page}#status)\n` +
        `  - [Deep detail](${page}#deep-detail)\n\nRead on.`,
    );
  });

  it('keeps literal text, and leaves out an expression with the words around it intact', () => {
    expect(markdown).toContain('Braces are written { and }.');
    // `{2 + 3}` is known when the site is built: the page shows 5. `{retries}` is not.
    expect(markdown).toContain('The API answers within 5 seconds, and retries times.');
    expect(markdown).not.toMatch(/2 \+ 3|Date\.now|retries\}/);
  });

  it('reports each thing it leaves out once, with its line, in page order', () => {
    expect(reported).toEqual([
      { line: lineOf('{2 + 3}'), what: 'the expression {retries}' },
      { line: lineOf('<Spacer />'), what: '<Spacer /> (no children, link or label)' },
      { line: lineOf('{Date.now()}'), what: 'the expression {Date.now()}' },
    ]);
  });

  it("lists the site's levels when the TOCInline gives none, whatever the page's own toc levels", () => {
    const levels = mdxToMarkdown(source, {
      title: 'MDX features',
      resolveUrl,
      reportLeftOut: () => undefined,
      tocLevels: { minHeadingLevel: 2, maxHeadingLevel: 2 },
    });
    expect(levels).toContain(
      '- [Send the payload](https://docs.chitchatlabs.com/every-construct#send)\n- [Where next]',
    );
  });

  it('reports a <CodeBlock> whose code is computed and a TOCInline of a list only the page knows', () => {
    expect(
      convert(
        '# T\n\n<CodeBlock language="js">{code}</CodeBlock>\n\n<TOCInline toc={items} />\n\nEnd.\n',
      ),
    ).toBe('# T\n\nEnd.\n');
    expect(leftOut).toEqual([
      { line: 3, what: '<CodeBlock> whose code is worked out when the page runs' },
      { line: 5, what: '<TOCInline> with a toc the build cannot work out' },
    ]);
  });

  it("lists the headings a TOCInline's toc picks from the page's, as Docusaurus's guide writes them", () => {
    const page = '# T\n\n## One\n\n### Two\n\n#### Three\n\n## Four\n\n';
    const link = (words: string, id: string): string =>
      `[${words}](https://docs.chitchatlabs.com/every-construct#${id})`;
    expect(
      convert(
        page +
          '<TOCInline toc={toc.filter((node) => node.level === 2 || node.level === 4)} minHeadingLevel={2} maxHeadingLevel={4} />\n',
      ),
    ).toContain(
      `- ${link('One', 'one')}\n  - ${link('Three', 'three')}\n- ${link('Four', 'four')}\n`,
    );
    expect(convert(page + '<TOCInline toc={[toc[0], toc[3]]} />\n')).toContain(
      `- ${link('One', 'one')}\n- ${link('Four', 'four')}\n`,
    );
    expect(leftOut).toEqual([]);
  });
});
