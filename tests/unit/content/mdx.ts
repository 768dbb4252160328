import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Heading as MdHeading, Root, RootContent, Table } from 'mdast';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { toString } from 'mdast-util-to-string';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

import { printMarkdown } from '../../../plugins/llms/convert';
import { parseMdxSource } from '../../../plugins/mdx-source/parse';
import remarkOpenApi from '../../../plugins/openapi/remark';
import type { DocPage } from '../../../tools/pages';
import * as page from '../../../tools/page-rules/mdx';
import { docPages } from '../../../tools/routes';

/** The remark plugins docusaurus.config.ts gives the docs: what a page renders, not just its source. */
const siteRemark = unified().use([remarkOpenApi]);

/**
 * Reads the documentation sources with the same MDX parser and remark plugins the
 * site and its Markdown copies use, and answers questions about them: front matter, sections,
 * code, links, admonitions, tabs and tables.
 */

const repoRoot = resolve(import.meta.dirname, '../../..');
export const staticDir = `${repoRoot}/static/`;

export type { TabsBlock } from '../../../tools/page-rules/mdx';
export type Admonition = { kind: string; title: string; text: string; links: page.Link[] };

export type Doc = {
  id: string;
  /** The page as the sidebar and front matter declare it (tools/pages.ts). */
  page: DocPage;
  source: string;
  frontMatter: Record<string, unknown>;
  tree: Root;
};

/** Nodes to search: a whole page, or the nodes of one of its sections. */
type Scope = Doc | readonly RootContent[];
const nodesOf = (scope: Scope): readonly RootContent[] =>
  'tree' in scope ? scope.tree.children : scope;
const rootOf = (scope: Scope): Root => ({ type: 'root', children: [...nodesOf(scope)] });

export async function readDoc(page: DocPage): Promise<Doc> {
  const source = readFileSync(page.file, 'utf8');
  const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({
    filePath: page.file,
    fileContent: source,
  });
  const tree = parseMdxSource(source);
  await siteRemark.run(tree);
  return { id: page.id, page, source, frontMatter, tree };
}

/** The page the sidebar lists under this id, read. */
export async function readDocById(id: string): Promise<Doc> {
  const page = docPages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`The sidebar lists no page "${id}"`);
  return readDoc(page);
}

/** The nodes under the heading with this id, up to the next heading of the same or a higher level. */
export function section(doc: Doc, id: string): RootContent[] {
  const nodes = doc.tree.children;
  const start = nodes.findIndex(
    (node) => node.type === 'heading' && page.headingOf(node).id === id,
  );
  if (start === -1) throw new Error(`${doc.page.source} has no heading {#${id}}`);
  const depth = (nodes[start] as MdHeading).depth;
  const end = nodes.findIndex(
    (node, i) => i > start && node.type === 'heading' && node.depth <= depth,
  );
  return nodes.slice(start + 1, end === -1 ? undefined : end);
}

/** What a reader reads in a section (or page): its text, without Markdown syntax. */
export function textOf(scope: Scope): string {
  return nodesOf(scope)
    .map((node) => toString(node))
    .join('\n');
}

export const codeBlocks = (scope: Scope): page.CodeBlock[] => page.codeBlocks(rootOf(scope));

export const links = (scope: Scope): page.Link[] => page.links(rootOf(scope));

/** The admonitions (`:::kind Title`) in a section or page. */
export function admonitions(scope: Scope): Admonition[] {
  const found: Admonition[] = [];
  visit(rootOf(scope), 'containerDirective', (directive) => {
    const [first, ...rest] = directive.children;
    const labelled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
    const body = labelled ? rest : directive.children;
    found.push({
      kind: directive.name,
      title: labelled ? toString(first) : '',
      text: body.map((node) => toString(node)).join('\n'),
      links: page.links(body),
    });
  });
  return found;
}

/** The `<Tabs>` blocks of a page, each with the id of the heading it sits under. */
export const tabsBlocks = (doc: Doc): page.TabsBlock[] => page.tabsBlocks(doc.tree);

/** A table cell as Markdown, so inline code keeps its backticks. */
const cellMarkdown = (cell: Table['children'][number]['children'][number]): string =>
  printMarkdown({ type: 'root', children: [{ type: 'paragraph', children: cell.children }] })
    .trim()
    .replace(/\\([[\]{}_*])/g, '$1');

/** The first GFM table in the section under the heading with this id, as rows of cells (Markdown). */
export function tableRows(doc: Doc, headingId: string): string[][] {
  const table = section(doc, headingId).find((node): node is Table => node.type === 'table');
  if (!table) throw new Error(`${doc.page.source} has no table under {#${headingId}}`);
  return table.children.slice(1).map((row) => row.children.map(cellMarkdown));
}

/** The text of a table cell without its inline-code backticks. */
export function plain(cell: string): string {
  return cell.replace(/`/g, '');
}

/**
 * The request-body fields rendered from openapi.yaml in the section under this heading,
 * as rows keyed like a table's columns: Field, Type, Optional and Description
 * (Markdown), parents before their nested fields.
 */
export function fieldsAfter(doc: Doc, headingId: string): Record<string, string>[] {
  const element = section(doc, headingId).find(
    (node) => node.type === 'mdxJsxFlowElement' && node.name === 'ApiFields',
  );
  if (!element) throw new Error(`${doc.page.source} has no <ApiFields> under {#${headingId}}`);
  const rows: Record<string, string>[] = [];
  visit(rootOf([element]), 'listItem', (item) => {
    const [firstLine, ...rest] = item.children;
    const parts = firstLine.type === 'paragraph' ? firstLine.children : [];
    const partText = (name: string): string =>
      toString(
        parts.find((p) => p.data?.hProperties?.['data-part'] === name) ?? {
          type: 'text',
          value: '',
        },
      );
    const name = parts.find((p) => p.type === 'inlineCode');
    const description = rest.filter((node) => node.type === 'paragraph');
    rows.push({
      Field: name ? `\`${toString(name)}\`` : '',
      Type: partText('type'),
      Optional: partText('optional'),
      Description: printMarkdown({ type: 'root', children: description })
        .trim()
        .replace(/\\([[\]{}_*])/g, '$1'),
    });
  });
  return rows;
}

/** The environment a page tells the reader to set before running its samples. */
export const envOf = (doc: Doc): Record<string, string> =>
  Object.fromEntries(
    codeBlocks(doc)
      .flatMap((block) => [...block.code.matchAll(/^export (\w+)='([^']*)'$/gm)])
      .map((m) => [m[1], m[2]]),
  );

/** The request samples of a page: its tab groups that hold a curl command. */
export const sampleGroups = (doc: Doc): page.TabsBlock[] => page.sampleGroups(doc.tree);

export const sampleOf = (block: page.TabsBlock, value: string): string =>
  block.items.find((item) => item.value === value)?.code[0]?.code ?? '';
