import type { SearchIndexEntry } from '../records';
import { createShardedEngine, type ShardedEngine } from './shardedEngine';

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search index: HTTP ${response.status} for ${url}`);
  return response.json() as Promise<T>;
}

const loading = new Map<string, Promise<ShardedEngine>>();

/**
 * The engine of the index whose entry is at `url` (one per docs version), the entry
 * fetched on the first call; later calls share it. A failed fetch is forgotten, so
 * the next call tries again; so is the entry after a search that failed: the parts it
 * names are in a folder named by their content, which a new deploy of the site replaces
 * while a page that fetched the old entry is still open.
 */
export function loadEngine(url: string): Promise<ShardedEngine> {
  const known = loading.get(url);
  if (known) return known;
  const forget = (): void => {
    if (loading.get(url) === engine) loading.delete(url);
  };
  const engine = fetchJson<SearchIndexEntry>(url).then(
    (entry): ShardedEngine => {
      const base = new URL(entry.dir, new URL(url, location.href)).href;
      const sharded = createShardedEngine(entry, base, fetchJson);
      return {
        search: (query, firstPages) =>
          sharded.search(query, firstPages).catch((error: unknown) => {
            forget();
            throw error;
          }),
      };
    },
    (error: unknown) => {
      forget();
      throw error;
    },
  );
  loading.set(url, engine);
  return engine;
}
