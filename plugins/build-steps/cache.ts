import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type { PageBytes } from './pageBytes';

/** An entry no build used for this long is removed, so the cache holds about what builds use. */
const unusedForMs = 7 * 24 * 60 * 60 * 1000;

/**
 * The record of a cache's entries, in its folder: each entry's size and when a build last
 * used it, written once at the end of a build (`prune`) rather than a time stamp set on
 * each entry as it is reused (on a thousand-page build, two system calls per reuse).
 */
const usesFile = '.uses.json';

/** What the record holds of an entry: its size in bytes, and when a build last used it. */
type EntryUse = { size: number; usedAt: number };

/** What a build knows of one cache folder, shared by every handle to it in the build. */
type CacheState = {
  /** The entries in the folder when the build began (one listing), and those it made. */
  entries: Promise<Map<string, Partial<EntryUse>>>;
  /** The entries this build used or made, by size. */
  used: Map<string, number>;
  /** Whether the folder was made. */
  made?: true;
  /** The entries being made and kept, so that two files of the same bytes make them once. */
  making: Map<string, Promise<Buffer>>;
};

/**
 * Files a step made from some content in an earlier build, by a key that names all it
 * was made from (the content's hash, the settings, the library's version), so a build
 * redoes only what changed. Kept under `node_modules/.cache`, where Docusaurus keeps the
 * bundler's: removing the folder is a clean build.
 */
export type ContentCache = {
  /** The bytes made for `key`, or what `make` makes, kept for the next build. */
  through(key: string, make: () => Buffer | Promise<Buffer>): Promise<Buffer>;
  /**
   * As `through`, written to `file` when `wanted(length)`, as a hard link to the kept
   * bytes where the file system allows (nothing is read or copied), else as a copy.
   * Says whether it wrote the file.
   */
  writeThrough(
    key: string,
    make: () => Buffer | Promise<Buffer>,
    file: string,
    wanted: (length: number) => boolean,
  ): Promise<boolean>;
  /** How many `through` calls found their bytes made already, and how many made them. */
  readonly counts: { reused: number; made: number };
  /** Records which entries this build used, and removes those no build used for a week. */
  prune(): Promise<void>;
};

const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error ? String(error.code) : undefined;

async function listEntries(dir: string): Promise<Map<string, Partial<EntryUse>>> {
  const [names, record] = await Promise.all([
    readdir(dir).catch((): string[] => []),
    readFile(join(dir, usesFile), 'utf8')
      .then((text) => JSON.parse(text) as Record<string, EntryUse>)
      .catch((): Record<string, EntryUse> => ({})),
  ]);
  return new Map(
    names
      .filter((name) => !name.startsWith('.') && !name.endsWith('.partial'))
      .map((name) => [name, Object.hasOwn(record, name) ? (record[name] as EntryUse) : {}]),
  );
}

/** The state of each cache folder, by the build it is of: a new build lists it anew. */
const states = new WeakMap<object, Map<string, CacheState>>();

function stateOf(site: object, dir: string): CacheState {
  const ofSite = states.get(site) ?? new Map<string, CacheState>();
  states.set(site, ofSite);
  const state = ofSite.get(dir) ?? {
    entries: listEntries(dir),
    used: new Map(),
    making: new Map(),
  };
  ofSite.set(dir, state);
  return state;
}

/** The size of the file at `path`; none when it cannot be read. */
function sizeOnDisk(path: string): number | undefined {
  try {
    return statSync(path).size;
  } catch {
    return undefined;
  }
}

/**
 * Links `file` to `kept`, replacing a file of that name; false when `kept` is gone.
 * Synchronous, as the entries are written (`keep`): a cache's files are small, and
 * the compressed copies' thousands, made in a thread of their own, took a thousand-page
 * build 3 s of CPU more with Node's asynchronous file calls.
 */
function linkTo(kept: string, file: string): boolean {
  try {
    linkSync(kept, file);
    return true;
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT') return false;
    if (code === 'EEXIST') {
      rmSync(file, { force: true });
      return linkTo(kept, file);
    }
    // A file system without hard links (or across devices): a copy.
    copyFileSync(kept, file);
    return true;
  }
}

/**
 * Writes `bytes` to `file` as a new file. A file already there is removed first, never
 * written over: it may be an earlier build's copy, linked to a kept entry of other bytes.
 */
