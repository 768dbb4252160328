import type { Query, QueryCombination, SearchOptions } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';

import type { TermEntries } from '../records';

/** A term's postings as a shard holds them: by field id, the term's count by record id. */
type Postings = TermEntries[number][1];

/** What ranking needs of the whole index (the entry's figures). */
export type IndexFigures = {
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
};

/** A result found: its record id, its score and the index terms it matched. */
export type ScoredResult = { id: number; score: number; terms: string[] };

/**
 * The options MiniSearch 7 searches with when an index gives none (its `defaultSearchOptions`):
 * the scores below are MiniSearch's, to the bit, for the same options.
 */
const miniSearchDefaults = {
  combineWith: 'OR',
  prefix: false,
  fuzzy: false,
  maxFuzzy: 6,
  boost: {},
  weights: { fuzzy: 0.45, prefix: 0.375 },
  bm25: { k: 1.2, b: 0.7, d: 0.5 },
} as const;

type TermProcessor = (term: string) => string | string[] | null | undefined | false;
type Options = SearchOptions & { processTerm?: TermProcessor };

/** The options the index was built with (MiniSearch's), which its search takes too. */
export type IndexOptions = {
  fields: readonly string[];
  processTerm: TermProcessor;
  searchOptions?: SearchOptions;
  tokenize: (text: string) => string[];
};

/**
 * The results of a (sub)query, in the order MiniSearch's Map of them would hold them: by
 * record id their score, the bits of the query terms that found them, and whether found.
 */
type Found = { order: number[]; score: Float64Array; terms: Int32Array[]; found: Uint8Array };

/** How far one `terms` array of `Found` reaches: a query term is a bit of a 31-bit integer. */
const termBits = 31;

/**
 * MiniSearch's search, to the bit and in the same order (so with the same ties), over
 * the terms of a few shards read as they came, without building MiniSearch's index: its
 * loading turned every posting into Maps, and its scoring made three objects per posting,
 * so a query of common words (at 5,000 pages, 20,000 postings) took tens of milliseconds
 * in a worker before any answer. Here a query walks the postings of its words once, into
 * arrays by record id; only the results shown are asked which terms they matched.
 */
