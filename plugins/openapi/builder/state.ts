import type { BuilderSpec, EndpointKind } from './types';

export type FilterRow = { field: string; value: string };

/** Everything the reader typed: what the URL keeps and the form shows. */
export type BuilderState = {
  endpoint: EndpointKind;
  template: string;
  language: string;
  mobile: string;
  name: string;
  filters: FilterRow[];
  params: string[];
  mediaType: string;
  mediaLink: string;
  tag: string;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The form's first values: the documented example of each endpoint. */
export function initialState(spec: BuilderSpec): BuilderState {
  const single = spec.single.example;
  const bulk = spec.bulk.example;
  const to = record(single.to);
  const file = record(single.file);
  return {
    endpoint: 'single',
    template: text(single.fb_template),
    language: text(single.language),
    mobile: text(to.mobile),
    name: text(to.name),
    filters: Object.entries(record(bulk.searchSpec)).map(([field, value]) => ({
      field,
      value: text(value),
    })),
    params: Array.isArray(single.params) ? single.params.map(text) : [],
    mediaType: text(file.type),
    mediaLink: text(file.link),
    tag: text(single.tag),
  };
}
