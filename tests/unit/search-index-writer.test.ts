import { afterAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { splitIndex, writeSearchIndex } from '../../plugins/search/indexWriter';
import type { SearchRecord } from '../../plugins/search/records';

/** Each write of the index's files waits until the test lets it end. */
const held = vi.hoisted(() => ({ writes: [] as { file: string; end: () => void }[] }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    writeFile: (file: string, data: string) =>
      new Promise<void>((resolve, reject) => {
        held.writes.push({
          file,
          end: () => void actual.writeFile(file, data).then(resolve, reject),
        });
      }),
  };
});

/** 300 pages of two sections, each page with a word of its own: hundreds of files. */
const records: SearchRecord[] = Array.from({ length: 600 }, (_, id) => {
  const word = `quill${Math.floor(id / 2).toString(26)}`;
  return {
    id,
    url: `/generated/${word}`,
    anchor: id % 2 ? 'more' : '',
    page: `The ${word} page`,
    title: id % 2 ? 'More' : `The ${word} page`,
    text: `Each template of this page keeps its settings, marked ${word}.`,
    code: '',
  };
});

describe('writing the search index', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'search-writer-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('makes each file as a write ends, holding a few at once, not the whole index', async () => {
    const files = splitIndex(records, 'en', 'search-index/').files;
    expect(files.size).toBeGreaterThan(300);
    let done = false;
    const writing = writeSearchIndex(outDir, 'search-index.json', records, 'en').then(() => {
      done = true;
    });
    let mostAtOnce = 0;
    let written = 0;
    while (!done) {
      // Until every write begun has to wait for the test, nothing more can begin.
      await new Promise((settled) => setImmediate(settled));
      mostAtOnce = Math.max(mostAtOnce, held.writes.length);
      const next = held.writes.shift();
      if (next) {
        next.end();
        written += 1;
      }
    }
    await writing;
    expect(mostAtOnce).toBeLessThanOrEqual(8);
    // Every file of the index, and its entry.
    expect(written).toBe(files.size + 1);
  });
});
