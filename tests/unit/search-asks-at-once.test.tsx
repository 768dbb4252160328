// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSearch } from '@site/plugins/search/client/useSearch';

const asked = vi.hoisted(() => [] as string[]);

vi.mock('@site/plugins/search/client/searchClient', () => ({
  preloadIndex: () => undefined,
  // An answer that never comes: what matters is when each query is asked.
  searchIndex: (_indexUrl: string, query: string) => {
    asked.push(query);
    return new Promise(() => undefined);
  },
}));

function Searching({ query }: { query: string }) {
  const state = useSearch(query, '/search-index.json');
  return <output>{state.status}</output>;
}

beforeEach(() => {
  asked.length = 0;
  // No frame is ever drawn in this test: a query that waited for one would never be asked.
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a query asked as its key is drawn', () => {
  it('asks each key of a fast typist at once, with no frame to wait for', () => {
    const { rerender, container } = render(<Searching query="" />);
    for (const typed of ['t', 'te', 'tem', 'temp ']) rerender(<Searching query={typed} />);
    expect(asked).toEqual(['t', 'te', 'tem', 'temp']);
    expect(container.textContent).toBe('loading');
  });

  it('asks nothing for an empty box', () => {
    render(<Searching query="   " />);
    expect(asked).toEqual([]);
  });
});
