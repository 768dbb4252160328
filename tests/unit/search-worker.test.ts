import { afterEach, describe, expect, it } from 'vitest';

import type { Hit } from '../../plugins/search/client/engine';
import { SupersededQuery } from '../../plugins/search/client/newestQueryFirst';
import type { Answer } from '../../plugins/search/client/shardedEngine';
import {
  searchThrough,
  serveSearch,
  type SearchRequest,
} from '../../plugins/search/client/workerProtocol';

const hit = (url: string): Hit => ({
  record: { id: 0, url, anchor: '', page: url, title: url, text: '', code: '' },
  score: 1,
  terms: [],
  shown: { title: [], snippet: [] },
});

const answerOf = (hits: Hit[]): Answer => ({ hits, sections: hits.length, pages: hits.length });
const noAnswer = answerOf([]);

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const { port1, port2 } of channels.splice(0)) {
    port1.close();
    port2.close();
  }
});

/** The page's end and the worker's end of a new channel, both started. */
function channel(): [MessagePort, MessagePort] {
  const made = new MessageChannel();
  channels.push(made);
  made.port1.start();
  made.port2.start();
  return [made.port1, made.port2];
}

describe('the search worker protocol', () => {
  it('settles each request with its own reply, in whatever order the replies come', async () => {
    const [page, worker] = channel();
    const asked: [string, string | undefined][] = [];
    // The first query's answer comes last.
    serveSearch(worker, (indexUrl, query) => {
      asked.push([indexUrl, query]);
      const answer = answerOf([hit(`${indexUrl}#${query}`)]);
      return query === 'slow'
        ? new Promise((done) => setTimeout(() => done(answer), 20))
        : Promise.resolve(answer);
    });
    const { search } = searchThrough(page);
    const slow = search('https://x/search-index.json', 'slow');
    const fast = search('https://x/search-index-1.0.json', 'fast');
    expect((await fast).hits.map((h) => h.record.url)).toEqual([
      'https://x/search-index-1.0.json#fast',
    ]);
    expect((await slow).hits.map((h) => h.record.url)).toEqual([
      'https://x/search-index.json#slow',
    ]);
    expect(asked).toEqual([
      ['https://x/search-index.json', 'slow'],
      ['https://x/search-index-1.0.json', 'fast'],
    ]);
  });

  it('asks for the entry alone when there is no query', async () => {
    const [page, worker] = channel();
    const asked: (string | undefined)[] = [];
    serveSearch(worker, (_, query) => (asked.push(query), Promise.resolve(noAnswer)));
    await expect(searchThrough(page).search('https://x/search-index.json')).resolves.toEqual(
      noAnswer,
    );
    expect(asked).toEqual([undefined]);
  });

  it("rejects with the worker's error, and all waiting requests when the worker fails", async () => {
    const [page, worker] = channel();
    serveSearch(worker, (_, query) =>
      query === 'offline'
        ? Promise.reject(new Error('search index: HTTP 503'))
        : new Promise<Answer>(() => undefined),
    );
    const { search, failAll } = searchThrough(page);
    await expect(search('https://x/i.json', 'offline')).rejects.toThrow('HTTP 503');
    const never = search('https://x/i.json', 'never');
    failAll(new Error('the search worker could not start'));
    await expect(never).rejects.toThrow('could not start');
  });

  it("takes a search box's queries as they are typed and searches the newest next, whatever the page is doing", async () => {
    const [page, worker] = channel();
    // What reached the worker's end, and when its first search was answered.
    const arrived: (string | undefined)[] = [];
    worker.addEventListener('message', (event: MessageEvent<SearchRequest>) =>
      arrived.push(event.data.query),
    );
    const asked: (string | undefined)[] = [];
    let answerFirst = (): void => undefined;
    serveSearch(worker, (_, query) => {
      asked.push(query);
      if (asked.length > 1) return Promise.resolve(answerOf([hit(`#${query ?? ''}`)]));
      return new Promise<Answer>((done) => (answerFirst = () => done(noAnswer)));
    });
    const { newest } = searchThrough(page);
    const first = newest('https://x/i.json', 'te');
    await expect.poll(() => asked).toEqual(['te']);
    // Typed while "te" is searched: each is sent at once, and the worker keeps the newest.
    // Enter's ask for what the box holds comes beside the box's own, and shares its answer.
    // Each settled as it comes: a query replaced is answered so before the first search ends.
    const typed = ['tem', 'temp', 'templ', 'templ'].map((query) =>
      newest('https://x/i.json', query).then(
        (answer) => answer.hits.map((h) => h.record.url),
        (why: unknown) => why,
      ),
    );
    await expect.poll(() => arrived).toEqual(['te', 'tem', 'temp', 'templ', 'templ']);
    answerFirst();
    await expect(first).resolves.toEqual(noAnswer);
    const [tem, temp, templ, entered] = await Promise.all(typed);
    expect(tem).toBeInstanceOf(SupersededQuery);
    expect(temp).toBeInstanceOf(SupersededQuery);
    expect(templ).toEqual(['#templ']);
    expect(entered).toEqual(['#templ']);
    expect(asked).toEqual(['te', 'templ']);
  });
});
