/** The parts of a HTML syntax tree (hast) the rehype plugins read (plugins/build-highlight too). */
export type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

export const textOf = (node: HastNode): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

const childElements = (node: HastNode, tagName: string): HastNode[] =>
  (node.children ?? []).filter((child) => child.tagName === tagName);

function labelCells(table: HastNode): void {
  const [head] = childElements(table, 'thead');
  const [headerRow] = head ? childElements(head, 'tr') : [];
  if (!headerRow) return;
  const names = childElements(headerRow, 'th').map((cell) => textOf(cell).trim());
  for (const body of childElements(table, 'tbody')) {
    for (const row of childElements(body, 'tr')) {
      childElements(row, 'td').forEach((cell, i) => {
        if (names[i]) cell.properties = { ...cell.properties, dataLabel: names[i] };
      });
    }
  }
}

function walk(node: HastNode): void {
  if (node.tagName === 'table') labelCells(node);
  for (const child of node.children ?? []) walk(child);
}

/**
 * Rehype plugin: gives each cell of a Markdown table its column's name (`data-label`),
 * so that on a phone, where src/css/custom.css stacks a wide table's rows into blocks,
 * each value still shows which column it belongs to.
 */
export default function rehypeTableLabels() {
  return (tree: HastNode): void => walk(tree);
}
