/** Query parameter that holds the search, as in the plugin's "See all results" link. */
export const queryParam = 'q';

/** `search` (a query string) with the query set to `value`, or removed when empty. */
export function withQuery(search: string, value: string): string {
  const params = new URLSearchParams(search);
  if (value) params.set(queryParam, value);
  else params.delete(queryParam);
  const next = params.toString();
  return next ? `?${next}` : '';
}
