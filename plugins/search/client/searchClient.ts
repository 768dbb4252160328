import { takeEarlyWorker } from './earlyWorker';
import type { Answer } from './shardedEngine';
import { newestQueryFirst } from './newestQueryFirst';
import { searchThrough, type SearchIndex } from './workerProtocol';

/** Search in this thread, its code fetched on first use: where no worker can run. */
const searchInPage: SearchIndex = (indexUrl, query, firstPages) =>
  import('./searchHere').then(({ searchHere }) => searchHere(indexUrl, query, firstPages));

/** A search's requests as they go (`direct`), and its queries newest first (`queued`). */
type Searchers = { direct: SearchIndex; queued: SearchIndex };

/** The search in the page: its queries newest first here. */
const inPage = (direct: SearchIndex): Searchers => ({
  direct,
  queued: newestQueryFirst(direct),
});

let searchers: Searchers | undefined;

/**
 * The search, started on first use: in a Web Worker (search.worker.ts; the one the search
 * page's HTML started, ./earlyWorker.ts, where it did), or in the page where there are no
 * workers or the worker cannot start.
 */
function searcher(): Searchers {
  if (searchers) return searchers;
  if (typeof Worker !== 'function') return (searchers = inPage(searchInPage));
  const worker = takeEarlyWorker() ?? new Worker(new URL('./search.worker.ts', import.meta.url));
  const channel = searchThrough(worker);
  worker.addEventListener('error', () => {
    searchers = inPage(searchInPage);
    channel.failAll(new Error('search: the search worker could not start'));
  });
  // The worker answers its queries newest first itself (workerProtocol.ts).
  return (searchers = { direct: channel.search, queued: channel.newest });
}

const absolute = (url: string): string => new URL(url, window.location.href).href;

/**
 * The answer to `query` in the index whose entry is at `indexUrl`: the sections of its
 * best `firstPages` pages only when given.
 */
export const searchIndex = (
  indexUrl: string,
  query: string,
  firstPages?: number,
): Promise<Answer> => searcher().queued(absolute(indexUrl), query, firstPages);

/**
 * The whole answer to `query`, once its first pages came (`searchIndex`): asked at once,
 * beside the queries newest first, so that a key typed meanwhile is never answered after it.
 */
export const searchRest = (indexUrl: string, query: string): Promise<Answer> =>
  searcher().direct(absolute(indexUrl), query);

/** Fetches the entry of the index at `indexUrl` ahead of a query (the reader's intent). */
export function preloadIndex(indexUrl: string): void {
  searcher()
    .queued(absolute(indexUrl))
    .catch(() => undefined);
}
