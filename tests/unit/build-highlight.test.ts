/**
 * Code coloured at build time (plugins/build-highlight), checked on the production build
 * in build/ (the test command builds before the unit tests): every code block of the
 * pages arrives as coloured tokens with the code's exact text, the colours come from CSS
 * for both colour modes, and no page fetches Prism before it hydrates. The rehype plugin
 * is checked on syntax trees as MDX hands them to it.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import rehypeBuildHighlight from '@site/plugins/build-highlight/rehype';
import { createTokenizer } from '@site/plugins/build-highlight/tokenize';
import { tokenClassTypes } from '@site/plugins/build-highlight/classTypes';
import type { HastNode } from '@site/plugins/stacked-tables/rehype';
import { brandPrismThemes } from '@site/src/brand/prismThemes';
import { routeBytes } from '../../tools/build-stats';
import { pageFileOf } from '../../tools/page-address';
import { allRoutes } from '../../tools/routes';
import { buildDir, productionBuild } from './production-build';

const pageOf = (route: string): Document =>
  new JSDOM(readFileSync(join(buildDir, pageFileOf(route)), 'utf8')).window.document;

/** Prism's tokenizer runs this hook: it is in every build of Prism's core. */
const prismMark = 'before-tokenize';

// Parsing a built page with JSDOM takes seconds on a busy two-core machine.
describe('code coloured at build time', { timeout: 20_000 }, () => {
  beforeAll(productionBuild);

  it('draws the API page code blocks as lines of coloured tokens, without inline colours', () => {
    const blocks = [...pageOf('/3-1-messages').querySelectorAll('.theme-code-block')];
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks) {
      const lines = block.querySelectorAll('pre.prism-code > code > .token-line');
      expect(lines.length).toBeGreaterThan(0);
      expect(block.querySelector('[style]')).toBeNull();
    }
    const coloured = blocks.flatMap((block) => [
      ...block.querySelectorAll('.token.string, .token.keyword, .token.property'),
    ]);
    expect(coloured.length).toBeGreaterThan(20);
  });

  it('gives the landing page request the exact text of the request', async () => {
    const { firstMessageRequest } = await import('@site/src/components/FirstMessage/request');
    const code = pageOf('/').querySelector('.theme-code-block code');
    const lines = [...(code?.querySelectorAll('.token-line') ?? [])].map((l) => l.textContent);
    expect(lines.join('\n')).toBe(firstMessageRequest);
    expect(code?.querySelector('.token.string')).not.toBeNull();
  });

  it('colours each token type in both colour modes from the brand themes', () => {
    const head = pageOf('/3-1-messages').getElementById('brand-tokens')?.textContent ?? '';
    for (const mode of ['light', 'dark'] as const) {
      const keyword = brandPrismThemes[mode].styles.find((s) => s.types.includes('keyword'));
      expect(head).toContain(String(keyword?.style.color));
      expect(head).toContain(
        `--prism-background-color:${brandPrismThemes[mode].plain.backgroundColor}`,
      );
    }
    expect(head).toMatch(/\.token\.keyword[^{]*\{color:var\(--[\w-]+\)/);
  });

  it('fetches no Prism before any page hydrates; only the request builder loads it', () => {
    for (const { path } of allRoutes) {
      for (const file of routeBytes(buildDir, path).files) {
        expect(readFileSync(join(buildDir, file), 'utf8'), `${path} ${file}`).not.toContain(
          prismMark,
        );
      }
    }
    const chunks = readdirSync(join(buildDir, 'assets/js')).filter((f) => f.endsWith('.js'));
    const withPrism = chunks.filter((f) =>
      readFileSync(join(buildDir, 'assets/js', f), 'utf8').includes(prismMark),
    );
    expect(withPrism.length).toBeGreaterThan(0);
  });
});

describe('token classes', () => {
  const { styles } = brandPrismThemes.light;
  it('keeps the types that colour a token, as Prism renderer styles it', () => {
    // Prism's renderer gives a token the colour of its last styled type.
    expect(tokenClassTypes(styles, ['string', 'variable', 'operator'])).toEqual(['operator']);
    expect(tokenClassTypes(styles, ['comment'])).toEqual(['comment']);
    expect(tokenClassTypes(styles, ['plain'])).toEqual(['plain']);
    expect(tokenClassTypes(styles, ['function', 'parameter'])).toEqual(['function', 'parameter']);
  });

  it('splits the code into lines and keeps empty lines', () => {
    const lines = createTokenizer(['clike', 'javascript'], brandPrismThemes.light)(
      'const a = 1;\n\nf(a);',
      'js',
    );
    expect(lines.map((line) => line.map((t) => t.content).join(''))).toEqual([
      'const a = 1;',
      '',
      'f(a);',
    ]);
    expect(lines[0][0]).toEqual({ types: ['keyword'], content: 'const' });
  });
});

type Tree = HastNode & { position?: { start: { line: number } } };

/** A fenced code block as MDX hands it to the rehype plugins, on the given line of the page. */
const fencedBlock = (language: string | undefined, code: string, line = 1): Tree => ({
  type: 'element',
  tagName: 'pre',
  properties: {},
  position: { start: { line } },
  children: [
    {
      type: 'element',
      tagName: 'code',
      properties: language ? { className: [`language-${language}`] } : {},
      children: [{ type: 'text', value: `${code}\n` }],
    },
  ],
});

const root = (...children: Tree[]): Tree => ({ type: 'root', children });

const colourPage = (tree: Tree, path = '/site/docs/page.mdx'): Tree => {
  rehypeBuildHighlight({ languages: ['clike', 'javascript'], theme: brandPrismThemes.light })(
    tree,
    { path },
  );
  return tree;
};

type PackedCall = {
  data: { estree: { body: { expression: { arguments: [{ elements: PackedArray[] }] } }[] } };
};
type PackedArray = { elements: { value: string }[] };

/**
 * The lines a coloured block draws, each as its tokens' classes and text: the strings its
 * code's expression hands the theme's tokenLines.
 */
function drawnLines(pre: HastNode): { text: string; classes: string[][] }[] {
  const [code] = pre.children ?? [];
  const [expression] = (code.children ?? []) as unknown as PackedCall[];
  const [lines] = expression.data.estree.body[0].expression.arguments;
  return lines.elements.map(({ elements }) => {
    // Each token's types, then its text.
    const strings = elements.map((literal) => literal.value);
    const types = strings.filter((_, i) => i % 2 === 0);
    return {
      text: strings.filter((_, i) => i % 2 === 1).join(''),
      classes: types.map((joined) => ['token', ...joined.split(' ')]),
    };
  });
}

/** The page's syntax tree with its imports and JSX, as MDX has it when the rehype plugins run. */
const mdxTree = (source: string): Tree =>
  unified().use(remarkParse).use(remarkMdx).parse(source) as unknown as Tree;

describe('the rehype plugin', () => {
  afterEach(() => vi.restoreAllMocks());

  it('colours YAML, Go and TSX, which stock Docusaurus colours too', () => {
    // Each with two token types the brand's code theme colours.
    const samples = {
      yaml: ['webhook:\n  url: "https://example.com/hook"', ['atrule', 'string']],
      go: ['func main() {\n\tfmt.Println("sent")\n}', ['keyword', 'string']],
      tsx: ['const a = <p className="x">{name}</p>;', ['tag', 'attr-value']],
    } as const;
    for (const [language, [code, colouredTypes]] of Object.entries(samples)) {
      const pre = fencedBlock(language, code);
      colourPage(root(pre));
      const lines = drawnLines(pre);
      expect(lines.map((line) => line.text).join('\n'), language).toBe(code);
      const types = lines.flatMap((line) => line.classes.flat());
      for (const type of colouredTypes) expect(types, language).toContain(type);
    }
  });

  it('keeps a block with line ranges, line numbers and magic comments, every line included', () => {
    const code = 'const a = 1;\n// highlight-next-line\nconst b = 2;';
    const pre = fencedBlock('js', code);
    const codeElement = pre.children?.[0];
    if (codeElement)
      codeElement.properties = { ...codeElement.properties, metastring: '{1} showLineNumbers' };
    colourPage(root(pre));
    // The code block drops the magic comment and marks the lines when it draws them.
    expect(drawnLines(pre).map((line) => line.text)).toEqual(code.split('\n'));
    expect(codeElement?.properties?.metastring).toBe('{1} showLineNumbers');
  });

  it('draws an unknown language as plain text, with one warning naming the page and line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const path = join(process.cwd(), 'docs/unknown-language.mdx');
    const block = () => fencedBlock('brainfuck', '++[>+<-]', 12);
    const pre = block();
    colourPage(root(pre), path);
    // The server's and the browser's compilations of the page warn once between them.
    colourPage(root(block()), path);
    expect(drawnLines(pre)).toEqual([{ text: '++[>+<-]', classes: [['token', 'plain']] }]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/docs\/unknown-language\.mdx:12: .*"brainfuck"/);
  });

  it('warns about no block in plain text or without a language', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    colourPage(
      root(fencedBlock('text', 'a'), fencedBlock(undefined, 'b'), fencedBlock('TSX', '<a/>')),
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('colours a <CodeBlock> whose props and code are written out, as a fenced block', () => {
    const tree = mdxTree(
      [
        "import CodeBlock from '@theme/CodeBlock';",
        '',
        '<CodeBlock language="json" title="payload.json" showLineNumbers={3}>{`{',
        '  "to": "+15550100"',
        '}`}</CodeBlock>',
      ].join('\n'),
    );
    colourPage(tree);
    // The page imports the function that draws the packed lines once, before its own imports.
    const [linesImport, , pre] = (tree.children ?? []) as (Tree & { data?: unknown })[];
    expect(linesImport.type).toBe('mdxjsEsm');
    expect(JSON.stringify(linesImport.data)).toContain('@theme/HighlightedCodeBlock/tokenLines');
    expect(pre.tagName).toBe('pre');
    expect(pre.children?.[0].properties).toEqual({
      className: ['language-json'],
      title: 'payload.json',
      showLineNumbers: 3,
    });
    const lines = drawnLines(pre);
    expect(lines.map((line) => line.text)).toEqual(['{', '"to": "+15550100"', '}']);
    expect(lines[1].classes.flat()).toContain('property');
  });

  it('leaves a <CodeBlock> of computed code, or not the theme one, to the browser', () => {
    const tree = mdxTree(
      [
        "import CodeBlock from '@theme/CodeBlock';",
        "import Other from './Other';",
        '',
        '<CodeBlock language="js">{code}</CodeBlock>',
        '',
        '<CodeBlock language={language}>{`a`}</CodeBlock>',
        '',
        '<Other language="js">{`a`}</Other>',
      ].join('\n'),
    );
    colourPage(tree);
    const elements = (tree.children ?? []).filter((node) => node.type === 'mdxJsxFlowElement');
    expect(elements).toHaveLength(3);
    // Nothing coloured: the page imports nothing to draw lines.
    expect((tree.children ?? []).filter((node) => node.type === 'mdxjsEsm')).toHaveLength(1);
  });
  it('colours a <CodeBlock> fed a raw import or joined strings, under any name, as a fenced block', () => {
    const dir = mkdtempSync(join(tmpdir(), 'raw-import-'));
    try {
      writeFileSync(join(dir, 'Hello.jsx'), 'export const a = <p>{name}</p>;\n');
      const tree = mdxTree(
        [
          "import Code from '@theme/CodeBlock';",
          "import loaded from '!!raw-loader!./Hello.jsx';",
          "import queried from './Hello.jsx?raw';",
          '',
          '<Code language="jsx">{loaded}</Code>',
          '',
          '<Code language="jsx" title="Hello.jsx">{queried}</Code>',
          '',
          "<Code language=\"md\">{'# Title\\n\\n' + 'Some **bold** text'}</Code>",
        ].join('\n'),
      );
      colourPage(tree, join(dir, 'page.mdx'));
      const pres = (tree.children ?? []).filter((node) => node.tagName === 'pre');
      expect(pres.map((pre) => drawnLines(pre).map((line) => line.text))).toEqual([
        // The file's last line break ends the code, as the theme reads it.
        ['export const a = <p>{name}</p>;'],
        ['export const a = <p>{name}</p>;'],
        ['# Title', '', 'Some **bold** text'],
      ]);
      expect(drawnLines(pres[0])[0].classes.flat()).toContain('tag');
      expect(drawnLines(pres[2])[2].classes.flat()).toContain('bold');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the page and line of each <CodeBlock> it leaves to the browser, once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const path = join(process.cwd(), 'docs/computed-code.mdx');
    const page = () =>
      mdxTree(
        [
          "import CodeBlock from '@theme/CodeBlock';",
          '',
          '<CodeBlock language="json">{JSON.stringify(toc)}</CodeBlock>',
        ].join('\n'),
      );
    colourPage(page(), path);
    colourPage(page(), path);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(
      /^\[WARNING\] docs\/computed-code\.mdx:3: the build cannot read this <CodeBlock>'s code/,
    );
  });

  it('names a component of the site that draws the CodeBlock, with its file, page and line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = [
      "import SourceCodeBlock from '@site/tests/fixtures/docusaurus-pages/src/SourceCodeBlock';",
      "import Admonition from '@theme/Admonition';",
      '',
      '<SourceCodeBlock language="tsx">{`const a = 1;`}</SourceCodeBlock>',
      '',
      '<Admonition type="note">Not code.</Admonition>',
    ].join('\n');
    colourPage(mdxTree(page), join(process.cwd(), 'docs/wrapped-code.mdx'));
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      "[WARNING] docs/wrapped-code.mdx:4: <SourceCodeBlock> (tests/fixtures/docusaurus-pages/src/SourceCodeBlock.tsx) draws the theme's CodeBlock, which the build cannot see into, so the page colours its code in the browser, loading Prism with it. To have the build colour it, write a <CodeBlock> or a fenced code block on the page.",
    ]);
  });
});
