import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';

import { searchIndexStep } from '../../plugins/search';
import { runBuildSteps } from '../../plugins/build-steps/run';
import type { BuiltSite } from '../../plugins/build-steps/step';
import { createEngine } from '../../plugins/search/client/engine';
import { createShardedEngine, type FetchJson } from '../../plugins/search/client/shardedEngine';
import { splitIndex, writeSearchIndex } from '../../plugins/search/indexWriter';
import { shardFileOf } from '../../plugins/search/terms';
import type { SearchIndexEntry, SearchRecord } from '../../plugins/search/records';

const section = (url: string, anchor: string, title: string, text: string, code = '') => ({
  url,
  anchor,
  page: url,
  title,
  text,
  code,
});

/** Sections like the docs': prose, headings, code with identifiers. */
const records: SearchRecord[] = [
  section('/introduction', '', 'Introduction', 'Start here: what the API does and how to log in.'),
  section('/onboarding', '', 'Onboarding', 'Connect your WhatsApp number.'),
  section('/onboarding', 'verify', 'Verify your number', 'Verification takes a minute.'),
  section('/imports', 'upload-csv', 'Upload a CSV', 'Upload contacts from a CSV file.'),
  section('/messages', '', 'Messages', 'Pick a template from a category, then send it.'),
  section('/messages', 'auth', 'Authentication', 'Send your key.', 'curl -H "x-flock-key: K"'),
  section('/support', '', 'Support', 'Templates, templates and more templates: ask us.'),
].map((record, id) => ({ ...record, id }));

/** A fetch over the files the writer made, which notes every file asked for. */
function memoryFetch(files: Map<string, unknown>): { fetchJson: FetchJson; asked: string[] } {
  const asked: string[] = [];
  const fetchJson: FetchJson = <T>(url: string) => {
    asked.push(url);
    const file = files.get(url);
    return file === undefined
      ? Promise.reject(new Error(`404 ${url}`))
      : Promise.resolve(file as T);
  };
  return { fetchJson, asked };
}

const topOf = (hits: { record: SearchRecord }[]): string | undefined =>
  hits[0] && `${hits[0].record.url}#${hits[0].record.anchor}`;

describe('the split index', () => {
  const { entry, files } = splitIndex(records, 'en', 'search-index/');
  const queries = [
    'onbording',
    'verification',
    'uplo',
    'x-flock-key',
    'template categories',
    'csv',
  ];

  it('answers every query as the whole index does', async () => {
    const whole = createEngine({ records });
    for (const query of queries) {
      const { fetchJson } = memoryFetch(files);
      const split = createShardedEngine(entry, '', fetchJson);
      const { hits } = await split.search(query);
      expect(
        hits.map((hit) => [hit.record.id, hit.score]),
        query,
      ).toEqual(whole.search(query).map((hit) => [hit.record.id, hit.score]));
      expect(hits.length, query).toBeGreaterThan(0);
    }
  });

  it("fetches the shards of the query's terms and the pages of its results only", async () => {
    const { fetchJson, asked } = memoryFetch(files);
    const engine = createShardedEngine(entry, '', fetchJson);
    const { hits } = await engine.search('csv');
    expect(hits.map((hit) => hit.record.url)).toEqual(['/imports']);
    // One shard (the terms in "cs…") and one page file, of the many the writer made.
    expect(asked).toHaveLength(2);
    expect(files.size).toBeGreaterThan(20);
    // Once there, the same query and the next keys of its word fetch nothing more.
    expect(topOf((await engine.search('csv')).hits)).toBe('/imports#upload-csv');
    expect(topOf((await engine.search('csv file')).hits)).toBe('/imports#upload-csv');
    expect(asked).toHaveLength(3);
  });

  it("answers with its best pages first, fetching only those pages' files, and counts the whole answer", async () => {
    const { fetchJson, asked } = memoryFetch(files);
    const engine = createShardedEngine(entry, '', fetchJson);
    // "templates" is in two pages: /support's and /messages's (a template).
    const whole = createEngine({ records }).search('templates');
    const pagesOf = (hits: { record: SearchRecord }[]): string[] => [
      ...new Set(hits.map((hit) => hit.record.url)),
    ];
    expect(pagesOf(whole).length).toBeGreaterThan(1);
    const first = await engine.search('templates', 1);
    expect(pagesOf(first.hits)).toEqual(pagesOf(whole).slice(0, 1));
    expect(first.hits.map((hit) => hit.record.id)).toEqual(
      whole.filter((hit) => hit.record.url === pagesOf(whole)[0]).map((hit) => hit.record.id),
    );
    expect(first).toMatchObject({ sections: whole.length, pages: pagesOf(whole).length });
    const pageFiles = (): string[] => asked.filter((name) => name.startsWith('p-'));
    expect(pageFiles()).toHaveLength(1);
    // The rest of the same answer: the other pages' files, and every section, as ranked before.
    const rest = await engine.search('templates');
    expect(rest.hits.map((hit) => [hit.record.id, hit.score])).toEqual(
      whole.map((hit) => [hit.record.id, hit.score]),
    );
    expect(rest).toMatchObject({ sections: whole.length, pages: pagesOf(whole).length });
    expect(pageFiles()).toHaveLength(pagesOf(whole).length);
  });

  it('tries a shard again after a failed fetch', async () => {
    let fail = true;
    const { fetchJson: inner } = memoryFetch(files);
    const flaky: FetchJson = <T>(url: string) =>
      fail ? Promise.reject(new Error('offline')) : inner<T>(url);
    const engine = createShardedEngine(entry, '', flaky);
    await expect(engine.search('csv')).rejects.toThrow('offline');
    fail = false;
    expect(topOf((await engine.search('csv')).hits)).toBe('/imports#upload-csv');
  });
});

