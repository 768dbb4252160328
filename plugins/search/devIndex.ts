import type { Nodes, Root } from 'mdast';
import type { PluggableList } from 'unified';
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';
import { toString } from 'mdast-util-to-string';

import { ContentCache, contentKey } from '../mdx-source/cache';
import { readMdxPage } from '../mdx-source/parse';
import type { SearchIndexFile, SearchRecord } from './records';
import { sectionRecords, type Section } from './sections';

/** A doc as the dev server knows it: its address, title and MDX source. */
export type DevDoc = { url: string; title: string; source: string };

/** Nodes that say nothing a reader sees: front matter, imports, expressions, comments. */
const unseen = new Set(['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html']);

/** Nodes inside a line of text; every other node is a block, set off by spaces. */
const inlineTypes = new Set([
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'mdxJsxTextElement',
]);

type DevRecord = Omit<SearchRecord, 'id'>;

/**
 * The sections of one doc read from its MDX source, for the dev server, which renders
 * no HTML to index: the same records as the build's (a section per h2 and h3, code
 * apart, heading ids as Docusaurus makes them). The page is read as the docs plugin
 * reads it, through the docs' `remarkPlugins` (what remark-openapi draws is indexed, as
 * in the build), without what only rendering adds (the landing page).
 */
export async function docSections(
  doc: DevDoc,
  remarkPlugins: PluggableList = [],
): Promise<DevRecord[]> {
  return sectionsOf(await readMdxPage(doc.source, remarkPlugins), doc);
}

function sectionsOf(tree: Root, { url, title }: DevDoc): DevRecord[] {
  const slugger = createSlugger();
  const sections: Section[] = [{ anchor: '', title, text: '', code: '', terms: '' }];
  let page = title;
  let parent: string | undefined;
  const current = (): Section => sections[sections.length - 1];

  const walk = (node: Nodes): void => {
    if (unseen.has(node.type)) return;
    if (node.type === 'heading') {
      const { text, id } = parseMarkdownHeadingId(toString(node));
      if (node.depth === 1) page = text;
      if (node.depth !== 2 && node.depth !== 3) {
        if (node.depth > 3) current().text += ` ${text} `;
        return;
      }
      const anchor = id ?? slugger.slug(text);
      if (node.depth === 2) parent = text;
      sections.push({
        anchor,
        title: text,
        ...(node.depth === 3 && parent ? { parent } : {}),
        text: '',
        code: '',
        terms: '',
      });
      return;
    }
    if (node.type === 'code') current().code += ` ${node.value} `;
    else if (node.type === 'text' || node.type === 'inlineCode') current().text += node.value;
    else if ('children' in node) {
      // The first cell of each body row is what a field table defines (as in the build).
      if (node.type === 'table')
        for (const row of node.children.slice(1))
          current().terms += ` ${row.children[0] ? toString(row.children[0]) : ''}`;
      const space = inlineTypes.has(node.type) ? '' : ' ';
      current().text += space;
      node.children.forEach((child) => walk(child));
      current().text += space;
    }
  };
  tree.children.forEach((child) => walk(child));

  sections[0].title = page;
  return sectionRecords(sections, url, page);
}

/** Each doc's sections as last read, kept across the dev server's reloads, by address. */
const sectionsOfDocs = new ContentCache<Promise<DevRecord[]>>();

/**
 * The dev server's index: every doc's sections, in address order, each doc read through
 * the docs' `remarkPlugins`; a doc is read again only when its source or title changed.
 */
export async function devSearchIndex(
  docs: readonly DevDoc[],
  remarkPlugins: PluggableList = [],
): Promise<SearchIndexFile> {
  const sorted = [...docs].sort((a, b) => a.url.localeCompare(b.url));
  const sectionsOfEach = await Promise.all(
    sorted.map((doc) =>
      sectionsOfDocs.get(doc.url, contentKey(doc.title, doc.source), () =>
        docSections(doc, remarkPlugins),
      ),
    ),
  );
  return { records: sectionsOfEach.flat().map((section, id) => ({ id, ...section })) };
}
