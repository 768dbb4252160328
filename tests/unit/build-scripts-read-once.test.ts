import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { builtPages } from '@site/plugins/build-steps/pages';
import { subsetFonts } from '@site/plugins/font-subset/subsetFonts';
import { dropUnusedCss } from '@site/plugins/unused-css/dropUnusedCss';
import { cssUrl, fontUrl, writeAssetFolders } from './builtFontSite';

// Each file read is counted: the scripts are to be read once per build.
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fsPromises>();
  return { ...actual, readFile: vi.fn(actual.readFile) };
});

let outDir: string;

beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'scripts-once-'));
  writeAssetFolders(outDir);
  writeFileSync(
    join(outDir, cssUrl),
    `@font-face{font-family:Lato;src:url(${fontUrl})}.used{color:red}.unused{color:blue}`,
  );
  for (const name of ['main.0123abcd', 'a.4567cdef', 'b.89abcdef'])
    writeFileSync(join(outDir, `assets/js/${name}.js`), 'el.className="used"');
  writeFileSync(
    join(outDir, 'index.html'),
    `<html><head><link rel=stylesheet href=${cssUrl}></head><body><p>Café</p></body></html>`,
  );
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

describe("the app's scripts in a build", { timeout: 60_000 }, () => {
  it('are read once for the fonts and the unused CSS, which each read them', async () => {
    const readFile = vi.mocked(fsPromises.readFile);
    readFile.mockClear();
    const pages = builtPages(outDir);
    await subsetFonts({ outDir }, pages, { preload: [] });
    const [sheet] = await dropUnusedCss(outDir, pages);
    await pages.writeChanged();
    const scriptReads = readFile.mock.calls.filter(([file]) => String(file).includes('assets/js'));
    expect(scriptReads).toHaveLength(3);
    // The unused CSS still read what the scripts name.
    expect(sheet.bytesAfter).toBeLessThan(sheet.bytesBefore);
  });
});
