import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Oas3_1Definition, Oas3_1Schema, Oas3Operation } from '@redocly/openapi-core';

/**
 * The one description of the Messages API that the reference, samples and downloads
 * come from. A function: module URLs are file: URLs only under Node, not in a browser-like test.
 */
export const openapiFile = (): string =>
  fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

export type OpenApiDocument = {
  /** The file as written, served as /openapi.yaml. */
  source: string;
  /** Parsed, with its `$ref`s kept: served as /openapi.json. */
  parsed: Oas3_1Definition;
  /** Parsed, with every `$ref` replaced by what it points to: read by the field tables. */
  dereferenced: Oas3_1Definition;
};

/** Reads and parses the document with Redocly's OpenAPI parser and resolver. */
export async function loadOpenApi(file = openapiFile()): Promise<OpenApiDocument> {
  // Loaded when a description is read (the first page that shows it, the build's downloads),
  // not with every module that names the file: it takes seconds to load.
  const { bundle, createConfig } = await import('@redocly/openapi-core');
  const source = await readFile(file, 'utf8');
  const config = await createConfig({});
  const [kept, resolved] = await Promise.all([
    bundle({ ref: file, config }),
    bundle({ ref: file, config, dereference: true }),
  ]);
  for (const { bundle: result, problems } of [kept, resolved]) {
    const errors = problems.filter((problem) => problem.severity === 'error');
    if (errors.length > 0) {
      throw new Error(`${file}: ${errors.map((problem) => problem.message).join('; ')}`);
    }
    if (!result.parsed) throw new Error(`${file} holds no OpenAPI document.`);
  }
  return {
    source,
    parsed: kept.bundle.parsed as Oas3_1Definition,
    dereferenced: resolved.bundle.parsed as Oas3_1Definition,
  };
}

export type ApiOperation = {
  method: string;
  path: string;
  operation: Oas3Operation<Oas3_1Schema>;
};

/** Every operation of the document, in the order it lists them. */
export function operations(document: Oas3_1Definition): ApiOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) => {
    if ('$ref' in item) throw new Error(`openapi.yaml: ${path} is still a $ref.`);
    return (['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const).flatMap(
      (method) => {
        const operation = item[method];
        return operation ? [{ method: method.toUpperCase(), path, operation }] : [];
      },
    );
  });
}

/** The operation with this `operationId`. */
export function operationById(document: Oas3_1Definition, operationId: string): ApiOperation {
  const found = operations(document).find((op) => op.operation.operationId === operationId);
  if (!found) throw new Error(`openapi.yaml has no operation "${operationId}".`);
  return found;
}

/** The JSON schema of an operation's request body (the document must be dereferenced). */
export function requestSchema(operation: ApiOperation): Oas3_1Schema {
  const body = operation.operation.requestBody;
  const schema = body && 'content' in body ? body.content?.['application/json']?.schema : undefined;
  if (!schema || '$ref' in schema) {
    throw new Error(`${operation.method} ${operation.path} has no resolved JSON request schema.`);
  }
  return schema;
}
