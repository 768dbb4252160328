import { relative } from 'node:path';
import type { ArrayExpression, Program } from 'estree-jsx';
import type { PrismTheme } from 'prism-react-renderer';

import { textOf, type HastNode } from '../stacked-tables/rehype';
import { codeBlockWrappers } from './codeBlockWrappers';
import {
  codeBlockNames,
  codeBlockProps,
  isCodeBlock,
  rawImports,
  type CodeBlockProps,
  type MdxNode,
} from './jsxCodeBlock';
import { packLine } from './packedLines';
import { createTokenizer, type LineToken } from './tokenize';

type Node = HastNode & MdxNode & { position?: { start: { line: number } } };

/** The page being compiled, as unified hands it to the plugin. */
type PageFile = { path?: string };

const element = (tagName: string, className: string[], children: HastNode[]): HastNode => ({
  type: 'element',
  tagName,
  properties: className.length ? { className } : {},
  children,
});

/** What the page's code calls to draw a block's lines, imported once per page that colours code. */
const linesFunction = '_chitchatlabsCodeLines';

/** A syntax tree MDX reads from a node's `data.estree` (built here, read as MDX reads it). */
const asTreeNode = (program: Program): Node['data'] =>
  ({ estree: program }) as unknown as Node['data'];

/** `import { tokenLines as _chitchatlabsCodeLines } from '@theme/HighlightedCodeBlock/tokenLines'`. */
const linesImport = (): Node => ({
  type: 'mdxjsEsm',
  value: '',
  data: asTreeNode({
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [
          {
            type: 'ImportSpecifier',
            imported: { type: 'Identifier', name: 'tokenLines' },
            local: { type: 'Identifier', name: linesFunction },
          },
        ],
        attributes: [],
        source: { type: 'Literal', value: '@theme/HighlightedCodeBlock/tokenLines' },
      },
    ],
  }),
});

const stringArray = (values: string[]): ArrayExpression => ({
  type: 'ArrayExpression',
  elements: values.map((value) => ({ type: 'Literal', value })),
});

/**
 * The lines as the theme's CodeBlock/Line draws them: a `.token-line` of spans and a
 * `<br>`, drawn by the theme's tokenLines from the tokens packed as strings
 * (./packedLines), which cost the page's script a fraction of an element per token.
 * Every line of the code, magic comments included: the code block
 * (theme/HighlightedCodeBlock) drops those and marks the lines they name, with the
 * site's `themeConfig.prism.magicComments`, as the theme does when it renders.
 */
export const linesExpression = (lines: LineToken[][]): Node => ({
  type: 'mdxFlowExpression',
  value: '',
  data: asTreeNode({
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression: {
          type: 'CallExpression',
          optional: false,
          callee: { type: 'Identifier', name: linesFunction },
          arguments: [
            {
              type: 'ArrayExpression',
              elements: lines.map((line) => stringArray(packLine(line))),
            },
          ],
        },
      },
    ],
  }),
});

export type BuildHighlightOptions = {
  /** themeConfig.prism.additionalLanguages: the grammars, in load order. */
  languages: readonly string[];
  /** The Prism theme whose entries, in order, the site's CSS rules for `.token` follow. */
  theme: PrismTheme;
};

/** `language-json` → `json`; code without a language is plain text, as in the theme. */
const languageOf = (className: unknown): string =>
  (Array.isArray(className) ? className : [])
    .map(String)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length) ?? 'text';

/** A `<CodeBlock>` written out in MDX, as the fenced block the theme would draw for it. */
function fencedBlock({ code, language, className, ...props }: CodeBlockProps): Node {
  const classNames = [
    ...(className?.split(' ') ?? []),
    ...(language ? [`language-${language}`] : []),
  ];
  const codeElement: Node = {
    ...element('code', [], [{ type: 'text', value: code }]),
    properties: { ...props, ...(classNames.length && { className: classNames }) },
  };
  return element('pre', [], [codeElement]);
}

/** Each unknown language is reported once per place, however often its page compiles. */
const reported = new Set<string>();

