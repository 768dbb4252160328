/**
 * The parts of @easyops-cn/docusaurus-search-local that the search page reuses: its
 * search worker and its highlighting. The package has no `exports` map, so these
 * files are reachable; it publishes no types for them.
 */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  import type { SearchHit } from '@site/src/theme/SearchPage/types';

  /** Loads the index into the worker (once per base URL and context). */
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<SearchHit[]>;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight' {
  /** HTML of `content`, escaped, with the tokens wrapped in <mark>. */
  export function highlight(content: string, tokens: string[], forceMatched?: boolean): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed' {
  /** HTML of the part of `content` around the matches, escaped, matches in <mark>. */
  export function highlightStemmed(
    content: string,
    positions: [number, number][],
    tokens: string[],
    maxLength?: number,
  ): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions' {
  import type { MatchMetadata } from '@site/src/theme/SearchPage/types';

  export function getStemmedPositions(metadata: MatchMetadata, field: string): [number, number][];
}
