import MiniSearch, { type AsPlainObject } from 'minisearch';

import type { SearchIndexEntry, SearchRecord, SearchShard } from '../records';
import {
  pageFileOf,
  shardFileOf,
  shardKeyOf,
  termProcessor,
  tokenize,
  typedWordProcessor,
} from '../terms';
import { bestResults, hitOf, miniSearchOptions, type Hit } from './engine';

/** Reads a JSON file of the index (a shard or a page file). */
export type FetchJson = <T>(url: string) => Promise<T>;

/** Search over a split index: only what a query needs is fetched, once. */
export type ShardedEngine = {
  /** The hits, when the query's shards and its results' pages have all arrived. */
  cached: (query: string) => Hit[] | undefined;
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

/** The first record id of the page file that holds record `id`. */
function pageStartOf(starts: readonly number[], id: number): number {
  let [low, high] = [0, starts.length - 1];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (starts[mid] <= id) low = mid;
    else high = mid - 1;
  }
  return starts[low];
}

/** `entry`'s search, fetching its shards and page files with `fetchJson` from `baseUrl`. */
export function createShardedEngine(
  entry: SearchIndexEntry,
  baseUrl: string,
  fetchJson: FetchJson,
): ShardedEngine {
  const options = miniSearchOptions(entry.language);
  const stem = termProcessor(entry.language);
  const typed = typedWordProcessor(entry.language);
  const known = new Set(entry.shards);
  const shards = fileCache((name) => fetchJson<SearchShard>(`${baseUrl}${name}`));
  const pages = fileCache((name) => fetchJson<SearchRecord[]>(`${baseUrl}${name}`));
  const ids = entry.fieldLength.map((_, id) => id);
  const plain: Omit<AsPlainObject, 'index'> = {
    documentCount: entry.documentCount,
    nextId: ids.length,
    documentIds: Object.fromEntries(ids.map((id) => [id, id])),
    fieldIds: entry.fieldIds,
    fieldLength: Object.fromEntries(entry.fieldLength.map((lengths, id) => [id, lengths])),
    averageFieldLength: entry.averageFieldLength,
    storedFields: {},
    serializationVersion: 2,
  };
  // Rebuilt from the shards that have arrived whenever one more has.
  let built: { shards: number; miniSearch: MiniSearch<SearchRecord> } | undefined;
  const miniSearch = (): MiniSearch<SearchRecord> => {
    if (built?.shards !== shards.arrived.size) {
      const index = [...shards.arrived.values()].flat();
      built = {
        shards: shards.arrived.size,
        miniSearch: MiniSearch.loadJS({ ...plain, index }, options),
      };
    }
    return built.miniSearch;
  };

  const shardsOf = (query: string): string[] => {
    const keys = tokenize(query)
      .flatMap((word) => [typed(word), stem(word)])
      .filter((term): term is string => Boolean(term))
      .map(shardKeyOf);
    return [...new Set(keys)].filter((key) => known.has(key)).map(shardFileOf);
  };
  const pagesOf = (ids: readonly number[]): string[] => [
    ...new Set(ids.map((id) => pageFileOf(pageStartOf(entry.pages, id)))),
  ];
  const record = (id: number): SearchRecord | undefined =>
    pages.arrived.get(pageFileOf(pageStartOf(entry.pages, id)))?.find((r) => r.id === id);

  const answer = (query: string): Hit[] | undefined => {
    const hits: Hit[] = [];
    for (const result of bestResults(miniSearch(), query, entry.language)) {
      const found = record(Number(result.id));
      if (!found) return undefined;
      hits.push(hitOf(result, found));
    }
    return hits;
  };

  return {
    cached(query) {
      if (!shardsOf(query).every((name) => shards.arrived.has(name))) return undefined;
      return answer(query);
    },
    async search(query) {
      await Promise.all(shardsOf(query).map((name) => shards.get(name)));
      const ids = bestResults(miniSearch(), query, entry.language).map((result) =>
        Number(result.id),
      );
      await Promise.all(pagesOf(ids).map((name) => pages.get(name)));
      return answer(query) ?? [];
    },
  };
}
