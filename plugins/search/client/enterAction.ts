import type { SearchState } from './useSearch';

type EnterAction = 'open' | 'wait' | 'searchPage' | 'nothing';

/**
 * What Enter in the search box does with `typed`, the query in the box when it was
 * pressed: open a result of that very query (`open`), wait for its results (`wait`:
 * the index is still on its way, or the dialog has not drawn the newest keystrokes
 * yet), open the search page for it when the index cannot be had (`searchPage`), or
 * nothing when the box is empty. The results on screen may still be an earlier
 * query's: they are opened only when they are the typed query's own.
 */
export function enterAction(typed: string, state: SearchState): EnterAction {
  const query = typed.trim();
  if (!query) return 'nothing';
  if (state.status === 'failed') return 'searchPage';
  return state.status === 'done' && state.query === query ? 'open' : 'wait';
}
