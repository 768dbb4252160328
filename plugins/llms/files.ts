import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import logger from '@docusaurus/logger';
import type { LoadContext } from '@docusaurus/types';
import type { LoadedContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import { unified } from 'unified';

import { contentCache, type ContentCache } from '../build-steps/cache';
import { ContentCache as SourceCache, contentKey } from '../mdx-source/cache';
import { parseMdxSource } from '../mdx-source/parse';
import { treeToMarkdown } from './convert';
import type { LeftOut, ReportLeftOut } from './leftOut';
import { createUrlResolver } from './links';
import { llmsFullTxt, llmsTxt, type LlmsPage, type LlmsSite } from './llmsTxt';
import type { PluginOptions } from './options';
import { docsInSidebarOrder } from './pages';
import { defaultTocLevels, type TocLevels } from './tocInline';
import { markdownPathFor } from './client/markdownPath';

/** The levels the site's tables of contents list (`themeConfig.tableOfContents`). */
function siteTocLevels(themeConfig: Record<string, unknown>): TocLevels {
  const levels = themeConfig.tableOfContents as Partial<TocLevels> | undefined;
  return { ...defaultTocLevels, ...levels };
}

/** A build warning per thing a page's Markdown copy leaves out, naming the file and line. */
const warnLeftOut =
  (file: string, markdownPath: string): ReportLeftOut =>
  ({ line, what }) =>
    logger.warn(
      `${file}${line === undefined ? '' : `:${line}`}: ${what} has no Markdown form; ` +
        `the page's Markdown copy (${markdownPath}) leaves it out.`,
    );

/** A file the plugin publishes: its path under the site's root folder, and its text. */
export type PublishedFile = { file: string; text: string };

type SiteContext = Pick<LoadContext, 'siteDir' | 'siteConfig'>;

const sourceFileOf = (siteDir: string, source: string): string =>
  path.join(siteDir, source.replace(/^@site\//, ''));

/** Where a version's llms.txt and llms-full.txt are published: in the folder of its pages. */
const versionFolder = (versionPath: string): string =>
  versionPath.endsWith('/') ? versionPath : `${versionPath}/`;

type Doc = LoadedVersion['docs'][number];

/**
 * Each doc's Markdown copy as last made, kept across the dev server's reloads: a copy is
 * made again only when what it is made from changed (see `versionConverter`).
 */
const copies = new SourceCache<Promise<string>>();

/** Where a build keeps each doc's copy for the next, under `node_modules/.cache`. */
const keptCopiesName = 'chitchatlabs-markdown-copies';

let converter: Promise<string> | undefined;
/**
 * The code that makes a copy, as one key: the site's plugins (this converter, the MDX
 * parser, the remark plugins) and the installed packages, so a copy kept by a build
 * before a change to either is not reused.
 */
const converterKey = (): Promise<string> =>
  (converter ??= (async () => {
    const pluginsDir = fileURLToPath(new URL('..', import.meta.url));
    const files = (await readdir(pluginsDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    const lockFile = path.join(pluginsDir, '../package-lock.json');
    return contentKey(
      ...(await Promise.all(files.map((file) => readFile(file, 'utf8')))),
      await readFile(lockFile, 'utf8').catch(() => ''),
    );
  })());

/**
 * A doc's Markdown copy as `make` converts it, or as an earlier build converted the same
 * inputs (`key`); the things it leaves out are reported either way, kept with the copy.
 */
async function keptCopy(
  kept: ContentCache | undefined,
  key: string,
  report: ReportLeftOut,
  make: (reportLeftOut: ReportLeftOut) => Promise<string>,
): Promise<string> {
  if (!kept) return make(report);
  const bytes = await kept.through(key, async () => {
    const leftOut: LeftOut[] = [];
    const markdown = await make((item) => leftOut.push(item));
    return Buffer.from(JSON.stringify({ markdown, leftOut }));
  });
  const copy = JSON.parse(bytes.toString('utf8')) as { markdown: string; leftOut: LeftOut[] };
  copy.leftOut.forEach(report);
  return copy.markdown;
}

/** The contents of the files the remark plugins read besides the pages, as one key. */
async function remarkInputsKey(options: PluginOptions): Promise<string> {
  const inputs = options.remarkInputs ?? [];
  return contentKey(...(await Promise.all(inputs.map((file) => readFile(file, 'utf8')))));
}

/**
 * Converts a version's docs to Markdown, each doc from its cached copy when its source,
 * title and address, every doc's address (links point to them) and the remark plugins'
 * inputs are what they were.
 */
async function versionConverter(
  version: LoadedVersion,
  { siteDir, siteConfig }: SiteContext,
  options: PluginOptions,
): Promise<(doc: Doc) => Promise<string>> {
  const remark = unified().use(options.remarkPlugins);
  // `docusaurus build` starts a new process: the copies it made last time are on disk.
  const kept =
    process.env.NODE_ENV === 'production' ? contentCache({ siteDir }, keptCopiesName) : undefined;
  const permalinkBySourceFile = new Map(
    version.docs.map((doc) => [sourceFileOf(siteDir, doc.source), doc.permalink]),
  );
  const tocLevels = siteTocLevels(siteConfig.themeConfig);
  const versionKey = contentKey(
    siteConfig.url,
    JSON.stringify([...permalinkBySourceFile]),
    JSON.stringify(tocLevels),
    await remarkInputsKey(options),
  );
  return async (doc) => {
    const sourceFile = sourceFileOf(siteDir, doc.source);
    const source = await readFile(sourceFile, 'utf8');
    const key = contentKey(source, doc.title, doc.permalink, versionKey, await converterKey());
    const markdownPath = markdownPathFor(doc.permalink);
    const warn = warnLeftOut(path.relative(siteDir, sourceFile), markdownPath);
    return copies.get(sourceFile, key, () =>
      keptCopy(kept, key, warn, async (reportLeftOut) => {
        const tree = parseMdxSource(source);
        await remark.run(tree);
        return treeToMarkdown(tree, {
          title: doc.title,
          reportLeftOut,
          tocLevels,
          resolveUrl: createUrlResolver({
            siteUrl: siteConfig.url,
            permalink: doc.permalink,
            sourceFile,
            permalinkBySourceFile,
          }),
        });
      }),
    );
  };
}

/** Each doc's Markdown twin in one version, and the pages llms.txt lists, in reading order. */
async function versionPages(
  version: LoadedVersion,
  context: SiteContext,
  options: PluginOptions,
): Promise<{ files: PublishedFile[]; pages: LlmsPage[] }> {
  const { siteConfig } = context;
  const convert = await versionConverter(version, context, options);
  const absolute = (urlPath: string): string => new URL(urlPath, siteConfig.url).href;
  const underRoot = (urlPath: string): string => urlPath.slice(siteConfig.baseUrl.length);

  const files: PublishedFile[] = [];
  const pages: LlmsPage[] = [];
  for (const doc of docsInSidebarOrder(version)) {
    const markdownPath = markdownPathFor(doc.permalink);
    const markdown = await convert(doc);
    files.push({ file: underRoot(markdownPath), text: markdown });
    if (doc.unlisted) continue;
    pages.push({
      title: doc.title,
      description: doc.description,
      url: absolute(doc.permalink),
      markdownUrl: absolute(markdownPath),
      markdown,
    });
  }
  return { files, pages };
}

/**
 * The Markdown copy published at `markdownPath` (`/introduction.md`, under the site's
 * base URL), made from that doc alone; undefined when no doc has that copy.
 */
export async function markdownCopyAt(
  markdownPath: string,
  content: LoadedContent | undefined,
  context: SiteContext,
  options: PluginOptions,
): Promise<PublishedFile | undefined> {
  for (const version of content?.loadedVersions ?? []) {
    const doc = version.docs.find(({ permalink }) => markdownPathFor(permalink) === markdownPath);
    if (!doc) continue;
    const convert = await versionConverter(version, context, options);
    const file = markdownPath.slice(context.siteConfig.baseUrl.length);
    return { file, text: await convert(doc) };
  }
  return undefined;
}

/**
 * Everything the plugin publishes for the docs of the locale being built: each doc's
 * Markdown twin in every version (`/introduction.md`, `/1.0/introduction.md`), and per
 * version an `llms.txt` listing its listed docs in sidebar order and an `llms-full.txt`
 * in the folder of its pages. The last version's pair sits at the locale's root and
 * names the other versions' files.
 */
export async function llmsFiles(
  content: LoadedContent | undefined,
  context: SiteContext,
  options: PluginOptions,
): Promise<PublishedFile[]> {
  const { siteConfig } = context;
  const versions = content?.loadedVersions ?? [];
  const last = versions.find((v) => v.isLast) ?? versions[0];
  if (!last) throw new Error('llms: the docs plugin has no content to publish.');
  const absolute = (urlPath: string): string => new URL(urlPath, siteConfig.url).href;
  const underRoot = (urlPath: string): string => urlPath.slice(siteConfig.baseUrl.length);
  const folderOf = (version: LoadedVersion): string =>
    version === last ? siteConfig.baseUrl : versionFolder(version.path);

  const otherVersions = versions.filter((version) => version !== last);
  const site: LlmsSite = {
    title: siteConfig.title,
    tagline: siteConfig.tagline,
    fullTxtUrl: '',
    files: options.files.map((file) => ({ ...file, url: absolute(file.url) })),
    otherVersions: otherVersions.map((version) => ({
      label: version.label,
      txtUrl: absolute(`${folderOf(version)}llms.txt`),
      fullTxtUrl: absolute(`${folderOf(version)}llms-full.txt`),
    })),
  };

  const files: PublishedFile[] = [];
  for (const version of [last, ...otherVersions]) {
    const { files: copies, pages } = await versionPages(version, context, options);
    const folder = folderOf(version);
    const index: LlmsSite =
      version === last
        ? { ...site, fullTxtUrl: absolute(`${folder}llms-full.txt`) }
        : {
            title: `${siteConfig.title} ${version.label}`,
            tagline: siteConfig.tagline,
            fullTxtUrl: absolute(`${folder}llms-full.txt`),
          };
    files.push(...copies);
    files.push({ file: `${underRoot(folder)}llms.txt`, text: llmsTxt(index, pages) });
    files.push({ file: `${underRoot(folder)}llms-full.txt`, text: llmsFullTxt(pages) });
  }
  return files;
}

/** Writes the files under `dir`, making folders as needed. */
export async function writeLlmsFiles(files: readonly PublishedFile[], dir: string): Promise<void> {
  for (const { file, text } of files) {
    const target = path.join(dir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
  }
}
