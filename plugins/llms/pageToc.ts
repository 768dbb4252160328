import type { Heading, PhrasingContent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { EXIT, visit } from 'unist-util-visit';

import type { TocItem } from './pageValues';
import { tocEntries } from './tocInline';
import { withoutHeadingId } from './tidy';

const htmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (words: string): string =>
  words.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);

const childrenHtml = (children: readonly PhrasingContent[]): string =>
  children.map(headingHtml).join('').trim();

/** A heading's words as the MDX loader writes them in `toc` (its `toHeadingHTMLValue`). */
function headingHtml(node: PhrasingContent): string {
  switch (node.type) {
    case 'text':
      return escapeHtml(node.value);
    case 'inlineCode':
      return `<code>${escapeHtml(node.value)}</code>`;
    case 'emphasis':
      return `<em>${childrenHtml(node.children)}</em>`;
    case 'strong':
      return `<strong>${childrenHtml(node.children)}</strong>`;
    case 'delete':
      return `<del>${childrenHtml(node.children)}</del>`;
    case 'link':
      return childrenHtml(node.children);
    case 'mdxJsxTextElement': {
      if (node.name === 'img') return '';
      const classes = node.attributes.find(
        (attribute) =>
          attribute.type === 'mdxJsxAttribute' &&
          (attribute.name === 'className' || attribute.name === 'class'),
      );
      const classAttribute =
        classes?.type === 'mdxJsxAttribute' && typeof classes.value === 'string'
          ? ` class="${escapeHtml(classes.value)}"`
          : '';
      return `<${node.name}${classAttribute}>${childrenHtml(node.children)}</${node.name}>`;
    }
    default:
      return toString(node);
  }
}

/**
 * The `toc` the page exports, as Docusaurus's MDX loader makes it: every heading below
 * the h1 with its words as HTML, its id and its level, the headings of the partials it
 * shows in their place (the tree has them inlined).
 */
export function pageToc(tree: Root): TocItem[] {
  return tocEntries(tree).map(({ depth, id, content }) => ({
    value: childrenHtml(content),
    id,
    level: depth,
  }));
}

/**
 * The `contentTitle` the page exports, as the loader finds it: the words of its first
 * heading when that is an h1 above any thematic break; else none.
 */
export function contentTitleOf(tree: Root): string | undefined {
  let title: string | undefined;
  visit(tree, ['heading', 'thematicBreak'], (node) => {
    if (node.type === 'heading') {
      const heading = node as Heading;
      if (heading.depth === 1) title = toString(withoutHeadingId(heading.children)).trim();
    }
    return EXIT;
  });
  return title;
}
