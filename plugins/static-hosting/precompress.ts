import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { ContentCache } from '../build-steps/cache';
import { routesFolder } from '../page-scripts/routeKeys';
import type { CacheClass } from './headerPolicy';

/** Text formats worth compressing; images and fonts are compressed already. */
export const compressibleExtensions = [
  '.html',
  '.css',
  '.js',
  '.json',
  '.xml',
  '.svg',
  '.txt',
  '.md',
  '.map',
  '.webmanifest',
] as const;

/** Below this size a compressed copy saves less than the headers it costs. */
export const minimumCompressibleBytes = 1024;

/** A text format worth compressing (`compressibleExtensions`), whatever its size. */
export const isCompressibleType = (path: string): boolean =>
  compressibleExtensions.some((ext) => path.endsWith(ext));

export function isCompressible(path: string, size: number): boolean {
  return size >= minimumCompressibleBytes && isCompressibleType(path);
}

/**
 * Data the build writes anew each time under the hashed assets, one file or more per page,
 * not the bundler's code: the search index's parts and each page's route data (written
 * with the scripts, under `assets/js/routes/`), thousands of files on a big site,
 * compressed as the pages are.
 */
const isBuildData = (file: string): boolean =>
  /(^|\/)assets\//.test(file) &&
  (file.includes(`/${routesFolder}`) ||
    (file.endsWith('.json') && !/(^|\/)assets\/js\//.test(file)));

/**
 * The compression levels of a file's copies, by how long it is served and what it holds.
 * The pages, their Markdown copies and the search index change with every build: Brotli
 * at quality 6 compressed a page of a thousand-page build in 1.6 ms instead of 140 ms, to
 * 7.9 KiB instead of 7.1 KiB, and quality 9 saved almost nothing more; gzip at level 6
 * compressed that build's 999 generated pages (49 MB) in half the time of level 9, 0.4 %
 * larger (9,307,617 bytes against 9,273,896). The hashed assets are cached for a year:
 * the stylesheet, which blocks the first paint and is one file whatever the site's size,
 * at the best compression; the scripts pages share at Brotli 10, which for the five-page
 * site's main bundle gives 52.6 KiB instead of 51.6 at 11, and gzip 9. The search index's
 * parts and the routes' data, cached for a year too (named by their content), are data
 * rewritten by each build, one file or more per page: as the pages. On a thousand-page
 * build the routes' 1,029 files (15.8 MiB) compressed in 0.37 s of CPU instead of 5.67 s
 * at Brotli 10, to 1,289 KiB instead of 1,125 (a page's route data, read once when a
 * reader heads there, about 160 bytes more). A script one page alone loads (`pageOwn`:
 * its content's chunk) is such a file too: the thousand-page build's 1,007 (7.3 MiB) came
 * to 1,751 KiB instead of 1,631 at 10 (a page's chunk 1,766 bytes instead of 1,653,
 * median 122 bytes more), and the scripts' copies took 3.2 to 4.9 s of CPU instead of 6.5
 * to 7.4.
 */
export function compressionLevelsFor(
  file: string,
  cacheClass: CacheClass,
  pageOwn = false,
): { gzip: number; brotli: number } {
  if (cacheClass === 'revalidate' || isBuildData(file) || pageOwn) return { gzip: 6, brotli: 6 };
  return { gzip: 9, brotli: file.endsWith('.css') ? constants.BROTLI_MAX_QUALITY : 10 };
}

/**
 * Writes `file.gz` and `file.br` next to `file` when it `isCompressible`, each only when it is smaller than
 * the original (nginx's gzip_static / brotli_static serve them when present), the
 * copies at the levels `compressionLevelsFor` gives. With a `cache`, a copy of the
 * same bytes made by an earlier build is reused: the bundler names most scripts by their
 * content, and a build after one page's edit leaves all but a few unchanged. Returns the
 * copies written.
 *
 * Reading, compressing and writing are synchronous: the build runs this in a thread of
 * its own (`compressedCopies.ts`), where nothing else waits on it. Node's asynchronous
 * zlib and file calls cost more than the work for files of a few KiB: a thousand-page
 * build's 2,111 scripts took 4.0 s of CPU with them, 2.2 s with zlib's synchronous calls.
 */
export async function precompress(
  file: string,
  cacheClass: CacheClass,
  cache?: ContentCache,
  pageOwn = false,
): Promise<string[]> {
  const original = readFileSync(file);
  if (!isCompressible(file, original.length)) return [];
  const levels = compressionLevelsFor(file, cacheClass, pageOwn);
  const contentKey = createHash('sha256').update(original).digest('hex');
  const copies: Array<[string, string, () => Buffer]> = [
    [
      `${file}.gz`,
      `gzip${levels.gzip}-zlib${process.versions.zlib}`,
      () => gzipSync(original, { level: levels.gzip }),
    ],
    [
      `${file}.br`,
      `br${levels.brotli}-brotli${process.versions.brotli}`,
      () =>
        brotliCompressSync(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
    ],
  ];
  const smaller = (length: number): boolean => length < original.length;
  const written: string[] = [];
  for (const [path, format, make] of copies) {
    // A kept copy is linked into the build, not read and written again.
    if (cache) {
      if (await cache.writeThrough(`${contentKey}.${format}`, make, path, smaller))
        written.push(path);
      continue;
    }
    const bytes = make();
    if (!smaller(bytes.length)) continue;
    writeFileSync(path, bytes);
    written.push(path);
  }
  return written;
}

/**
 * Precompresses the files one after the other: one file's contents and compressor state
 * are held at a time (started all at once, a thousand-page build peaked at 3.2 GiB of
 * memory, against 2.0 GiB for stock Docusaurus).
 */
export async function precompressAll(
  files: ReadonlyArray<{ path: string; cacheClass: CacheClass; pageOwn?: boolean }>,
  cache?: ContentCache,
): Promise<string[]> {
  const copies: string[] = [];
  for (const { path, cacheClass, pageOwn } of files)
    copies.push(...(await precompress(path, cacheClass, cache, pageOwn)));
  return copies;
}
