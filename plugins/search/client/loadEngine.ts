import type { SearchIndexEntry } from '../records';
import { createShardedEngine, type ShardedEngine } from './shardedEngine';

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search index: HTTP ${response.status} for ${url}`);
  return response.json() as Promise<T>;
}

const loading = new Map<string, Promise<ShardedEngine>>();
const loaded = new Map<string, ShardedEngine>();

/** The engine of the index at `url`, if its entry has arrived. */
export const loadedEngine = (url: string): ShardedEngine | undefined => loaded.get(url);

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
        const base = new URL(entry.dir, new URL(url, window.location.href)).href;
        const ready = createShardedEngine(entry, base, fetchJson);
        loaded.set(url, ready);
        return ready;
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
