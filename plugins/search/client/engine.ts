import MiniSearch from 'minisearch';

import type { SearchIndexFile, SearchRecord } from '../records';

/** One section that matched: its record, its score and the words of it that matched. */
export type Hit = { record: SearchRecord; score: number; terms: string[] };

export type SearchEngine = { search: (query: string) => Hit[] };

/** Sections kept per query, over all pages. */
const hitLimit = 20;

/**
 * Section titles weigh most, then the names a section's tables define, then the
 * page title, then prose; code, which repeats what the prose explains, least. One
 * typo per five letters is forgiven (`onbording` finds Onboarding); the last word
 * matches as a prefix while it is being typed.
 */
const searchOptions = {
  boost: { title: 4, terms: 3, parent: 1.5, page: 2, text: 1, code: 0.3 },
  fuzzy: (term: string): number | false => (term.length > 4 ? 0.2 : false),
  prefix: (_term: string, index: number, terms: string[]): boolean => index === terms.length - 1,
  combineWith: 'AND',
} as const;

/** Words too common to tell sections apart: neither indexed nor searched for. */
const stopWords = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'the',
  'to',
]);

const processTerm = (term: string): string | null => {
  const word = term.toLowerCase();
  return stopWords.has(word) ? null : word;
};

export function createEngine({ records }: SearchIndexFile): SearchEngine {
  const miniSearch = new MiniSearch<SearchRecord>({
    fields: ['title', 'terms', 'parent', 'page', 'text', 'code'],
    processTerm,
    searchOptions,
  });
  miniSearch.addAll(records);
  return {
    search(query) {
      return miniSearch
        .search(query.trim())
        .slice(0, hitLimit)
        .map((result) => ({
          record: records[result.id],
          score: result.score,
          terms: result.terms,
        }));
    },
  };
}

let loading: Promise<SearchEngine> | undefined;
let loaded: SearchEngine | undefined;

/** The engine, if its index has arrived. */
export const loadedEngine = (): SearchEngine | undefined => loaded;

/**
 * The site's search engine, its index fetched from `url` on the first call; later
 * calls share it. A failed fetch is forgotten, so the next call tries again.
 */
export function loadEngine(url: string): Promise<SearchEngine> {
  loading ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    })
    .then((index) => (loaded = createEngine(index)))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
