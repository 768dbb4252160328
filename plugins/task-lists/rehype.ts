import type { Element, ElementContent, Root, RootContent } from 'hast';

const isElement = (node: RootContent | ElementContent): node is Element => node.type === 'element';

/** The words of an item, leaving out its checkbox and any list nested in it. */
function itemText(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (!isElement(node) || ['input', 'ul', 'ol'].includes(node.tagName)) return '';
  return node.children.map(itemText).join('');
}

/** The item's own checkbox: its first element, or the first element of its first paragraph. */
function checkboxOf(item: Element): Element | undefined {
  const first = item.children.find(isElement);
  const box = first?.tagName === 'p' ? first.children.find(isElement) : first;
  return box?.tagName === 'input' && box.properties.type === 'checkbox' ? box : undefined;
}

function walk(node: Root | Element): void {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (child.tagName === 'li') {
      const box = checkboxOf(child);
      const label = box ? itemText(child).replace(/\s+/g, ' ').trim() : '';
      if (box && label) box.properties = { ...box.properties, ariaLabel: label };
    }
    walk(child);
  }
}

/**
 * Rehype plugin: names each checkbox of a Markdown task list (`- [x] Send a test message`)
 * by its item's words, so a screen reader says what is done or still to do instead of
 * announcing an unnamed checkbox.
 */
export default function rehypeTaskListLabels() {
  return (tree: Root): void => walk(tree);
}
