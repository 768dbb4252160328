/**
 * The small sites some end-to-end specs run on (tests/fixtures/<name>, and the grown
 * site). A site is built on the first test that needs it, into
 * node_modules/.cache/chitchatlabs-fixture-sites/<name>-<content key>/, and reused while
 * its content key is the same: a hash of every file of the repository outside tests/
 * (the site's plugins, theme, config, package-lock.json, patches…) but those no build
 * reads (the repository's documents, the linters' configs), of the site's own files
 * under tests/, of the Node version and of the environment a build reads. One
 * site is built at a time, whichever process asks (each build keeps a core busy, and
 * the browser tests need the other). Each Playwright worker serves a built site on a
 * free port of 127.0.0.1.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  closeSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

import { test as base } from './fixtures';
import { repoRoot } from '../../tools/paths';
import { serveBuild, type ServeOptions } from '../../tools/static-server';

export type FixtureSite = {
  name: string;
  /** The site's own files under tests/ (folders or files), which its build reads. */
  testInputs: readonly string[];
  /** Folders whose git history the build reads (the pages' last-update dates). */
  pages: readonly string[];
  /**
   * Builds the site: the pages into `outDir`, the generated files into `generatedDir`
   * (the bundle's record of its chunks among them), both absolute and not yet there,
   * with `env` added to the build's environment.
   */
  build: (outDir: string, generatedDir: string, log: number, env: BuildEnv) => Promise<void>;
  /** What the build adds to its environment (`DEPLOY_TARGET`), part of the content key. */
  env?: BuildEnv;
  /** How a host serves it. */
  serve: ServeOptions;
};

export type BuildEnv = Readonly<Record<string, string>>;

const cacheRoot = join(repoRoot, 'node_modules/.cache/chitchatlabs-fixture-sites');
const docusaurusCli = join(repoRoot, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 1 << 26 });
}

function hashOf(path: string): string {
  const absolute = join(repoRoot, path);
  if (!existsSync(absolute)) return 'deleted';
  const stat = lstatSync(absolute);
  // A link counts by where it points (what it points at is hashed as its own path).
  if (stat.isSymbolicLink()) return `link ${readlinkSync(absolute)}`;
  return createHash('sha256').update(readFileSync(absolute)).digest('hex');
}

/** Every file git sees (tracked, or new and not ignored), by path, with its hash. */
let repoFiles: Array<[string, string]> | undefined;
function filesOfRepo(): Array<[string, string]> {
  repoFiles ??= [
    ...new Set(git(['ls-files', '-z', '--cached', '--others', '--exclude-standard']).split('\0')),
  ]
    .filter(Boolean)
    .sort()
    .map((path) => [path, hashOf(path)]);
  return repoFiles;
}

