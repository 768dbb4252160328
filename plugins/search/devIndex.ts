import type { Nodes } from 'mdast';
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';
import { toString } from 'mdast-util-to-string';

import { ContentCache, contentKey } from '../mdx-source/cache';
import { parseMdxSource } from '../mdx-source/parse';
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

/**
 * The sections of one doc read from its MDX source, for the dev server, which renders
 * no HTML to index: the same records as the build's (a section per h2 and h3, code
 * apart, heading ids as Docusaurus makes them), without what only rendering adds
 * (the API field tables, the landing page).
 */
export function docSections({ url, title, source }: DevDoc): Omit<SearchRecord, 'id'>[] {
  const tree = parseMdxSource(source);
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
const sectionsOfDocs = new ContentCache<Omit<SearchRecord, 'id'>[]>();

/**
 * The dev server's index: every doc's sections, in address order; a doc is read again
 * only when its source or title changed.
 */
export function devSearchIndex(docs: readonly DevDoc[]): SearchIndexFile {
  const records: SearchRecord[] = [];
  for (const doc of [...docs].sort((a, b) => a.url.localeCompare(b.url))) {
    const key = contentKey(doc.title, doc.source);
    for (const section of sectionsOfDocs.get(doc.url, key, () => docSections(doc)))
      records.push({ id: records.length, ...section });
  }
  return { records };
}
