import { translate } from '@docusaurus/Translate';

import { searchLabel } from '../SearchBar/label';

/** Every sentence the search dialog and page say, through the site's translations. */
export const searchStrings = {
  label: searchLabel,
  dialog: (): string =>
    translate({
      id: 'search.dialog.label',
      message: 'Search the documentation',
      description: 'Name of the search dialog and title of the search page',
    }),
  version: (): string =>
    translate({
      id: 'search.version.label',
      message: 'Docs version',
      description: 'Choice of the docs version search looks in',
    }),
  results: (): string =>
    translate({ id: 'search.results.label', message: 'Search results', description: 'Listbox' }),
  recent: (): string =>
    translate({
      id: 'search.recent.label',
      message: 'Recent searches',
      description: 'Heading of the list of recent searches',
    }),
  idle: (): string =>
    translate({
      id: 'search.status.idle',
      message: 'Type a word or two to search every page of the documentation.',
      description: 'Search with nothing typed yet',
    }),
  loading: (): string =>
    translate({
      id: 'search.status.loading',
      message: 'Loading the search index…',
      description: 'Search waiting for its index',
    }),
  failed: (): string =>
    translate({
      id: 'search.status.failed',
      message: 'Search is not available right now. Reload the page to try again.',
      description: 'The search index could not be loaded',
    }),
  noResults: (query: string): string =>
    translate(
      {
        id: 'search.status.noResults',
        message: 'No results for “{query}”. Check the spelling, or try other words.',
        description: 'A search that found nothing',
      },
      { query },
    ),
  askSupport: (): string =>
    translate({
      id: 'search.noResults.support',
      message: 'Still stuck? The Support page tells you how to reach us.',
      description: 'Suggestion after a search that found nothing',
    }),
  found: (sections: number, pages: number): string =>
    translate(
      {
        id: 'search.status.found',
        message: '{results} on {pages}',
        description: 'How many sections and pages a search found',
      },
      {
        results:
          sections === 1
            ? translate({ id: 'search.status.oneResult', message: '1 result' })
            : translate(
                { id: 'search.status.results', message: '{count} results' },
                { count: sections },
              ),
        pages:
          pages === 1
            ? translate({ id: 'search.status.onePage', message: '1 page' })
            : translate({ id: 'search.status.pages', message: '{count} pages' }, { count: pages }),
      },
    ),
  seeAll: (): string =>
    translate({
      id: 'search.seeAll',
      message: 'See all results',
      description: 'Link from the dialog to the search page',
    }),
  close: (): string =>
    translate({ id: 'search.close', message: 'Close search', description: 'Close button' }),
  preview: (): string =>
    translate({
      id: 'search.devPreview',
      message:
        'Preview: the development server searches the docs as written; the built site also finds the landing page and the API reference’s fields.',
      description: 'Shown in the search dialog under npm start only',
    }),
  keys: (): string =>
    translate({
      id: 'search.keys',
      message: '↑ ↓ to move, Enter to open, Esc to close',
      description: 'Keyboard help at the foot of the dialog',
    }),
};