function writeNewFile(file: string, bytes: Buffer): void {
  try {
    writeFileSync(file, bytes, { flag: 'wx' });
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    rmSync(file, { force: true });
    writeFileSync(file, bytes, { flag: 'wx' });
  }
}

/**
 * Links the whole file `file` into the cache as `entry`; true when the entry is there
 * (an entry of that name holds the same bytes: its name is their key), false on a file
 * system without hard links.
 */
function linkInto(file: string, entry: string): boolean {
  try {
    linkSync(file, entry);
    return true;
  } catch (error) {
    return errorCode(error) === 'EEXIST';
  }
}

/** The cache named `name` of the site being built; none for a step run without a site folder. */
export function contentCache(site: { siteDir?: string }, name: string): ContentCache | undefined {
  // A step tested on its own may get no site folder: it then makes everything.
  if (!site.siteDir) return undefined;
  const dir = join(site.siteDir, 'node_modules/.cache', name);
  const state = stateOf(site, dir);
  const counts = { reused: 0, made: 0 };
  const folder = (): void => {
    if (state.made) return;
    mkdirSync(dir, { recursive: true });
    state.made = true;
  };
  /** Keeps `bytes` as the entry `key`: written whole under another name first, so a build stopped halfway leaves no torn entry. */
  const keep = (key: string, bytes: Buffer): void => {
    folder();
    const partial = join(dir, `${key}.${process.pid}.partial`);
    writeFileSync(partial, bytes);
    renameSync(partial, join(dir, key));
  };
  // Held only while being made: once kept, the entry is listed and read from the folder,
  // so the build does not hold every copy it made.
  const makeAndKeep = (
    key: string,
    make: () => Buffer | Promise<Buffer>,
    keepAs: (bytes: Buffer) => void = (bytes) => keep(key, bytes),
  ): Promise<Buffer> => {
    const making =
      state.making.get(key) ??
      Promise.resolve(make())
        .then(async (bytes) => {
          keepAs(bytes);
          (await state.entries).set(key, { size: bytes.length });
          return bytes;
        })
        .finally(() => state.making.delete(key));
    state.making.set(key, making);
    return making;
  };
  const made = (key: string, bytes: Buffer): void => {
    counts.made += 1;
    state.used.set(key, bytes.length);
  };
  return {
    counts,
    async through(key, make) {
      if ((await state.entries).has(key)) {
        const kept = await readFile(join(dir, key)).catch(() => undefined);
        if (kept) {
          counts.reused += 1;
          state.used.set(key, kept.length);
          return kept;
        }
      }
      const bytes = await makeAndKeep(key, make);
      made(key, bytes);
      return bytes;
    },
    async writeThrough(key, make, file, wanted) {
      const path = join(dir, key);
      const entry = (await state.entries).get(key);
      if (entry) {
        const size = entry.size ?? sizeOnDisk(path);
        if (size !== undefined) {
          if (!wanted(size)) {
            counts.reused += 1;
            state.used.set(key, size);
            return false;
          }
          if (linkTo(path, file)) {
            counts.reused += 1;
            state.used.set(key, size);
            return true;
          }
        }
      }
      // Written into the build, then linked into the cache: the entry appears whole, with
      // no file written aside and renamed. On a thousand-page clean build the scripts'
      // copies took 2.9 and 3.3 s this way, 5.2 and 5.3 s kept first and linked into the
      // build, and the build 16.3 and 17.2 s of system time against 18.6 and 19.5.
      let writtenHere = false;
      const bytes = await makeAndKeep(key, make, (madeBytes) => {
        if (!wanted(madeBytes.length)) {
          keep(key, madeBytes);
          return;
        }
        writeNewFile(file, madeBytes);
        folder();
        if (!linkInto(file, path)) keep(key, madeBytes);
        writtenHere = true;
      });
      made(key, bytes);
      if (!wanted(bytes.length)) return false;
      // Another file of this build with the same bytes made the entry meanwhile.
      if (!writtenHere && !linkTo(path, file)) writeFileSync(file, bytes);
      return true;
    },
    async prune() {
      const entries = await state.entries;
      const now = Date.now();
      const record: Record<string, EntryUse> = {};
      for (const [key, { size, usedAt }] of entries) {
        const path = join(dir, key);
        const usedSize = state.used.get(key);
        // An entry of a cache kept before the record: its time stamp says when it was used.
        const known =
          usedSize !== undefined
            ? { size: usedSize, usedAt: now }
            : size !== undefined && usedAt !== undefined
              ? { size, usedAt }
              : await stat(path).then(
                  (found) => ({ size: found.size, usedAt: found.mtimeMs }),
                  () => undefined,
                );
        if (!known) entries.delete(key);
        else if (known.usedAt < now - unusedForMs) {
          await rm(path, { force: true });
          entries.delete(key);
        } else record[key] = known;
      }
      if (entries.size === 0 && state.made === undefined) return;
      folder();
      const partial = join(dir, `${usesFile}.${process.pid}.partial`);
      await writeFile(partial, JSON.stringify(record));
      await rename(partial, join(dir, usesFile));
    },
  };
}

