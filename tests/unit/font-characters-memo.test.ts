import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create, type Font } from 'fontkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { builtPages } from '@site/plugins/build-steps/pages';
import * as builtText from '@site/plugins/font-subset/builtText';
import { subsetFonts } from '@site/plugins/font-subset/subsetFonts';
import { cssUrl, fontUrl, writeAssetFolders } from './builtFontSite';

// Each page's parse for its text is counted: the memo is there to spare it.
vi.mock('@site/plugins/font-subset/builtText', async (importOriginal) => {
  const actual = await importOriginal<typeof builtText>();
  return { ...actual, pageText: vi.fn(actual.pageText) };
});

let siteDir: string;
const outDir = (): string => join(siteDir, 'build');

/** A fresh build, as Docusaurus writes one: a stylesheet naming one font, and two pages. */
function writeBuild(pages: Record<string, string>, bundleHash: string): void {
  rmSync(outDir(), { recursive: true, force: true });
  writeAssetFolders(outDir());
  writeFileSync(join(outDir(), cssUrl), `@font-face{font-family:Lato;src:url(${fontUrl})}`);
  for (const [file, body] of Object.entries(pages))
    writeFileSync(
      join(outDir(), file),
      `<html><head><link rel=stylesheet href=${cssUrl}><script src=/assets/js/main.${bundleHash}.js></script></head><body>${body}</body></html>`,
    );
}

async function build(): Promise<{ parsed: number; font: Font }> {
  vi.mocked(builtText.pageText).mockClear();
  const pages = builtPages(outDir());
  const [face] = await subsetFonts({ outDir: outDir(), siteDir }, pages, { preload: [] });
  await pages.writeChanged();
  return {
    parsed: vi.mocked(builtText.pageText).mock.calls.length,
    font: create(readFileSync(join(outDir(), face.file))) as Font,
  };
}

const has = (font: Font, char: string): boolean =>
  font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0);

// The first subsetting compiles HarfBuzz's WebAssembly: seconds on a busy machine.
describe('the characters of the pages between builds', { timeout: 60_000 }, () => {
  beforeEach(() => {
    siteDir = mkdtempSync(join(tmpdir(), 'font-memo-'));
  });
  afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

  it('parses again only the page whose text changed, not those whose bundles were renamed', async () => {
    writeBuild({ 'a.html': '<p>Café</p>', 'b.html': '<p>Ñandú</p>' }, '0123abcd');
    const first = await build();
    expect(first.parsed).toBe(2);
    expect(has(first.font, 'é') && has(first.font, 'Ñ')).toBe(true);

    // Another page's edit renamed the bundles every page links: the text is the same.
    writeBuild({ 'a.html': '<p>Café</p>', 'b.html': '<p>Ñandú</p>' }, '89abcdef');
    expect((await build()).parsed).toBe(0);

    writeBuild({ 'a.html': '<p>Café</p>', 'b.html': '<p>Ñandú, ø</p>' }, '4567cdef');
    const edited = await build();
    expect(edited.parsed).toBe(1);
    expect(has(edited.font, 'ø') && has(edited.font, 'é')).toBe(true);
  });

  it('parses no page whose characters other pages drew already, but decodes references', async () => {
    writeBuild(
      {
        'a.html': '<p>Café</p>',
        'b.html': '<p>Café au lait</p>',
        'c.html': '<p>Ñandú</p>',
        'd.html': '<p>Café, &oslash;, &#xe5;</p>',
        'e.html': '<p>Café</p><script>"ß"</script>',
      },
      '0123abcd',
    );
    const { parsed, font } = await build();
    // One of a and b; c; d for its references; e for the ß its script holds.
    expect(parsed).toBe(4);
    for (const char of ['é', 'Ñ', 'ú', 'ø', 'å']) expect(has(font, char)).toBe(true);
    expect(has(font, 'ß')).toBe(false);
  });
});
