import type { Blockquote, Paragraph, Root } from 'mdast';

import type { admonitionKeywords } from '../mdx-source/parse';
import { jsxAttribute, replaceAll, text } from './mdast';

/** The label each of Docusaurus's admonition keywords shows. */
const admonitionLabels: Readonly<Record<(typeof admonitionKeywords)[number], string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

/** `:::tip[Title]` → a blockquote that opens with its label in bold: `> **Tip: Title**`. */
export function admonitionsToBlockquotes(tree: Root): void {
  replaceAll(tree, ['containerDirective'], (node) => {
    const label = (admonitionLabels as Readonly<Record<string, string | undefined>>)[node.name];
    if (!label) return [node];
    const [first, ...rest] = node.children;
    const directiveLabel =
      first?.type === 'paragraph' &&
      (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel
        ? first
        : undefined;
    const title =
      directiveLabel?.children ?? (node.attributes?.title ? [text(node.attributes.title)] : []);
    const heading: Paragraph = {
      type: 'paragraph',
      children: [
        { type: 'strong', children: title.length ? [text(`${label}: `), ...title] : [text(label)] },
      ],
    };
    const body = directiveLabel ? rest : node.children;
    const quote: Blockquote = { type: 'blockquote', children: [heading, ...body] };
    return [quote];
  });
}

/**
 * `<Admonition type="tip" title="Did you know...">` (the theme's component, written as
 * JSX) → the `:::tip[Did you know...]` it draws the same as, so it is copied the same.
 * Docusaurus's default type is `note`.
 */
export function admonitionElementsToDirectives(tree: Root): void {
  replaceAll(tree, ['mdxJsxFlowElement'], (node) => {
    if (node.name !== 'Admonition') return [node];
    const title = jsxAttribute(node, 'title');
    return [
      {
        type: 'containerDirective',
        name: jsxAttribute(node, 'type') ?? 'note',
        attributes: title === undefined ? {} : { title },
        children: node.children,
      },
    ];
  });
}
