import type { LoadedVersion } from '@docusaurus/plugin-content-docs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import type { Root } from 'mdast';
import { mdxToMarkdown, printMarkdown, type ConvertOptions } from '@site/plugins/llms/convert';
import type { LeftOut } from '@site/plugins/llms/leftOut';
import { builtPageToMarkdown } from '@site/plugins/llms/landingCopy';
import { docCardsOf } from '@site/plugins/llms/sidebarCards';

let leftOut: LeftOut[] = [];
const convert = (source: string, options: Partial<ConvertOptions> = {}): string => {
  leftOut = [];
  return mdxToMarkdown(source, {
    title: 'T',
    resolveUrl: (url) => url,
    reportLeftOut: (item) => leftOut.push(item),
    ...options,
  });
};

describe('Markdown copies say what the page says, never run together', () => {
  it('keeps blocks apart when a <br/> sits in a <div> (the smallest case a page ran into one line with)', () => {
    const source =
      '# Title\n\nFirst paragraph.\n\n<div>\n  <div>Some text</div>\n  <br/>\n</div>\n';
    expect(convert(source)).toBe('# Title\n\nFirst paragraph.\n\nSome text\n');
  });

  it('prints a heading with either id syntax as its words alone, with no &#x20;', () => {
    const markdown = convert(
      '# T\n\n## Usage with Prettier {/* #usage-with-prettier */}\n\n## Classic ids {#classic-ids}\n',
    );
    expect(markdown).toBe('# T\n\n## Usage with Prettier\n\n## Classic ids\n');
  });

  it('inlines an imported partial where the page shows it, its own partials too', () => {
    const files: Record<string, string> = {
      './_partial.mdx': "import Inner from './_inner.md';\n\nShared words.\n\n<Inner />\n",
      './_inner.md': 'Inner words.\n',
    };
    const source =
      "import Partial from './_partial.mdx';\n\n# T\n\nBefore.\n\n<Partial />\n\nAfter.\n";
    const markdown = convert(source, { readPartial: (specifier) => files[specifier] });
    expect(markdown).toBe('# T\n\nBefore.\n\nShared words.\n\nInner words.\n\nAfter.\n');
    expect(leftOut).toEqual([]);
  });

  it('writes code fed to a CodeBlock under any name, joined or imported as a file, as fences', () => {
    const files: Record<string, string> = { './_examples/Hello.jsx': 'export default 1;\n' };
    const source = [
      "import CodeBlock from '@theme/CodeBlock';",
      "import Code from '@theme/CodeBlock';",
      "import HelloSource from './_examples/Hello.jsx?raw';",
      "import OtherSource from '!!raw-loader!./_examples/Hello.jsx';",
      '',
      '# T',
      '',
      '<CodeBlock language="jsx">{HelloSource}</CodeBlock>',
      '',
      "<Code language=\"md\">{'# A\\n\\n' + 'Some **bold**.'}</Code>",
      '',
      '<CodeBlock language="jsx" title="Hello.jsx">{OtherSource}</CodeBlock>',
      '',
    ].join('\n');
    const markdown = convert(source, { readPartial: (specifier) => files[specifier] });
    expect(markdown).toBe(
      '# T\n\n```jsx\nexport default 1;\n```\n\n```md\n# A\n\nSome **bold**.\n```\n\n' +
        '**Hello.jsx**\n\n```jsx title="Hello.jsx"\nexport default 1;\n```\n',
    );
    expect(leftOut).toEqual([]);
  });

  it('writes the code of a component of the site that draws the CodeBlock as a fence', () => {
    const source = [
      "import SourceCodeBlock from '@site/tests/fixtures/docusaurus-pages/src/SourceCodeBlock';",
      '',
      '# T',
      '',
      '<SourceCodeBlock language="tsx" title="Greeting.tsx">{`export const a = <p>{name}</p>;`}</SourceCodeBlock>',
      '',
    ].join('\n');
    const markdown = convert(source, {
      source: { file: join(process.cwd(), 'docs/page.mdx'), siteDir: process.cwd() },
    });
    expect(markdown).toBe(
      '# T\n\n**Greeting.tsx**\n\n```tsx title="Greeting.tsx"\nexport const a = <p>{name}</p>;\n```\n',
    );
    expect(leftOut).toEqual([]);
  });

  it('writes a <DocCardList /> as a list of links with the cards’ descriptions', () => {
    const markdown = convert(
      "import DocCardList from '@theme/DocCardList';\n\n# T\n\n<DocCardList />\n",
      {
        docCards: [
          { title: 'Install', url: 'https://example.com/install', description: 'Get it running.' },
          { title: 'Guides', url: 'https://example.com/guides', description: '3 items' },
        ],
      },
    );
    expect(markdown).toBe(
      '# T\n\n- [Install](https://example.com/install): Get it running.\n- [Guides](https://example.com/guides): 3 items\n',
    );
    expect(leftOut).toEqual([]);
  });

  it('gives one-line tabs their labels', () => {
    const source =
      '# T\n\n<Tabs>\n  <TabItem value="win" label="Windows">Use Ctrl + C to copy.</TabItem>\n  <TabItem value="mac" label="macOS">Use Command + C to copy.</TabItem>\n</Tabs>\n';
    expect(convert(source)).toBe(
      '# T\n\n## Windows\n\nUse Ctrl + C to copy.\n\n## macOS\n\nUse Command + C to copy.\n',
    );
  });

  it('shows a code block’s title above its fence', () => {
    const markdown = convert('# T\n\n```json title="payload.json"\n{}\n```\n');
    expect(markdown).toBe('# T\n\n**payload.json**\n\n```json title="payload.json"\n{}\n```\n');
  });
});

