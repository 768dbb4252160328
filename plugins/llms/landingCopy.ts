import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toMdast } from 'hast-util-to-mdast';
import { toText } from 'hast-util-to-text';
import type { Root } from 'mdast';

import { printMarkdown } from './convert';

/** What a copy leaves out: what only works or means something in a browser. */
const browserOnly = '[data-markdown-ignore], button, svg, script, style, noscript, a.hash-link';

function prune(element: Element, left: ReadonlySet<Element>): void {
  element.children = element.children.filter(
    (child) => child.type !== 'element' || !left.has(child),
  );
  for (const child of element.children) if (child.type === 'element') prune(child, left);
}

const textNode = (value: string): ElementContent => ({ type: 'text', value });

/** A code block drawn one `<div>` per line (each ending in `<br>`): its code as one text. */
function codeAsText(pre: Element): void {
  const code = select('code', pre);
  const lines = selectAll('.token-line', pre);
  if (!code || lines.length === 0) return;
  code.children = [textNode(lines.map((line) => toText(line).replace(/\n$/, '')).join('\n'))];
  pre.children = [code];
}

/**
 * A card drawn as one link around a heading and a paragraph → the heading as the link's
 * words, and the rest after it as text, so the two do not run together.
 */
function cardAsLinkAndText(link: Element): void {
  const blocks = link.children.filter(
    (child): child is Element => child.type === 'element' && toText(child).trim() !== '',
  );
  if (blocks.length < 2) return;
  const [title, ...rest] = blocks;
  if (!title) return;
  const words = rest.map((block) => toText(block).trim()).filter(Boolean);
  const paragraph: Element = {
    type: 'element',
    tagName: 'span',
    properties: {},
    children: [
      { ...link, children: [textNode(toText(title).trim())] },
      ...(words.length > 0 ? [textNode(`: ${words.join(' ')}`)] : []),
    ],
  };
  Object.assign(link, paragraph);
}

/** A row of links with nothing between them (a hero's buttons) → a list of them. */
function linksAsList(element: Element): void {
  const shown = element.children.filter(
    (child) => child.type !== 'text' || child.value.trim() !== '',
  );
  const links = shown.filter((child) => child.type === 'element' && child.tagName === 'a');
  if (links.length < 2 || links.length !== shown.length) return;
  const item = (link: ElementContent): Element => ({
    type: 'element',
    tagName: 'li',
    properties: {},
    children: [link],
  });
  element.children = [
    { type: 'element', tagName: 'ul', properties: {}, children: links.map(item) },
  ];
}

/**
 * What a page built from React rather than from a Markdown file says, as Markdown: its
 * `<main>`, without what is marked as being for a browser only (`data-markdown-ignore`),
 * converted with hast-util-to-mdast (rehype-remark's converter). Its links are made
 * absolute from the page's own URL.
 */
export function builtPageToMarkdown(html: string, pageUrl: string): string | undefined {
  const tree: HastRoot = fromHtml(html);
  const main = select('main', tree);
  if (!main) return undefined;
  prune(main, new Set(selectAll(browserOnly, main)));
  for (const pre of selectAll('pre', main)) codeAsText(pre);
  for (const card of selectAll('a', main)) cardAsLinkAndText(card);
  for (const element of selectAll('div, p', main)) linksAsList(element);
  for (const link of selectAll('a[href], img[src]', main)) {
    const key = link.tagName === 'a' ? 'href' : 'src';
    const value = link.properties[key];
    if (typeof value === 'string') link.properties[key] = new URL(value, pageUrl).href;
  }
  const markdown = toMdast({ type: 'root', children: [main] }) as Root;
  return printMarkdown(markdown);
}
