import { createHash } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { pageMemo, type PageMemo } from '../build-steps/cache';
import type { PageBytes } from '../build-steps/pageBytes';
import { readPages, type PageReading } from '../build-steps/pageReading';
import { pageOwnScripts } from '../page-scripts/pageOwnScripts';
import { searchIndexPartsFolder } from '../search/records';
import { everyOutputBut, type BuildStep, type BuiltSite } from '../build-steps/step';
import { startStepWorker, type StepWorker } from '../build-steps/stepWorker';
import {
  cacheControl,
  hashedAssetsPrefix,
  headersFile,
  nginxIncludeFile,
  nginxIncludesDir,
  redirectsFile,
  type CacheClass,
} from './headerPolicy';
import { cspHashesOf, inlineScriptsReader } from './inlineScripts';
import type * as CompressedCopies from './compressedCopies';
import type { FileToCompress } from './compressedCopies';
import { isCompressibleType } from './precompress';
import { publishLayout } from './publishRoot';
import { renderHeadersFile, renderNginxInclude, renderRedirectsFile } from './render';

/** The files of the site (paths under `outDir`), leaving out the web server's own. */
async function servedFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const link = entries.find((entry) => entry.isSymbolicLink());
  // A link could lead the web server outside the site folder.
  if (link) throw new Error(`Symbolic link in the site: ${join(link.parentPath, link.name)}`);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter(
      (file) =>
        file !== headersFile && file !== redirectsFile && !file.startsWith(`${nginxIncludesDir}/`),
    );
}

/** A `.gz` or `.br` copy the compression step wrote next to a file the list holds. */
const isCompressedCopy = (file: string, files: ReadonlySet<string>): boolean =>
  /\.(gz|br)$/.test(file) && files.has(file.slice(0, -3));

/** A page's key for its scripts' hashes: all its bytes, since a script may name an asset. */
const pageKey = (html: PageBytes): string =>
  createHash('sha256').update(html, 'latin1').digest('hex');

/** The hashes of the inline scripts of the pages read so far, by path, and their memo. */
type ScriptHashesRead = { memo?: PageMemo; byFile: Map<string, string[]> };

/**
 * The reading of `files` for their inline scripts' hashes, kept in `read.byFile`. Reading
 * a page is most of the work; a page the same as in the last build is not read again.
 */
function scriptHashesReading(files: readonly string[], read: ScriptHashesRead): PageReading {
  const { memo, byFile } = read;
  return {
    files,
    read(file, html) {
      const key = memo ? pageKey(html) : undefined;
      const known = key === undefined ? undefined : memo?.known(key);
      if (known !== undefined) {
        byFile.set(file, JSON.parse(known) as string[]);
        return undefined;
      }
      const { reader, scripts } = inlineScriptsReader();
      return {
        reader,
        done() {
          const hashes = cspHashesOf(scripts());
          if (key !== undefined) memo?.keep(key, JSON.stringify(hashes));
          byFile.set(file, hashes);
        },
      };
    },
  };
}

/** The site's HTML files under the publish root, as paths. */
async function htmlFilesOf(site: BuiltSite): Promise<string[]> {
  const { root } = publishLayout(site);
  return (await servedFiles(root))
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(root, file));
}

/** Each build's hashes of the pages read in the pipeline's pass over the final pages. */
const scriptHashesRead = new WeakMap<BuiltSite, ScriptHashesRead>();

const scriptHashesMemo = (site: BuiltSite): Promise<PageMemo | undefined> =>
  pageMemo(site, 'chitchatlabs-inline-script-hashes');

/**
 * The response headers of the site: the CSP allows the
 * inline scripts of the pages as they are now, by hash; `_nginx/` holds one include per
 * cache class for deploy/nginx.conf, `_headers` the same for CDN-style hosts (and
 * `_redirects`, for the `/index.html` form of a page). Both sit at
 * the publish root and cover every locale's pages: each locale's build writes them again
 * from all the pages there, so the last locale built leaves them complete. The pages the
 * pipeline's pass read are not read again; the rest (a folder redirect written since) are.
 */
const writeHeaders: BuildStep['run'] = async (site) => {
  const { root, localePaths } = publishLayout(site);
  const listed = await servedFiles(root);
  const listedSet = new Set(listed);
  const files = listed.filter((file) => !isCompressedCopy(file, listedSet)).sort();
  const read = scriptHashesRead.get(site) ?? {
    memo: await scriptHashesMemo(site),
    byFile: new Map<string, string[]>(),
  };
  scriptHashesRead.delete(site);
  const htmlFiles = files.filter((file) => file.endsWith('.html')).map((file) => join(root, file));
  await readPages([
    scriptHashesReading(
      htmlFiles.filter((file) => !read.byFile.has(file)),
      read,
    ),
  ]);
  await read.memo?.save();
  const scriptHashes = [
    ...new Set(htmlFiles.flatMap((file) => read.byFile.get(file) ?? [])),
  ].sort();

  await mkdir(join(root, nginxIncludesDir), { recursive: true });
  for (const cacheClass of Object.keys(cacheControl) as CacheClass[]) {
    await writeFile(
      join(root, nginxIncludeFile(cacheClass)),
      renderNginxInclude(cacheClass, scriptHashes),
    );
  }
  await writeFile(join(root, headersFile), renderHeadersFile(scriptHashes, files, localePaths));
  await writeFile(join(root, redirectsFile), renderRedirectsFile(localePaths));
  console.info(
    `[static-hosting] ${scriptHashes.length} inline script hash(es) in the CSP of ${localePaths.length} locale(s).`,
  );
};

