import { newestQueryFirst, SupersededQuery } from './newestQueryFirst';
import type { Answer } from './shardedEngine';

/**
 * What the page asks the search worker: the answer to `query` in the index whose entry
 * is at `indexUrl` (an absolute address), of its best `firstPages` pages only when
 * given, or, with no query, to fetch that entry ahead. A search box's query is asked
 * `newest` first: one still waiting for its turn when a newer one comes is dropped.
 */
export type SearchRequest = {
  id: number;
  indexUrl: string;
  query?: string;
  firstPages?: number;
  newest?: true;
};

/** The worker's reply to request `id`: its answer, why it has none, or that a newer query replaced it. */
export type SearchResponse =
  { id: number; answer: Answer } | { id: number; error: string } | { id: number; superseded: true };

/**
 * Searches the index at `indexUrl` for `query` (none: only fetches the index's entry),
 * the sections of its best `firstPages` pages only when given.
 */
export type SearchIndex = (
  indexUrl: string,
  query?: string,
  firstPages?: number,
) => Promise<Answer>;

/** An end of a message channel: a Worker, the worker's own global scope, a MessagePort. */
export type Port = {
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
};

/**
 * The worker's side: answers every request that comes through `port` with `search`, a
 * search box's queries newest first (`newestQueryFirst`), here rather than in the page:
 * the newest query is searched as soon as the one before it is answered, not once the
 * page, whose main thread is drawing that answer and the keys typed, has read it. The
 * queries that came while a search ran are read before the next is chosen (a task
 * later), so only the newest of them is searched.
 */
export function serveSearch(port: Port, search: SearchIndex): void {
  const newestFirst = newestQueryFirst(search);
  const reply = (id: number, answer: Promise<Answer>): void => {
    answer.then(
      (found) => port.postMessage({ id, answer: found } satisfies SearchResponse),
      (error: unknown) =>
        port.postMessage(
          (error instanceof SupersededQuery
            ? { id, superseded: true }
            : { id, error: String(error) }) satisfies SearchResponse,
        ),
    );
  };
  // The queries come in since the last was chosen: the newest is asked (with any ask of
  // the same query, which shares its answer), the others are replaced by it.
  let arriving: SearchRequest[] = [];
  const askNewest = (): void => {
    const requests = arriving;
    arriving = [];
    const newest = requests.at(-1);
    for (const { id, indexUrl, query, firstPages } of requests) {
      if (
        indexUrl === newest?.indexUrl &&
        query === newest.query &&
        firstPages === newest.firstPages
      )
        reply(id, newestFirst(indexUrl, query, firstPages));
      else port.postMessage({ id, superseded: true } satisfies SearchResponse);
    }
  };
  port.addEventListener('message', (event: MessageEvent<SearchRequest>) => {
    const request = event.data;
    const { id, indexUrl, query, firstPages } = request;
    if (!request.newest || query === undefined) {
      reply(id, search(indexUrl, query, firstPages));
      return;
    }
    if (arriving.length === 0) setTimeout(askNewest, 0);
    arriving.push(request);
  });
}

/**
 * The page's side: a search whose requests go through `port`, each settled by the reply
 * with its id (`newest`: a search box's query, which a newer one may replace: it then
 * fails with `SupersededQuery`); `failAll` rejects those still waiting (the worker could
 * not start).
 */
export function searchThrough(port: Port): {
  search: SearchIndex;
  newest: SearchIndex;
  failAll: (why: Error) => void;
} {
  let nextId = 0;
  const waiting = new Map<
    number,
    { query?: string; resolve: (answer: Answer) => void; reject: (why: Error) => void }
  >();
  port.addEventListener('message', (event: MessageEvent<SearchResponse>) => {
    const reply = event.data;
    const request = waiting.get(reply.id);
    if (!request) return;
    waiting.delete(reply.id);
    if ('answer' in reply) request.resolve(reply.answer);
    else if ('superseded' in reply) request.reject(new SupersededQuery(request.query ?? ''));
    else request.reject(new Error(reply.error));
  });
  const ask =
    (newest: boolean): SearchIndex =>
    (indexUrl, query, firstPages) =>
      new Promise<Answer>((resolve, reject) => {
        const id = nextId;
        nextId += 1;
        waiting.set(id, { query, resolve, reject });
        port.postMessage({
          id,
          indexUrl,
          ...(query === undefined ? {} : { query }),
          ...(firstPages === undefined ? {} : { firstPages }),
          ...(newest ? { newest: true as const } : {}),
        } satisfies SearchRequest);
      });
  return {
    search: ask(false),
    newest: ask(true),
    failAll(why) {
      for (const { reject } of waiting.values()) reject(why);
      waiting.clear();
    },
  };
}
