import type { Nodes, Parent, PhrasingContent, RootContent } from 'mdast';

/** An mdast node type by its `type` name, including MDX and directive nodes. */
export type NodeOf<T extends RootContent['type']> = Extract<RootContent, { type: T }>;

export type JsxElement = NodeOf<'mdxJsxFlowElement'> | NodeOf<'mdxJsxTextElement'>;

export const text = (value: string): PhrasingContent => ({ type: 'text', value });

/** The string value of a JSX attribute, or undefined when absent or not a plain string. */
export function jsxAttribute(node: JsxElement, name: string): string | undefined {
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === name) {
      return typeof attribute.value === 'string' ? attribute.value : undefined;
    }
  }
  return undefined;
}

/**
 * Replaces every node of the given types with what `replace` returns (possibly
 * nothing, or several nodes), then walks into the replacement, so nested
 * constructs are converted too. Returning `[node]` keeps the node as it is.
 *
 * A loop over the children rather than `unist-util-visit`, which builds an array of a
 * node's ancestors for every node it passes: the Markdown copies call this about ten
 * times a page, and the walks were a third of the copies' time in a 5,000-page build.
 */
export function replaceAll<T extends RootContent['type']>(
  tree: Nodes,
  types: readonly T[],
  replace: (node: NodeOf<T>, parent: Parent, index: number) => RootContent[],
): void {
  const wanted = new Set<string>(types);
  const walk = (parent: Parent): void => {
    const { children } = parent;
    let index = 0;
    while (index < children.length) {
      const node = children[index] as RootContent;
      if (wanted.has(node.type)) {
        const replacement = replace(node as NodeOf<T>, parent, index);
        if (replacement.length !== 1 || replacement[0] !== node) {
          // The replacement is walked next, from where the node was.
          children.splice(index, 1, ...replacement);
          continue;
        }
      }
      if ('children' in node) walk(node);
      index += 1;
    }
  };
  if ('children' in tree) walk(tree);
}

/**
 * Calls `visit` on `tree` and every node in it, a parent before its children (read once
 * it is visited, so a visit may replace them). A loop, as `replaceAll` is, for the walks
 * that make every page's copy.
 */
export function forEachNode(tree: Nodes, visit: (node: Nodes) => void): void {
  visit(tree);
  if (!('children' in tree)) return;
  for (let index = 0; index < tree.children.length; index += 1)
    forEachNode(tree.children[index] as Nodes, visit);
}

/** Calls `visit` on every node of the given types in `tree`, as `forEachNode` walks it. */
export function forEachOfType<T extends RootContent['type']>(
  tree: Nodes,
  types: readonly T[],
  visit: (node: NodeOf<T>) => void,
): void {
  const wanted = new Set<string>(types);
  forEachNode(tree, (node) => {
    if (wanted.has(node.type)) visit(node as NodeOf<T>);
  });
}
