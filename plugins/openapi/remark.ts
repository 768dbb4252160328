import { stat } from 'node:fs/promises';
import type { Root } from 'mdast';

import { loadOpenApi, openapiFile, type OpenApiDocument } from './document';
import { renderRequestBuilders } from './builder/remark';
import { renderOpenApiElements } from './fieldTables';

export type RemarkOpenApiOptions = { file?: string };

const loaded = new Map<string, Promise<OpenApiDocument>>();

/** Remark plugin: renders the `<OpenApi…>` elements of a page from openapi.yaml at build time. */
export default function remarkOpenApi(options: RemarkOpenApiOptions = {}) {
  const file = options.file ?? openapiFile();
  return async (tree: Root): Promise<void> => {
    // Keyed by modification time, so a changed document is read again while `docusaurus start` runs.
    const key = `${file}@${(await stat(file)).mtimeMs}`;
    const document = loaded.get(key) ?? loadOpenApi(file);
    loaded.set(key, document);
    renderOpenApiElements(tree, (await document).dereferenced);
    renderRequestBuilders(tree, (await document).dereferenced);
  };
}
