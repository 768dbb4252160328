import type { Root } from 'mdast';
import type { Oas3_1Definition } from '@redocly/openapi-core';
import { visit } from 'unist-util-visit';

import { builderSpec } from './spec';

/** The element a page writes where the request builder goes. */
export const requestBuilderElement = 'RequestBuilder';

/**
 * Gives each `<RequestBuilder>` of a page what it needs of openapi.yaml as its `spec`
 * attribute (JSON): the schema data travels in that page's own chunk, not in data
 * every page loads.
 */
export function renderRequestBuilders(tree: Root, document: Oas3_1Definition): void {
  visit(tree, 'mdxJsxFlowElement', (node) => {
    if (node.name !== requestBuilderElement) return;
    node.attributes = [
      ...node.attributes.filter((a) => a.type !== 'mdxJsxAttribute' || a.name !== 'spec'),
      { type: 'mdxJsxAttribute', name: 'spec', value: JSON.stringify(builderSpec(document)) },
    ];
  });
}