export function createPostingsSearch(
  terms: TermEntries,
  figures: IndexFigures,
  lengthOf: (id: number) => readonly number[] | undefined,
  { fields, processTerm, searchOptions = {}, tokenize }: IndexOptions,
): (query: Query, limit: number) => ScoredResult[] {
  const tree = new SearchableMap<Postings>();
  for (const [term, postings] of terms) tree.set(term, postings);
  const global: Options = { processTerm, ...miniSearchDefaults, ...searchOptions };
  const { k, b, d } = { ...miniSearchDefaults.bm25, ...global.bm25 };
  const { fuzzy: fuzzyWeight, prefix: prefixWeight } = {
    ...miniSearchDefaults.weights,
    ...global.weights,
  };
  const maxFuzzy = global.maxFuzzy ?? miniSearchDefaults.maxFuzzy;
  const boosts = fields.map((field) => global.boost?.[field] || 1);
  const fieldIds = fields.map((field) => figures.fieldIds[field]);
  const size = figures.documentCount;
  // A posting's record ids and counts as arrays, made on its first query: walking the
  // object's keys again made a string per key on each query.
  const columns = new WeakMap<Record<string, number>, { ids: Int32Array; counts: Int32Array }>();
  const columnsOf = (freqs: Record<string, number>) => {
    const known = columns.get(freqs);
    if (known) return known;
    const keys = Object.keys(freqs);
    const read = { ids: new Int32Array(keys.length), counts: new Int32Array(keys.length) };
    keys.forEach((key, i) => {
      read.ids[i] = parseInt(key, 10);
      read.counts[i] = freqs[key];
    });
    columns.set(freqs, read);
    return read;
  };
  const sourceTerms = new Map<string, number>();
  const bitOf = (term: string): number => {
    let bit = sourceTerms.get(term);
    if (bit === undefined) sourceTerms.set(term, (bit = sourceTerms.size));
    return bit;
  };
  // The arrays of a query's results are kept for the next query, cleared where it wrote:
  // a new set of arrays per term searched cost more in garbage collection than the scoring.
  const spare: Found[] = [];
  const lent: Found[] = [];
  const found = (): Found => {
    const next = spare.pop() ?? {
      order: [],
      score: new Float64Array(size),
      terms: [],
      found: new Uint8Array(size),
    };
    lent.push(next);
    return next;
  };
  const giveBack = (): void => {
    for (const used of lent.splice(0)) {
      for (const id of used.order) {
        used.found[id] = 0;
        used.score[id] = 0;
        for (const bits of used.terms) bits[id] = 0;
      }
      used.order.length = 0;
      spare.push(used);
    }
  };
  const termsOf = (into: Found, chunk: number): Int32Array => {
    while (into.terms.length <= chunk) into.terms.push(new Int32Array(size));
    return into.terms[chunk];
  };

  /** MiniSearch's `termResults` with no document boost, into `into`. */
  const addPostings = (source: string, weight: number, postings: Postings, into: Found): void => {
    const bit = bitOf(source);
    const bits = termsOf(into, Math.floor(bit / termBits));
    const mask = 1 << (bit % termBits);
    const termBoost = 1;
    const docBoost = 1;
    fields.forEach((_, f) => {
      const fieldId = fieldIds[f];
      const freqs = postings[fieldId];
      if (!freqs) return;
      const fieldBoost = boosts[f];
      const { ids, counts } = columnsOf(freqs);
      const matchingCount = ids.length;
      const avgFieldLength = figures.averageFieldLength[fieldId];
      const invDocFreq = Math.log(1 + (size - matchingCount + 0.5) / (matchingCount + 0.5));
      for (let i = 0; i < ids.length; i += 1) {
        const id = ids[i];
        const termFreq = counts[i];
        const fieldLength = lengthOf(id)?.[fieldId] ?? 0;
        const rawScore =
          invDocFreq *
          (d +
            (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)));
        const weighted = weight * termBoost * fieldBoost * docBoost * rawScore;
        if (into.found[id]) into.score[id] += weighted;
        else {
          into.found[id] = 1;
          into.score[id] = weighted;
          into.order.push(id);
        }
        bits[id] |= mask;
      }
    });
  };

  /** The terms a term of the query reaches: itself, then its completions, then its near words. */
  const expansions = (
    term: string,
    fuzzy: number | boolean,
    prefix: boolean,
  ): [string, number, Postings][] => {
    const reached: [string, number, Postings][] = [];
    const own = tree.get(term);
    if (own) reached.push([term, 1, own]);
    const prefixMatches = prefix ? tree.atPrefix(term) : undefined;
    let fuzzyMatches: Map<string, [Postings, number]> | undefined;
    if (fuzzy) {
      const ratio = fuzzy === true ? 0.2 : fuzzy;
      const maxDistance = ratio < 1 ? Math.min(maxFuzzy, Math.round(term.length * ratio)) : ratio;
      if (maxDistance) fuzzyMatches = tree.fuzzyGet(term, maxDistance);
    }
    for (const [match, postings] of prefixMatches ?? []) {
      const distance = match.length - term.length;
      if (!distance) continue;
      fuzzyMatches?.delete(match);
      reached.push([
        match,
        (prefixWeight * match.length) / (match.length + 0.3 * distance),
        postings,
      ]);
    }
    for (const [match, [postings, distance]] of fuzzyMatches ?? []) {
      if (!distance) continue;
      reached.push([match, (fuzzyWeight * match.length) / (match.length + distance), postings]);
    }
    return reached;
  };

  const or = (a: Found, b: Found): Found => {
    for (const id of b.order) {
      if (a.found[id]) a.score[id] = a.score[id] + b.score[id];
      else {
        a.found[id] = 1;
        a.score[id] = b.score[id];
        a.order.push(id);
      }
      b.terms.forEach((bits, chunk) => (termsOf(a, chunk)[id] |= bits[id]));
    }
    return a;
  };
  const and = (a: Found, b: Found): Found => {
    const both = found();
    const chunks = Math.max(a.terms.length, b.terms.length);
    const into = Array.from({ length: chunks }, (_, chunk) => termsOf(both, chunk));
    for (const id of b.order) {
      if (!a.found[id]) continue;
      both.found[id] = 1;
      both.score[id] = a.score[id] + b.score[id];
      both.order.push(id);
      into.forEach(
        (bits, chunk) => (bits[id] = (a.terms[chunk]?.[id] ?? 0) | (b.terms[chunk]?.[id] ?? 0)),
      );
    }
    return both;
  };
  const combine = (results: Found[], combineWith = 'OR'): Found => {
    if (results.length === 0) return found();
    const operator = combineWith.toLowerCase();
    if (operator !== 'and' && operator !== 'or')
      throw new Error(`search: no ${combineWith} combination`);
    return results.reduce(operator === 'and' ? and : or);
  };

  /** The terms of one query string, with how each is searched (MiniSearch's `termToQuerySpec`). */
  const specsOf = (text: string, options: Options) => {
    const processed = tokenize(text)
      .flatMap((word) => (options.processTerm ? options.processTerm(word) : word))
      .filter((term): term is string => !!term);
    return processed.map((term, i) => ({
      term,
      fuzzy:
        typeof options.fuzzy === 'function'
          ? options.fuzzy(term, i, processed)
          : options.fuzzy || false,
      prefix:
        typeof options.prefix === 'function'
          ? options.prefix(term, i, processed)
          : options.prefix === true,
    }));
  };

  /** Walks `query` as MiniSearch's `executeQuery` does, `visit`ing each term it searches. */
  const walk = <T>(
    query: Query,
    options: Options,
    visit: (term: string, fuzzy: number | boolean, prefix: boolean) => T,
    join: (results: T[], combineWith?: string) => T,
  ): T => {
    if (typeof query !== 'string') {
      const { queries, ...rest } = query as QueryCombination;
      const inner: Options = { ...options, ...rest };
      return join(
        queries.map((sub) => walk(sub, inner, visit, join)),
        inner.combineWith,
      );
    }
    const own: Options = { ...global, ...options };
    return join(
      specsOf(query, own).map(({ term, fuzzy, prefix }) => visit(term, fuzzy ?? false, prefix)),
      own.combineWith,
    );
  };

  /** The index terms a record matched, in the order MiniSearch lists them (`SearchResult.terms`). */
  const matchedTerms = (reached: readonly [string, Postings][], id: number): string[] => {
    const match: Record<string, true> = {};
    for (const [derived, postings] of reached)
      if (fieldIds.some((fieldId) => postings[fieldId]?.[id] !== undefined)) match[derived] = true;
    return Object.keys(match);
  };

  return (query, limit) => {
    sourceTerms.clear();
    const reached: [string, Postings][] = [];
    const all = walk(
      query,
      {},
      (term, fuzzy, prefix) => {
        const into = found();
        for (const [derived, weight, postings] of expansions(term, fuzzy, prefix)) {
          addPostings(term, weight, postings, into);
          reached.push([derived, postings]);
        }
        return into;
      },
      combine,
    );
    const results = all.order.map((id) => {
      let quality = 0;
      for (const bits of all.terms) for (let v = bits[id]; v; v &= v - 1) quality += 1;
      return { id, score: all.score[id] * (quality || 1) };
    });
    giveBack();
    results.sort((x, y) => y.score - x.score);
    return results
      .slice(0, limit)
      .map((result) => ({ ...result, terms: matchedTerms(reached, result.id) }));
  };
}
