import type { Paragraph, Parent, PhrasingContent, Root, RootContent } from 'mdast';

import { forEachNode } from './mdast';

const phrasingTypes = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
]);

const isPhrasing = (node: RootContent): node is PhrasingContent => phrasingTypes.has(node.type);

/** The nodes that hold blocks: what they hold is never printed as one run of text. */
const flowParents = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

/**
 * Text left among blocks once the HTML elements around it are gone (`<div>Some text</div>`
 * on a line of its own) → a paragraph of its own. A line break there (`<br/>` between
 * blocks) separates paragraphs, and is not kept: printed as it was, the whole copy ran
 * into one line.
 */
export function phrasingIntoParagraphs(tree: Root): void {
  forEachNode(tree, (node) => {
    if (!flowParents.has(node.type) || !('children' in node)) return;
    const parent = node as Parent;
    if (!parent.children.some(isPhrasing)) return;
    const children: RootContent[] = [];
    let run: PhrasingContent[] = [];
    const endRun = (): void => {
      const words = run.filter((child) => child.type !== 'break');
      if (words.some((child) => child.type !== 'text' || child.value.trim() !== '')) {
        const paragraph: Paragraph = { type: 'paragraph', children: trimRun(run) };
        children.push(paragraph);
      }
      run = [];
    };
    for (const child of parent.children) {
      if (child.type === 'break') endRun();
      else if (isPhrasing(child)) run.push(child);
      else {
        endRun();
        children.push(child);
      }
    }
    endRun();
    parent.children = children;
  });
}

/** A run of text without the spaces and line breaks the source had around it. */
function trimRun(run: PhrasingContent[]): PhrasingContent[] {
  const kept = run.filter((child) => child.type !== 'break');
  const first = kept[0];
  const last = kept.at(-1);
  if (first?.type === 'text') first.value = first.value.trimStart();
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return kept.filter((child) => child.type !== 'text' || child.value !== '');
}
