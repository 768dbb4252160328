import type { Answer } from './shardedEngine';

/**
 * What the page asks the search worker: the answer to `query` in the index whose entry
 * is at `indexUrl` (an absolute address), of its best `firstPages` pages only when
 * given, or, with no query, to fetch that entry ahead.
 */
export type SearchRequest = { id: number; indexUrl: string; query?: string; firstPages?: number };

/** The worker's reply to request `id`: its answer, or why it has none. */
export type SearchResponse = { id: number; answer: Answer } | { id: number; error: string };

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

/** The worker's side: answers every request that comes through `port` with `search`. */
export function serveSearch(port: Port, search: SearchIndex): void {
  port.addEventListener('message', (event: MessageEvent<SearchRequest>) => {
    const { id, indexUrl, query, firstPages } = event.data;
    search(indexUrl, query, firstPages).then(
      (answer) => port.postMessage({ id, answer } satisfies SearchResponse),
      (error: unknown) => port.postMessage({ id, error: String(error) } satisfies SearchResponse),
    );
  });
}

/**
 * The page's side: a search whose requests go through `port`, each settled by the reply
 * with its id; `failAll` rejects those still waiting (the worker could not start).
 */
export function searchThrough(port: Port): { search: SearchIndex; failAll: (why: Error) => void } {
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (answer: Answer) => void; reject: (why: Error) => void }
  >();
  port.addEventListener('message', (event: MessageEvent<SearchResponse>) => {
    const reply = event.data;
    const request = waiting.get(reply.id);
    if (!request) return;
    waiting.delete(reply.id);
    if ('answer' in reply) request.resolve(reply.answer);
    else request.reject(new Error(reply.error));
  });
  return {
    search: (indexUrl, query, firstPages) =>
      new Promise<Answer>((resolve, reject) => {
        const id = nextId;
        nextId += 1;
        waiting.set(id, { resolve, reject });
        port.postMessage({
          id,
          indexUrl,
          ...(query === undefined ? {} : { query }),
          ...(firstPages === undefined ? {} : { firstPages }),
        } satisfies SearchRequest);
      }),
    failAll(why) {
      for (const { reject } of waiting.values()) reject(why);
      waiting.clear();
    },
  };
}