describe('English stemming', () => {
  const engine = createEngine({ records });

  it('finds a page written in the singular for a plural query', () => {
    expect(topOf(engine.search('template categories'))).toBe('/messages#');
  });

  it('still forgives a typo and completes a prefix', () => {
    expect(topOf(engine.search('onbording'))).toBe('/onboarding#');
    expect(topOf(engine.search('verificat'))).toBe('/onboarding#verify');
  });

  it('leaves other languages unstemmed', () => {
    const french = createEngine({ records: [{ ...records[0], text: 'Les catégories' }] }, 'fr');
    expect(french.search('catégories')).toHaveLength(1);
    expect(french.search('catégorie les')).toHaveLength(1);
    expect(french.search('categori')).toHaveLength(0);
  });
});

describe('index size at scale', () => {
  const dir = mkdtempSync(join(tmpdir(), 'search-shards-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a query fetches a small part of a 200-page index', async () => {
    const words = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima'.split(
      ' ',
    );
    const many: SearchRecord[] = [];
    for (let page = 0; page < 200; page += 1)
      for (let s = 0; s < 5; s += 1)
        many.push({
          ...section(
            `/generated/${page}`,
            s ? `part-${s}` : '',
            `Part ${s} of page ${page}`,
            words.map((word, i) => `${word}${(page * 7 + s * 3 + i) % 997}`).join(' '),
          ),
          id: many.length,
        });
    await writeSearchIndex(dir, 'search-index.json', many, 'en');
    const read: FetchJson = <T>(url: string) =>
      Promise.resolve(JSON.parse(readFileSync(join(dir, url), 'utf8')) as T);
    const gzip = (file: string): number => gzipSync(readFileSync(join(dir, file))).length;
    const entry = JSON.parse(
      readFileSync(join(dir, 'search-index.json'), 'utf8'),
    ) as SearchIndexEntry;
    const asked: string[] = [];
    const engine = createShardedEngine(entry, entry.dir, (url) => (asked.push(url), read(url)));
    expect(topOf((await engine.search('alpha12')).hits)).toMatch(/^\/generated\//);

    const all = readdirSync(join(dir, entry.dir)).length;
    expect(asked.length).toBeLessThan(all / 10);
    const fetched = gzip('search-index.json') + asked.reduce((sum, url) => sum + gzip(url), 0);
    const whole = gzipSync(JSON.stringify({ records: many })).length;
    expect(fetched).toBeLessThan(whole / 3);
    // Writing 1,000 sections' index takes a few seconds on a busy machine.
  }, 30_000);
});

/** `pages` pages of three sections in the same words, each page with a word of its own. */
const grown = (pages: number): SearchRecord[] =>
  Array.from({ length: pages * 3 }, (_, id) => {
    const word = `quill${Math.floor(id / 3).toString(26)}`;
    return {
      ...section(
        `/generated/${word}`,
        id % 3 ? `part-${id % 3}` : '',
        `Part ${id % 3} of the ${word} page`,
        `Each template of this page keeps its settings, marked ${word}.`,
        id % 3 === 1 ? `curl https://api.example.com/v1/${word}` : '',
      ),
      id,
    };
  });

describe("where the build writes an index's parts", () => {
  const dir = mkdtempSync(join(tmpdir(), 'search-parts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const written = async (
    name: string,
    sections: readonly SearchRecord[],
    folder?: 'beside-entry',
  ): Promise<SearchIndexEntry> => {
    await writeSearchIndex(join(dir, name), 'search-index.json', sections, 'en', folder);
    return JSON.parse(
      readFileSync(join(dir, name, 'search-index.json'), 'utf8'),
    ) as SearchIndexEntry;
  };

  it('is a folder of the hashed assets named by their content, which an edit renames', async () => {
    const first = await written('first', records);
    expect(first.dir).toMatch(/^assets\/search-index\/[0-9a-f]{16}\/$/);
    expect(readdirSync(join(dir, 'first', first.dir))).toContain(shardFileOf('cs'));
    expect((await written('again', records)).dir).toBe(first.dir);
    const edited = records.map((r) => (r.url === '/imports' ? { ...r, text: 'Upload a TSV.' } : r));
    expect((await written('edited', edited)).dir).not.toBe(first.dir);
  });

  it("is beside the entry for the dev server, which serves the index's files fresh", async () => {
    expect((await written('dev', records, 'beside-entry')).dir).toBe('search-index/');
  });
});

describe('the entry as the site grows', () => {
  it('does not grow with the pages: ranking data comes with the shards', () => {
    const entryBytes = (pages: number): number =>
      JSON.stringify(splitIndex(grown(pages), 'en', 'search-index/').entry).length;
    const small = entryBytes(60);
    expect(entryBytes(600)).toBeLessThan(small * 1.2);
    expect(small).toBeLessThan(2_000);
  }, 30_000);
});

describe('a shard too big for one fetch', () => {
  // 600 pages whose words of their own all start "quill": one shard of two characters
  // would name every page.
  const many = grown(600);
  const budget = 8 * 1024;
  const { entry, files } = splitIndex(many, 'en', '', budget);
  const shardBytes = (names: readonly string[]): number =>
    names
      .filter((name) => name.startsWith('t-'))
      .reduce((sum, name) => sum + JSON.stringify(files.get(name)).length, 0);

  it('is split by longer keys: a word fetches about the budget, the entry names two characters', async () => {
    const whole = splitIndex(many, 'en', '', Number.POSITIVE_INFINITY);
    const unsplit = (names: readonly string[]): number =>
      names.reduce((sum, name) => sum + JSON.stringify(whole.files.get(name)).length, 0);
    expect(unsplit([shardFileOf('qu')])).toBeGreaterThan(budget * 4);
    expect(entry.shards).toEqual(whole.entry.shards);

    const { fetchJson, asked } = memoryFetch(files);
    const engine = createShardedEngine(entry, '', fetchJson);
    // The file of every key comes as the engine starts (with the entry, on the reader's intent).
    expect(asked).toEqual([entry.keys]);
    expect(topOf((await engine.search('quill1g')).hits)).toMatch(/^\/generated\/quill1g#/);
    // The shard of "quill1…" alone, not first the one of "qu" to learn the keys under it.
    expect(asked.filter((name) => name.startsWith('t-'))).toHaveLength(1);
    expect(shardBytes(asked)).toBeLessThan(budget * 1.5);
  });

  it("asks for every shard of a query's words at once, none waiting for another", async () => {
    const { fetchJson: inner } = memoryFetch(files);
    const asked: string[] = [];
    const held: (() => void)[] = [];
    // Each file arrives only when the test lets it: what is asked before was asked at once.
    const heldFetch: FetchJson = <T>(url: string) => {
      asked.push(url);
      return new Promise<T>((resolve, reject) =>
        held.push(() => void inner<T>(url).then(resolve, reject)),
      );
    };
    const arrive = async (): Promise<void> => {
      held.splice(0).forEach((file) => file());
      await new Promise((done) => setImmediate(done));
    };
    const shardsAsked = (): string[] => asked.filter((name) => name.startsWith('t-'));
    const engine = createShardedEngine(entry, '', heldFetch);
    await arrive(); // the file of the keys, as on the reader's intent
    const answer = engine.search('template quillm3');
    await new Promise((done) => setImmediate(done));
    const atOnce = shardsAsked();
    while (held.length > 0) await arrive();
    expect(topOf((await answer).hits)).toMatch(/^\/generated\/quillm3#/);
    expect(atOnce.length).toBeGreaterThanOrEqual(2);
    expect(shardsAsked()).toEqual(atOnce);
  });

  it('puts first what the whole index puts first', async () => {
    const whole = createEngine({ records: many });
    // "templ" and "pa" are words being typed: they complete into the few shards they start.
    const queries = [
      'quill1g',
      'template quillm3',
      'settings marked quill9',
      'quill2a pa',
      'templ',
    ];
    for (const query of queries) {
      const { fetchJson } = memoryFetch(files);
      const { hits } = await createShardedEngine(entry, '', fetchJson).search(query);
      const expected = whole.search(query);
      expect(hits.length, query).toBeGreaterThan(0);
      // A typo forgiven keeps the key's characters: a split shard may find fewer, the best the same.
      expect(topOf(hits), query).toBe(topOf(expected));
      expect(hits[0]?.score, query).toBe(expected[0]?.score);
    }
  });
});

describe('an index per docs version', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'search-versions-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  const page = (h1: string, text: string): string =>
    `<!doctype html><html><body><main><div class="theme-doc-markdown"><h1>${h1}</h1><p>${text}</p></div></main></body></html>`;

  it("keeps each version's docs in its own index, and the other pages in every one", async () => {
    for (const [file, html] of [
      ['index.html', page('Home', 'Welcome aboard.')],
      ['introduction/index.html', page('Introduction', 'The newest widgets.')],
      ['1.0/introduction/index.html', page('Introduction', 'The legacy gizmos.')],
    ]) {
      mkdirSync(join(outDir, file, '..'), { recursive: true });
      writeFileSync(join(outDir, file), html);
    }
    const version = (versionName: string, isLast: boolean, permalink: string) => ({
      versionName,
      isLast,
      docs: [{ permalink }],
    });
    const site = {
      outDir,
      routesPaths: ['/', '/introduction', '/1.0/introduction'],
      siteConfig: { baseUrl: '/' },
      i18n: { currentLocale: 'en', localeConfigs: { en: { htmlLang: 'en' } } },
      plugins: [
        {
          name: 'docusaurus-plugin-content-docs',
          options: { id: 'default' },
          content: {
            loadedVersions: [
              version('current', false, '/introduction'),
              version('1.0', true, '/1.0/introduction'),
            ],
          },
        },
      ],
    } as unknown as BuiltSite;
    await runBuildSteps([searchIndexStep], site);

    const engineOf = (file: string) => {
      const entry = JSON.parse(readFileSync(join(outDir, file), 'utf8')) as SearchIndexEntry;
      return createShardedEngine(entry, entry.dir, <T>(url: string) =>
        Promise.resolve(JSON.parse(readFileSync(join(outDir, url), 'utf8')) as T),
      );
    };
    const latest = engineOf('search-index.json');
    const next = engineOf('search-index-current.json');
    const urls = async (engine: typeof latest, query: string) =>
      (await engine.search(query)).hits.map((hit) => hit.record.url);
    expect(await urls(latest, 'gizmos')).toEqual(['/1.0/introduction']);
    expect(await urls(latest, 'widgets')).toEqual([]);
    expect(await urls(next, 'widgets')).toEqual(['/introduction']);
    expect(await urls(next, 'gizmos')).toEqual([]);
    expect(await urls(next, 'welcome')).toEqual(['/']);
    expect(await urls(latest, 'welcome')).toEqual(['/']);
    expect((await latest.search('gizmos')).hits[0]?.record.version).toBe('1.0');
  });
});
