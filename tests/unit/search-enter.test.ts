import { describe, expect, it } from 'vitest';

import type { Hit } from '../../plugins/search/client/engine';
import { enterAction } from '../../plugins/search/client/enterAction';

const csvHit: Hit = {
  record: {
    id: 0,
    url: '/imports',
    anchor: 'upload-csv',
    page: 'Imports',
    title: 'Upload a CSV',
    text: '',
    code: '',
  },
  score: 1,
  terms: ['csv'],
  shown: { title: [], snippet: [] },
};

describe('Enter in the search box', () => {
  it("opens a result when the results shown are the typed query's own", () => {
    expect(
      enterAction('csv', { status: 'done', query: 'csv', hits: [csvHit], sections: 1, pages: 1 }),
    ).toBe('open');
    expect(
      enterAction('  csv ', {
        status: 'done',
        query: 'csv',
        hits: [csvHit],
        sections: 1,
        pages: 1,
      }),
    ).toBe('open');
  });

  it("never opens an earlier query's results: it waits for the typed query's", () => {
    expect(
      enterAction('flock', { status: 'done', query: 'csv', hits: [csvHit], sections: 1, pages: 1 }),
    ).toBe('wait');
    expect(
      enterAction('csvx', { status: 'done', query: 'csv', hits: [csvHit], sections: 1, pages: 1 }),
    ).toBe('wait');
  });

  it('waits while the index is on its way, or before the box has been drawn', () => {
    expect(enterAction('flock', { status: 'loading' })).toBe('wait');
    expect(enterAction('flock', { status: 'idle' })).toBe('wait');
  });

  it('opens the search page when the index cannot be fetched', () => {
    expect(enterAction('flock', { status: 'failed' })).toBe('searchPage');
  });

  it('does nothing with an empty box', () => {
    expect(
      enterAction('   ', { status: 'done', query: 'csv', hits: [csvHit], sections: 1, pages: 1 }),
    ).toBe('nothing');
    expect(enterAction('', { status: 'idle' })).toBe('nothing');
  });
});