/** The files compressed early (`precompressStep`), by what they are. */
const scripts = (file: string): boolean => file.startsWith('assets/js/');
const pagesAndStylesheets = (file: string): boolean =>
  file.endsWith('.html') || (file.startsWith('assets/css/') && file.endsWith('.css'));
const searchIndexParts = (file: string): boolean => file.startsWith(searchIndexPartsFolder);
const compressedEarly = (file: string): boolean =>
  scripts(file) || pagesAndStylesheets(file) || searchIndexParts(file);

type CompressionFunctions = typeof CompressedCopies;

/** Each build's compression thread, started by its first part and ended by the step. */
const compressionThreads = new WeakMap<BuiltSite, StepWorker<CompressionFunctions>>();

function compressionThreadOf(site: BuiltSite): StepWorker<CompressionFunctions> {
  const thread =
    compressionThreads.get(site) ??
    startStepWorker<CompressionFunctions>(
      fileURLToPath(new URL('./compressedCopies.ts', import.meta.url)),
    );
  compressionThreads.set(site, thread);
  return thread;
}

/**
 * `.gz` and `.br` copies of the site's text files as they are now, those `chosen` only,
 * an earlier build's reused for the same bytes, one file at a time in the build's
 * compression thread: the early parts leave the other core to the steps they run beside.
 */
async function writeCompressedCopies(
  site: BuiltSite,
  what: string,
  chosen: (file: string) => boolean,
): Promise<void> {
  const { outDir } = site;
  const ownScripts = await pageOwnScripts(site.generatedFilesDir, site.routes);
  const compressible: FileToCompress[] = [];
  for (const file of await servedFiles(outDir)) {
    if (!chosen(file)) continue;
    if (!isCompressibleType(file)) continue;
    const cacheClass = `/${file}`.startsWith(hashedAssetsPrefix) ? 'immutable' : 'revalidate';
    // Its size is checked once read, which spares a `stat` of each file.
    compressible.push({ path: join(outDir, file), cacheClass, pageOwn: ownScripts.has(file) });
  }
  const { written, reused } = await compressionThreadOf(site).call(
    'compressFiles',
    site.siteDir,
    compressible,
  );
  const fromCache = reused === undefined ? '' : `, ${reused} reused from an earlier build`;
  console.info(
    `[static-hosting] ${written} precompressed copies of ${compressible.length} ${what}${fromCache}.`,
  );
}

// These two see the final files: the CSP hashes the pages' inline scripts and `_headers`
// lists every file; the compressed copies are made of every file as served.
export const headersStep: BuildStep = {
  name: 'headers (CSP, _headers, _nginx)',
  reads: everyOutputBut('headers', 'compressed copies'),
  writes: ['headers'],
  async pageReading(site) {
    const read = { memo: await scriptHashesMemo(site), byFile: new Map<string, string[]>() };
    scriptHashesRead.set(site, read);
    return scriptHashesReading(await htmlFilesOf(site), read);
  },
  run: writeHeaders,
};

export const precompressStep: BuildStep = {
  name: 'precompression (.gz, .br)',
  reads: everyOutputBut('headers', 'compressed copies'),
  writes: ['compressed copies'],
  // The scripts (Brotli at quality 10), the pages and the search index's parts are most of
  // the work: each is compressed beside the steps before, once no step is left to write it.
  early: [
    {
      name: 'scripts',
      reads: ['scripts'],
      run: (site) => writeCompressedCopies(site, 'scripts', scripts),
    },
    {
      name: 'pages and stylesheets',
      reads: ['pages', 'stylesheets'],
      run: (site) => writeCompressedCopies(site, 'pages and stylesheets', pagesAndStylesheets),
    },
    {
      name: 'search index parts',
      reads: ['search indexes'],
      run: (site) => writeCompressedCopies(site, 'search index parts', searchIndexParts),
    },
  ],
  run: async (site) => {
    await writeCompressedCopies(site, 'other files', (file) => !compressedEarly(file));
    const thread = compressionThreadOf(site);
    await thread.call('pruneCompressedCopies', site.siteDir);
    compressionThreads.delete(site);
    await thread.close();
  },
};
