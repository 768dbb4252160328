/**
 * The compressed copies, made in the compression's own thread (`startStepWorker`): the
 * functions here take and return what a message between threads can carry.
 */
import { contentCache } from '../build-steps/cache';
import type { CacheClass } from './headerPolicy';
import { precompressAll } from './precompress';

/** A file to compress, by its path on disk. */
export type FileToCompress = { path: string; cacheClass: CacheClass; pageOwn: boolean };

const cacheName = 'chitchatlabs-compressed-copies';

/** One object per site folder, for every call of a build: the cache keeps its listing and uses by it. */
const sites = new Map<string, { siteDir: string }>();

function cacheOf(siteDir: string | undefined): ReturnType<typeof contentCache> {
  if (siteDir === undefined) return undefined;
  const site = sites.get(siteDir) ?? { siteDir };
  sites.set(siteDir, site);
  return contentCache(site, cacheName);
}

/**
 * Writes the copies of `files` (`precompressAll`), an earlier build's reused from the
 * site's cache; returns how many were written and how many of them were reused.
 */
export async function compressFiles(
  siteDir: string | undefined,
  files: readonly FileToCompress[],
): Promise<{ written: number; reused: number | undefined }> {
  const cache = cacheOf(siteDir);
  const copies = await precompressAll(files, cache);
  return { written: copies.length, reused: cache?.counts.reused };
}

/** Records the entries this build used and removes those no build used for a week. */
export async function pruneCompressedCopies(siteDir: string | undefined): Promise<void> {
  await cacheOf(siteDir)?.prune();
}
