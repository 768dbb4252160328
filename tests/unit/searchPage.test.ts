import { describe, expect, it } from 'vitest';

import { groupResults, resultLink } from '@site/src/theme/SearchPage/groupResults';
import { statusText } from '@site/src/theme/SearchPage/statusText';
import {
  DocumentType,
  type IndexedDocument,
  type SearchHit,
} from '@site/src/theme/SearchPage/types';
import { withQuery } from '@site/src/theme/SearchPage/query';

/** Two pages as the index holds them: ids follow the order of each page. */
const api: IndexedDocument = {
  i: 33,
  t: 'Sending messages through the API',
  u: '/3-1-messages',
  b: [],
};
const app: IndexedDocument = {
  i: 1,
  t: 'Sending messages from the app',
  u: '/3-0-messages',
  b: [],
};

function hit(type: number, document: IndexedDocument, page?: IndexedDocument): SearchHit {
  return { type, document, page, metadata: {}, tokens: ['tenant'], score: 1 };
}

const heading = (i: number, t: string, h: string, page: IndexedDocument): SearchHit =>
  hit(DocumentType.Heading, { i, t, u: page.u, h, p: page.i }, page);
const passage = (i: number, s: string, h: string, page: IndexedDocument): SearchHit =>
  hit(DocumentType.Content, { i, t: `text ${i}`, s, u: page.u, h, p: page.i }, page);

describe('search page: results grouped by page', () => {
  it('puts each hit under its page, pages in the order of their best hit', () => {
    const pages = groupResults([
      passage(40, 'Example request', '#single-message-example', api),
      passage(8, 'Upload a CSV', '#upload-csv', app),
      heading(36, 'Authentication', '#authentication', api),
    ]);
    expect(pages.map((p) => [p.url, p.title])).toEqual([
      ['/3-1-messages', 'Sending messages through the API'],
      ['/3-0-messages', 'Sending messages from the app'],
    ]);
  });

  it('lists the sections of a page in reading order, a heading with its passages', () => {
    const [page] = groupResults([
      passage(40, 'Example request', '#single-message-example', api),
      passage(37, 'Authentication', '#authentication', api),
      heading(36, 'Authentication', '#authentication', api),
      passage(38, 'Authentication', '#authentication', api),
    ]);
    expect(page.sections.map((s) => s.hash)).toEqual([
      '#authentication',
      '#single-message-example',
    ]);
    const [auth, example] = page.sections;
    expect(auth.title).toBe('Authentication');
    expect(auth.heading?.document.i).toBe(36);
    expect(auth.passages.map((p) => p.document.i)).toEqual([37, 38]);
    expect(example.title).toBe('Example request');
    expect(example.heading).toBeUndefined();
  });

  it('keeps a title match on the page and opening text as its summary', () => {
    const [page] = groupResults([
      hit(DocumentType.Title, api),
      passage(34, api.t, '', api),
      hit(
        DocumentType.Description,
        { i: 33, t: 'Send templated messages', s: api.t, u: api.u, p: 33 },
        api,
      ),
    ]);
    expect(page.titleHit?.document).toBe(api);
    expect(page.summary.map((h) => h.type)).toEqual([
      DocumentType.Content,
      DocumentType.Description,
    ]);
    expect(page.sections).toEqual([]);
  });

  it('links to the section, asking the page to mark the searched words', () => {
    expect(resultLink('/3-1-messages', '#authentication', ['x', 'tenant'])).toBe(
      '/3-1-messages?_highlight=x&_highlight=tenant#authentication',
    );
    expect(resultLink('/onboarding', '', [])).toBe('/onboarding');
  });
});

describe('search page: the query in the address', () => {
  it('sets, replaces and removes q, keeping other parameters', () => {
    expect(withQuery('', 'tenant')).toBe('?q=tenant');
    expect(withQuery('?q=ten&version=x', 'tenant api')).toBe('?q=tenant+api&version=x');
    expect(withQuery('?q=tenant', '')).toBe('');
  });
});

describe('search page: what the live region says', () => {
  const done = (query: string): Parameters<typeof statusText>[0] => ({
    status: 'done',
    query,
    hits: [],
  });

  it('counts the pages found, and says when there are none', () => {
    expect(statusText(done('tenant'), 1)).toBe('1 page found for “tenant”.');
    expect(statusText(done('api'), 3)).toBe('3 pages found for “api”.');
    expect(statusText(done('zzqx'), 0)).toMatch(/^No results for “zzqx”/);
  });

  it('tells the reader to type, or to wait for the index', () => {
    expect(statusText({ status: 'idle' }, 0)).toMatch(/^Type/);
    expect(statusText({ status: 'loading' }, 0)).toMatch(/^Loading/);
  });
});
