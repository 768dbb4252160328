import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';

import { indexedFields, miniSearchOptions, queryOf } from '../../plugins/search/client/engine';
import { createPostingsSearch } from '../../plugins/search/client/postingsSearch';
import type { SearchRecord } from '../../plugins/search/records';
import { indexTermProcessor, tokenize } from '../../plugins/search/terms';

/**
 * Pages alike but for a word of their own (as a grown site's are), so that many sections
 * score the same and only the order MiniSearch found them in tells them apart; and a few
 * written ones with tables' terms, code and subsections.
 */
const records: SearchRecord[] = [
  ...Array.from({ length: 240 }, (_, n) => ({
    url: `/generated/${n}`,
    anchor: n % 3 ? `part-${n % 3}` : '',
    page: `Export templates ${Math.floor(n / 3)}`,
    title: n % 3 ? `Template categories ${n % 3}` : `Export templates ${Math.floor(n / 3)}`,
    ...(n % 3 === 2 ? { parent: 'Template categories' } : {}),
    text: `Each template of this page keeps its settings and sessions, marked quill${n.toString(26)}.`,
    code: n % 4 ? '' : `curl https://api.example.com/v1/templates/${n}`,
    ...(n % 5 ? {} : { terms: 'category template_id session_key' }),
  })),
  {
    url: '/messages',
    anchor: '',
    page: 'Sending messages from the app',
    title: 'Sending messages from the app',
    text: 'Pick a template from a category, then send it. Categories group the templates.',
    code: '',
    terms: 'template category',
  },
  {
    url: '/onboarding',
    anchor: 'verify',
    page: 'Onboarding',
    title: 'Verify your number',
    text: 'Verification takes a minute; the settings page shows the session.',
    code: 'x-flock-key: K',
  },
].map((record, id) => ({ ...record, id }));

const queries = [
  ...Array.from('template categories', (_, i) => 'template categories'.slice(0, i + 1)),
  'templte categries',
  'setings',
  'session settings marked',
  'quill1',
  'quill2a export',
  'curl v1 templates',
  'x-flock-key',
  'verificat',
  'onbording',
  'the',
  'a b c',
  'category category',
];

describe("a query walked over a shard's postings", () => {
  const options = miniSearchOptions('en');
  const built = new MiniSearch<SearchRecord>(options);
  built.addAll(records);
  const serialized = built.toJSON();
  // As the browser had it: loaded from its serialized form, whose terms' order (the tree's
  // walk) orders the completions of a prefix, and so a result's terms.
  const miniSearch = MiniSearch.loadJS<SearchRecord>(serialized, options);
  const { index, fieldLength, documentCount, fieldIds, averageFieldLength } = serialized;
  const search = createPostingsSearch(
    index,
    { documentCount, fieldIds, averageFieldLength },
    (id) => fieldLength[id],
    { ...options, processTerm: indexTermProcessor('en'), fields: indexedFields, tokenize },
  );

  it('finds what MiniSearch finds, with the same scores and terms, in the same order', () => {
    for (const query of queries) {
      const expected = miniSearch
        .search(queryOf(query, 'en'))
        .map(({ id, score, terms }) => ({ id: Number(id), score, terms }));
      expect(search(queryOf(query, 'en'), Number.POSITIVE_INFINITY), query).toEqual(expected);
    }
  });

  it('ties many sections, and keeps their order', () => {
    const scores = search(queryOf('template categories', 'en'), 100).map((r) => r.score);
    expect(new Set(scores).size).toBeLessThan(scores.length / 4);
  });

  it('names the terms of the results it was asked for only', () => {
    const all = search(queryOf('template', 'en'), Number.POSITIVE_INFINITY);
    const firstFive = search(queryOf('template', 'en'), 5);
    expect(firstFive).toEqual(all.slice(0, 5));
  });
});
