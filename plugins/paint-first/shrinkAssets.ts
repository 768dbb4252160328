import { createHash } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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

const fontUrlPattern = /\/assets\/fonts\/([\w.-]+?)-[0-9a-f]{8,32}\.woff2/g;
const cssFilePattern = /^(.+)\.[0-9a-f]{8,32}\.css$/;

const contentHash = (data: Buffer | string, length: number): string =>
  createHash('sha256').update(data).digest('hex').slice(0, length);

async function filesEndingIn(dir: string, ending: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** Writes next to the file and renames, so a reader in parallel never sees half a file. */
async function writeAtomically(path: string, data: string | Buffer): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.tmp`);
  await writeFile(temporary, data);
  await rename(temporary, path);
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

/**
 * Subsets the self-hosted fonts the stylesheets reference to the characters the built
 * pages draw, after the pages are rendered (so a character a page adds is covered),
 * and drops the stylesheets' rules that nothing in the build can use: each font gets
 * a new content-hashed name (assets are cached as immutable), each stylesheet is
 * rewritten and renamed by its new content, and the pages link the new stylesheets and
 * preload the `preload` faces. Returns the fonts and the stylesheets, before and after.
 */
export async function shrinkBuiltAssets(
  outDir: string,
  options: ShrinkOptions,
): Promise<{ faces: Shrunk[]; stylesheets: Shrunk[] }> {
  const htmlFiles = await filesEndingIn(outDir, '.html');
  const cssFiles = (await filesEndingIn(join(outDir, 'assets/css'), '.css')).map(
    (file) => `assets/css/${file}`,
  );
  const pages = await Promise.all(htmlFiles.map((file) => readFile(join(outDir, file), 'utf8')));
  const sheets = await Promise.all(cssFiles.map((file) => readFile(join(outDir, file), 'utf8')));
  const characters = drawnCharacters([
    printableAscii,
    ...pages.map(pageText),
    ...sheets.map(cssContentText),
  ]);

  const renamed = new Map<string, string>();
  const faces: Shrunk[] = [];
  const fontNames = new Map(
    sheets.flatMap((css) => [...css.matchAll(fontUrlPattern)].map((m) => [m[0], m[1]] as const)),
  );
  for (const [url, name] of fontNames) {
    const original = await readFile(join(outDir, url));
    const subset = await subsetFont(original, characters, subsetSettings);
    const newUrl = `/assets/fonts/${name}-${contentHash(subset, 16)}.woff2`;
    await writeFile(join(outDir, newUrl), subset);
    await rm(join(outDir, url));
    renamed.set(url, newUrl);
    faces.push({ name, file: newUrl, bytesBefore: original.length, bytesAfter: subset.length });
  }
  const scripts = await Promise.all(
    (await filesEndingIn(join(outDir, 'assets/js'), '.js')).map((file) =>
      readFile(join(outDir, 'assets/js', file), 'utf8'),
    ),
  );
  const stylesheets: Shrunk[] = [];
  for (const [index, file] of cssFiles.entries()) {
    const css = await withoutUnusedRules(
      sheets[index].replace(fontUrlPattern, (url) => renamed.get(url) ?? url),
      { pages, scripts },
    );
    if (css === sheets[index]) continue;
    const stem = cssFilePattern.exec(basename(file))?.[1];
    if (!stem) throw new Error(`Stylesheet without a content hash in its name: ${file}`);
    const newFile = `${dirname(file)}/${stem}.${contentHash(css, 8)}.css`;
    await writeFile(join(outDir, newFile), css);
    await rm(join(outDir, file));
    renamed.set(`/${file}`, `/${newFile}`);
    stylesheets.push({
      name: stem,
      file: `/${newFile}`,
      bytesBefore: Buffer.byteLength(sheets[index]),
      bytesAfter: Buffer.byteLength(css),
    });
  }
  if (renamed.size === 0) return { faces, stylesheets };

  await assertNoScriptNames(outDir, [...renamed.keys()]);
  const preloads = options.preload.map((name) => {
    const face = faces.find((candidate) => candidate.name === name);
    if (!face) throw new Error(`No stylesheet uses the font ${name}, which is to be preloaded`);
    return `<link rel=preload href=${face.file} as=font type=font/woff2 crossorigin>`;
  });
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
        preloads.join('') +
        pages[index].slice(stylesheetAt).replace(references, (url) => renamed.get(url) ?? url);
      await writeAtomically(join(outDir, file), html);
    }),
  );
  return { faces, stylesheets };
}
