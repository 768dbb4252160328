import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

import { parseMdxSource } from '../mdx-source/parse';
import { admonitionsToBlockquotes } from './admonitions';
import { codeBlockElementsToFences } from './codeBlocks';
import { docCardListsToLists, type DocCard } from './docCards';
import { phrasingIntoParagraphs } from './flow';
import { jsxToMarkdown } from './jsx';
import type { LeftOut, ReportLeftOut } from './leftOut';
import { text } from './mdast';
import { inlinePartials, type ReadPartial } from './partials';
import { flattenTabs } from './tabs';
import { defaultTocLevels, inlineTocsToLists, type TocLevels } from './tocInline';
import {
  absolutiseUrls,
  codeTitlesAsCaptions,
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
  /** Told of each thing that has no Markdown form and is left out. */
  reportLeftOut: ReportLeftOut;
  /** The heading levels `<TOCInline>` lists when its props do not say (the site's). */
  tocLevels?: TocLevels;
  /** Reads a Markdown file the page imports, to inline it where the page shows it. */
  readPartial?: ReadPartial;
  /** The cards a `<DocCardList />` on the page shows. */
  docCards?: readonly DocCard[];
};

const printer = unified().use(remarkGfm).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
});

function ensureTitle(tree: Root, title: string): void {
  const hasTitle = tree.children.some((node) => node.type === 'heading' && node.depth === 1);
  if (!hasTitle) tree.children.unshift({ type: 'heading', depth: 1, children: [text(title)] });
}

/** A syntax tree (or part of one) → Markdown text. */
export function printMarkdown(tree: Root): string {
  return printer.stringify(tree);
}

/** An MDX doc page → clean Markdown for people and AI tools to read. */
export function mdxToMarkdown(source: string, options: ConvertOptions): string {
  return treeToMarkdown(parseMdxSource(source), options);
}

/** A parsed MDX page (after the site's own remark plugins have run) → clean Markdown. */
export function treeToMarkdown(tree: Root, options: ConvertOptions): string {
  const leftOut: LeftOut[] = [];
  const report: ReportLeftOut = (item) => leftOut.push(item);
  // Before anything else: the partial's content is the page's own.
  if (options.readPartial) inlinePartials(tree, options.readPartial);
  docCardListsToLists(tree, options.docCards ?? []);
  // Before anything adds or changes a heading: the page's headings as its reader sees them.
  inlineTocsToLists(tree, options.tocLevels ?? defaultTocLevels, report);
  // Before the expressions go: a <CodeBlock>'s code is a template literal.
  codeBlockElementsToFences(tree, report);
  removeMdxOnlyNodes(tree, report);
  admonitionsToBlockquotes(tree);
  flattenTabs(tree);
  jsxToMarkdown(tree, report);
  restoreUnusedDirectives(tree);
  removeHeadingIds(tree);
  tidyCodeBlocks(tree);
  codeTitlesAsCaptions(tree);
  absolutiseUrls(tree, options.resolveUrl);
  removeEmptyParagraphs(tree);
  phrasingIntoParagraphs(tree);
  ensureTitle(tree, options.title);
  leftOut.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)).forEach(options.reportLeftOut);
  return printMarkdown(tree);
}
