import MiniSearch, { type AsPlainObject } from 'minisearch';

import type { SearchIndexEntry, SearchRecord, SearchShard, TermEntries } from '../records';
import {
  pageFileOf,
  shardFileOf,
  shardKeyIn,
  termProcessor,
  tokenize,
  typedWordProcessor,
} from '../terms';
import { bestResults, hitOf, miniSearchOptions, type Hit } from './engine';

/** Reads a JSON file of the index (a shard or a page file). */
export type FetchJson = <T>(url: string) => Promise<T>;

/** Search over a split index: only what a query needs is fetched, once. */
export type ShardedEngine = {
  /** Fetches what the query needs, then answers it. */
  search: (query: string) => Promise<Hit[]>;
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

/** A shard as the engine keeps it: its terms and its records' field lengths by id. */
type ReadShard = { terms: TermEntries; lengths: Map<number, number[]> };

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
  const readShard = ({ terms, ids, records }: SearchShard): ReadShard => {
    const lengths = new Map<number, number[]>();
    let id = 0;
    ids.forEach((step, i) => {
      id += step;
      const [fromPageStart, ...fieldLengths] = records[i];
      pageStart.set(id, id - fromPageStart);
      lengths.set(id, fieldLengths);
    });
    return { terms, lengths };
  };
  const shards = fileCache((name) => fetchJson<SearchShard>(`${baseUrl}${name}`).then(readShard));
  const pages = fileCache((name) => fetchJson<SearchRecord[]>(`${baseUrl}${name}`));

  // An index of a query's own shards, kept while the next query needs the same ones
  // (the keys of one word): its cost grows with those shards, not with all that arrived.
  let built: { names: string; miniSearch: MiniSearch<SearchRecord> } | undefined;
  const miniSearchOf = (names: readonly string[]): MiniSearch<SearchRecord> => {
    const joined = names.join(' ');
    if (built?.names !== joined) {
      const parts = names.flatMap((name) => shards.arrived.get(name) ?? []);
      const fieldLength: Record<string, number[]> = {};
      for (const part of parts)
        for (const [id, lengths] of part.lengths)
          fieldLength[id] = (fieldLength[id] ?? lengths).map((n, field) => n || lengths[field]);
      const plain: AsPlainObject = {
        documentCount: entry.documentCount,
        nextId: entry.documentCount,
        documentIds: Object.fromEntries(Object.keys(fieldLength).map((id) => [id, Number(id)])),
        fieldIds: entry.fieldIds,
        fieldLength,
        averageFieldLength: entry.averageFieldLength,
        storedFields: {},
        serializationVersion: 2,
        index: parts.flatMap((part) => part.terms),
      };
      built = { names: joined, miniSearch: MiniSearch.loadJS(plain, options) };
    }
    return built.miniSearch;
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
  return {
    async search(query) {
      const names = await fetchShardsOf(query);
      const found = bestResults(miniSearchOf(names), query, entry.language);
      const files = new Set(found.map((result) => pageOf(Number(result.id))));
      await Promise.all([...files].map((name) => pages.get(name)));
      return found.flatMap((result) => {
        const shown = record(Number(result.id));
        return shown ? [hitOf(result, shown)] : [];
      });
    },
  };
}
