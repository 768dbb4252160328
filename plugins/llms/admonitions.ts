import type { Blockquote, Paragraph, Root } from 'mdast';

import { replaceAll, text } from './mdast';

/** Docusaurus's admonition keywords and the label each shows. */
export const admonitionLabels: Readonly<Record<string, string>> = {
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
    const label = admonitionLabels[node.name];
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
