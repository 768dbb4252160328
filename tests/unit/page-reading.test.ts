import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { pagesReader, readPages, type PageReading } from '@site/plugins/build-steps/pageReading';
import * as pageTokens from '@site/plugins/build-steps/pageTokens';
import { pageBytesOf } from '@site/plugins/build-steps/pageBytes';

const bytesOf = (html: string) => pageBytesOf(Buffer.from(html));

// Each tokenization of a page is counted: the pass is there to make one per page.
vi.mock('@site/plugins/build-steps/pageTokens', async (importOriginal) => {
  const actual = await importOriginal<typeof pageTokens>();
  return { ...actual, readPageTokens: vi.fn(actual.readPageTokens) };
});

let dir: string;
const file = (name: string): string => join(dir, name);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'page-reading-'));
  writeFileSync(file('a.html'), '<body><h1>Alpha</h1><script>a()</script></body>');
  writeFileSync(file('b.html'), '<body><h1>Beta</h1><script>b()</script></body>');
  // A page read from disk with text beyond ASCII: read as UTF-8, as a browser reads it.
  writeFileSync(file('c.html'), '<body><h1>Gämma – 😀</h1></body>');
  vi.mocked(pageTokens.readPageTokens).mockClear();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A reading that gathers the text of each page it reads, except those it `knows`. */
function textReading(files: readonly string[], knows: readonly string[] = []) {
  const texts = new Map<string, string>();
  const reading: PageReading = {
    files,
    read(path) {
      if (knows.includes(path)) return undefined;
      let text = '';
      return {
        reader: {
          text: (chars) => {
            text += chars;
          },
        },
        done: () => texts.set(path, text),
      };
    },
  };
  return { reading, texts };
}

describe('one reading of the final pages for every step', () => {
  it('tokenizes each page once for all the readings that ask for it, and gives each only its own pages', async () => {
    const headings = textReading([file('a.html'), file('b.html')]);
    const scripts = textReading([file('b.html'), file('c.html')]);
    await readPages([headings.reading, scripts.reading]);

    expect(vi.mocked(pageTokens.readPageTokens)).toHaveBeenCalledTimes(3);
    expect(Object.fromEntries(headings.texts)).toEqual({
      [file('a.html')]: 'Alphaa()',
      [file('b.html')]: 'Betab()',
    });
    expect(Object.fromEntries(scripts.texts)).toEqual({
      [file('b.html')]: 'Betab()',
      [file('c.html')]: 'Gämma – 😀',
    });
  });

  it('does not tokenize a page that no reading needs (each knows it from an earlier build)', async () => {
    const first = textReading([file('a.html'), file('b.html')], [file('a.html')]);
    const second = textReading([file('a.html')], [file('a.html')]);
    await readPages([first.reading, second.reading]);

    expect(vi.mocked(pageTokens.readPageTokens)).toHaveBeenCalledTimes(1);
    expect([...first.texts.keys()]).toEqual([file('b.html')]);
    expect(second.texts.size).toBe(0);
  });

  it('fails the reading whose reader throws, and still gives the others every page', async () => {
    const others = textReading([file('a.html'), file('b.html'), file('c.html')]);
    const failing: PageReading = {
      files: [file('a.html'), file('b.html'), file('c.html')],
      read: () => ({
        reader: {
          startTag(tag) {
            if (tag.name === 'script') throw new Error('no scripts here');
          },
        },
        done: () => undefined,
      }),
    };
    await expect(readPages([failing, others.reading])).rejects.toThrow('no scripts here');
    expect(others.texts.size).toBe(3);
  });

  it('reads a page another pass hands in as handed, once, and only the pages it was not handed from disk', async () => {
    const headings = textReading([file('a.html'), file('b.html'), file('c.html')]);
    const reader = pagesReader([headings.reading]);
    // As the pages' writing hands them over: the final HTML, which the disk may not hold yet.
    reader.read(file('a.html'), bytesOf('<body><h1>Ålpha – مرحبا, rewritten</h1></body>'));
    reader.read(file('a.html'), bytesOf('<body><h1>Alpha, twice</h1></body>'));
    reader.read(join(dir, 'not-asked-for.html'), bytesOf('<body>Delta</body>'));
    await reader.finish();

    expect(Object.fromEntries(headings.texts)).toEqual({
      [file('a.html')]: 'Ålpha – مرحبا, rewritten',
      [file('b.html')]: 'Betab()',
      [file('c.html')]: 'Gämma – 😀',
    });
    expect(vi.mocked(pageTokens.readPageTokens)).toHaveBeenCalledTimes(3);
  });
});
