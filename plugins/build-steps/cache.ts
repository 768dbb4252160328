import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import {
  copyFile,
  link,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** An entry no build used for this long is removed, so the cache holds about what builds use. */
const unusedForMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Files a step made from some content in an earlier build, by a key that names all it
 * was made from (the content's hash, the settings, the library's version), so a build
 * redoes only what changed. Kept under `node_modules/.cache`, where Docusaurus keeps the
 * bundler's: removing the folder is a clean build.
 */
export type ContentCache = {
  /** The bytes made for `key`, or what `make` makes, kept for the next build. */
  through(key: string, make: () => Promise<Buffer>): Promise<Buffer>;
  /**
   * As `through`, written to `file` when `wanted(length)`, as a hard link to the kept
   * bytes where the file system allows (nothing is read or copied), else as a copy.
   * Says whether it wrote the file.
   */
  writeThrough(
    key: string,
    make: () => Promise<Buffer>,
    file: string,
    wanted: (length: number) => boolean,
  ): Promise<boolean>;
  /** How many `through` calls found their bytes made already, and how many made them. */
  readonly counts: { reused: number; made: number };
  /** Removes the entries no build used for a week. */
  prune(): Promise<void>;
};

/** The cache named `name` of the site being built; none for a step run without a site folder. */
export function contentCache(site: { siteDir?: string }, name: string): ContentCache | undefined {
  // A step tested on its own may get no site folder: it then makes everything.
  if (!site.siteDir) return undefined;
  const dir = join(site.siteDir, 'node_modules/.cache', name);
  const counts = { reused: 0, made: 0 };
  let created: Promise<unknown> | undefined;
  return {
    counts,
    async through(key, make) {
      const path = join(dir, key);
      const kept = await readFile(path).catch(() => undefined);
      if (kept) {
        counts.reused += 1;
        const now = new Date();
        await utimes(path, now, now);
        return kept;
      }
      const bytes = await make();
      counts.made += 1;
      created ??= mkdir(dir, { recursive: true });
      await created;
      // Written whole under another name first: a build stopped halfway leaves no torn entry.
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
      return bytes;
    },
    async writeThrough(key, make, file, wanted) {
      const path = join(dir, key);
      const kept = await stat(path).catch(() => undefined);
      let length: number;
      if (kept) {
        counts.reused += 1;
        const now = new Date();
        await utimes(path, now, now);
        length = kept.size;
      } else {
        length = (await this.through(key, make)).length;
      }
      if (!wanted(length)) return false;
      await rm(file, { force: true });
      await link(path, file).catch(() => copyFile(path, file));
      return true;
    },
    async prune() {
      const names = await readdir(dir).catch(() => []);
      const oldest = Date.now() - unusedForMs;
      for (const name of names) {
        const path = join(dir, name);
        if ((await stat(path)).mtimeMs < oldest) await rm(path, { force: true });
      }
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
  return {
    counts,
    through(key, work) {
      const kept = now.get(key) ?? earlier.get(key);
      if (kept !== undefined) counts.reused += 1;
      else counts.made += 1;
      const value = kept ?? work();
      now.set(key, value);
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
export const builtPageKey = (html: string, ...more: readonly string[]): string =>
  createHash('sha256')
    .update(html.replace(hashedAssetUrl, '$1'))
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
