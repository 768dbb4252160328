// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadEngine } from '../../plugins/search/client/loadEngine';
import { splitIndex } from '../../plugins/search/indexWriter';
import type { SearchRecord } from '../../plugins/search/records';

const records: SearchRecord[] = [
  {
    id: 0,
    url: '/imports',
    anchor: 'upload-csv',
    page: 'Imports',
    title: 'Upload a CSV',
    text: 'Upload contacts from a CSV file.',
    code: '',
  },
  {
    id: 1,
    url: '/onboarding',
    anchor: '',
    page: 'Onboarding',
    title: 'Onboarding',
    text: 'Connect your number.',
    code: '',
  },
];

/** A site whose entry names `folders` in turn (one deploy after another); only the last folder's files are served. */
function deployedSite(folders: readonly string[]): { entryFetches: () => number } {
  const { entry, files } = splitIndex(records, 'en', '');
  const current = folders[folders.length - 1];
  let entryFetches = 0;
  vi.stubGlobal('fetch', (url: string) => {
    const { pathname } = new URL(url);
    const json = (body: unknown): Response => new Response(JSON.stringify(body), { status: 200 });
    if (pathname === '/search-index.json') {
      const dir = folders[Math.min(entryFetches, folders.length - 1)];
      entryFetches += 1;
      return Promise.resolve(json({ ...entry, dir }));
    }
    const name = pathname.slice(`/${current}`.length);
    const file = pathname.startsWith(`/${current}`) ? files.get(name) : undefined;
    return Promise.resolve(file === undefined ? new Response('', { status: 404 }) : json(file));
  });
  return { entryFetches: () => entryFetches };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the engine of an index', () => {
  it('fetches the entry again after a search failed because a new deploy replaced the parts it names', async () => {
    const site = deployedSite(['assets/search-index/old/', 'assets/search-index/new/']);
    const url = `${location.origin}/search-index.json`;
    await expect((await loadEngine(url)).search('csv')).rejects.toThrow(/404/);
    const { hits } = await (await loadEngine(url)).search('csv');
    expect(hits[0]?.record.title).toBe('Upload a CSV');
    expect(site.entryFetches()).toBe(2);
  });
});