/** What a build reads from the environment besides the files. */
function environmentOfBuild(): string {
  const read = Object.entries(process.env)
    .filter(([name]) =>
      /^(DOCUSAURUS_|SKIP_HTML_MINIFICATION$|NODE_ENV$|BABEL_ENV$|DEPLOY_TARGET$)/.test(name),
    )
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`);
  return [process.version, process.platform, process.arch, ...read].join('\n');
}

/**
 * Files outside tests/ that no build reads: the repository's own documents, its CI and
 * benchmark, and the configs of the linters and test runners.
 */
const readByNoBuild = (path: string): boolean =>
  /^[^/]+\.md$/.test(path) ||
  /^(\.github|\.ci|bench)\//.test(path) ||
  [
    '.markdownlint-cli2.jsonc',
    '.prettierignore',
    '.prettierrc.json',
    'eslint.config.mjs',
    'knip.config.ts',
    'playwright.config.ts',
    'vitest.config.ts',
  ].includes(path);

/** Whether a file of the repository (by its path from the root) counts in the site's key. */
export function isInputOf(site: FixtureSite, path: string): boolean {
  if (!path.startsWith('tests/')) return !readByNoBuild(path);
  return site.testInputs.some((input) => path === input || path.startsWith(`${input}/`));
}

const keys = new Map<string, string>();

/** The site's content key: equal keys, equal builds. */
export function contentKey(site: FixtureSite): string {
  let key = keys.get(site.name);
  if (key) return key;
  const hash = createHash('sha256').update(
    `${site.name}\n${environmentOfBuild()}\n${JSON.stringify(site.env ?? {})}\n`,
  );
  try {
    for (const [path, fileHash] of filesOfRepo())
      if (isInputOf(site, path)) hash.update(`${path}\0${fileHash}\n`);
    hash.update(git(['rev-parse', '--is-shallow-repository']));
    hash.update(git(['log', '-1', '--format=%H', '--', ...site.pages]));
  } catch (error) {
    // Not a git checkout: no key can be trusted, so this process builds afresh.
    console.warn(`No content key for the ${site.name} fixture site: ${String(error)}`);
    hash.update(randomUUID());
  }
  key = hash.digest('hex').slice(0, 16);
  keys.set(site.name, key);
  return key;
}

/** Where the site's build for its current inputs is (or will be). */
export const builtSiteDir = (site: FixtureSite): string =>
  join(cacheRoot, `${site.name}-${contentKey(site)}`);

/** The folder of the site's pages, for the current inputs. */
export const buildDirOf = (site: FixtureSite): string => join(builtSiteDir(site), 'build');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs `fn` while holding the one build lock of the cache. */
async function underBuildLock<T>(fn: () => Promise<T>): Promise<T> {
  const lock = join(cacheRoot, 'build.lock');
  const holderFile = join(lock, 'pid');
  mkdirSync(cacheRoot, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(holderFile, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = existsSync(holderFile) ? Number(readFileSync(holderFile, 'utf8')) : 0;
      // A lock whose process has ended (killed mid-build) is free.
      if (holder && !isAlive(holder)) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function move(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true, verbatimSymlinks: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/**
 * The site built for its current inputs: from the cache, or built now (after any other
 * build under way). Returns the folder of its pages.
 */
export async function builtFixtureSite(site: FixtureSite): Promise<string> {
  const done = builtSiteDir(site);
  if (existsSync(done)) return join(done, 'build');
  return underBuildLock(async () => {
    if (existsSync(done)) return join(done, 'build');
    const partial = `${done}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    const logFile = join(cacheRoot, `${site.name}.log`);
    const log = openSync(logFile, 'w');
    const started = Date.now();
    try {
      await site.build(join(partial, 'build'), join(partial, '.docusaurus'), log, site.env ?? {});
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      throw new Error(
        `The ${site.name} fixture site did not build (${String(error)}); its output: ${logFile}\n` +
          readFileSync(logFile, 'utf8').slice(-4000),
      );
    } finally {
      closeSync(log);
    }
    renameSync(partial, done);
    console.info(
      `Built the ${site.name} fixture site in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    // Builds for older inputs are never read again.
    for (const entry of readdirSync(cacheRoot))
      if (entry.startsWith(`${site.name}-`) && join(cacheRoot, entry) !== done)
        rmSync(join(cacheRoot, entry), { recursive: true, force: true });
    return join(done, 'build');
  });
}

/**
 * Runs `docusaurus build` in `cwd` with `args`, its output to `log`. The generated files
 * go first to a folder of this build's own under `generatedUnder`/.docusaurus (outside
 * node_modules, where the bundler would not transpile them), then to `generatedDir`.
 */
export async function docusaurusBuild(
  args: readonly string[],
  options: {
    cwd: string;
    generatedUnder: string;
    outDir: string;
    generatedDir: string;
    log: number;
    env?: BuildEnv;
  },
): Promise<void> {
  const generatedParent = join(options.generatedUnder, '.docusaurus');
  const generatedHere = join(generatedParent, `fixture-build-${process.pid}`);
  // Under the build lock: every other build's folder here is left from one that was stopped.
  for (const left of existsSync(generatedParent) ? readdirSync(generatedParent) : [])
    if (left.startsWith('fixture-build-'))
      rmSync(join(generatedParent, left), { recursive: true, force: true });
  await new Promise<void>((resolve, reject) => {
    const build = spawn(
      process.execPath,
      [docusaurusCli, 'build', ...args, '--out-dir', options.outDir],
      {
        cwd: options.cwd,
        env: {
          ...process.env,
          ...options.env,
          DOCUSAURUS_GENERATED_FILES_DIR_NAME: generatedHere,
          // The bundler's own cache is keyed without the generated files' folder: it
          // would hand a later build modules that point into an earlier build's folder.
          // The content key above is this build's cache.
          DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
        },
        stdio: ['ignore', options.log, options.log],
      },
    );
    build.once('error', reject);
    build.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`docusaurus build exited with ${code}`)),
    );
  });
  move(generatedHere, options.generatedDir);
  if (readdirSync(generatedParent).length === 0) rmSync(generatedParent, { recursive: true });
}

/** Every test of a spec that imports it: the site built, served, and the baseURL. */
export function testOnFixtureSite(site: FixtureSite) {
  return base.extend<object, { fixtureSite: { url: string; buildDir: string } }>({
    fixtureSite: [
      // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring
      async ({}, use) => {
        const buildDir = await builtFixtureSite(site);
        const server = await serveBuild(buildDir, site.serve);
        await use({ url: server.url, buildDir });
        await server.close();
      },
      // Auto: a test that reads the build's files needs it built too. The time covers
      // waiting for the builds under way (npm test builds every site beside the unit
      // tests), which on a busy machine can take minutes.
      { scope: 'worker', auto: true, timeout: 900_000 },
    ],
    baseURL: async ({ fixtureSite }, use) => use(fixtureSite.url),
  });
}

/**
 * A site under tests/fixtures built from the repository root, so that the site's
 * src/theme applies: `cliArgs` name it to `docusaurus build` (its folder, or
 * `--config` and its config file), and `module` is the tests/e2e file that describes it.
 */
export function siteBuiltFromRepoRoot(options: {
  name: string;
  siteDir: string;
  module: string;
  cliArgs: readonly string[];
  serve: ServeOptions;
}): FixtureSite {
  const { name, siteDir, module, cliArgs, serve } = options;
  return {
    name,
    testInputs: [siteDir, module, 'tests/e2e/fixture-site.ts'],
    pages: [siteDir],
    build: (outDir, generatedDir, log, env) =>
      docusaurusBuild([...cliArgs], {
        cwd: repoRoot,
        generatedUnder: `${repoRoot}/${siteDir}`,
        outDir,
        generatedDir,
        log,
        env,
      }),
    serve,
  };
}
