import type { Root } from 'mdast';
import {
  admonitionTitleToDirectiveLabel,
  escapeMarkdownHeadingIds,
  unwrapMdxCodeBlocks,
} from '@docusaurus/utils';
import remarkComment from '@slorber/remark-comment';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

import { admonitionLabels, admonitionsToBlockquotes } from './admonitions';
import { jsxToMarkdown } from './jsx';
import { text } from './mdast';
import { flattenTabs } from './tabs';
import {
  absolutiseUrls,
  removeEmptyParagraphs,
  removeHeadingIds,
  removeMdxOnlyNodes,
  restoreUnusedDirectives,
  tidyCodeBlocks,
} from './tidy';

export type ConvertOptions = {
  /** The page title, for the h1 when the page has none of its own. */
  title: string;
  /** Makes a link of the page absolute. */
  resolveUrl: (url: string) => string;
  /** Names the page in error messages. */
  where: string;
};

/** The same syntax Docusaurus reads (MDX with its mdx1Compat options on). */
const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkDirective)
  .use(remarkGfm)
  .use(remarkComment);

const printer = unified().use(remarkGfm).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
});

/** Docusaurus's own source rewrites before parsing (see its mdx-loader preprocessor). */
function preprocess(source: string): string {
  const unwrapped = escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source));
  return admonitionTitleToDirectiveLabel(unwrapped, Object.keys(admonitionLabels));
}

function ensureTitle(tree: Root, title: string): void {
  const hasTitle = tree.children.some((node) => node.type === 'heading' && node.depth === 1);
  if (!hasTitle) tree.children.unshift({ type: 'heading', depth: 1, children: [text(title)] });
}

/** An MDX page → its syntax tree, read as Docusaurus reads it. */
export function parseMdx(source: string): Root {
  return parser.parse(preprocess(source));
}

/** A syntax tree (or part of one) → Markdown text. */
export function printMarkdown(tree: Root): string {
  return printer.stringify(tree);
}

/** An MDX doc page → clean Markdown for people and AI tools to read. */
export function mdxToMarkdown(source: string, options: ConvertOptions): string {
  return treeToMarkdown(parseMdx(source), options);
}

/** A parsed MDX page (after the site's own remark plugins have run) → clean Markdown. */
export function treeToMarkdown(tree: Root, options: ConvertOptions): string {
  removeMdxOnlyNodes(tree, options.where);
  admonitionsToBlockquotes(tree);
  flattenTabs(tree);
  jsxToMarkdown(tree, options.where);
  restoreUnusedDirectives(tree);
  removeHeadingIds(tree);
  tidyCodeBlocks(tree);
  absolutiseUrls(tree, options.resolveUrl);
  removeEmptyParagraphs(tree);
  ensureTitle(tree, options.title);
  return printMarkdown(tree);
}
