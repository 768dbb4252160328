import type { Element, Root as HastRoot, RootContent as HastContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * What a page's HTML shows that is not chrome: its article (a doc page) or its `<main>`,
 * without what is marked as for a browser only (`data-markdown-ignore`) and without the
 * theme's parts around the text (breadcrumbs, pagination, the table of contents, the
 * headings' anchor links, buttons, icons).
 */
const chrome = [
  '[data-markdown-ignore]',
  'nav',
  'button',
  'svg',
  'script',
  'style',
  'noscript',
  '.hash-link',
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.pagination-nav',
  '[class*="codeBlockTitle"]',
].join(', ');

/** The leaf blocks a reader reads as one run of text. */
const blocks =
  'p, li, td, th, h1, h2, h3, h4, h5, h6, dt, dd, summary, figcaption, blockquote, div, figure';

const normalize = (text: string): string =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\u200B/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

function withoutChrome(content: Element): void {
  const left = new Set(selectAll(chrome, content));
  const prune = (element: Element): void => {
    element.children = element.children.filter(
      (child: HastContent) => child.type !== 'element' || !left.has(child),
    );
    for (const child of element.children) if (child.type === 'element') prune(child);
  };
  prune(content);
}

/**
 * A block's text; two elements side by side with no text between them (a row of buttons)
 * are two pieces, which a reader sees apart.
 */
const textOfBlock = (block: Element): string =>
  block.children
    .map((child, index) => {
      const before = block.children[index - 1];
      const apart = child.type === 'element' && before?.type === 'element';
      return `${apart ? '\n' : ''}${child.type === 'text' ? child.value : toText(child)}`;
    })
    .join('');

/** The sentences a page's HTML shows as its content, each at least 20 characters long. */
export function sentencesOfHtml(html: string): string[] {
  const tree: HastRoot = fromHtml(html);
  const content = select('main article', tree) ?? select('main', tree);
  if (!content) return [];
  withoutChrome(content);
  const leaves = selectAll(blocks, content).filter(
    (block) => !select(blocks, { type: 'root', children: block.children }),
  );
  return [
    ...new Set(
      leaves
        .flatMap((block) => textOfBlock(block).split(/(?<=[.!?:;])\s+|\n+/))
        .map(normalize)
        .filter((sentence) => sentence.length >= 20),
    ),
  ];
}

/** The words of a Markdown copy, as a reader of it reads them (no syntax, no URLs). */
export function textOfMarkdown(markdown: string): string {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  const words: string[] = [];
  visit(tree, (node: Nodes) => {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code')
      words.push(node.value);
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell')
      words.push(' ');
  });
  // Inline pieces are joined as the page joins them; blocks are apart.
  return normalize(words.join(''));
}

/** The sentences of a page's HTML its Markdown copy does not say. */
export const sentencesMissing = (html: string, markdown: string): string[] => {
  const copy = textOfMarkdown(markdown);
  return sentencesOfHtml(html).filter((sentence) => !copy.includes(sentence));
};
