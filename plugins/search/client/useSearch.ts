import { useCallback, useEffect, useMemo, useState } from 'react';

import { loadedEngine, loadEngine, type Hit, type SearchEngine } from './engine';
import { useSearchIndexUrl } from './searchIndexUrl';

/** A search as the reader sees it: nothing asked, waiting for the index, answered, broken. */
export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; query: string; hits: Hit[] }
  | { status: 'failed' };

/**
 * Searches for `query`, fetching the index when the component mounts (a reader who
 * sees a search box is about to type). Once the index is there, every query is
 * answered in the same render.
 */
export function useSearch(query: string): SearchState {
  const url = useSearchIndexUrl();
  const [engine, setEngine] = useState<SearchEngine | 'failed' | undefined>(loadedEngine);
  const wanted = query.trim();

  const failed = engine === 'failed';
  useEffect(() => {
    if (engine && !failed) return;
    let current = true;
    loadEngine(url).then(
      (loaded) => current && setEngine(loaded),
      () => current && setEngine('failed'),
    );
    return () => {
      current = false;
    };
    // A failed load is retried when the query changes.
  }, [url, engine, failed, wanted]);

  const hits = useMemo(
    () => (engine && engine !== 'failed' && wanted ? engine.search(wanted) : undefined),
    [engine, wanted],
  );
  if (failed) return { status: 'failed' };
  if (!wanted) return { status: 'idle' };
  if (!hits) return { status: 'loading' };
  return { status: 'done', query: wanted, hits };
}

/**
 * The best sections for a query once the index is in (at once when it is): for an
 * Enter that comes before the results of what was typed are drawn. Rejects when the
 * index cannot be fetched.
 */
export function useResultsWhenReady(): (query: string) => Promise<Hit[]> {
  const url = useSearchIndexUrl();
  return useCallback(
    (query: string) => loadEngine(url).then((engine) => engine.search(query)),
    [url],
  );
}
