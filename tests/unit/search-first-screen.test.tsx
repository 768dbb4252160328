// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Hit } from '@site/plugins/search/client/engine';
import type { Answer } from '@site/plugins/search/client/shardedEngine';
import {
  firstScreenPages,
  restAfterPauseMs,
  useSearch,
} from '@site/plugins/search/client/useSearch';

/** Each ask (its query and how many pages' sections it wants), settled when the test says. */
const asks = vi.hoisted(
  () => [] as { query: string; firstPages?: number; answer: (answer: Answer) => void }[],
);

vi.mock('@site/plugins/search/client/searchClient', () => ({
  preloadIndex: () => undefined,
  searchIndex: (_indexUrl: string, query: string, firstPages?: number) =>
    new Promise<Answer>((answer) => asks.push({ query, firstPages, answer })),
  searchRest: (_indexUrl: string, query: string) =>
    new Promise<Answer>((answer) => asks.push({ query, answer })),
}));

const hitOn = (page: number): Hit => ({
  record: {
    id: page,
    url: `/p${page}`,
    anchor: '',
    page: `P${page}`,
    title: '',
    text: '',
    code: '',
  },
  score: 1,
  terms: [],
  shown: { title: [], snippet: [] },
});
const hitsOn = (pages: number): Hit[] => Array.from({ length: pages }, (_, page) => hitOn(page));

function Searching({ query }: { query: string }) {
  const state = useSearch(query, '/search-index.json');
  if (state.status !== 'done') return <output>{state.status}</output>;
  return <output>{`${state.hits.length} drawn of ${state.sections} on ${state.pages}`}</output>;
}

beforeEach(() => {
  asks.length = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The reader pauses: the box has held its query this long. */
const pause = (ms: number): Promise<void> =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

describe("a query's answer, its first screen first", () => {
  it('draws the best pages with the whole count, then asks for the rest once the reader pauses', async () => {
    const { container } = render(<Searching query="templates" />);
    expect(asks).toEqual([
      { query: 'templates', firstPages: firstScreenPages, answer: expect.any(Function) },
    ]);
    await act(async () =>
      asks[0].answer({ hits: hitsOn(firstScreenPages), sections: 12, pages: 12 }),
    );
    expect(container.textContent).toBe(`${firstScreenPages} drawn of 12 on 12`);
    await pause(restAfterPauseMs - 1);
    expect(asks).toHaveLength(1);
    await pause(1);
    expect(asks.map(({ firstPages }) => firstPages)).toEqual([firstScreenPages, undefined]);
    await act(async () => asks[1].answer({ hits: hitsOn(12), sections: 12, pages: 12 }));
    expect(container.textContent).toBe('12 drawn of 12 on 12');
  });

  it('asks once when the first screen holds the whole answer', async () => {
    const { container } = render(<Searching query="csv" />);
    await act(async () => asks[0].answer({ hits: hitsOn(2), sections: 2, pages: 2 }));
    expect(container.textContent).toBe('2 drawn of 2 on 2');
    await pause(restAfterPauseMs);
    expect(asks).toHaveLength(1);
  });

  it('never asks for the rest of a query the box no longer holds', async () => {
    const { rerender } = render(<Searching query="tem" />);
    rerender(<Searching query="templates" />);
    await act(async () =>
      asks[0].answer({ hits: hitsOn(firstScreenPages), sections: 9, pages: 9 }),
    );
    await pause(restAfterPauseMs);
    expect(asks.map(({ query, firstPages }) => [query, firstPages])).toEqual([
      ['tem', firstScreenPages],
      ['templates', firstScreenPages],
    ]);
  });

  it('never asks for the rest of a query replaced by a key typed before the pause', async () => {
    const { rerender, container } = render(<Searching query="templates" />);
    await act(async () =>
      asks[0].answer({ hits: hitsOn(firstScreenPages), sections: 9, pages: 9 }),
    );
    await pause(restAfterPauseMs - 1);
    rerender(<Searching query="templates " />);
    rerender(<Searching query="templates c" />);
    await pause(restAfterPauseMs);
    // The first screen of the older query stays until the newer query's answer comes.
    expect(container.textContent).toBe(`${firstScreenPages} drawn of 9 on 9`);
    expect(asks.map(({ query, firstPages }) => [query, firstPages])).toEqual([
      ['templates', firstScreenPages],
      ['templates c', firstScreenPages],
    ]);
  });
});
