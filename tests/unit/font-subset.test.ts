import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create, type Font } from 'fontkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { builtPages } from '@site/plugins/build-steps/pages';
import { cssContentText, pageText } from '@site/plugins/font-subset/builtText';
import type { FontSubsetOptions } from '@site/plugins/font-subset/options';
import { subsetFonts } from '@site/plugins/font-subset/subsetFonts';
import { dropUnusedCss } from '@site/plugins/unused-css/dropUnusedCss';
import { cssUrl, fontUrl, latoFile, writeAssetFolders } from './builtFontSite';

let site: string;

/** Both build steps, in the pipeline's order, on the pages read once: the fonts, then the unused CSS. */
async function shrinkBuiltAssets(dir: string, options: FontSubsetOptions) {
  const pages = builtPages(dir);
  const faces = await subsetFonts({ outDir: dir }, pages, options);
  const stylesheets = await dropUnusedCss(dir, pages);
  await pages.writeChanged();
  return { faces, stylesheets };
}

/** A built site in miniature: one page, one stylesheet naming one font. */
function writeSite(pageBody: string): void {
  writeAssetFolders(site);
  writeFileSync(
    join(site, cssUrl),
    `@font-face{font-family:Lato;src:url(${fontUrl}) format("woff2")}a:before{content:"\\2192"}`,
  );
  writeFileSync(join(site, 'assets/js/main.1.js'), 'console.log(1)');
  writeFileSync(
    join(site, 'index.html'),
    `<!doctype html><html><head><title>T</title><link rel=stylesheet href=${cssUrl} /></head><body>${pageBody}<script>var x="ſ"</script></body></html>`,
  );
}

const fileIn = (dir: string, ending: string): string => {
  const name = readdirSync(join(site, dir)).find((file) => file.endsWith(ending));
  if (!name) throw new Error(`no ${ending} in ${dir}`);
  return `/${dir}/${name}`;
};
const openFont = (url: string): Font => create(readFileSync(join(site, url))) as Font;

// The first subsetting compiles HarfBuzz's WebAssembly: seconds on a busy machine.
describe('font subsetting of the built pages', { timeout: 60_000 }, () => {
  beforeEach(() => {
    site = mkdtempSync(join(tmpdir(), 'font-subset-'));
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  it('keeps the characters the page draws, drops the others, and links the new files', async () => {
    writeSite('<p>Café ½</p><img alt="Ñ">');
    const {
      faces: [face],
    } = await shrinkBuiltAssets(site, { preload: ['lato-latin-400-normal'] });

    const font = openFont(face.file);
    for (const char of 'Café½Ñ AZaz09')
      expect(font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0), char).toBe(true);
    // In the original, not drawn by the page (only in a script): left out.
    expect((create(readFileSync(latoFile)) as Font).hasGlyphForCodePoint(0xbe)).toBe(true);
    expect(font.hasGlyphForCodePoint(0xbe), '¾').toBe(false);
    expect(face.bytesAfter).toBeLessThan(face.bytesBefore / 2);

    expect(existsSync(join(site, fontUrl)), 'the full font is gone').toBe(false);
    expect(existsSync(join(site, cssUrl)), 'the old stylesheet is gone').toBe(false);
    const newCss = fileIn('assets/css', '.css');
    expect(readFileSync(join(site, newCss), 'utf8')).toContain(`url(${face.file})`);
    const html = readFileSync(join(site, 'index.html'), 'utf8');
    // The stylesheet first, then the preloaded face: every paint waits for the stylesheet.
    expect(html).toContain(
      `<link rel=stylesheet href=${newCss} /><link rel=preload href=${face.file} as=font type=font/woff2 crossorigin>`,
    );
  });

  it('names the files by their content: a new character on a page gives new names', async () => {
    writeSite('<p>Plain text</p>');
    const {
      faces: [first],
    } = await shrinkBuiltAssets(site, { preload: [] });
    const firstCss = fileIn('assets/css', '.css');
    rmSync(site, { recursive: true, force: true });
    writeSite('<p>Plain text, now with ø</p>');
    const {
      faces: [second],
    } = await shrinkBuiltAssets(site, { preload: [] });
    expect(second.file).not.toBe(first.file);
    expect(fileIn('assets/css', '.css')).not.toBe(firstCss);
    expect(openFont(second.file).hasGlyphForCodePoint(0xf8)).toBe(true);
  });

  it('in a second locale’s build (under /ar/), preloads and links the fonts under its base URL', async () => {
    writeSite('<p>Señal</p>');
    const css = readFileSync(join(site, cssUrl), 'utf8');
    writeFileSync(join(site, cssUrl), css.replace(fontUrl, `/ar${fontUrl}`));
    const page = readFileSync(join(site, 'index.html'), 'utf8');
    writeFileSync(join(site, 'index.html'), page.replace(cssUrl, `/ar${cssUrl}`));
    const {
      faces: [face],
    } = await shrinkBuiltAssets(site, { preload: ['lato-latin-400-normal'] });

    const subsetFile = fileIn('assets/fonts', '.woff2');
    expect(face.file).toBe(`/ar${subsetFile}`);
    expect(openFont(subsetFile).hasGlyphForCodePoint('ñ'.codePointAt(0) ?? 0)).toBe(true);
    const html = readFileSync(join(site, 'index.html'), 'utf8');
    expect(html).toContain(`<link rel=preload href=/ar${subsetFile} as=font`);
    const stylesheet = fileIn('assets/css', '.css');
    expect(html).toContain(`href=/ar${stylesheet}`);
    expect(readFileSync(join(site, stylesheet), 'utf8')).toContain(`url(/ar${subsetFile})`);
  });

  it('run again on its own output (a second build over the same folder), keeps every font and stylesheet', async () => {
    writeSite('<p>Café</p>');
    await shrinkBuiltAssets(site, { preload: ['lato-latin-400-normal'] });
    const {
      faces: [again],
    } = await shrinkBuiltAssets(site, { preload: ['lato-latin-400-normal'] });
    expect(existsSync(join(site, again.file)), `${again.file} is there`).toBe(true);
    const stylesheet = fileIn('assets/css', '.css');
    expect(readFileSync(join(site, stylesheet), 'utf8')).toContain(`url(${again.file})`);
    const html = readFileSync(join(site, 'index.html'), 'utf8');
    expect(html).toContain(`href=${stylesheet}`);
    expect(html).toContain(`<link rel=preload href=${again.file} as=font`);
  });

  it('refuses to rename a file a bundle names, which it could not rewrite', async () => {
    writeSite('<p>Text</p>');
    writeFileSync(join(site, 'assets/js/main.1.js'), `fetch("${cssUrl}")`);
    await expect(shrinkBuiltAssets(site, { preload: [] })).rejects.toThrow(/names/);
  });
});

describe('the text of a built page', () => {
  it('is what the browser draws: text, alt and placeholder, never scripts or styles', () => {
    const html = `<html><head><title>Title</title><style>p{}</style><script>code()</script></head>
      <body><p>Para</p><img alt="Alt"><input placeholder="Find"><template>tpl</template></body></html>`;
    const text = pageText(html);
    for (const part of ['Title', 'Para', 'Alt', 'Find']) expect(text).toContain(part);
    for (const part of ['code', 'p{}', 'tpl']) expect(text).not.toContain(part);
  });

  it('includes the strings stylesheets draw with content, escapes decoded', () => {
    expect(cssContentText('a:before{content:"#"}b:after{content:" \\BB"}c{content:\'x\'}')).toBe(
      '# »x',
    );
  });
});
