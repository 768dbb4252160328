import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified, type PluggableList, type Processor } from 'unified';

import { parseMdxSource } from '../mdx-source/parse';
import { remarkNarrowAutolinkEscapes } from './autolinkEscapes';
import { admonitionElementsToDirectives, admonitionsToBlockquotes } from './admonitions';
import { codeBlockElementsToFences, type PageSource } from './codeBlocks';
import { docCardListsToLists, type DocCard } from './docCards';
import { phrasingIntoParagraphs } from './flow';
import { contentTitleOf, pageToc } from './pageToc';
import { pageValuesIntoTree } from './pageValues';
import { jsxToMarkdown } from './jsx';
import type { LeftOut, ReportLeftOut } from './leftOut';
import type { CodeBlockSettings } from './magicComments';
import { text } from './mdast';
import { collapseSpaces } from './whitespace';
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
  /** The site's magic comments and default language (`themeConfig.prism`): the theme's unless given. */
  codeBlocks?: CodeBlockSettings;
  /** The heading levels `<TOCInline>` lists when its props do not say (the site's). */
  tocLevels?: TocLevels;
  /**
   * Reads a file the page imports: a Markdown partial, to inline it where the page shows
   * it, or code imported as a string (`./a.js?raw`), for its code block.
   */
  readPartial?: ReadPartial;
  /** The page's file and its site's folder: a component it imports may draw a CodeBlock. */
  source?: PageSource;
  /** The page's front matter as the docs plugin read it: `{frontMatter.…}` shows it. */
  frontMatter?: Readonly<Record<string, unknown>>;
  /** The cards a `<DocCardList />` on the page shows. */
  docCards?: readonly DocCard[];
  /**
   * The remark plugins the page was parsed with (the docs plugin's): the partials it
   * imports are parsed with them too, and what their syntax adds (remark-math's math
   * nodes) is printed in its own Markdown form (`$…$`, `$$` blocks), by their own code.
   */
  syntax?: PluggableList;
};

const printerSettings = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
} as const;

type Printer = Processor<undefined, undefined, undefined, Root, string>;

const printers = new WeakMap<PluggableList, Printer>();
const plainPrinter: Printer = unified()
  .use(remarkGfm)
  .use(remarkNarrowAutolinkEscapes)
  .use(remarkStringify, printerSettings);

/**
 * The printer of a page parsed with `syntax`: GitHub's Markdown, and the Markdown forms
 * the syntax plugins register (remark-math registers mdast-util-math's, with the options
 * it parsed with). Only those: a plugin's transforms are not run here.
 */
function printerFor(syntax: PluggableList | undefined): Printer {
  if (!syntax?.length) return plainPrinter;
  const known = printers.get(syntax);
  if (known) return known;
  const extensions = unified().use(syntax).freeze().data('toMarkdownExtensions') ?? [];
  const printer: Printer = unified()
    .data('toMarkdownExtensions', [...extensions])
    .use(remarkGfm)
    .use(remarkNarrowAutolinkEscapes)
    .use(remarkStringify, printerSettings);
  printers.set(syntax, printer);
  return printer;
}

function ensureTitle(tree: Root, title: string): void {
  const hasTitle = tree.children.some((node) => node.type === 'heading' && node.depth === 1);
  if (!hasTitle) tree.children.unshift({ type: 'heading', depth: 1, children: [text(title)] });
}

/** A syntax tree (or part of one) → Markdown text. */
export function printMarkdown(tree: Root, syntax?: PluggableList): string {
  return printerFor(syntax).stringify(tree);
}

/** An MDX doc page → clean Markdown for people and AI tools to read. */
export function mdxToMarkdown(source: string, options: ConvertOptions): string {
  return treeToMarkdown(parseMdxSource(source, options.syntax), options);
}

/** A parsed MDX page (after the site's own remark plugins have run) → clean Markdown. */
export function treeToMarkdown(tree: Root, options: ConvertOptions): string {
  const leftOut: LeftOut[] = [];
  const report: ReportLeftOut = (item) => leftOut.push(item);
  // Before anything else: the partial's content is the page's own.
  if (options.readPartial) inlinePartials(tree, options.readPartial, options.syntax);
  docCardListsToLists(tree, options.docCards ?? []);
  // What the page exports is known now: `{contentTitle}`, `{JSON.stringify(toc)}` show it.
  const { frontMatter } = options;
  const pageValues = {
    contentTitle: contentTitleOf(tree),
    toc: pageToc(tree),
    ...(frontMatter ? { frontMatter } : {}),
  };
  pageValuesIntoTree(tree, pageValues);
  // Before anything adds or changes a heading: the page's headings as its reader sees them.
  inlineTocsToLists(tree, options.tocLevels ?? defaultTocLevels, report, pageValues);
  // Before the expressions go: a <CodeBlock>'s code is a template literal.
  codeBlockElementsToFences(tree, report, options.readPartial, options.source);
  removeMdxOnlyNodes(tree, report);
  admonitionElementsToDirectives(tree);
  admonitionsToBlockquotes(tree);
  flattenTabs(tree);
  jsxToMarkdown(tree, report);
  restoreUnusedDirectives(tree);
  removeHeadingIds(tree);
  tidyCodeBlocks(tree, options.codeBlocks);
  codeTitlesAsCaptions(tree);
  absolutiseUrls(tree, options.resolveUrl);
  removeEmptyParagraphs(tree);
  phrasingIntoParagraphs(tree);
  collapseSpaces(tree);
  ensureTitle(tree, options.title);
  leftOut.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)).forEach(options.reportLeftOut);
  return printMarkdown(tree, options.syntax);
}
