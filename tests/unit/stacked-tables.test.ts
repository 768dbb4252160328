import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import type { HastNode } from '../../plugins/hast';
import rehypeTableLabels, { stackedTableClass } from '../../plugins/stacked-tables/rehype';

const text = (value: string): HastNode => ({ type: 'text', value });
const element = (tagName: string, children: HastNode[] = []): HastNode => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});
const table = (columns: string[], row: string[]): HastNode =>
  element('table', [
    element('thead', [
      element(
        'tr',
        columns.map((name) => element('th', [text(name)])),
      ),
    ]),
    element('tbody', [
      element(
        'tr',
        row.map((value) => element('td', [text(value)])),
      ),
    ]),
  ]);
const cells = (node: HastNode): HastNode[] =>
  node.tagName === 'td' ? [node] : (node.children ?? []).flatMap(cells);

describe('stacked tables', () => {
  it('marks a table of three columns to stack on a phone, and labels its cells', () => {
    const wide = table(['In the template', 'Example', 'In the request'], ['name', 'x', 'y']);
    rehypeTableLabels()(element('root', [wide]));
    expect(wide.properties?.className).toEqual([stackedTableClass]);
    expect(cells(wide).map((cell) => cell.properties?.dataLabel)).toEqual([
      'In the template',
      'Example',
      'In the request',
    ]);
  });

  it('leaves a two-column table a table', () => {
    const narrow = table(['Header', 'Value'], ['x-tenant-api-key', 'Your API key.']);
    rehypeTableLabels()(element('root', [narrow]));
    expect(narrow.properties?.className).toBeUndefined();
  });

  it('is stacked on a phone by the site’s stylesheet, under the class the build gives it', () => {
    const css = readFileSync(new URL('../../src/css/custom.css', import.meta.url), 'utf8');
    expect(css).toContain(`table.${stackedTableClass} td[data-label]::before`);
  });
});
