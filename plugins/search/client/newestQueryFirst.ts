import type { Answer } from './shardedEngine';
import type { SearchIndex } from './workerProtocol';

/** Why a query was not searched: a newer one came while it waited its turn. */
export class SupersededQuery extends Error {
  constructor(query: string) {
    super(`search: "${query}" was replaced by a newer query before its turn`);
    this.name = 'SupersededQuery';
  }
}

/**
 * `search` asked one query at a time, the newest next: a query that comes while one is
 * being answered waits, and replaces (rejects with `SupersededQuery`) the one waiting
 * before it, so that the answer to what the box holds waits for one search at most, not
 * for one per key typed meanwhile (each answered by the worker in turn). The same query
 * (for the same part of its answer) asked again while waiting or being answered shares
 * its answer; fetching an entry ahead (no query) is never held.
 */
export function newestQueryFirst(search: SearchIndex): SearchIndex {
  type Asked = { key: string; answer: Promise<Answer> };
  let answering: Asked | undefined;
  let waiting: (Asked & { start: () => void; drop: () => void }) | undefined;

  const run = (
    key: string,
    indexUrl: string,
    query: string,
    firstPages: number | undefined,
  ): Promise<Answer> => {
    const answer = search(indexUrl, query, firstPages);
    answering = { key, answer };
    const next = (): void => {
      if (answering?.answer !== answer) return;
      answering = undefined;
      const queued = waiting;
      waiting = undefined;
      queued?.start();
    };
    answer.then(next, next);
    return answer;
  };

  return (indexUrl, query, firstPages) => {
    if (query === undefined) return search(indexUrl);
    const key = `${indexUrl}\n${firstPages ?? 'all'}\n${query}`;
    if (answering?.key === key) return answering.answer;
    if (waiting?.key === key) return waiting.answer;
    if (!answering) return run(key, indexUrl, query, firstPages);
    waiting?.drop();
    let start = (): void => undefined;
    let drop = (): void => undefined;
    const answer = new Promise<Answer>((resolve, reject) => {
      start = () => run(key, indexUrl, query, firstPages).then(resolve, reject);
      drop = () => reject(new SupersededQuery(query));
    });
    waiting = { key, answer, start, drop };
    return answer;
  };
}
