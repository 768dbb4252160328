import type { List, ListItem, PhrasingContent, Root, RootContent } from 'mdast';
import type { Oas3_1Definition, Oas3_1Schema } from '@redocly/openapi-core';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

import { jsxAttribute, replaceAll, text } from '../llms/mdast';
import { operationById, requestSchema } from './document';
import { fieldElements } from './elements';

/** One field of a request body. */
export type FieldRow = {
  /** Dotted path of the field, e.g. `to.mobile`. */
  field: string;
  type: string;
  optional: boolean;
  /** Markdown, from the schema's description, enum and first example. */
  description: string;
};

export const optionalMark = { optional: 'Optional', notMarked: 'Not marked optional' } as const;

const inlineCode = (value: string): string => `\`${value}\``;
/** A value as a reader would write it in JSON on one line: `{"city": "Pune"}`. */
const shown = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : JSON.stringify(value, null, 1)
        .replace(/\n\s*/g, ' ')
        .replace(/([[{]) | ([\]}])/g, '$1$2');

function listOf(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

function typeName(schema: Oas3_1Schema): string {
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  if (type === 'array' && typeof schema.items === 'object')
    return `array of ${typeName(schema.items)}s`;
  return type;
}

function describe(schema: Oas3_1Schema): string {
  const parts = [schema.description?.trim() ?? ''];
  if (schema.enum) parts.push(`One of ${listOf(schema.enum.map((v) => inlineCode(shown(v))))}.`);
  const [example] = schema.examples ?? [];
  if (example !== undefined) parts.push(`For example ${inlineCode(shown(example))}.`);
  return parts.filter(Boolean).join(' ');
}

/** Every field of an object schema, nested objects' fields after their parent, in schema order. */
export function fieldRows(schema: Oas3_1Schema, prefix = ''): FieldRow[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    if ('$ref' in property) {
      throw new Error(`Field ${prefix}${name} is still a $ref: read a dereferenced document.`);
    }
    const field = `${prefix}${name}`;
    const row: FieldRow = {
      field,
      type: typeName(property),
      optional: !required.has(name),
      description: describe(property),
    };
    return [row, ...(property.properties ? fieldRows(property, `${field}.`) : [])];
  });
}

const markdown = unified().use(remarkParse).use(remarkGfm);

/** A Markdown snippet → inline content. */
function inline(source: string): PhrasingContent[] {
  const tree = markdown.parse(source);
  return tree.children.flatMap((block, i): PhrasingContent[] => {
    if (block.type !== 'paragraph') throw new Error(`Not inline Markdown: ${source}`);
    return i === 0 ? block.children : [text(' '), ...block.children];
  });
}

/** The part of a field's first line a stylesheet can tell apart: `data-part` on a span. */
const part = (name: 'type' | 'optional', value: string): PhrasingContent => ({
  type: 'emphasis',
  data: { hName: 'span', hProperties: { 'data-part': name } },
  children: [text(value)],
});

/** The MDX components the site renders a request body's fields and an endpoint with. */
const fieldListElement = 'ApiFields';
const endpointElement = 'ApiEndpoint';

function fieldItem(row: FieldRow, children: ListItem[]): ListItem {
  const firstLine: PhrasingContent[] = [
    { type: 'inlineCode', value: row.field },
    text(' · '),
    part('type', row.type),
    text(' · '),
    part('optional', row.optional ? optionalMark.optional : optionalMark.notMarked),
  ];
  const description: RootContent[] = row.description
    ? [{ type: 'paragraph', children: inline(row.description) }]
    : [];
  const nested: List[] = children.length > 0 ? [fieldList(children)] : [];
  // Spread: the first line and the description stay paragraphs of their own.
  return {
    type: 'listItem',
    spread: true,
    children: [
      { type: 'paragraph', children: firstLine },
      ...description,
      ...nested,
    ] as ListItem['children'],
  };
}

function fieldList(items: ListItem[]): List {
  return { type: 'list', ordered: false, spread: true, children: items };
}

/**
 * A request body's fields as a list of blocks, the way API references show parameters:
 * each field's name, type and whether it is optional on one line, its description under
 * it, the fields of an object nested under it. Wrapped in `<ApiFields>`, which styles it
 * on the site; the Markdown copies keep the plain nested list.
 */
export function fieldBlocks(rows: FieldRow[]): RootContent {
  const childrenOf = (parent: string): ListItem[] =>
    rows
      .filter((row) => {
        const at = row.field.lastIndexOf('.');
        return (at === -1 ? '' : row.field.slice(0, at)) === parent;
      })
      .map((row) => fieldItem(row, childrenOf(row.field)));
  return {
    type: 'mdxJsxFlowElement',
    name: fieldListElement,
    attributes: [],
    children: [fieldList(childrenOf(''))],
  };
}

/**
 * Replaces `<OpenApiFields operation="id" />` with the field list of that operation's
 * request body, and `<OpenApiEndpoint operation="id" />` with its method and URL,
 * so a page states nothing about the API that the document does not.
 */
export function renderOpenApiElements(tree: Root, document: Oas3_1Definition): void {
  replaceAll(tree, ['mdxJsxFlowElement'], (node): RootContent[] => {
    if (node.name !== fieldElements.fields && node.name !== fieldElements.endpoint) return [node];
    const id = jsxAttribute(node, 'operation');
    if (!id) throw new Error(`<${node.name}> needs an operation="operationId" attribute.`);
    const operation = operationById(document, id);
    if (node.name === fieldElements.fields) {
      const schema = requestSchema(operation);
      const note: RootContent[] = schema.description
        ? [{ type: 'paragraph', children: inline(schema.description) }]
        : [];
      return [fieldBlocks(fieldRows(schema)), ...note];
    }
    const server = document.servers?.[0]?.url ?? '';
    return [
      {
        type: 'mdxJsxFlowElement',
        name: endpointElement,
        attributes: [],
        children: [
          {
            type: 'code',
            lang: 'text',
            meta: 'title="Endpoint"',
            value: `${operation.method} ${server}${operation.path}`,
          },
        ],
      },
    ];
  });
}
