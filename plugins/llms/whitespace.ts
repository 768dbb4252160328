import type { Parent, PhrasingContent, Root, RootContent } from 'mdast';

import { forEachNode, text } from './mdast';

/** Nodes whose children are a line of words: paragraphs, headings, table cells, emphasis. */
const phrasingParents = new Set([
  'paragraph',
  'heading',
  'tableCell',
  'emphasis',
  'strong',
  'delete',
  'link',
]);

/** `green` `\n` ` ` `and ` (text nodes side by side once JSX is gone) → `green\n and `. */
function mergeTexts(children: RootContent[]): RootContent[] {
  const merged: RootContent[] = [];
  for (const child of children) {
    const last = merged.at(-1);
    if (child.type === 'text' && last?.type === 'text') last.value += child.value;
    else merged.push(child);
  }
  return merged;
}

/** Trims the words' outer edge: the space a closing `</b>` or an expression left there. */
function trimEdge(children: PhrasingContent[], edge: 'start' | 'end'): void {
  const index = edge === 'start' ? 0 : children.length - 1;
  const node = children[index];
  if (node?.type !== 'text') return;
  node.value = edge === 'start' ? node.value.trimStart() : node.value.trimEnd();
  if (node.value === '') children.splice(index, 1);
}

/**
 * The spaces HTML collapses, as a browser shows them: JSX text split over lines
 * (`<Highlight>…</Highlight>\n{' '}and`), a `{'\n'}` or a space at the end of a paragraph
 * or heading, a space inside the end of bold text (`<b>Input: </b>`). Left as written,
 * Markdown prints them as `&#x20;` and `&#xA;`.
 */
export function collapseSpaces(tree: Root): void {
  moveSpacesOutOfMarks(tree);
  forEachNode(tree, (node) => {
    if (!phrasingParents.has(node.type)) return;
    const parent = node as Parent;
    const children = mergeTexts(parent.children) as PhrasingContent[];
    for (const child of children) {
      if (child.type === 'text') child.value = child.value.replace(/[ \t]*\n\s*/g, '\n');
    }
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      trimEdge(children, 'start');
      trimEdge(children, 'end');
    }
    parent.children = children;
  });
}

const marks = new Set(['emphasis', 'strong', 'delete']);

/** `**Input: **` cannot be written in Markdown: → `**Input:** `. */
function moveSpacesOutOfMarks(tree: Root): void {
  forEachNode(tree, (node) => {
    if (!('children' in node) || !phrasingParents.has(node.type)) return;
    const parent = node as Parent;
    const children: RootContent[] = [];
    for (const child of parent.children) {
      if (!marks.has(child.type) || !('children' in child)) {
        children.push(child);
        continue;
      }
      const inner = child.children as PhrasingContent[];
      const first = inner[0];
      const last = inner.at(-1);
      const before = first?.type === 'text' ? /^\s+/.exec(first.value)?.[0] : undefined;
      const after = last?.type === 'text' ? /\s+$/.exec(last.value)?.[0] : undefined;
      trimEdge(inner, 'start');
      trimEdge(inner, 'end');
      if (before) children.push(text(' '));
      if (inner.length > 0) children.push(child);
      if (after) children.push(text(' '));
    }
    parent.children = mergeTexts(children);
  });
}
