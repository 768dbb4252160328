/**
 * The form's values in the page address (query string), so a link or a reload brings
 * the request back. The API key is never part of the form, so never part of a link.
 */
import type { BuilderState } from './state';

/** Query parameter names, one per input; `param`, `field` and `value` repeat, in order. */
const keys = {
  endpoint: 'endpoint',
  template: 'template',
  language: 'lang',
  mobile: 'mobile',
  name: 'name',
  field: 'field',
  value: 'value',
  param: 'param',
  mediaType: 'media',
  mediaLink: 'link',
  tag: 'tag',
} as const;

const ownKeys = new Set<string>(Object.values(keys));

/** Whether the address carries a request the reader built (a shared link, or a reload). */
export function hasSavedState(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((key) => ownKeys.has(key));
}

/** The form's values from an address: what it names, and empty for the rest. */
export function stateFromSearch(search: string): BuilderState {
  const query = new URLSearchParams(search);
  const one = (key: string): string => query.get(key) ?? '';
  const fields = query.getAll(keys.field);
  const values = query.getAll(keys.value);
  return {
    endpoint: one(keys.endpoint) === 'bulk' ? 'bulk' : 'single',
    template: one(keys.template),
    language: one(keys.language),
    mobile: one(keys.mobile),
    name: one(keys.name),
    filters: Array.from({ length: Math.max(fields.length, values.length) }, (_, i) => ({
      field: fields[i] ?? '',
      value: values[i] ?? '',
    })),
    params: query.getAll(keys.param),
    mediaType: one(keys.mediaType),
    mediaLink: one(keys.mediaLink),
    tag: one(keys.tag),
  };
}

/**
 * The address with the form's values in its query, in place of any earlier ones; the
 * page's other query parameters and its hash stay. Only the inputs of the chosen
 * endpoint are written, so a link holds the request it shows.
 */
export function searchWithState(search: string, state: BuilderState): string {
  const query = new URLSearchParams(search);
  for (const key of ownKeys) query.delete(key);
  const set = (key: string, value: string): void => {
    if (value !== '') query.append(key, value);
  };
  query.append(keys.endpoint, state.endpoint);
  set(keys.template, state.template);
  set(keys.language, state.language);
  if (state.endpoint === 'single') {
    set(keys.mobile, state.mobile);
    set(keys.name, state.name);
  } else {
    for (const row of state.filters) {
      query.append(keys.field, row.field);
      query.append(keys.value, row.value);
    }
  }
  for (const param of state.params) query.append(keys.param, param);
  set(keys.mediaType, state.mediaType);
  set(keys.mediaLink, state.mediaLink);
  set(keys.tag, state.tag);
  const text = query.toString();
  return text ? `?${text}` : '';
}
