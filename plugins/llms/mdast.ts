import type { Nodes, Parent, PhrasingContent, RootContent } from 'mdast';
import { visit, SKIP } from 'unist-util-visit';

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
 */
export function replaceAll<T extends RootContent['type']>(
  tree: Nodes,
  types: readonly T[],
  replace: (node: NodeOf<T>, parent: Parent, index: number) => RootContent[],
): void {
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined || !(types as readonly string[]).includes(node.type)) {
      return undefined;
    }
    const replacement = replace(node as NodeOf<T>, parent, index);
    if (replacement.length === 1 && replacement[0] === node) return undefined;
    parent.children.splice(index, 1, ...replacement);
    return [SKIP, index];
  });
}
