import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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
    await pages.visit(async ({ file, html }) => {
      mostHeld = Math.max(mostHeld, pagesRead() - visited);
      seen.set(file, html);
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
    pages.rewrite((html) => html.replace('page 1<', 'page one<'));
    const seen: string[] = [];
    await pages.visit(({ html }) => {
      seen.push(html);
    });
    expect(seen).toContain('<p>page one</p>');
    pages.rewrite((html) => html.replace('one', 'ONE'));
    const untouched = statSync(join(outDir, fileOf(2))).mtimeMs;
    expect(await pages.writeChanged()).toBe(1);
    expect(readFileSync(join(outDir, fileOf(1)), 'utf8')).toBe('<p>page ONE</p>');
    expect(statSync(join(outDir, fileOf(2))).mtimeMs).toBe(untouched);
    expect(await pages.writeChanged(), 'nothing left to write').toBe(0);
  });
});
