/**
 * What the steps that shrink the built assets share: the assets are cached as immutable,
 * so a changed file gets a new name from its content, and the pages link the new name.
 */
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

import pMap from 'p-map';

import { filesEndingIn } from './files';
import { asciiBytes, type PageBytes } from './pageBytes';
import { pagesAtOnce, type BuiltPages } from './pages';

/** A shrunk file: its name without the hash, its new URL, its size before and after. */
export type Shrunk = { name: string; file: string; bytesBefore: number; bytesAfter: number };

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/** Prints each shrunk file, before and after: `[font-subset] lato-latin-400-normal: …`. */
export function reportShrunk(prefix: string, shrunk: readonly Shrunk[]): void {
  for (const { name, bytesBefore, bytesAfter } of shrunk)
    console.info(`[${prefix}] ${name}: ${kib(bytesBefore)} -> ${kib(bytesAfter)}`);
}

export const cssFilePattern = /^(.+)\.[0-9a-f]{8,32}\.css$/;

export const contentHash = (data: Buffer | string, length: number): string =>
  createHash('sha256').update(data).digest('hex').slice(0, length);

/** The build's stylesheets (`assets/css/…`) and their text, as they are now. */
export async function readStylesheets(
  outDir: string,
): Promise<{ cssFiles: string[]; sheets: string[] }> {
  const cssFiles = (await filesEndingIn(join(outDir, 'assets/css'), '.css')).map(
    (file) => `assets/css/${file}`,
  );
  const sheets = await Promise.all(cssFiles.map((file) => readFile(join(outDir, file), 'utf8')));
  return { cssFiles, sheets };
}

/**
 * The app's scripts (`assets/js/…`) by file, read once per build for the steps that read
 * them (no step writes them): the fonts and unused-CSS steps read every script two or three
 * times, 0.2 s of CPU each at 1,000 generated pages (8 MB of scripts).
 */
const scriptsOfBuild = new WeakMap<BuiltPages, Promise<ReadonlyMap<string, string>>>();

function builtScripts(outDir: string, pages: BuiltPages): Promise<ReadonlyMap<string, string>> {
  let scripts = scriptsOfBuild.get(pages);
  if (!scripts) {
    scripts = (async () => {
      const files = await filesEndingIn(join(outDir, 'assets/js'), '.js');
      const texts = await pMap(files, (file) => readFile(join(outDir, 'assets/js', file), 'utf8'), {
        concurrency: pagesAtOnce,
      });
      return new Map(files.map((file, index) => [file, texts[index]]));
    })();
    scriptsOfBuild.set(pages, scripts);
  }
  return scripts;
}

/** Calls `visit` on the text of each of the app's scripts (`assets/js/…`) of the build `pages` are of. */
export async function visitScripts(
  outDir: string,
  pages: BuiltPages,
  visit: (js: string) => void,
): Promise<void> {
  for (const js of (await builtScripts(outDir, pages)).values()) visit(js);
}

/** Writes a changed stylesheet under the name of its new content and removes the old one. */
export async function replaceStylesheet(
  outDir: string,
  file: string,
  css: string,
): Promise<string> {
  const stem = cssFilePattern.exec(basename(file))?.[1];
  if (!stem) throw new Error(`Stylesheet without a content hash in its name: ${file}`);
  const newFile = `${dirname(file)}/${stem}.${contentHash(css, 8)}.css`;
  await writeFile(join(outDir, newFile), css);
  // The same content has the same name: the file written is the one to keep.
  if (newFile !== file) await rm(join(outDir, file));
  return newFile;
}

/** The bundles are named by their content and cannot be rewritten: none may name a file we rename. */
async function assertNoScriptNames(
  outDir: string,
  pages: BuiltPages,
  urls: readonly string[],
): Promise<void> {
  for (const [file, js] of await builtScripts(outDir, pages)) {
    const named = urls.find((url) => js.includes(basename(url)));
    if (named)
      throw new Error(`assets/js/${file} names ${named}, which shrinking the assets renames`);
  }
}

/**
 * Where a page's first stylesheet link starts, however a minifier (or none) writes
 * it: `<link rel=stylesheet`, `<link href="…" rel="stylesheet">`; -1 when it has none.
 */
export function firstStylesheetLinkAt(html: string): number {
  return /<link\s[^>]*?\brel\s*=\s*(["']?)stylesheet\1[\s/>]/i.exec(html)?.index ?? -1;
}

/**
 * Where the run of stylesheet links that starts at `from` ends (whitespace between them
 * allowed): the links that follow it are requested after the stylesheets.
 */
function stylesheetLinksEnd(html: string, from: number): number {
  const stylesheetLink = /\s*<link\s[^>]*?\brel\s*=\s*(["']?)stylesheet\1(?=[\s/>])[^>]*>/iy;
  let end = from;
  stylesheetLink.lastIndex = from;
  while (stylesheetLink.exec(html)) end = stylesheetLink.lastIndex;
  return end;
}

/**
 * `html` pointing at the renamed files (`references` matches their old URLs), with `links`
 * added right after its stylesheets (the first run of stylesheet links): the browser
 * requests the stylesheet, which every paint waits for, first, on the connection the page
 * came on, and the preloaded fonts next, so that it parses the stylesheet and styles the
 * page while the fonts are still coming (bench/SHAPED.md, 2026-11-28). A page without a
 * stylesheet as it was.
 */
function relinked(
  html: PageBytes,
  references: RegExp,
  renamed: ReadonlyMap<string, PageBytes>,
  links: PageBytes,
): PageBytes {
  const stylesheetAt = firstStylesheetLinkAt(html);
  if (stylesheetAt < 0) return html;
  const linksAt = stylesheetLinksEnd(html, stylesheetAt);
  const relink = (part: string): string =>
    part.replace(references, (url) => renamed.get(url) ?? url);
  // ASCII spliced into a page's bytes by ASCII: still its bytes (`relinkPages` checks).
  return (html.slice(0, stylesheetAt) +
    relink(html.slice(stylesheetAt, linksAt)) +
    links +
    relink(html.slice(linksAt))) as PageBytes;
}

/** Queues the pages' pointing at the renamed files, with `links` added after their stylesheets. */
export async function relinkPages(
  outDir: string,
  pages: BuiltPages,
  renamed: ReadonlyMap<string, string>,
  links: readonly string[] = [],
): Promise<void> {
  if (renamed.size === 0) return;
  const newUrls = new Map(
    [...renamed].map(([url, newUrl]) => [
      asciiBytes(url, "A renamed file's URL"),
      asciiBytes(newUrl, "A renamed file's URL"),
    ]),
  );
  const added = asciiBytes(links.join(''), 'A link added to the pages');
  await assertNoScriptNames(outDir, pages, [...renamed.keys()]);
  const references = new RegExp(
    [...newUrls.keys()].map((url) => url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  );
  pages.rewrite((html) => relinked(html, references, newUrls, added));
}
