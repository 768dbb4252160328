import { startTransition, useCallback, useEffect, useLayoutEffect, useState } from 'react';

import type { Hit } from './engine';
import { SupersededQuery } from './newestQueryFirst';
import { preloadIndex, searchIndex, searchRest } from './searchClient';
import type { Answer } from './shardedEngine';

/**
 * A search as the reader sees it: nothing asked, waiting for the index, answered (for
 * `query`, which may be an earlier query than the box holds while the newer one is
 * being answered: `hits` are the sections of its first pages until the rest arrive,
 * `sections` and `pages` count the whole answer), broken.
 */
export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; query: string; hits: Hit[]; sections: number; pages: number }
  | { status: 'failed' };

/**
 * About as many pages' results as a screen shows: a query's answer comes with these
 * first (only their page files fetched and their results drawn), then whole. At 5,000
 * pages the whole answer's 20 page files and results took about 120 ms to fetch and 158
 * ms of a 4× slowed main thread to draw.
 */
export const firstScreenPages = 6;

/**
 * How long the box holds the same query before the rest of its answer (past the first
 * screen) is asked for and drawn. Drawn while a reader typed, those results held the main
 * thread (the whole answer's 158 ms above) when the next key came, and that key replaced
 * them; a reader who stops typing gets them this much later.
 */
export const restAfterPauseMs = 300;

/**
 * A query is asked as soon as the key that made it is drawn, not after the paint that
 * follows (Preact runs an effect after the next frame): the worker searches while the
 * browser paints. On the server, where nothing is asked, a plain effect.
 */
const useAskEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The answer (or the failure) that arrived for one query of one index. */
type Settled = { indexUrl: string; query: string; answer?: Answer; whole?: boolean };

/**
 * Searches the index at `indexUrl` for `query` in the search worker (searchClient.ts),
 * fetching the index's entry when the component mounts (a reader who sees a search box
 * is about to type), then the parts each query needs. Each key's query is asked at once:
 * `newestQueryFirst` keeps one waiting at most, the newest, so keys typed faster than
 * answers come cost no searches of their own. Each answer comes with its first pages'
 * sections (`firstScreenPages`), and the rest is asked once those are drawn and the
 * reader has paused. Until a query's answer arrives, the last answer of the same index
 * stays; a failed search is tried again when the query changes.
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
    // A query replaced by a newer one before its turn did not fail: the newer one is coming.
    const failed = (why: unknown): void => {
      if (!(why instanceof SupersededQuery)) settle({ indexUrl, query: wanted });
    };
    searchIndex(indexUrl, wanted, firstScreenPages).then(
      (first) =>
        settle({
          indexUrl,
          query: wanted,
          answer: first,
          whole: first.pages <= firstScreenPages,
        }),
      failed,
    );
    return () => {
      current = false;
    };
  }, [indexUrl, wanted]);

  // The rest of the answer drawn, asked once the frame that shows its first pages is drawn
  // (an effect runs after it: answered sooner, it would hold that frame for its own
  // drawing) and the query has held for `restAfterPauseMs` (a key typed before then
  // clears the timer).
  const rest = settled?.answer && !settled.whole ? settled : undefined;
  useEffect(() => {
    if (rest?.indexUrl !== indexUrl || rest.query !== wanted) return undefined;
    let current = true;
    const asking = setTimeout(() => {
      searchRest(indexUrl, wanted).then(
        (whole) => {
          if (current) startTransition(() => setSettled({ ...rest, answer: whole, whole: true }));
        },
        () => {
          if (current) startTransition(() => setSettled({ indexUrl, query: wanted }));
        },
      );
    }, restAfterPauseMs);
    return () => {
      current = false;
      clearTimeout(asking);
    };
  }, [rest, indexUrl, wanted]);

  if (!wanted) return { status: 'idle' };
  const shown = settled?.indexUrl === indexUrl ? settled : undefined;
  if (shown?.query === wanted && !shown.answer) return { status: 'failed' };
  if (!shown?.answer) return { status: 'loading' };
  return { status: 'done', query: shown.query, ...shown.answer };
}

/**
 * The best sections for a query in the index at `indexUrl` once it is in (those of its
 * first pages: the same ask as the query's own, whose answer it shares): for an Enter
 * that comes before the results of what was typed are drawn. Rejects when the index
 * cannot be fetched.
 */
export function useResultsWhenReady(indexUrl: string): (query: string) => Promise<Hit[]> {
  return useCallback(
    (query: string) => searchIndex(indexUrl, query, firstScreenPages).then(({ hits }) => hits),
    [indexUrl],
  );
}