/**
 * Short strings a step worked out from each page in an earlier build, by a key of the
 * page's content, in one file: what this build asked for is what the next build finds.
 */
export type PageMemo = {
  /** The string for `key`, or what `work` makes of the page (and keeps). */
  through(key: string, work: () => string): string;
  /** The string an earlier build (or this one) kept for `key`, kept again for the next. */
  known(key: string): string | undefined;
  /** Keeps `value` for `key`: what this step worked out of a page it read. */
  keep(key: string, value: string): void;
  readonly counts: { reused: number; made: number };
  /** Keeps this build's entries, and only these, for the next build. */
  save(): Promise<void>;
};

/** The memo named `name` of the site being built; none for a step run without a site folder. */
export async function pageMemo(
  site: { siteDir?: string },
  name: string,
): Promise<PageMemo | undefined> {
  if (!site.siteDir) return undefined;
  const dir = join(site.siteDir, 'node_modules/.cache');
  const path = join(dir, `${name}.json`);
  const earlier = new Map<string, string>(
    Object.entries(
      await readFile(path, 'utf8')
        .then((text): Record<string, string> => JSON.parse(text) as Record<string, string>)
        .catch(() => ({})),
    ),
  );
  const now = new Map<string, string>();
  const counts = { reused: 0, made: 0 };
  const known = (key: string): string | undefined => {
    const kept = now.get(key) ?? earlier.get(key);
    if (kept === undefined) return undefined;
    counts.reused += 1;
    now.set(key, kept);
    return kept;
  };
  const keep = (key: string, value: string): void => {
    counts.made += 1;
    now.set(key, value);
  };
  return {
    counts,
    known,
    keep,
    through(key, work) {
      const kept = known(key);
      if (kept !== undefined) return kept;
      const value = work();
      keep(key, value);
      return value;
    },
    async save() {
      await mkdir(dir, { recursive: true });
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, JSON.stringify(Object.fromEntries(now)));
      await rename(partial, path);
    },
  };
}

/**
 * A hashed asset's URL as a page links it, `/assets/js/main.e2e86b30.js` or
 * `/assets/fonts/lato-latin-400-normal-57ad792cd58d3504.woff2`: the part before the hash,
 * the hash, and the extension after it.
 */
const hashedAssetUrl = /(\/assets\/[\w./~-]*?)[.-][0-9a-f]{8,}(?=\.\w+)/g;

/**
 * A key for what a built page says, the same from build to build while it says the same:
 * the hashed assets it links are named without their hashes, which change for every page
 * when any page is edited (the runtime names every chunk). A page whose own text quoted
 * such a URL and changed only its hash would keep its key; no other edit does.
 */
export const builtPageKey = (html: PageBytes, ...more: readonly string[]): string =>
  createHash('sha256')
    .update(html.replace(hashedAssetUrl, '$1'), 'latin1')
    .update(JSON.stringify(more))
    .digest('hex')
    .slice(0, 32);

/**
 * The version of the package `name` as the module at `from` resolves it, from the nearest
 * package.json above its entry file (many packages export no `./package.json`): a part of
 * the key of what a step makes with it.
 */
export function installedVersion(name: string, from: string): string {
  const entry = createRequire(from).resolve(name);
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const read = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (read.name === name && read.version) return read.version;
  }
  throw new Error(`No package.json of ${name} above ${entry}`);
}
