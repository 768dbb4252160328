import type { PrismTheme } from 'prism-react-renderer';

import { textOf, type HastNode } from '../stacked-tables/rehype';
import { createTokenizer, type LineToken } from './tokenize';

const element = (tagName: string, className: string[], children: HastNode[]): HastNode => ({
  type: 'element',
  tagName,
  properties: className.length ? { className } : {},
  children,
});

const tokenSpan = ({ types, content }: LineToken): HastNode =>
  element('span', ['token', ...types], content ? [{ type: 'text', value: content }] : []);

/** The lines as the theme's CodeBlock/Line draws them: a `.token-line` of spans and a `<br>`. */
export const lineElements = (lines: LineToken[][]): HastNode[] =>
  lines.map((line) =>
    element('div', ['token-line'], [...line.map(tokenSpan), element('br', [], [])]),
  );

/** Line highlighting and line numbers are drawn by the theme's Prism renderer only. */
const unsupportedMeta = /\{[\d,-]+\}|showLineNumbers/;
const magicComment = /highlight-(next-line|start|end)/;

export type BuildHighlightOptions = {
  /** themeConfig.prism.additionalLanguages: the grammars, in load order. */
  languages: readonly string[];
  /** The Prism theme whose entries, in order, the site's CSS rules for `.token` follow. */
  theme: PrismTheme;
};

/**
 * Rehype plugin: colours each fenced code block at build time. The code's text becomes
 * lines of `.token` spans (Prism in Node, with the site's grammars), coloured by the CSS
 * rules of src/brand/prismThemes.ts, so that a page shows its code without Prism in the
 * browser. The plugin's MDXComponents/Code (./theme) draws the block around them.
 */
export default function rehypeBuildHighlight({ languages, theme }: BuildHighlightOptions) {
  const tokenize = createTokenizer(languages, theme);
  const visit = (node: HastNode): void => {
    for (const child of node.children ?? []) {
      const [code] = child.children ?? [];
      if (child.tagName === 'pre' && code?.tagName === 'code' && child.children?.length === 1) {
        const classNames = (code.properties?.className ?? []) as string[];
        const language = classNames.find((c) => c.startsWith('language-'))?.slice(9) ?? 'text';
        const meta = String(code.properties?.metastring ?? '');
        // mdast-util-to-hast ends the code with a line break, which the theme drops.
        const text = textOf(code).replace(/\n$/, '');
        if (unsupportedMeta.test(meta) || magicComment.test(text)) {
          throw new Error(`Line highlighting and numbers are not drawn at build time: "${meta}"`);
        }
        code.children = lineElements(tokenize(text, language));
      } else visit(child);
    }
  };
  return (tree: HastNode): void => visit(tree);
}