/** `docs/page.mdx:12`: the page and line a warning names. */
const placeOf = (file: PageFile, node: Node): string =>
  `${relative(process.cwd(), file.path ?? '')}:${node.position?.start.line ?? 0}`;

/**
 * Rehype plugin: colours each code block at build time: fenced blocks, and `<CodeBlock>`
 * elements (from `@theme/CodeBlock`, under any name) whose props and code it can read
 * (./jsxCodeBlock). Any other `<CodeBlock>` is left to the theme, which colours it in the
 * browser (plugins/prism-on-demand), and the build names its page and line once, as it
 * names a component of the site that draws the CodeBlock (./codeBlockWrappers). The code's
 * text becomes lines of `.token` spans (the theme's Prism in Node, with its grammars and
 * the site's), coloured by the CSS rules of src/brand/prismThemes.ts, so that a page shows
 * its code without Prism in the browser. The plugin's MDXComponents/Code (./theme) draws
 * the block around them. A language no grammar knows is drawn as plain text, with a
 * warning that names the page and line.
 */
export default function rehypeBuildHighlight({ languages, theme }: BuildHighlightOptions) {
  const tokenize = createTokenizer(languages, theme);
  const warnUnknown = (language: string, file: PageFile, node: Node): void => {
    const place = placeOf(file, node);
    if (tokenize.knows(language) || reported.has(`${place} ${language}`)) return;
    reported.add(`${place} ${language}`);
    console.warn(
      `[WARNING] ${place}: no grammar colours the code block language "${language}"; it is drawn as plain text. Use a language Prism knows, or add it to themeConfig.prism.additionalLanguages.`,
    );
  };
  const colour = (pre: Node, file: PageFile): void => {
    const [code] = pre.children ?? [];
    const language = languageOf(code.properties?.className);
    warnUnknown(language, file, pre);
    // mdast-util-to-hast ends the code with a line break, which the theme drops.
    code.children = [linesExpression(tokenize(textOf(code).replace(/\r?\n$/, ''), language))];
  };
  const warnInBrowser = (file: PageFile, node: Node, wrapperFile?: string): void => {
    const place = placeOf(file, node);
    if (reported.has(place)) return;
    reported.add(place);
    const name = node.name ?? 'CodeBlock';
    console.warn(
      wrapperFile
        ? `[WARNING] ${place}: <${name}> (${wrapperFile}) draws the theme's CodeBlock, which the build cannot see into, so the page colours its code in the browser, loading Prism with it. To have the build colour it, write a <CodeBlock> or a fenced code block on the page.`
        : `[WARNING] ${place}: the build cannot read this <${name}>'s code or props, so the page colours it in the browser, loading Prism with it. Write them out, or import the code from a file as a string (import source from './file.js?raw').`,
    );
  };
  return (tree: Node, file: PageFile): void => {
    const names = codeBlockNames(tree);
    const known = rawImports(tree, file.path ?? '', process.cwd());
    const wrappers = codeBlockWrappers(tree, file.path ?? '', process.cwd());
    let coloured = false;
    const visit = (node: Node): void => {
      node.children?.forEach((child: Node, i) => {
        const props = codeBlockProps(child, names, known);
        if (props) {
          const pre = { ...fencedBlock(props), position: child.position };
          (node.children ?? [])[i] = pre;
          colour(pre, file);
          coloured = true;
          return;
        }
        if (isCodeBlock(child, names)) {
          warnInBrowser(file, child);
          return;
        }
        const wrapperFile = child.name ? wrappers.get(child.name) : undefined;
        if (wrapperFile && /^mdxJsx(Flow|Text)Element$/.test(child.type)) {
          warnInBrowser(file, child, wrapperFile);
          return;
        }
        const [code] = child.children ?? [];
        if (child.tagName === 'pre' && code?.tagName === 'code' && child.children?.length === 1) {
          colour(child, file);
          coloured = true;
        } else visit(child);
      });
    };
    visit(tree);
    if (coloured) tree.children?.unshift(linesImport());
  };
}
