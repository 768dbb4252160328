import { stat } from 'node:fs/promises';
import type { Root, RootContent } from 'mdast';

import { renderRequestBuilders, requestBuilderElement } from './builder/remark';
import { loadOpenApi, openapiFile, type OpenApiDocument } from './document';
import { fieldElements } from './elements';

export type RemarkOpenApiOptions = { file?: string };

const loaded = new Map<string, Promise<OpenApiDocument>>();

const fieldElementNames: ReadonlySet<string> = new Set(Object.values(fieldElements));
const builderElementNames: ReadonlySet<string> = new Set([requestBuilderElement]);

/** Whether a page writes one of these elements anywhere. */
function writesAny(node: Root | RootContent, names: ReadonlySet<string>): boolean {
  if (node.type === 'mdxJsxFlowElement' && names.has(node.name ?? '')) return true;
  return 'children' in node && node.children.some((child) => writesAny(child, names));
}

/**
 * Remark plugin: renders the `<OpenApi…>` elements of a page from openapi.yaml at build time.
 * A page without them costs a look at its tree: the document (Redocly's parser) and the
 * field tables' Markdown parser (unified, remark-gfm: some 200 modules) load with the first
 * page that has one, not with the config, which Docusaurus loads twice per build.
 */
export default function remarkOpenApi(options: RemarkOpenApiOptions = {}) {
  const file = options.file ?? openapiFile();
  return async (tree: Root): Promise<void> => {
    const fields = writesAny(tree, fieldElementNames);
    const builders = writesAny(tree, builderElementNames);
    if (!fields && !builders) return;
    // Keyed by modification time, so a changed document is read again while `docusaurus start` runs.
    const key = `${file}@${(await stat(file)).mtimeMs}`;
    const loading = loaded.get(key) ?? loadOpenApi(file);
    loaded.set(key, loading);
    const document = (await loading).dereferenced;
    if (fields) (await import('./fieldTables')).renderOpenApiElements(tree, document);
    if (builders) renderRequestBuilders(tree, document);
  };
}
