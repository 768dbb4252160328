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
 * the next call tries again.
 */
export function loadEngine(url: string): Promise<ShardedEngine> {
  let engine = loading.get(url);
  if (!engine) {
    engine = fetchJson<SearchIndexEntry>(url).then(
      (entry) => {
        const base = new URL(entry.dir, new URL(url, location.href)).href;
        return createShardedEngine(entry, base, fetchJson);
      },
      (error: unknown) => {
        loading.delete(url);
        throw error;
      },
    );
    loading.set(url, engine);
  }
  return engine;
}
