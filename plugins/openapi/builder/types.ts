/** What the request builder knows of the two message operations, read from openapi.yaml at build time. */

/** One field of a request body, by its dotted path (`to.mobile`). */
export type FieldSpec = {
  /** The schema's description (Markdown, with `code` spans). */
  description: string;
  /** Whether the schema lists the field as required in its parent. */
  required: boolean;
  /** The schema's first example, as text, for a placeholder. */
  example?: string;
  /** The values the schema allows (`file.type`). */
  enum?: string[];
};

export type EndpointKind = 'single' | 'bulk';

export type OperationSpec = {
  operationId: string;
  method: string;
  url: string;
  summary: string;
  /** The body's fields in schema order, nested fields after their parent. */
  fields: Record<string, FieldSpec>;
  /** The first documented example body, which the form starts from. */
  example: Record<string, unknown>;
};

export type BuilderSpec = Record<EndpointKind, OperationSpec>;

/** What either operation sends besides its recipients, in schema order. */
const messageFields = [
  'fb_template',
  'language',
  'file',
  'file.type',
  'file.link',
  'params',
  'tag',
] as const;

/** The fields the form has inputs for; the build fails if openapi.yaml has others. */
export const builderFields = {
  single: ['to', 'to.mobile', 'to.name', ...messageFields],
  bulk: ['searchSpec', ...messageFields],
} as const satisfies Record<EndpointKind, readonly string[]>;
