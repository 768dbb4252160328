import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';

import { contentCache, pageMemo } from '../build-steps/cache';
import { pageTextOf, type PageBytes } from '../build-steps/pageBytes';
import type { BuiltPages } from '../build-steps/pages';
import {
  contentHash,
  readStylesheets,
  relinkPages,
  replaceStylesheet,
  type Shrunk,
} from '../build-steps/assets';
import { cssContentText, DrawnCharacters, pageText, printableAscii } from './builtText';
import type { FontSubsetOptions } from './options';

/**
 * The features browsers apply by default (the rest, such as small capitals and old-style
 * figures, the pages never ask for), and no hinting: phones, macOS and current Windows
 * text rendering do without it, and it is 40 % of a Latin face.
 */
const subsetSettings = {
  targetFormat: 'woff2',
  keepFeatures: ['kern', 'liga', 'clig', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig'],
  noHinting: true,
} as const;

/** The subsetter's code and HarfBuzz's, whose version decides a subset's bytes as much as the font. */
let subsetter: string | undefined;
const subsetterVersion = (): string =>
  (subsetter ??= (() => {
    const subsetFontEntry = createRequire(import.meta.url).resolve('subset-font');
    const wasm = createRequire(subsetFontEntry).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm');
    return contentHash(Buffer.concat([readFileSync(subsetFontEntry), readFileSync(wasm)]), 16);
  })());

/**
 * A font's URL as a stylesheet names it: the locale's base URL (`/ar`, or nothing for the
 * default locale, whose build is the site's root), then the assets' path and the face.
 */
const fontUrlPattern = /((?:\/[\w.~-]+)*)\/assets\/fonts\/([\w.-]+?)-[0-9a-f]{8,32}\.woff2/g;

/**
 * A key for the characters a page draws that stays the same from build to build while
 * its text does: runs of hex digits (the assets' content hashes in links and scripts,
 * which change with any page's edit) are left out. They are ASCII, which every subset
 * keeps, and taking them out changes no tag, so the characters beyond ASCII that the
 * page draws are the same for every page with the same key.
 */
const charactersKey = (html: PageBytes): string =>
  contentHash(Buffer.from(html.replace(/[0-9a-f]{8,}/g, '#'), 'latin1'), 32);

/** The characters the page `html` draws that are not printable ASCII, which every subset has. */
function charactersBeyondAscii(html: PageBytes): string {
  const drawn = new DrawnCharacters();
  drawn.add(pageText(pageTextOf(html)));
  return [...drawn.toString()].filter((char) => !printableAscii.includes(char)).join('');
}

/** The characters the `pages` draw and the stylesheets' `content` strings, with printable ASCII. */
async function charactersToKeep(
  site: { outDir: string; siteDir?: string },
  pages: BuiltPages,
  sheets: readonly string[],
): Promise<string> {
  const drawn = new DrawnCharacters();
  drawn.add(printableAscii);
  // Parsing a page is most of this step's work: a page that can add no character is not
  // parsed, nor one whose text is unchanged since the last build.
  // One memo per output folder: each locale's build keeps its own pages'.
  const memo = await pageMemo(site, `chitchatlabs-font-characters-${contentHash(site.outDir, 8)}`);
  await pages.visit((page) => {
    if (!drawn.mayGrowFrom(page.bytes)) return;
    const work = () => charactersBeyondAscii(page.bytes);
    drawn.add(memo ? memo.through(charactersKey(page.bytes), work) : work());
  });
  await memo?.save();
  for (const css of sheets) drawn.add(cssContentText(css));
  return drawn.toString();
}

/** What names a subset's bytes: the font's, the characters, the settings, the library's version. */
const subsetKey = (original: Buffer, characters: string): string =>
  contentHash(
    Buffer.concat([
      original,
      Buffer.from(JSON.stringify([characters, subsetSettings, subsetterVersion()])),
    ]),
    64,
  );

/**
 * Subsets the self-hosted fonts the stylesheets reference to the characters the built
 * `pages` draw, after the pages are rendered (so a character a page adds is covered):
 * each font gets a new content-hashed name (assets are cached as immutable), the
 * stylesheets naming it are renamed by their new content, and the pages link them and
 * preload the `preload` faces. Returns the fonts, before and after.
 */
export async function subsetFonts(
  site: { outDir: string; siteDir?: string },
  pages: BuiltPages,
  options: FontSubsetOptions,
): Promise<Shrunk[]> {
  const { outDir } = site;
  const { cssFiles, sheets } = await readStylesheets(outDir);
  const characters = await charactersToKeep(site, pages, sheets);
  const subsets = contentCache(site, 'chitchatlabs-font-subsets');

  const renamed = new Map<string, string>();
  const faces: Shrunk[] = [];
  const fontUrls = new Map(
    sheets.flatMap((css) =>
      [...css.matchAll(fontUrlPattern)].map((m) => [m[0], { baseUrl: m[1], name: m[2] }] as const),
    ),
  );
  for (const [url, { baseUrl, name }] of fontUrls) {
    const original = await readFile(join(outDir, url.slice(baseUrl.length)));
    const make = () => subsetFont(original, characters, subsetSettings);
    const subset = subsets
      ? await subsets.through(subsetKey(original, characters), make)
      : await make();
    const newFile = `/assets/fonts/${name}-${contentHash(subset, 16)}.woff2`;
    const newUrl = `${baseUrl}${newFile}`;
    await writeFile(join(outDir, newFile), subset);
    // Subsetting a subset to the same characters (the step run again on its own output)
    // gives the same bytes, and so the same name: that file is the one to keep.
    if (newFile !== url.slice(baseUrl.length)) await rm(join(outDir, url.slice(baseUrl.length)));
    renamed.set(url, newUrl);
    faces.push({ name, file: newUrl, bytesBefore: original.length, bytesAfter: subset.length });
  }
  for (const [index, file] of cssFiles.entries()) {
    const css = sheets[index].replace(fontUrlPattern, (url) => renamed.get(url) ?? url);
    if (css !== sheets[index])
      renamed.set(`/${file}`, `/${await replaceStylesheet(outDir, file, css)}`);
  }
  const preloads = options.preload.map((name) => {
    const face = faces.find((candidate) => candidate.name === name);
    if (!face) throw new Error(`No stylesheet uses the font ${name}, which is to be preloaded`);
    return `<link rel=preload href=${face.file} as=font type=font/woff2 crossorigin>`;
  });
  await subsets?.prune();
  await relinkPages(outDir, pages, renamed, preloads);
  return faces;
}
