import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';

import type { BuiltPage } from '../build-steps/pages';
import {
  contentHash,
  readStylesheets,
  relinkPages,
  replaceStylesheet,
  type Shrunk,
} from '../build-steps/assets';
import { cssContentText, drawnCharacters, pageText, printableAscii } from './builtText';
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

/**
 * A font's URL as a stylesheet names it: the locale's base URL (`/ar`, or nothing for the
 * default locale, whose build is the site's root), then the assets' path and the face.
 */
const fontUrlPattern = /((?:\/[\w.~-]+)*)\/assets\/fonts\/([\w.-]+?)-[0-9a-f]{8,32}\.woff2/g;

/**
 * Subsets the self-hosted fonts the stylesheets reference to the characters the built
 * `pages` draw, after the pages are rendered (so a character a page adds is covered):
 * each font gets a new content-hashed name (assets are cached as immutable), the
 * stylesheets naming it are renamed by their new content, and the pages link them and
 * preload the `preload` faces. Returns the fonts, before and after.
 */
export async function subsetFonts(
  outDir: string,
  pages: readonly BuiltPage[],
  options: FontSubsetOptions,
): Promise<Shrunk[]> {
  const { cssFiles, sheets } = await readStylesheets(outDir);
  const characters = drawnCharacters([
    printableAscii,
    ...pages.map((page) => pageText(page.html)),
    ...sheets.map(cssContentText),
  ]);

  const renamed = new Map<string, string>();
  const faces: Shrunk[] = [];
  const fontUrls = new Map(
    sheets.flatMap((css) =>
      [...css.matchAll(fontUrlPattern)].map((m) => [m[0], { baseUrl: m[1], name: m[2] }] as const),
    ),
  );
  for (const [url, { baseUrl, name }] of fontUrls) {
    const original = await readFile(join(outDir, url.slice(baseUrl.length)));
    const subset = await subsetFont(original, characters, subsetSettings);
    const newFile = `/assets/fonts/${name}-${contentHash(subset, 16)}.woff2`;
    const newUrl = `${baseUrl}${newFile}`;
    await writeFile(join(outDir, newFile), subset);
    await rm(join(outDir, url.slice(baseUrl.length)));
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
  await relinkPages(outDir, pages, renamed, preloads);
  return faces;
}
