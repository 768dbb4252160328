import type { Nodes, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import type { PluggableList } from 'unified';

import { parseMdxSource } from '../mdx-source/parse';
import { writtenInPartial } from './leftOut';
import { jsxAttribute, replaceAll, text, type JsxElement, type NodeOf } from './mdast';

/** Reads a Markdown file a page imports (`./_partial.mdx`); undefined when it cannot. */
export type ReadPartial = (specifier: string) => string | undefined;

const isMarkdownFile = (specifier: string): boolean => /\.mdx?$/.test(specifier);

/** The names a page gives the Markdown files it imports: `import Partial from './_p.mdx'`. */
function partialImports(tree: Root): Map<string, string> {
  const names = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const specifier = statement.source.value;
      if (typeof specifier !== 'string' || !isMarkdownFile(specifier)) continue;
      for (const imported of statement.specifiers) {
        if (imported.type === 'ImportDefaultSpecifier') names.set(imported.local.name, specifier);
      }
    }
  }
  return names;
}

/** `props.name` (or `props['name']`) in an expression: the prop's name. */
function propName(
  expression: NodeOf<'mdxTextExpression'> | NodeOf<'mdxFlowExpression'>,
): string | undefined {
  const body = expression.data?.estree?.body ?? [];
  const statement = body.length === 1 ? body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const value = statement.expression;
  if (value.type !== 'MemberExpression' || value.object.type !== 'Identifier') return undefined;
  if (value.object.name !== 'props') return undefined;
  const { property } = value;
  if (!value.computed && property.type === 'Identifier') return property.name;
  return property.type === 'Literal' && typeof property.value === 'string'
    ? property.value
    : undefined;
}

/**
 * `{props.name}` in a partial → the text the page gives it (`<Partial name="Sebastien" />`),
 * as it renders; a prop that is not a plain string is left to the page's run.
 */
function fillInProps(partial: Root, element: JsxElement): void {
  replaceAll(partial, ['mdxTextExpression', 'mdxFlowExpression'], (expression) => {
    const name = propName(expression);
    const value = name === undefined ? undefined : jsxAttribute(element, name);
    if (value === undefined) return [expression];
    return expression.type === 'mdxTextExpression'
      ? [text(value)]
      : [{ type: 'paragraph', children: [text(value)] }];
  });
}

/**
 * `<Partial />` of an imported Markdown file → that file's content, in its place, its own
 * partials inlined too, each read with the page's `syntax` (a file that imports itself, directly or not, is inlined once).
 */
export function inlinePartials(
  tree: Root,
  read: ReadPartial,
  syntax: PluggableList = [],
  seen: readonly string[] = [],
): void {
  const imports = partialImports(tree);
  if (imports.size === 0) return;
  replaceAll(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const specifier = node.name ? imports.get(node.name) : undefined;
    if (!specifier || seen.includes(specifier)) return [node];
    const source = read(specifier);
    if (source === undefined) return [node];
    const partial = parseMdxSource(source, syntax);
    fillInProps(partial, node);
    inlinePartials(partial, read, syntax, [...seen, specifier]);
    // Nested partials' nodes were noted first, with their own file.
    const nodes: Nodes[] = [];
    visit(partial, (inner) => {
      nodes.push(inner);
    });
    writtenInPartial(nodes, specifier);
    return partial.children as RootContent[];
  });
}
