/**
 * What a documentation page holds, read from its MDX syntax tree (parsed as Docusaurus
 * and the Markdown copies parse it): headings with their fixed ids, links, code blocks,
 * request-sample tabs, the summary under the h1. Each carries where it starts, so a
 * rule can point a writer at the line and column.
 */
import type { Code, Heading as MdHeading, Nodes, Root, RootContent } from 'mdast';
import { parseMarkdownHeadingId } from '@docusaurus/utils';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

import { jsxAttribute } from '../../plugins/llms/mdast';

/** Where a node starts in the page's source: 1-based line and column. */
export type At = { line: number; column: number };

export type Heading = At & {
  level: number;
  text: string;
  id: string | undefined;
  /** How the id is written: `{#id}`, or MDX's comment `{/* #id *\/}`. */
  idSyntax: 'classic' | 'mdx-comment' | undefined;
};
export type CodeBlock = At & { lang: string; title: string | undefined; code: string };
export type Link = At & { text: string; href: string };
export type TabItem = At & { value: string; label: string; code: CodeBlock[] };
export type TabsBlock = At & { groupId: string | undefined; items: TabItem[]; section: string };

/** Nodes to read: a whole tree, or some of its nodes (a section). */
export type Scope = Root | readonly RootContent[];
export const rootOf = (scope: Scope): Root =>
  'type' in scope ? scope : { type: 'root', children: [...scope] };

export const atOf = (node: Nodes): At => ({
  line: node.position?.start.line ?? 1,
  column: node.position?.start.column ?? 1,
});

/** The id of a heading's last child written `{/* #id *\/}`, as Docusaurus's MDX loader reads it. */
function commentIdOf(node: MdHeading): string | undefined {
  const last = node.children.at(-1);
  if (last?.type !== 'mdxTextExpression') return undefined;
  const comment = /^\s*\/\*\s*#([^\s*]+)[^]*\*\/\s*$/.exec(last.value);
  return comment?.[1];
}

export function headingOf(node: MdHeading): Heading {
  const commentId = commentIdOf(node);
  if (commentId !== undefined) {
    const text = toString({ ...node, children: node.children.slice(0, -1) }).trim();
    return { level: node.depth, text, id: commentId, idSyntax: 'mdx-comment', ...atOf(node) };
  }
  const { text, id } = parseMarkdownHeadingId(toString(node));
  return { level: node.depth, text, id, idSyntax: id ? 'classic' : undefined, ...atOf(node) };
}

/** A heading id as a page writes it: `{#id}`, or `{/* #id *\/}` on a page that writes that. */
export const writtenId = (id: string, syntax: Heading['idSyntax']): string =>
  syntax === 'mdx-comment' ? `{/* #${id} */}` : `{#${id}}`;

/** The page's top-level headings, in order, with their explicit `{#id}`. */
export const headings = (tree: Root): Heading[] =>
  tree.children.flatMap((node) => (node.type === 'heading' ? [headingOf(node)] : []));

export function codeBlocks(scope: Scope): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  visit(rootOf(scope), 'code', (code: Code) => {
    const title = /title="([^"]*)"/.exec(code.meta ?? '')?.[1];
    blocks.push({ lang: code.lang ?? '', title, code: code.value, ...atOf(code) });
  });
  return blocks;
}

export function links(scope: Scope): Link[] {
  const found: Link[] = [];
  visit(rootOf(scope), 'link', (link) => {
    found.push({ text: toString(link), href: link.url, ...atOf(link) });
  });
  return found;
}

/** The first paragraph after the h1: the page's one-sentence summary. */
export function summaryParagraph(tree: Root): RootContent | undefined {
  const h1 = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  return tree.children.slice(h1 + 1).find((node) => node.type === 'paragraph');
}

/** The `<Tabs>` blocks of a page, each with the id of the heading it sits under. */
export function tabsBlocks(tree: Root): TabsBlock[] {
  let sectionId = '';
  const blocks: TabsBlock[] = [];
  for (const node of tree.children) {
    if (node.type === 'heading') sectionId = headingOf(node).id ?? '';
    if (node.type !== 'mdxJsxFlowElement' || node.name !== 'Tabs') continue;
    const items = node.children.flatMap((child): TabItem[] =>
      child.type === 'mdxJsxFlowElement' && child.name === 'TabItem'
        ? [
            {
              value: jsxAttribute(child, 'value') ?? '',
              label: jsxAttribute(child, 'label') ?? '',
              code: codeBlocks(child.children),
              ...atOf(child),
            },
          ]
        : [],
    );
    blocks.push({
      groupId: jsxAttribute(node, 'groupId'),
      items,
      section: sectionId,
      ...atOf(node),
    });
  }
  return blocks;
}

/** The request samples of a page: its tab groups that hold a curl command. */
export const sampleGroups = (tree: Root): TabsBlock[] =>
  tabsBlocks(tree).filter((block) => block.items.some((item) => item.value === 'curl'));
