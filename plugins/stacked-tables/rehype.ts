import { textOf, type HastNode } from '../hast';

// Still imported from here by plugins/build-highlight/rehype.ts.
export { textOf, type HastNode };

const childElements = (node: HastNode, tagName: string): HastNode[] =>
  (node.children ?? []).filter((child) => child.tagName === tagName);

/** Tables of this many columns or more do not fit a phone: they stack (src/css/custom.css). */
const stackedFromColumns = 3;

/** The class src/css/custom.css stacks a table by on a phone. */
export const stackedTableClass = 'stack-on-phone';

function labelCells(table: HastNode): void {
  const [head] = childElements(table, 'thead');
  const [headerRow] = head ? childElements(head, 'tr') : [];
  if (!headerRow) return;
  const names = childElements(headerRow, 'th').map((cell) => textOf(cell).trim());
  // A class the build writes, rather than `table:has(th:nth-child(3))` in the stylesheet,
  // whose checks the browser repeats while the parser adds the page's elements.
  if (names.length >= stackedFromColumns) {
    const classes = table.properties?.className;
    table.properties = {
      ...table.properties,
      className: [...(Array.isArray(classes) ? classes : []), stackedTableClass],
    };
  }
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
 * Rehype plugin: marks a Markdown table of three or more columns, which src/css/custom.css
 * stacks into blocks on a phone, and gives each cell its column's name (`data-label`), so
 * that each stacked value still shows which column it belongs to.
 */
export default function rehypeTableLabels() {
  return (tree: HastNode): void => walk(tree);
}
