import type { Heading, Paragraph, Parent, Root, RootContent } from 'mdast';

import { jsxAttribute, replaceAll, text, type NodeOf } from './mdast';

/**
 * Depth for a tab's subsection: one below the section the tabs sit in, h2 at least. The
 * labels of tabs before it are not sections of the page: tab groups side by side under one
 * heading get labels of one level.
 */
function subsectionDepth(
  parent: Parent,
  index: number,
  labels: ReadonlySet<Heading>,
): Heading['depth'] | undefined {
  if (parent.type !== 'root') return undefined;
  for (let i = index - 1; i >= 0; i -= 1) {
    const sibling = parent.children[i];
    if (sibling?.type === 'heading' && !labels.has(sibling)) {
      return Math.min(sibling.depth + 1, 6) as Heading['depth'];
    }
  }
  return 2;
}

type TabItem = NodeOf<'mdxJsxFlowElement'>;

function tabLabel(item: TabItem): string {
  return jsxAttribute(item, 'label') ?? jsxAttribute(item, 'value') ?? 'Tab';
}

/**
 * A `<TabItem>` written on one line with its text (`<TabItem label="macOS">Use Command + C
 * to copy.</TabItem>`) is parsed as a paragraph holding the item: → the item, holding
 * that text as a paragraph, so it gets its label like any other.
 */
function tabItemsOf(child: RootContent): RootContent[] {
  if (child.type !== 'paragraph') return [child];
  const shown = child.children.filter((c) => c.type !== 'text' || c.value.trim() !== '');
  const items = shown.filter((c) => c.type === 'mdxJsxTextElement' && c.name === 'TabItem');
  if (items.length === 0 || items.length !== shown.length) return [child];
  return items.map((item): TabItem => ({
    ...(item as NodeOf<'mdxJsxTextElement'>),
    type: 'mdxJsxFlowElement',
    children: [{ type: 'paragraph', children: (item as NodeOf<'mdxJsxTextElement'>).children }],
  }));
}

/**
 * `<Tabs>` with one `<TabItem>` per language → one subsection per tab, titled with
 * the tab's label. Tabs nested in other blocks (where a heading cannot go) get a
 * bold label line instead.
 */
export function flattenTabs(tree: Root): void {
  const labels = new Set<Heading>();
  replaceAll(tree, ['mdxJsxFlowElement'], (node, parent, index) => {
    if (node.name !== 'Tabs') return [node];
    const depth = subsectionDepth(parent, index, labels);
    return node.children.flatMap(tabItemsOf).flatMap((child): RootContent[] => {
      if (child.type !== 'mdxJsxFlowElement' || child.name !== 'TabItem') return [child];
      const label = [text(tabLabel(child))];
      if (!depth) {
        const title: Paragraph = {
          type: 'paragraph',
          children: [{ type: 'strong', children: label }],
        };
        return [title, ...child.children];
      }
      const title: Heading = { type: 'heading', depth, children: label };
      labels.add(title);
      return [title, ...child.children];
    });
  });
}
