// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useQueryPerFrame } from '@site/plugins/search/client/useQueryPerFrame';

/** Draws the query the hook gives, and counts each query it gives (as a search would run). */
function Searched({ query, searched }: { query: string; searched: string[] }) {
  const drawn = useQueryPerFrame(query);
  if (searched.at(-1) !== drawn) searched.push(drawn);
  return <output>{drawn}</output>;
}

const frameMs = 16;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the query taken once per frame', () => {
  it('searches keys typed within one frame once, for the last of them', () => {
    const searched: string[] = [];
    const { container, rerender } = render(<Searched query="" searched={searched} />);
    for (const typed of ['t', 'te', 'tem', 'temp'])
      rerender(<Searched query={typed} searched={searched} />);
    expect(container.textContent).toBe('');
    act(() => {
      vi.advanceTimersByTime(frameMs);
    });
    expect(container.textContent).toBe('temp');
    expect(searched).toEqual(['', 'temp']);
  });

  it('searches each key of a reader slower than the frames', () => {
    const searched: string[] = [];
    const { rerender } = render(<Searched query="" searched={searched} />);
    for (const typed of ['o', 'ot', 'otp']) {
      rerender(<Searched query={typed} searched={searched} />);
      act(() => {
        vi.advanceTimersByTime(frameMs);
      });
    }
    expect(searched).toEqual(['', 'o', 'ot', 'otp']);
  });

  it('gives the first query at once, with no frame to wait for', () => {
    const searched: string[] = [];
    const { container } = render(<Searched query="csv" searched={searched} />);
    expect(container.textContent).toBe('csv');
  });
});
