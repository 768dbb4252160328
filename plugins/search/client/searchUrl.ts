/** The page that lists every result for a query (theme/SearchPage). */
export const searchPagePath = '/search';

/** Query parameter of the search page that holds the query. */
export const searchQueryParam = 'q';

/**
 * `search` (a query string) with the query set to `value`, or removed when empty.
 * URLSearchParams writes any string, a lone UTF-16 surrogate (which a paste can bring)
 * included: it becomes U+FFFD, where encodeURIComponent would throw.
 */
export function withSearchQuery(search: string, value: string): string {
  const params = new URLSearchParams(search);
  if (value) params.set(searchQueryParam, value);
  else params.delete(searchQueryParam);
  const next = params.toString();
  return next ? `?${next}` : '';
}

/** The search page's address for `query` (relative to the site's base URL). */
export const searchPageUrl = (query: string): string =>
  `${searchPagePath}${withSearchQuery('', query)}`;

/** The query a search page address holds (`search` is its query string). */
export const searchQueryOf = (search: string): string =>
  new URLSearchParams(search).get(searchQueryParam) ?? '';
