import type { SearchState } from './types';

/** What the live region says for the search as it is now (`pages`: pages found). */
export function statusText(state: SearchState, pages: number): string {
  switch (state.status) {
    case 'idle':
      return 'Type a word or two to search every page of the documentation.';
    case 'loading':
      return 'Loading the search index…';
    case 'failed':
      return 'Search is not available right now. Reload the page to try again.';
    case 'done':
      if (pages === 0)
        return `No results for “${state.query}”. Check the spelling, or try other words.`;
      return `${pages} ${pages === 1 ? 'page' : 'pages'} found for “${state.query}”.`;
  }
}
