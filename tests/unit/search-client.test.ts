// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { createEngine, type Hit } from '../../plugins/search/client/engine';
import { groupResults } from '../../plugins/search/client/groupResults';
import {
  readRecentSearches,
  recentSearchesLimit,
  rememberSearch,
} from '../../plugins/search/client/recentSearches';
import { sectionSnippet } from '../../plugins/search/client/snippet';
import type { SearchRecord } from '../../plugins/search/records';

const record = (
  id: number,
  url: string,
  anchor: string,
  title: string,
  text: string,
): SearchRecord => ({
  id,
  url,
  anchor,
  page: url === '/a' ? 'Page A' : 'Page B',
  title,
  text,
  code: '',
});

const records = [
  record(0, '/a', '', 'Page A', 'Opening words about templates.'),
  record(1, '/a', 'one', 'First section', 'Templates and contacts.'),
  record(2, '/a', 'two', 'Second section', 'Upload contacts from a CSV file.'),
  record(3, '/b', 'three', 'Onboarding', 'Connect your account.'),
];

const hit = (r: SearchRecord, score: number): Hit => ({
  record: r,
  score,
  terms: [],
  shown: { title: [], snippet: [] },
});

describe('grouping results by page', () => {
  it('orders pages by their best section, and sections best first', () => {
    const groups = groupResults([
      hit(records[3], 9),
      hit(records[2], 8),
      hit(records[0], 5),
      hit(records[1], 4),
    ]);
    expect(groups.map((g) => [g.page, g.hits.map((h) => h.record.anchor)])).toEqual([
      ['Page B', ['three']],
      ['Page A', ['two', '', 'one']],
    ]);
  });
});

describe('the engine', () => {
  const engine = createEngine({ records });

  it('forgives a typo', () => {
    expect(engine.search('onbording')[0]?.record.title).toBe('Onboarding');
  });

  it('matches the last word as a prefix while it is typed', () => {
    expect(engine.search('uplo')[0]?.record.anchor).toBe('two');
  });

  it('ranks the section that defines a name above one that mentions it more often', () => {
    const fields = createEngine({
      records: [
        record(0, '/a', 'after', 'After you call', 'How searchSpec matches; an empty searchSpec.'),
        {
          ...record(1, '/a', 'body', 'Request body', 'Field searchSpec Which contacts to send to.'),
          terms: 'searchSpec',
        },
      ],
    });
    expect(fields.search('searchSpec').map((h) => h.record.anchor)).toEqual(['body', 'after']);
  });

  it('marks the title and snippet of each hit where it searches: the page only draws them', () => {
    const [first] = engine.search('templates');
    const marked = (segments: { text: string; marked: boolean }[]): string[] =>
      segments.filter((segment) => segment.marked).map((segment) => segment.text);
    expect(first?.record.anchor).toBe('one');
    expect(first?.shown.title.map((segment) => segment.text).join('')).toBe('First section');
    expect(marked(first?.shown.snippet ?? [])).toEqual(['Templates']);
  });

  it('finds nothing for words no page has', () => {
    expect(engine.search('zzqx')).toEqual([]);
  });
});

describe('snippets', () => {
  it('marks the matched words, whatever their case', () => {
    const parts = sectionSnippet({ text: 'Upload a CSV file; csv only.', code: '' }, ['csv']);
    expect(parts.filter((p) => p.marked).map((p) => p.text)).toEqual(['CSV', 'csv']);
    expect(parts.map((p) => p.text).join('')).toBe('Upload a CSV file; csv only.');
  });

  it('cuts long text around the first match, with ellipses', () => {
    const text = `${'word '.repeat(60)}target ${'more '.repeat(60)}`.trim();
    const joined = sectionSnippet({ text, code: '' }, ['target'])
      .map((p) => p.text)
      .join('');
    expect(joined.startsWith('…')).toBe(true);
    expect(joined.endsWith('…')).toBe(true);
    expect(joined).toContain('target');
    expect(joined.length).toBeLessThan(175);
  });

  it('quotes the code when only the code matched', () => {
    const parts = sectionSnippet({ text: 'A request.', code: 'curl -H x-tenant-api-key' }, [
      'tenant',
    ]);
    expect(parts.find((p) => p.marked)?.text).toBe('tenant');
  });
});

describe('recent searches', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('keeps the newest first, once each, and at most a few', () => {
    for (const query of ['csv', 'tenant', 'CSV', 'a', 'b', 'c', 'd']) rememberSearch(query);
    expect(readRecentSearches()).toEqual(['d', 'c', 'b', 'a', 'CSV']);
    expect(readRecentSearches()).toHaveLength(recentSearchesLimit);
  });

  it('goes on without storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readRecentSearches()).toEqual([]);
    expect(rememberSearch('csv')).toEqual(['csv']);
  });

  it('ignores what it did not write', () => {
    localStorage.setItem('chitchatlabs.search.recent', '{"not": "a list"}');
    expect(readRecentSearches()).toEqual([]);
  });
});
