import { describe, expect, it } from 'vitest';

import type { Answer } from '../../plugins/search/client/shardedEngine';
import { newestQueryFirst, SupersededQuery } from '../../plugins/search/client/newestQueryFirst';
import type { SearchIndex } from '../../plugins/search/client/workerProtocol';

const noAnswer: Answer = { hits: [], sections: 0, pages: 0 };

/** A search whose answers come only when the test lets them, noting each query asked. */
function heldSearch(): { search: SearchIndex; asked: (string | undefined)[]; answer: () => void } {
  const asked: (string | undefined)[] = [];
  const held: (() => void)[] = [];
  const search: SearchIndex = (_, query) => {
    asked.push(query);
    return new Promise<Answer>((resolve) => held.push(() => resolve(noAnswer)));
  };
  return { search, asked, answer: () => held.shift()?.() };
}

const turn = (): Promise<void> => new Promise((done) => setImmediate(done));

describe('the queries of a search box, newest first', () => {
  it('asks one query at a time: those typed meanwhile wait, and only the newest is asked next', async () => {
    const { search, asked, answer } = heldSearch();
    const ask = newestQueryFirst(search);
    const first = ask('/i.json', 'te');
    const skipped = ask('/i.json', 'tem');
    const newest = ask('/i.json', 'temp');
    await expect(skipped).rejects.toBeInstanceOf(SupersededQuery);
    expect(asked).toEqual(['te']);
    answer();
    await first;
    await turn();
    expect(asked).toEqual(['te', 'temp']);
    answer();
    await expect(newest).resolves.toEqual(noAnswer);
  });

  it('answers the same query asked twice once, and never holds fetching the entry ahead', async () => {
    const { search, asked, answer } = heldSearch();
    const ask = newestQueryFirst(search);
    const a = ask('/i.json', 'csv');
    void ask('/i.json');
    expect(ask('/i.json', 'csv')).toBe(a);
    expect(asked).toEqual(['csv', undefined]);
    answer();
    await a;
  });
});
