import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import subsetFont from 'subset-font';

import { cssContentText, drawnCharacters, pageText, printableAscii } from './builtText';
import { withoutUnusedRules } from './unusedCss';

export type ShrinkOptions = {
  /** Font files to preload on every page, by the name the package gives them (no hash). */
  preload: readonly string[];
};

export type Shrunk = { name: string; file: string; bytesBefore: number; bytesAfter: number };

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
const cssFilePattern = /^(.+)\.[0-9a-f]{8,32}\.css$/;

const contentHash = (data: Buffer | string, length: number): string =>
  createHash('sha256').update(data).digest('hex').slice(0, length);

async function filesEndingIn(dir: string, ending: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** The bundles are named by their content and cannot be rewritten: none may name a file we rename. */
async function assertNoScriptNames(outDir: string, urls: readonly string[]): Promise<void> {
  for (const file of await filesEndingIn(join(outDir, 'assets/js'), '.js')) {
    const js = await readFile(join(outDir, 'assets/js', file), 'utf8');
    const named = urls.find((url) => js.includes(basename(url)));
    if (named)
      throw new Error(`assets/js/${file} names ${named}, which shrinking the assets renames`);
  }
}

/** The pages and stylesheets of a build, as they are when a step starts. */
async function readBuild(outDir: string) {
  const htmlFiles = await filesEndingIn(outDir, '.html');
  const cssFiles = (await filesEndingIn(join(outDir, 'assets/css'), '.css')).map(
    (file) => `assets/css/${file}`,
  );
  const pages = await Promise.all(htmlFiles.map((file) => readFile(join(outDir, file), 'utf8')));
  const sheets = await Promise.all(cssFiles.map((file) => readFile(join(outDir, file), 'utf8')));
  return { htmlFiles, pages, cssFiles, sheets };
}

/** Writes a changed stylesheet under the name of its new content and removes the old one. */
async function replaceStylesheet(outDir: string, file: string, css: string): Promise<string> {
  const stem = cssFilePattern.exec(basename(file))?.[1];
  if (!stem) throw new Error(`Stylesheet without a content hash in its name: ${file}`);
  const newFile = `${dirname(file)}/${stem}.${contentHash(css, 8)}.css`;
  await writeFile(join(outDir, newFile), css);
  await rm(join(outDir, file));
  return newFile;
}

/** Points the pages at the renamed files, with `links` added before their first stylesheet. */
async function relinkPages(
  outDir: string,
  { htmlFiles, pages }: { htmlFiles: readonly string[]; pages: readonly string[] },
  renamed: ReadonlyMap<string, string>,
  links: readonly string[] = [],
): Promise<void> {
  if (renamed.size === 0) return;
  await assertNoScriptNames(outDir, [...renamed.keys()]);
  const references = new RegExp(
    [...renamed.keys()].map((url) => url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  );
  await Promise.all(
    htmlFiles.map(async (file, index) => {
      const stylesheetAt = pages[index].indexOf('<link rel=stylesheet');
      if (stylesheetAt < 0) return;
      const html =
        pages[index].slice(0, stylesheetAt) +
        links.join('') +
        pages[index].slice(stylesheetAt).replace(references, (url) => renamed.get(url) ?? url);
      await writeFile(join(outDir, file), html);
    }),
  );
}

/**
 * Subsets the self-hosted fonts the stylesheets reference to the characters the built
 * pages draw, after the pages are rendered (so a character a page adds is covered):
 * each font gets a new content-hashed name (assets are cached as immutable), the
 * stylesheets naming it are renamed by their new content, and the pages link them and
 * preload the `preload` faces. Returns the fonts, before and after.
 */
export async function subsetFonts(outDir: string, options: ShrinkOptions): Promise<Shrunk[]> {
  const build = await readBuild(outDir);
  const characters = drawnCharacters([
    printableAscii,
    ...build.pages.map(pageText),
    ...build.sheets.map(cssContentText),
  ]);

  const renamed = new Map<string, string>();
  const faces: Shrunk[] = [];
  const fontUrls = new Map(
    build.sheets.flatMap((css) =>
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
  for (const [index, file] of build.cssFiles.entries()) {
    const css = build.sheets[index].replace(fontUrlPattern, (url) => renamed.get(url) ?? url);
    if (css !== build.sheets[index])
      renamed.set(`/${file}`, `/${await replaceStylesheet(outDir, file, css)}`);
  }
  const preloads = options.preload.map((name) => {
    const face = faces.find((candidate) => candidate.name === name);
    if (!face) throw new Error(`No stylesheet uses the font ${name}, which is to be preloaded`);
    return `<link rel=preload href=${face.file} as=font type=font/woff2 crossorigin>`;
  });
  await relinkPages(outDir, build, renamed, preloads);
  return faces;
}

/**
 * Drops the stylesheets' rules that nothing in the build can use (./unusedCss): each
 * changed stylesheet is renamed by its new content and the pages link the new name.
 * Returns the stylesheets, before and after.
 */
export async function dropUnusedCss(outDir: string): Promise<Shrunk[]> {
  const build = await readBuild(outDir);
  const scripts = await Promise.all(
    (await filesEndingIn(join(outDir, 'assets/js'), '.js')).map((file) =>
      readFile(join(outDir, 'assets/js', file), 'utf8'),
    ),
  );
  const renamed = new Map<string, string>();
  const stylesheets: Shrunk[] = [];
  for (const [index, file] of build.cssFiles.entries()) {
    const css = await withoutUnusedRules(build.sheets[index], { pages: build.pages, scripts });
    if (css === build.sheets[index]) continue;
    const newFile = `/${await replaceStylesheet(outDir, file, css)}`;
    renamed.set(`/${file}`, newFile);
    stylesheets.push({
      name: cssFilePattern.exec(basename(file))?.[1] ?? file,
      file: newFile,
      bytesBefore: Buffer.byteLength(build.sheets[index]),
      bytesAfter: Buffer.byteLength(css),
    });
  }
  await relinkPages(outDir, build, renamed);
  return stylesheets;
}
