import type { Hit } from './engine';
import { newestQueryFirst } from './newestQueryFirst';
import { searchThrough, type SearchIndex } from './workerProtocol';

/** Search in this thread, its code fetched on first use: where no worker can run. */
const searchInPage: SearchIndex = (indexUrl, query) =>
  import('./searchHere').then(({ searchHere }) => searchHere(indexUrl, query));

let search: SearchIndex | undefined;

/**
 * The search, started on first use: in a Web Worker (search.worker.ts), or in the page
 * where there are no workers or the worker cannot start.
 */
function searcher(): SearchIndex {
  if (search) return search;
  if (typeof Worker !== 'function') return (search = newestQueryFirst(searchInPage));
  const worker = new Worker(new URL('./search.worker.ts', import.meta.url));
  const channel = searchThrough(worker);
  worker.addEventListener('error', () => {
    search = newestQueryFirst(searchInPage);
    channel.failAll(new Error('search: the search worker could not start'));
  });
  return (search = newestQueryFirst(channel.search));
}

const absolute = (url: string): string => new URL(url, window.location.href).href;

/** The best sections for `query` in the index whose entry is at `indexUrl`. */
export const searchIndex = (indexUrl: string, query: string): Promise<Hit[]> =>
  searcher()(absolute(indexUrl), query);

/** Fetches the entry of the index at `indexUrl` ahead of a query (the reader's intent). */
export function preloadIndex(indexUrl: string): void {
  searcher()(absolute(indexUrl)).catch(() => undefined);
}
