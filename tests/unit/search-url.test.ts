import { describe, expect, it } from 'vitest';

import {
  searchPageUrl,
  searchQueryOf,
  withSearchQuery,
} from '../../plugins/search/client/searchUrl';

describe('search page addresses', () => {
  it('carry any query and give it back', () => {
    for (const query of ['csv', 'a&b=c #d', 'x-tenant-api-key', 'ünïcödé ✓', '\u202Eevil\u200B']) {
      const url = new URL(searchPageUrl(query), 'https://docs.chitchatlabs.com');
      expect(url.pathname).toBe('/search');
      expect(searchQueryOf(url.search)).toBe(query);
    }
  });

  it('take a lone surrogate (a paste can bring one) as U+FFFD instead of throwing', () => {
    expect(() => encodeURIComponent('tenant\uD800')).toThrow(URIError);
    expect(searchPageUrl('tenant\uD800')).toBe('/search?q=tenant%EF%BF%BD');
    expect(searchPageUrl('\uDC00x\uD800')).toBe('/search?q=%EF%BF%BDx%EF%BF%BD');
  });

  it('keep the other parameters and drop an empty query', () => {
    expect(withSearchQuery('?q=old&utm=x', 'new')).toBe('?q=new&utm=x');
    expect(withSearchQuery('?q=old', '')).toBe('');
    expect(searchPageUrl('')).toBe('/search');
  });
});
