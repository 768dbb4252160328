import MiniSearch, { type Options, type Query, type SearchResult } from 'minisearch';

import type { SearchIndexFile, SearchRecord } from '../records';
import {
  indexTermProcessor,
  isEnglish,
  termProcessor,
  tokenize,
  typedWordProcessor,
} from '../terms';
import { markTerms, sectionSnippet, type Segment } from './snippet';

/**
 * One section that matched: its record, its score, the words of it that matched, and
 * its title and snippet with those words marked, made where the search runs (the search
 * worker), so that the page that shows a hit only draws it.
 */
export type Hit = {
  record: SearchRecord;
  score: number;
  terms: string[];
  shown: { title: Segment[]; snippet: Segment[] };
};

export type SearchEngine = { search: (query: string) => Hit[] };

/** Sections kept per query, over all pages. */
export const hitLimit = 20;

/** The fields the index holds, in the order of their ids. */
export const indexedFields = ['title', 'terms', 'parent', 'page', 'text', 'code'];

/**
 * Section titles weigh most, then the names a section's tables define, then the
 * page title, then prose; code, which repeats what the prose explains, least. One
 * typo per five letters is forgiven (`onbording` finds Onboarding).
 */
const searchOptions = {
  boost: { title: 4, terms: 3, parent: 1.5, page: 2, text: 1, code: 0.3 },
  fuzzy: (term: string): number | false => (term.length > 4 ? 0.2 : false),
  combineWith: 'AND',
} as const;

/** The index's options, the same where it is built and where it is searched. */
export const miniSearchOptions = (language: string): Options<SearchRecord> => ({
  fields: indexedFields,
  processTerm: indexTermProcessor(language),
  searchOptions,
});

/**
 * A reader's query as MiniSearch runs it: every word by its stem, all of them
 * required; the last word, which may be still being typed, also as the prefix of a
 * word as written (from its second letter on: one letter would match a good part
 * of every page).
 */
export function queryOf(query: string, language: string): Query {
  const typed = typedWordProcessor(language);
  const whole = { processTerm: termProcessor(language), prefix: false };
  const words = tokenize(query)
    .map(typed)
    .filter((word): word is string => word !== null);
  const last = words.length - 1;
  return {
    combineWith: 'AND',
    queries: words.map((word, index) => {
      const asPrefix = { queries: [word], processTerm: typed, prefix: word.length > 1 };
      if (index < last) return { ...whole, queries: [word] };
      if (!isEnglish(language)) return asPrefix;
      return { combineWith: 'OR', queries: [{ ...whole, queries: [word] }, asPrefix] };
    }),
  };
}

/** The best results of a query, at most `hitLimit`. */
export const bestResults = (
  miniSearch: MiniSearch<SearchRecord>,
  query: string,
  language: string,
): SearchResult[] => miniSearch.search(queryOf(query, language)).slice(0, hitLimit);

/** A hit of `result`, its record found by id. */
export const hitOf = (
  result: Pick<SearchResult, 'score' | 'terms'>,
  record: SearchRecord,
): Hit => ({
  record,
  score: result.score,
  terms: result.terms,
  shown: {
    title: markTerms(record.title, result.terms),
    snippet: sectionSnippet(record, result.terms),
  },
});

/** An engine over records held in memory (the index writer's input, as in the tests). */
export function createEngine({ records }: SearchIndexFile, language = 'en'): SearchEngine {
  const miniSearch = new MiniSearch<SearchRecord>(miniSearchOptions(language));
  miniSearch.addAll(records);
  return {
    search: (query) =>
      bestResults(miniSearch, query, language).map((result) =>
        hitOf(result, records[Number(result.id)]),
      ),
  };
}
