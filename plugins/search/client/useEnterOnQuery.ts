import { useEffect, useRef } from 'react';

import type { Hit } from './engine';
import { enterAction } from './enterAction';
import { useResultsWhenReady, type SearchState } from './useSearch';

/** Where Enter can take the reader. */
type Destinations = {
  /** A section found for `query`. */
  openHit: (hit: Hit, query: string) => void;
  /** The search page for `query`. */
  openSearchPage: (query: string) => void;
};

/**
 * Enter in a search box over the index at `indexUrl`, acting on what the box held when the key came (`typed`),
 * never on the results drawn for an earlier query: `chosen` (the active result) when
 * the results on screen are the typed query's; else the first result of the typed
 * query as soon as the index answers it, or the search page when the index cannot
 * be had. A query changed after the Enter (`cancel`) or a closed box drops the wait.
 */
export function useEnterOnQuery(
  state: SearchState,
  indexUrl: string,
  { openHit, openSearchPage }: Destinations,
): { press: (typed: string, chosen: Hit | undefined) => void; cancel: () => void } {
  const resultsFor = useResultsWhenReady(indexUrl);
  const waitingFor = useRef<string | null>(null);
  useEffect(
    () => () => {
      waitingFor.current = null;
    },
    [],
  );

  const press = (typed: string, chosen: Hit | undefined): void => {
    const query = typed.trim();
    const action = enterAction(query, state);
    if (action === 'open' && chosen) openHit(chosen, query);
    if (action === 'searchPage') openSearchPage(query);
    if (action !== 'wait') return;
    waitingFor.current = query;
    // Once, and only while the box still holds this query.
    const settle = (go: () => void): void => {
      if (waitingFor.current !== query) return;
      waitingFor.current = null;
      go();
    };
    resultsFor(query).then(
      ([first]) => settle(() => first && openHit(first, query)),
      () => settle(() => openSearchPage(query)),
    );
  };
  const cancel = (): void => {
    waitingFor.current = null;
  };
  return { press, cancel };
}
