import type { SearchIndexEntry, SearchRecord, SearchShard, TermEntries } from '../records';
import {
  indexTermProcessor,
  pageFileOf,
  shardFileOf,
  shardKeyIn,
  termProcessor,
  tokenize,
  typedWordProcessor,
} from '../terms';
import { hitLimit, hitOf, indexedFields, miniSearchOptions, queryOf, type Hit } from './engine';
import { createPostingsSearch, type ScoredResult } from './postingsSearch';

/** Reads a JSON file of the index (a shard or a page file). */
export type FetchJson = <T>(url: string) => Promise<T>;

/**
 * A query's answer: its hits (the sections of every page it found, or of its first
 * pages only), and how many sections and pages the whole answer holds.
 */
export type Answer = { hits: Hit[]; sections: number; pages: number };

/** Search over a split index: only what a query needs is fetched, once. */
export type ShardedEngine = {
  /**
   * Fetches what the query needs, then answers it: with the sections of its best
   * `firstPages` pages only when given (a screen's worth, whose page files alone are
   * fetched), else of every page it found.
   */
  search: (query: string, firstPages?: number) => Promise<Answer>;
};

/** A cache of fetches by file name; a failed fetch is forgotten, so it is tried again. */
function fileCache<T>(fetchFile: (name: string) => Promise<T>) {
  const pending = new Map<string, Promise<T>>();
  const arrived = new Map<string, T>();
  return {
    arrived,
    get(name: string): Promise<T> {
      let promise = pending.get(name);
      if (!promise) {
        promise = fetchFile(name).then(
          (value) => (arrived.set(name, value), value),
          (error: unknown) => {
            pending.delete(name);
            throw error;
          },
        );
        pending.set(name, promise);
      }
      return promise;
    },
  };
}

/** The most shards of longer keys a word being typed fetches to complete into (`fetchShardsOf` below). */
const completionShards = 4;

/** `entry`'s search, fetching its shards and page files with `fetchJson` from `baseUrl`. */
export function createShardedEngine(
  entry: SearchIndexEntry,
  baseUrl: string,
  fetchJson: FetchJson,
): ShardedEngine {
  const options = miniSearchOptions(entry.language);
  const stem = termProcessor(entry.language);
  const typed = typedWordProcessor(entry.language);
  // The keys of every shard: the entry's, or where a shard was split, those of a file
  // fetched now (ahead of the first query, as the entry is fetched on the reader's intent).
  const keyFile = fileCache((name) =>
    fetchJson<string[]>(`${baseUrl}${name}`).then((keys) => ({ keys, known: new Set(keys) })),
  );
  const shardKeys = async (): Promise<{ keys: readonly string[]; known: ReadonlySet<string> }> =>
    entry.keys ? keyFile.get(entry.keys) : { keys: entry.shards, known: new Set(entry.shards) };
  void shardKeys().catch(() => undefined);
  /** The first record id of each record's page file, from the shards that have arrived. */
  const pageStart = new Map<number, number>();
  /**
   * The records' field lengths, from the shards that have arrived: each shard gives those of
   * the fields its terms are in (0 for the others), which are all its terms' ranking reads.
   */
  const lengths = new Map<number, number[]>();
  const readShard = ({ terms, ids, records }: SearchShard): TermEntries => {
    let id = 0;
    ids.forEach((step, i) => {
      id += step;
      const [fromPageStart, ...fieldLengths] = records[i];
      pageStart.set(id, id - fromPageStart);
      const known = lengths.get(id);
      lengths.set(id, known ? known.map((n, field) => n || fieldLengths[field]) : fieldLengths);
    });
    return terms;
  };
  const shards = fileCache((name) => fetchJson<SearchShard>(`${baseUrl}${name}`).then(readShard));
  const pages = fileCache((name) => fetchJson<SearchRecord[]>(`${baseUrl}${name}`));

  // The search of a query's own shards, kept while the next query needs the same ones
  // (the keys of one word): a term a typo or a prefix reaches is one of those shards', as
  // in a fresh worker, whatever shards earlier queries fetched.
  let built: { names: string; search: (query: string) => ScoredResult[] } | undefined;
  const searchOf = (names: readonly string[]): ((query: string) => ScoredResult[]) => {
    const joined = names.join(' ');
    if (built?.names !== joined) {
      const search = createPostingsSearch(
        names.flatMap((name) => shards.arrived.get(name) ?? []),
        entry,
        (id) => lengths.get(id),
        {
          ...options,
          processTerm: indexTermProcessor(entry.language),
          fields: indexedFields,
          tokenize,
        },
      );
      built = {
        names: joined,
        search: (query) => search(queryOf(query, entry.language), hitLimit),
      };
    }
    return built.search;
  };

  /**
   * The shards of a term: that of the longest key it starts with, and for a word being
   * typed those of the longer keys it starts, when few (a shorter word waits for the
   * letter that narrows them down).
   */
  const shardsOfTerm = (
    { keys, known }: { keys: readonly string[]; known: ReadonlySet<string> },
    term: string,
    typing: boolean,
  ): string[] => {
    const own = shardKeyIn(term, known);
    const completions = typing ? keys.filter((key) => key.startsWith(term) && key !== own) : [];
    const completed = completions.length <= completionShards ? completions : [];
    return [...(own ? [own] : []), ...completed];
  };

  /**
   * Fetches the shards of the query's terms, all at once (the entry names every key, so
   * none waits for another), and returns their names.
   */
  const fetchShardsOf = async (query: string): Promise<string[]> => {
    const words = tokenize(query);
    const index = await shardKeys();
    const names = words.flatMap((word, at) =>
      [typed(word), stem(word)].flatMap((term) =>
        term ? shardsOfTerm(index, term, at === words.length - 1).map(shardFileOf) : [],
      ),
    );
    const unique = [...new Set(names)].sort();
    await Promise.all(unique.map((name) => shards.get(name)));
    return unique;
  };
  const pageOf = (id: number): string => pageFileOf(pageStart.get(id) ?? id);
  const record = (id: number): SearchRecord | undefined =>
    pages.arrived.get(pageOf(id))?.find((r) => r.id === id);
  // The last query's ranking, kept for the rest of its answer after its first pages.
  let ranked: { query: string; names: string; found: ScoredResult[] } | undefined;
  const rank = (query: string, names: readonly string[]): ScoredResult[] => {
    const joined = names.join(' ');
    if (ranked?.query !== query || ranked.names !== joined)
      ranked = { query, names: joined, found: searchOf(names)(query) };
    return ranked.found;
  };
  return {
    async search(query, firstPages) {
      const found = rank(query, await fetchShardsOf(query));
      // A page's sections are in one page file: its pages, best first.
      const files = [...new Set(found.map((result) => pageOf(result.id)))];
      const shownFiles = new Set(firstPages === undefined ? files : files.slice(0, firstPages));
      await Promise.all([...shownFiles].map((name) => pages.get(name)));
      const hits = found.flatMap((result) => {
        const shown = shownFiles.has(pageOf(result.id)) ? record(result.id) : undefined;
        return shown ? [hitOf(result, shown)] : [];
      });
      return { hits, sections: found.length, pages: files.length };
    },
  };
}
