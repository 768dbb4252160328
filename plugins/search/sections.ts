import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

import type { SearchRecord } from './records';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Parts of a page that are controls or decoration, not content to find. */
const skippedTags = new Set([
  'script',
  'style',
  'svg',
  'button',
  'nav',
  'template',
  'noscript',
  'head',
]);
/**
 * Elements inside a line of text; every other element is a block, set off by
 * spaces. Spans are blocks (the landing page's cards stack them), except in code.
 */
const inlineTags = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'small',
  'strong',
  'sub',
  'sup',
]);
/** The theme's heading anchors and its phone table of contents. */
const skippedClasses = ['hash-link', 'theme-doc-toc-mobile'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (element: Element, name: string): string | undefined =>
  element.attrs.find((a) => a.name === name)?.value;
const hasClass = (element: Element, name: string): boolean =>
  (attr(element, 'class') ?? '').split(/\s+/).includes(name);

function isSkipped(element: Element): boolean {
  return (
    skippedTags.has(element.tagName) ||
    attr(element, 'aria-hidden') === 'true' ||
    // What a component marks as no part of a page's text (as for search engines' snippets).
    attr(element, 'data-nosnippet') !== undefined ||
    skippedClasses.some((name) => hasClass(element, name))
  );
}

function find(node: Node, test: (element: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

const collapse = (text: string): string =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The text a reader sees in `node`, with a space between blocks. */
function textOf(node: Node, inCode = false): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (!isElement(node) || isSkipped(node)) return '';
  const code = inCode || node.tagName === 'pre';
  const text = node.childNodes.map((child) => textOf(child, code)).join('');
  // Blocks never run their words together; in code only lines (<div>s) are blocks.
  const inline = code ? node.tagName !== 'div' : inlineTags.has(node.tagName);
  return inline ? text : ` ${text} `;
}

/** A section as a reader of pages gathers it: its text, code and terms not yet tidied. */
export type Section = Omit<SearchRecord, 'id' | 'url' | 'page' | 'terms'> & { terms: string };

/** The records of a page's sections: whitespace collapsed, an empty top left out. */
export function sectionRecords(
  sections: readonly Section[],
  url: string,
  page: string,
): Omit<SearchRecord, 'id'>[] {
  return sections
    .filter((section, index) => index > 0 || section.text.trim() !== '' || section.code !== '')
    .map(({ terms, ...section }) => ({
      url,
      page,
      ...section,
      text: collapse(section.text),
      code: collapse(section.code),
      // Only sections with tables carry terms: most records stay as small as before.
      ...(terms.trim() ? { terms: collapse(terms) } : {}),
    }));
}

/**
 * The sections of one built page, in reading order: the text before the first h2
 * (titled with the page title), then one section per h2 or h3 that has an id.
 * Code blocks are kept apart from the prose (they rank lower). Reads the doc's
 * Markdown body when there is one, else the page's <main> (the landing page); deeper
 * headings stay in their section.
 */
export function pageSections(html: string, url: string): Omit<SearchRecord, 'id'>[] {
  const document = parse(html);
  const main = find(document, (e) => e.tagName === 'main');
  if (!main) return [];
  const root = find(main, (e) => hasClass(e, 'theme-doc-markdown')) ?? main;
  const h1 = find(root, (e) => e.tagName === 'h1');
  const page = h1 ? collapse(textOf(h1)) : url;

  const sections: Section[] = [{ anchor: '', title: page, text: '', code: '', terms: '' }];
  let parent: string | undefined;
  const walk = (node: Node): void => {
    if (!isElement(node)) {
      sections[sections.length - 1].text += textOf(node);
      return;
    }
    if (isSkipped(node) || node === h1) return;
    if (node.tagName === 'pre') {
      sections[sections.length - 1].code += ` ${textOf(node)} `;
      return;
    }
    if (node.tagName === 'tr') {
      const cell = node.childNodes.find(isElement);
      if (cell?.tagName === 'td') sections[sections.length - 1].terms += ` ${textOf(cell)}`;
    }
    const id = attr(node, 'id');
    if ((node.tagName === 'h2' || node.tagName === 'h3') && id) {
      const title = collapse(textOf(node));
      if (node.tagName === 'h2') parent = title;
      sections.push({
        anchor: id,
        title,
        ...(node.tagName === 'h3' && parent ? { parent } : {}),
        text: '',
        code: '',
        terms: '',
      });
      return;
    }
    const block = inlineTags.has(node.tagName) ? '' : ' ';
    sections[sections.length - 1].text += block;
    node.childNodes.forEach(walk);
    sections[sections.length - 1].text += block;
  };
  root.childNodes.forEach(walk);
  return sectionRecords(sections, url, page);
}

/** A page that asks search engines not to index it (the search page, 404) stays out. */
export const isNoindex = (html: string): boolean =>
  /<meta[^>]*\bname=["']?robots["']?[^>]*\bcontent=["']?[^"'>]*noindex/i.test(html);