describe('the printer escapes no more than Markdown needs', () => {
  it('keeps an ellipsis after a w as the page writes it, in text, in elements and in admonitions', () => {
    const source =
      '# T\n\nDid you know...\n\n<div>Now... or never.</div>\n\n:::tip\n\nSo wow.\n\n:::\n';
    expect(convert(source)).toBe(
      '# T\n\nDid you know...\n\nNow... or never.\n\n> **Tip**\n>\n> So wow.\n',
    );
  });

  it('still keeps a www. in text from turning into a link', () => {
    const words = 'www.example.com, (www.example.org) and know...';
    const tree: Root = {
      type: 'root',
      children: [{ type: 'paragraph', children: [{ type: 'text', value: words }] }],
    };
    expect(printMarkdown(tree)).toBe('www\\.example.com, (www\\.example.org) and know...\n');
  });
});

describe('the copy of a page written in React', () => {
  const html =
    '<!doctype html><html><body><nav>Menu</nav><main><h1>Home<a class="hash-link" href="#t">#</a></h1>' +
    '<div><a href="/a">First</a> <a href="/b">Second</a></div>' +
    '<ul><li><a href="/c"><span>Card</span><div>What the card says.</div><span data-markdown-ignore="">Read more</span></a></li></ul>' +
    '<figure data-markdown-ignore=""><a href="https://video">Play</a></figure>' +
    '<pre class="language-bash"><code><div class="token-line">one<br></div><div class="token-line">two<br></div></code></pre>' +
    '</main></body></html>';
  const markdown = builtPageToMarkdown(html, 'https://example.com/') ?? '';

  it('holds what <main> shows, links made absolute, with nothing marked for a browser only', () => {
    expect(markdown).toContain('# Home\n');
    expect(markdown).toContain(
      '- [First](https://example.com/a)\n- [Second](https://example.com/b)',
    );
    expect(markdown).toContain('[Card](https://example.com/c): What the card says.');
    expect(markdown).not.toMatch(/Menu|Read more|Play|#t/);
  });

  it('writes a code block drawn line by line as one fence, one line each', () => {
    expect(markdown).toContain('```\none\ntwo\n```');
  });
});

describe('the cards of a <DocCardList />', () => {
  const doc = (id: string, description = '') => ({
    id,
    title: id.toUpperCase(),
    permalink: `/${id}`,
    description,
  });
  const version = {
    docs: [
      doc('intro'),
      doc('guides', 'All guides.'),
      doc('install', 'Get it running.'),
      doc('deploy'),
    ],
    sidebars: {
      main: [
        { type: 'doc', id: 'intro' },
        {
          type: 'category',
          label: 'Guides',
          link: { type: 'doc', id: 'guides' },
          items: [
            { type: 'doc', id: 'install', label: 'Install it' },
            {
              type: 'category',
              label: 'Deploying',
              link: { type: 'doc', id: 'deploy' },
              items: [],
            },
          ],
        },
      ],
    },
  } as unknown as LoadedVersion;
  const [intro, guides] = version.docs as [
    LoadedVersion['docs'][number],
    LoadedVersion['docs'][number],
  ];

  it("are the items of the category the page is the index of, as Docusaurus's cards show them", () => {
    expect(docCardsOf(version, guides, 'https://example.com')).toEqual([
      { title: 'Install it', url: 'https://example.com/install', description: 'Get it running.' },
      { title: 'Deploying', url: 'https://example.com/deploy', description: '0 items' },
    ]);
  });

  it('are the sidebar’s top items on a page no category holds', () => {
    const cards = docCardsOf(version, intro, 'https://example.com');
    expect(cards.map((card) => card.title)).toEqual(['INTRO', 'Guides']);
  });
});
