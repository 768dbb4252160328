import { describe, expect, it } from 'vitest';

import {
  patchResultsAccessibility,
  resultsAnnouncement,
} from '@site/src/theme/SearchBar/accessibleResults';

/** The markup autocomplete.js renders for an open dropdown. */
function dropdown(options: string[]): HTMLElement {
  const box = document.createElement('div');
  const optionHtml = options
    .map((text, i) => `<div role="option" id="option-${i}">${text}</div>`)
    .join('');
  const body = options.length
    ? `<span class="suggestions">${optionHtml}</span><div class="footer"><a href="/search/?q=x">See all results</a></div>`
    : '<span class="empty">No results</span>';
  box.innerHTML = `
    <input role="combobox" aria-owns="lb-0" aria-expanded="true" value="x" />
    <span role="listbox" id="lb-0"><div class="dataset">${body}</div></span>`;
  document.body.replaceChildren(box);
  return box;
}

describe('search results accessibility', () => {
  it('points the combobox at its listbox with aria-controls', () => {
    const box = dropdown(['a']);
    patchResultsAccessibility(box);
    expect(box.querySelector('input')?.getAttribute('aria-controls')).toBe('lb-0');
    expect(box.querySelector('[role="listbox"]')?.getAttribute('aria-label')).toBe(
      'Search results',
    );
  });

  it('hides everything in the listbox but the options from assistive technology', () => {
    const box = dropdown(['a', 'b']);
    patchResultsAccessibility(box);
    expect(box.querySelector('.footer')?.getAttribute('aria-hidden')).toBe('true');
    expect(box.querySelector('.footer a')?.getAttribute('tabindex')).toBe('-1');
    expect(box.querySelector('.suggestions')?.hasAttribute('aria-hidden')).toBe(false);
  });

  it('names the clear button, which shows only a glyph', () => {
    const box = dropdown(['a']);
    box.insertAdjacentHTML('beforeend', '<div class="navbar__search"><button>✕</button></div>');
    patchResultsAccessibility(box);
    expect(box.querySelector('button')?.getAttribute('aria-label')).toBe('Clear search');
  });

  it('announces the number of results, or that there are none', () => {
    expect(resultsAnnouncement(dropdown(['a', 'b', 'c']))).toBe('3 results');
    expect(resultsAnnouncement(dropdown(['a']))).toBe('1 result');
    expect(resultsAnnouncement(dropdown([]))).toBe('No results');
  });

  it('says nothing while the dropdown is closed', () => {
    const box = dropdown(['a']);
    box.querySelector('input')?.setAttribute('aria-expanded', 'false');
    expect(resultsAnnouncement(box)).toBe('');
  });
});
