import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { pageMemo } from '@site/plugins/build-steps/cache';
import { buildSearchIndex } from '@site/plugins/search';
import * as sections from '@site/plugins/search/sections';

// Each page's parse for its sections is counted: the memo is there to spare it.
vi.mock('@site/plugins/search/sections', async (importOriginal) => {
  const actual = await importOriginal<typeof sections>();
  return { ...actual, pageSectionsReader: vi.fn(actual.pageSectionsReader) };
});

let siteDir: string;
const outDir = (): string => join(siteDir, 'build');
const routes = ['/one', '/two', '/three'];

/**
 * A fresh build, as Docusaurus writes one: each page links the app's bundles by their
 * hash, which changes on every page when any page is edited.
 */
function writeBuild(bodies: Record<string, string>, bundleHash: string): void {
  rmSync(outDir(), { recursive: true, force: true });
  for (const [route, body] of Object.entries(bodies)) {
    mkdirSync(join(outDir(), route), { recursive: true });
    writeFileSync(
      join(outDir(), route, 'index.html'),
      `<html><head><link rel=stylesheet href=/assets/css/styles.${bundleHash}.css><script src=/assets/js/main.${bundleHash}.js></script></head>` +
        `<body><main><div class="theme-doc-markdown"><h1>Page ${route}</h1><p>${body}</p></div></main></body></html>`,
    );
  }
}

/** The step's work with the memo, as the build runs it; which pages were parsed. */
async function index(): Promise<{ parsed: string[]; texts: string[] }> {
  vi.mocked(sections.pageSectionsReader).mockClear();
  const memo = await pageMemo({ siteDir }, 'search-sections-test');
  const { records } = await buildSearchIndex(outDir(), routes, '/', new Map(), memo);
  await memo?.save();
  return {
    parsed: vi.mocked(sections.pageSectionsReader).mock.calls.map(([url]) => url),
    texts: records.map((record) => record.text),
  };
}

describe('the search records of the pages between builds', () => {
  beforeEach(() => {
    siteDir = mkdtempSync(join(tmpdir(), 'search-memo-'));
  });
  afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

  it("parses only the edited page again, though every page's bundle names changed", async () => {
    writeBuild({ one: 'First text.', two: 'Second text.', three: 'Third text.' }, '1a2b3c4d');
    expect((await index()).parsed.sort()).toEqual(['/one', '/three', '/two']);

    writeBuild(
      { one: 'First text.', two: 'Second text, edited.', three: 'Third text.' },
      '9f8e7d6c',
    );
    const second = await index();
    expect(second.parsed).toEqual(['/two']);
    expect(second.texts).toContain('Second text, edited.');
    expect(second.texts).toContain('First text.');
    expect(second.texts).not.toContain('Second text.');
  });

  it('keeps the records of pages a build no longer has out of the next memo', async () => {
    writeBuild({ one: 'First text.', two: 'Second text.', three: 'Third text.' }, '1a2b3c4d');
    await index();
    writeBuild({ one: 'Other.', two: 'Other two.', three: 'Other three.' }, '1a2b3c4d');
    await index();
    writeBuild({ one: 'First text.', two: 'Second text.', three: 'Third text.' }, '1a2b3c4d');
    expect((await index()).parsed).toHaveLength(3);
  });
});
