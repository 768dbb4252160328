/**
 * What stock Docusaurus draws for a page of the docusaurus-pages fixture, worked out from
 * the page's source as Docusaurus's MDX loader reads it (@docusaurus/utils' rewrites of the
 * source, remark-parse, remark-mdx, remark-directive, remark-gfm, the `<!-- comments -->`
 * of mdx1Compat, the fixture's remark-math; @docusaurus/utils' heading ids and slugger) and
 * the rules of its theme, never with the site's own code: its headings and their ids, its
 * table of contents, its admonitions, its tabs' labels and its details' summaries.
 */
import { readFileSync } from 'node:fs';
import {
  admonitionTitleToDirectiveLabel,
  createSlugger,
  escapeMarkdownHeadingIds,
  parseMarkdownHeadingId,
  unwrapMdxCodeBlocks,
} from '@docusaurus/utils';
import remarkComment from '@slorber/remark-comment';
import type { Heading, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

export type StockHeading = { level: number; id: string; text: string };
export type StockAdmonition = { type: string; title: string };

export type StockPage = {
  title: string | undefined;
  headings: StockHeading[];
  /** The desktop table of contents: h2 and h3 (the theme's default levels), in order. */
  toc: StockHeading[];
  admonitions: StockAdmonition[];
  /** Each `<Tabs>`'s labels: a TabItem's `label`, else its `value`. */
  tabs: string[][];
  summaries: string[];
};

const admonitionTypes = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution']);

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const attribute = (element: JsxElement, name: string): string | undefined => {
  const found = element.attributes.find(
    (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
};

/** `{/* #id *\/}` at a heading's end: its id, as Docusaurus 3 reads it. */
function commentId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'mdxTextExpression') return undefined;
  return /^\s*\/\*\s*#([^\s*]+)\s*\*\/\s*$/.exec(last.value)?.[1];
}

/** A heading's words and id: a fixed id (either syntax), else the slug of its words. */
function headingOf(heading: Heading, slug: (text: string) => string): StockHeading {
  const id = commentId(heading);
  if (id !== undefined) {
    const words = heading.children.slice(0, -1);
    return {
      level: heading.depth,
      id,
      text: toString({ type: 'paragraph', children: words }).trim(),
    };
  }
  const parsed = parseMarkdownHeadingId(toString(heading));
  return { level: heading.depth, id: parsed.id ?? slug(parsed.text), text: parsed.text };
}

/** The MDX loader's rewrites of the source before it parses it. */
const stockPreprocess = (source: string): string =>
  admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), [
    ...admonitionTypes,
  ]);

/** What stock Docusaurus draws of the page at `file` (relative to the repository). */
export function stockPage(file: string): StockPage {
  const tree = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkFrontmatter)
    .use(remarkDirective)
    .use(remarkGfm)
    .use(remarkComment)
    .use(remarkMath)
    .parse(stockPreprocess(readFileSync(file, 'utf8'))) as Root;
  const slugger = createSlugger();
  const page: StockPage = {
    title: undefined,
    headings: [],
    toc: [],
    admonitions: [],
    tabs: [],
    summaries: [],
  };
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const heading = headingOf(node, (text) => slugger.slug(text));
      if (node.depth === 1) page.title ??= heading.text;
      else page.headings.push(heading);
    } else if (node.type === 'containerDirective' && admonitionTypes.has(node.name)) {
      const label = node.children.find(
        (child) => child.type === 'paragraph' && child.data?.directiveLabel,
      );
      page.admonitions.push({ type: node.name, title: label ? toString(label) : node.name });
    } else if (node.type === 'mdxJsxFlowElement' && node.name === 'Tabs') {
      const items = node.children.filter(
        (child): child is MdxJsxFlowElement =>
          child.type === 'mdxJsxFlowElement' && child.name === 'TabItem',
      );
      page.tabs.push(
        items.map((item) => attribute(item, 'label') ?? attribute(item, 'value') ?? ''),
      );
    } else if (node.type === 'mdxJsxFlowElement' && node.name === 'summary') {
      page.summaries.push(toString(node).trim());
    } else if (node.type === 'mdxJsxTextElement' && node.name === 'summary') {
      page.summaries.push(toString(node).trim());
    }
  });
  page.toc = page.headings.filter(({ level }) => level >= 2 && level <= 3);
  return page;
}
