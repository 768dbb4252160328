import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { pageTextOf, type PageBytes } from '@site/plugins/build-steps/pageBytes';
import { builtPages, pagesAtOnce } from '@site/plugins/build-steps/pages';

// Every read passes through, counted: how many pages the store has read and not yet let go.
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  return { ...actual, readFile: vi.fn(actual.readFile) };
});

const pageCount = 5 * pagesAtOnce;
let outDir: string;
const fileOf = (n: number): string => `page-${String(n).padStart(3, '0')}.html`;

beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'build-pages-'));
  for (let n = 0; n < pageCount; n += 1) writeFileSync(join(outDir, fileOf(n)), `<p>page ${n}</p>`);
});
afterEach(() => {
  rmSync(outDir, { recursive: true, force: true });
  vi.mocked(fs.readFile).mockClear();
});

const pagesRead = (): number =>
  vi.mocked(fs.readFile).mock.calls.filter(([path]) => String(path).endsWith('.html')).length;

describe('the built pages', () => {
  it(`holds no more than ${pagesAtOnce} pages at once, reading each when its turn comes`, async () => {
    const pages = builtPages(outDir);
    let visited = 0;
    let mostHeld = 0;
    const seen = new Map<string, string>();
    await pages.visit(async ({ file, bytes }) => {
      mostHeld = Math.max(mostHeld, pagesRead() - visited);
      seen.set(file, bytes);
      // Each visit lets the store go on, as a step's work on a page does.
      await new Promise((resolve) => setImmediate(resolve));
      visited += 1;
    });
    expect(seen.size).toBe(pageCount);
    expect(mostHeld).toBeGreaterThan(0);
    expect(mostHeld).toBeLessThanOrEqual(pagesAtOnce);
  });

  it('shows each visit the rewrites queued before it, and writes only the pages they change', async () => {
    const pages = builtPages(outDir);
    pages.rewrite((bytes) => bytes.replace('page 1<', 'page one<') as PageBytes);
    const seen: string[] = [];
    await pages.visit(({ bytes }) => {
      seen.push(bytes);
    });
    expect(seen).toContain('<p>page one</p>');
    pages.rewrite((bytes) => bytes.replace('one', 'ONE') as PageBytes);
    const untouched = statSync(join(outDir, fileOf(2))).mtimeMs;
    expect(await pages.writeChanged()).toBe(1);
    expect(readFileSync(join(outDir, fileOf(1)), 'utf8')).toBe('<p>page ONE</p>');
    expect(statSync(join(outDir, fileOf(2))).mtimeMs).toBe(untouched);
    expect(await pages.writeChanged(), 'nothing left to write').toBe(0);
  });

  it('hands a page over as its bytes and writes it back with every byte it did not change', async () => {
    // Characters beyond ASCII of every length UTF-8 has: an en dash, a zero-width space,
    // Arabic, an emoji, a no-break space.
    const text = '<p>Guides 1–25\u200b مرحبا 😀\u00a0<a href=/old.css>x</a></p>';
    writeFileSync(join(outDir, fileOf(0)), text);
    const pages = builtPages(outDir);
    pages.rewrite((bytes) => bytes.replace('/old.css', '/new.css') as PageBytes);
    const visited: string[] = [];
    await pages.visit(({ file, bytes }) => {
      if (file === fileOf(0)) visited.push(pageTextOf(bytes));
    });
    expect(visited).toEqual([text.replace('/old.css', '/new.css')]);
    const handedOver = new Map<string, string>();
    expect(await pages.writeChanged((path, bytes) => handedOver.set(path, pageTextOf(bytes)))).toBe(
      1,
    );
    expect(readFileSync(join(outDir, fileOf(0)))).toEqual(
      Buffer.from(text.replace('/old.css', '/new.css')),
    );
    expect(handedOver.get(join(outDir, fileOf(0)))).toBe(text.replace('/old.css', '/new.css'));
  });
});
