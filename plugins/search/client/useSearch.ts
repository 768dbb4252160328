import { useCallback, useEffect, useMemo, useState } from 'react';

import type { Hit } from './engine';
import { loadedEngine, loadEngine } from './loadEngine';
import { useQueryPerFrame } from './useQueryPerFrame';

/** A search as the reader sees it: nothing asked, waiting for the index, answered, broken. */
export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; query: string; hits: Hit[] }
  | { status: 'failed' };

/** The answer (or the failure) that arrived for one query of one index. */
type Settled = { key: string; hits?: Hit[] };

/**
 * Searches the index at `indexUrl` for `query`, fetching the index's entry when the
 * component mounts (a reader who sees a search box is about to type), then the parts
 * each query needs. The query is taken once per animation frame (`useQueryPerFrame`);
 * one whose parts have all arrived is answered in that frame's render; a failed load
 * is tried again when the query changes.
 */
export function useSearch(query: string, indexUrl: string): SearchState {
  const wanted = useQueryPerFrame(query.trim());
  const key = `${indexUrl}\n${wanted}`;
  const [settled, setSettled] = useState<Settled>();
  const engine = loadedEngine(indexUrl);
  const cached = useMemo(
    () => (engine && wanted ? engine.cached(wanted) : undefined),
    [engine, wanted],
  );

  useEffect(() => {
    if (cached) return;
    let current = true;
    loadEngine(indexUrl)
      .then((loaded) => (wanted ? loaded.search(wanted) : []))
      .then(
        (hits) => current && setSettled({ key, hits }),
        () => current && setSettled({ key }),
      );
    return () => {
      current = false;
    };
  }, [indexUrl, wanted, key, cached]);

  const answered = settled?.key === key ? settled : undefined;
  if (answered && !answered.hits) return { status: 'failed' };
  if (!wanted) return { status: 'idle' };
  const hits = cached ?? answered?.hits;
  if (!hits) return { status: 'loading' };
  return { status: 'done', query: wanted, hits };
}

/**
 * The best sections for a query in the index at `indexUrl` once it is in (at once when it is): for an
 * Enter that comes before the results of what was typed are drawn. Rejects when the
 * index cannot be fetched.
 */
export function useResultsWhenReady(indexUrl: string): (query: string) => Promise<Hit[]> {
  return useCallback(
    (query: string) => loadEngine(indexUrl).then((engine) => engine.search(query)),
    [indexUrl],
  );
}
