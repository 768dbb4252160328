// @vitest-environment jsdom
import { useState, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { Hit } from '../../plugins/search/client/engine';
import { groupResults } from '../../plugins/search/client/groupResults';
import { ResultsListbox } from '../../plugins/search/theme/SearchResults';

const drawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../plugins/search/theme/SearchResults/Marked', () => ({
  default: ({ segments }: { segments: { text: string }[] }) => {
    drawn.count += 1;
    return segments.map((segment) => segment.text).join('');
  },
}));

const hits: Hit[] = [0, 1, 2].map((id) => ({
  record: {
    id,
    url: `/p${id}`,
    anchor: '',
    page: `Page ${id}`,
    title: `T${id}`,
    text: '',
    code: '',
  },
  score: 3 - id,
  terms: [],
  shown: {
    title: [{ text: `T${id}`, marked: false }],
    snippet: [{ text: 'words', marked: false }],
  },
}));
const groups = groupResults(hits);
const choose = (): void => undefined;

/** A box whose every key redraws its parent, as the dialog's does, above the same results. */
function Box(): ReactNode {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  return (
    <>
      <input aria-label="box" value={query} onChange={(event) => setQuery(event.target.value)} />
      <ResultsListbox
        id="results"
        label="Results"
        groups={groups}
        activeIndex={active}
        onActivate={setActive}
        onChoose={choose}
      />
    </>
  );
}

describe('the results of the search dialog', () => {
  it('are not drawn again for a key typed while their answer stays', () => {
    render(<Box />);
    const first = drawn.count;
    expect(first).toBeGreaterThan(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'box' }), { target: { value: 't' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'box' }), { target: { value: 'te' } });
    expect(screen.getByRole('textbox', { name: 'box' })).toHaveProperty('value', 'te');
    expect(drawn.count).toBe(first);
  });
});
