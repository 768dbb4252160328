import { startTransition, useCallback, useEffect, useLayoutEffect, useState } from 'react';

import type { Hit } from './engine';
import { SupersededQuery } from './newestQueryFirst';
import { preloadIndex, searchIndex } from './searchClient';

/**
 * A search as the reader sees it: nothing asked, waiting for the index, answered (for
 * `query`, which may be an earlier query than the box holds while the newer one is
 * being answered), broken.
 */
export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; query: string; hits: Hit[] }
  | { status: 'failed' };

/**
 * A query is asked as soon as the key that made it is drawn, not after the paint that
 * follows (Preact runs an effect after the next frame): the worker searches while the
 * browser paints. On the server, where nothing is asked, a plain effect.
 */
const useAskEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The answer (or the failure) that arrived for one query of one index. */
type Settled = { indexUrl: string; query: string; hits?: Hit[] };

/**
 * Searches the index at `indexUrl` for `query` in the search worker (searchClient.ts),
 * fetching the index's entry when the component mounts (a reader who sees a search box
 * is about to type), then the parts each query needs. Each key's query is asked at once:
 * `newestQueryFirst` keeps one waiting at most, the newest, so keys typed faster than
 * answers come cost no searches of their own. Until a query's answer arrives, the last
 * answer of the same index stays; a failed search is tried again when the query changes.
 */
export function useSearch(query: string, indexUrl: string): SearchState {
  const wanted = query.trim();
  const [settled, setSettled] = useState<Settled>();

  useEffect(() => preloadIndex(indexUrl), [indexUrl]);
  useAskEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    // The answer is drawn as a transition: a key typed meanwhile is handled first.
    const settle = (answer: Settled): void => {
      if (current) startTransition(() => setSettled(answer));
    };
    searchIndex(indexUrl, wanted).then(
      (hits) => settle({ indexUrl, query: wanted, hits }),
      // A query replaced by a newer one before its turn did not fail: the newer one is coming.
      (why: unknown) => why instanceof SupersededQuery || settle({ indexUrl, query: wanted }),
    );
    return () => {
      current = false;
    };
  }, [indexUrl, wanted]);

  if (!wanted) return { status: 'idle' };
  const shown = settled?.indexUrl === indexUrl ? settled : undefined;
  if (shown?.query === wanted && !shown.hits) return { status: 'failed' };
  if (!shown?.hits) return { status: 'loading' };
  return { status: 'done', query: shown.query, hits: shown.hits };
}

/**
 * The best sections for a query in the index at `indexUrl` once it is in: for an
 * Enter that comes before the results of what was typed are drawn. Rejects when the
 * index cannot be fetched.
 */
export function useResultsWhenReady(indexUrl: string): (query: string) => Promise<Hit[]> {
  return useCallback((query: string) => searchIndex(indexUrl, query), [indexUrl]);
}
