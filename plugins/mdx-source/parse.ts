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
import { unified, type PluggableList, type Processor } from 'unified';

/** Docusaurus's admonition keywords (`:::tip`), the ones its MDX loader turns into admonitions. */
export const admonitionKeywords = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'important',
  'success',
  'secondary',
] as const;

/**
 * The syntax Docusaurus's MDX loader reads, with the site's `markdown.mdx1Compat` options
 * on: MDX, front matter, directives (admonitions), GitHub's tables and task lists, and
 * `<!-- comments -->`. Everything that reads a page's source (its Markdown copy, the dev
 * server's search index, the page rules) parses with this one.
 */
const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkDirective)
  .use(remarkGfm)
  .use(remarkComment);

/** Docusaurus's own source rewrites before parsing (see its mdx-loader preprocessor). */
export function preprocess(source: string): string {
  const unwrapped = escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source));
  return admonitionTitleToDirectiveLabel(unwrapped, [...admonitionKeywords]);
}

/**
 * An MDX page's source → its syntax tree, read as Docusaurus reads it; `syntax`: remark
 * plugins a site adds that change what the source means (remark-math's `$…$`).
 */
export function parseMdxSource(source: string, syntax: PluggableList = []): Root {
  return (syntax.length ? parser().use(syntax) : parser).parse(preprocess(source));
}

/**
 * Docusaurus's `unwrapMdxCodeBlocks` (its pattern, three or four backticks), with the
 * fence lines left as empty lines instead of removed: every line keeps its number.
 */
const mdxCodeBlocks = ['```', '````'].map(
  (fence) =>
    new RegExp(
      `(?<begin>^|\\r?\\n)\\x20*${fence}\\x20*mdx-code-block(?<open>\\r?\\n)(?<children>.*?)(?<close>\\r?\\n)\\x20*${fence}(?<end>\\r?\\n|$)`,
      'gs',
    ),
);

function unwrapMdxCodeBlocksKeepingLines(source: string): string {
  return mdxCodeBlocks.reduce(
    (text, pattern) =>
      text.replaceAll(pattern, (...args: unknown[]) => {
        const { begin, open, children, close, end } = args.at(-1) as Record<string, string>;
        return `${begin}${open}${children}${close}${end}`;
      }),
    source,
  );
}

/**
 * An MDX page's source → its syntax tree as `parseMdxSource` reads it, each node at the
 * line it is written on (Docusaurus's rewrites remove the lines of an `mdx-code-block`
 * fence); a column may be one off on a line the rewrites escape (`{#id}`, `:::note Title`).
 * For the page rules, which say where a problem is.
 */
export function parseMdxSourceByLine(source: string, syntax: PluggableList = []): Root {
  const unwrapped = escapeMarkdownHeadingIds(unwrapMdxCodeBlocksKeepingLines(source));
  const rewritten = admonitionTitleToDirectiveLabel(unwrapped, [...admonitionKeywords]);
  return (syntax.length ? parser().use(syntax) : parser).parse(rewritten);
}

const transformers = new WeakMap<PluggableList, Processor>();

/**
 * An MDX page's source → its syntax tree as the docs plugin's remark plugins leave it
 * (`remarkPlugins`, from `docsRemarkPlugins`): parsed with their syntax, their transforms
 * run (remark-openapi draws a page's field lists). What reads a page as its reader sees
 * it (its Markdown copy, the dev server's search index) reads it through this.
 */
export async function readMdxPage(
  source: string,
  remarkPlugins: PluggableList = [],
): Promise<Root> {
  return runRemarkTransforms(parseMdxSource(source, remarkPlugins), remarkPlugins);
}

/** A parsed page's tree → as `remarkPlugins`' transforms leave it (`readMdxPage` without the parse). */
export async function runRemarkTransforms(
  tree: Root,
  remarkPlugins: PluggableList = [],
): Promise<Root> {
  if (!remarkPlugins.length) return tree;
  let transformer = transformers.get(remarkPlugins);
  if (!transformer) {
    transformer = unified().use(remarkPlugins).freeze();
    transformers.set(remarkPlugins, transformer);
  }
  return (await transformer.run(tree)) as Root;
}
