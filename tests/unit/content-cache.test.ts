import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { contentCache } from '@site/plugins/build-steps/cache';

const day = 24 * 60 * 60 * 1000;
let siteDir: string;
const cacheDir = (): string => join(siteDir, 'node_modules/.cache/kept');

beforeEach(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'content-cache-'));
  mkdirSync(join(siteDir, 'build'));
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(siteDir, { recursive: true, force: true });
});

type Cache = ReturnType<typeof contentCache>;

/** Writes `file` through `cache` as the entry `key` holding `bytes of ${key}`, when `wanted`. */
const writeCopy = (cache: Cache, key: string, file: string, wanted = true) =>
  cache?.writeThrough(
    key,
    async () => Buffer.from(`bytes of ${key}`),
    file,
    () => wanted,
  );

/** One build's use of the cache (a new site object, as each build hands the steps). */
async function build(keys: readonly string[]): Promise<{ reused: number; made: number }> {
  const cache = contentCache({ siteDir }, 'kept');
  if (!cache) throw new Error('no cache');
  for (const key of keys) {
    const file = join(siteDir, 'build', key);
    rmSync(file, { force: true });
    await writeCopy(cache, key, file);
  }
  await cache.prune();
  return cache.counts;
}

describe('the content cache between builds', () => {
  it('records a reuse without touching the kept entry, and keeps what a build used', async () => {
    await build(['a', 'b']);
    const stamped = Date.now() - 3 * day;
    utimesSync(join(cacheDir(), 'a'), new Date(stamped), new Date(stamped));
    expect(await build(['a', 'b'])).toEqual({ reused: 2, made: 0 });
    // One record written at the end instead of a time stamp set on each reused entry.
    expect(Math.round(statSync(join(cacheDir(), 'a')).mtimeMs)).toBe(stamped);
    expect(readFileSync(join(siteDir, 'build', 'a'), 'utf8')).toBe('bytes of a');
  });

  it('removes the entries no build used for a week, by the record of use', async () => {
    await build(['a', 'b']);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * day });
    await build(['a']);
    vi.setSystemTime(Date.now() + 3 * day);
    expect(await build(['a', 'c'])).toEqual({ reused: 1, made: 1 });
    expect(existsSync(join(cacheDir(), 'a'))).toBe(true);
    expect(existsSync(join(cacheDir(), 'b')), 'unused for eight days').toBe(false);
    expect(existsSync(join(cacheDir(), 'c'))).toBe(true);
  });

  it('prunes a folder kept before the record by its entries’ time stamps', async () => {
    mkdirSync(cacheDir(), { recursive: true });
    for (const [key, age] of [
      ['old', 9 * day],
      ['recent', day],
    ] as const) {
      writeFileSync(join(cacheDir(), key), `bytes of ${key}`);
      const at = new Date(Date.now() - age);
      utimesSync(join(cacheDir(), key), at, at);
    }
    expect(await build(['other'])).toEqual({ reused: 0, made: 1 });
    expect(existsSync(join(cacheDir(), 'old'))).toBe(false);
    expect(existsSync(join(cacheDir(), 'recent'))).toBe(true);
    expect(await build(['recent']), 'an entry of the old folder is reused').toEqual({
      reused: 1,
      made: 0,
    });
  });

  it('makes an entry again when it was removed after the build listed the folder', async () => {
    await build(['a']);
    const cache = contentCache({ siteDir }, 'kept');
    // The build lists the folder once: a first use waits for the listing.
    await cache?.through('unknown', async () => Buffer.from('x'));
    const file = join(siteDir, 'build', 'a');
    rmSync(file);
    rmSync(join(cacheDir(), 'a'));
    const make = vi.fn(async () => Buffer.from('bytes of a'));
    expect(await cache?.writeThrough('a', make, file, () => true)).toBe(true);
    expect(make).toHaveBeenCalledOnce();
    expect(readFileSync(file, 'utf8')).toBe('bytes of a');
  });

  it('replaces an earlier build’s file, never writing through it into that build’s entry', async () => {
    const file = join(siteDir, 'build', 'page.html.br');
    const first = contentCache({ siteDir }, 'kept');
    await writeCopy(first, 'old', file);
    await first?.prune();
    // The next build finds the file still there (an output folder not emptied first).
    await writeCopy(contentCache({ siteDir }, 'kept'), 'new', file);
    expect(readFileSync(file, 'utf8')).toBe('bytes of new');
    expect(readFileSync(join(cacheDir(), 'old'), 'utf8')).toBe('bytes of old');
    expect(readFileSync(join(cacheDir(), 'new'), 'utf8')).toBe('bytes of new');
    expect(statSync(file).ino).toBe(statSync(join(cacheDir(), 'new')).ino);
  });

  it('keeps a copy it does not write, so that the next build need not make it again', async () => {
    const file = join(siteDir, 'build', 'tiny.css.br');
    const first = contentCache({ siteDir }, 'kept');
    expect(await writeCopy(first, 'tiny', file, false)).toBe(false);
    expect(existsSync(file)).toBe(false);
    await first?.prune();
    const make = vi.fn(async () => Buffer.from('bytes of tiny'));
    const next = contentCache({ siteDir }, 'kept');
    expect(await next?.writeThrough('tiny', make, file, () => false)).toBe(false);
    expect(make).not.toHaveBeenCalled();
  });

  it('makes and keeps the same bytes once when two files of a build need them at once', async () => {
    const cache = contentCache({ siteDir }, 'kept');
    const make = vi.fn(async () => Buffer.from('the same bytes'));
    const files = Array.from({ length: 8 }, (_, i) => join(siteDir, 'build', `copy-${i}`));
    await Promise.all(files.map((file) => cache?.writeThrough('same', make, file, () => true)));
    expect(make).toHaveBeenCalledOnce();
    for (const file of files) expect(readFileSync(file, 'utf8')).toBe('the same bytes');
  });
});
