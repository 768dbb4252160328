import type { Oas3_1Definition, Oas3_1Schema } from '@redocly/openapi-core';

import { operationById, requestSchema } from '../document';
import {
  builderFields,
  type BuilderSpec,
  type EndpointKind,
  type FieldSpec,
  type OperationSpec,
} from './types';

/** The operation each form mode builds a request for. */
export const builderOperations = {
  single: 'sendSingleMessage',
  bulk: 'sendBulkMessage',
} as const satisfies Record<EndpointKind, string>;

const exampleText = (value: unknown): string | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value);

function fieldsOf(schema: Oas3_1Schema, prefix = ''): [string, FieldSpec][] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    if ('$ref' in property) throw new Error(`Field ${prefix}${name} is still a $ref.`);
    const field: FieldSpec = {
      description: property.description?.trim() ?? '',
      required: required.has(name),
    };
    const example = exampleText(property.examples?.[0]);
    if (example !== undefined) field.example = example;
    if (property.enum) field.enum = property.enum.map(String);
    return [[`${prefix}${name}`, field], ...fieldsOf(property, `${prefix}${name}.`)];
  });
}

function operationSpec(document: Oas3_1Definition, kind: EndpointKind): OperationSpec {
  const operation = operationById(document, builderOperations[kind]);
  const fields = fieldsOf(requestSchema(operation));
  const names = fields.map(([name]) => name);
  const known: readonly string[] = builderFields[kind];
  if (names.join() !== known.join()) {
    throw new Error(
      `The request builder has inputs for ${known.join(', ')} of ${operation.operation.operationId}, ` +
        `but openapi.yaml gives ${names.join(', ')}: teach plugins/openapi/builder the difference.`,
    );
  }
  const body = operation.operation.requestBody;
  const examples = body && 'content' in body ? body.content?.['application/json']?.examples : {};
  const [first] = Object.values(examples ?? {});
  if (!first || '$ref' in first || typeof first.value !== 'object') {
    throw new Error(
      `${operation.path} needs an example request body for the builder to start from.`,
    );
  }
  return {
    operationId: builderOperations[kind],
    method: operation.method,
    url: `${document.servers?.[0]?.url ?? ''}${operation.path}`,
    summary: operation.operation.summary ?? '',
    fields: Object.fromEntries(fields),
    example: first.value as Record<string, unknown>,
  };
}

/** What the request builder needs of openapi.yaml (a dereferenced document). */
export function builderSpec(document: Oas3_1Definition): BuilderSpec {
  return { single: operationSpec(document, 'single'), bulk: operationSpec(document, 'bulk') };
}
