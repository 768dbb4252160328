import { readFileSync } from 'node:fs';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import { pMapIterable } from 'p-map';
import type { LoadContext } from '@docusaurus/types';
import type { LoadedContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import type { Root } from 'mdast';

import { contentCache, type ContentCache } from '../build-steps/cache';
import { ContentCache as SourceCache, contentKey } from '../mdx-source/cache';
import { preprocess, readMdxPage, runRemarkTransforms } from '../mdx-source/parse';
import { treeToMarkdown } from './convert';
import type { LeftOut, ReportLeftOut } from './leftOut';
import { createUrlResolver } from './links';
import { defaultCodeBlockSettings, type CodeBlockSettings } from './magicComments';
import type { ReadPartial } from './partials';
import { docCardsOf } from './sidebarCards';
import { converterKey } from './converterKey';
import { withMarkdownDirective } from './directive';
import { fullFilesInOrder, type FullFile, type PublishedPart } from './fullFiles';
import {
  llmsFullTxtEnd,
  llmsTxt,
  llmsTxtLimit,
  type LlmsPage,
  type LlmsSection,
  type LlmsSite,
  type LlmsSitePage,
} from './llmsTxt';
import type { PluginOptions } from './options';
import { docSections, docsInSidebarOrder } from './pages';
import { docsRemarkPlugins } from '../mdx-source/docsRemarkPlugins';
import { defaultTocLevels, type TocLevels } from './tocInline';
import { markdownPathFor } from './client/markdownPath';

/** The levels the site's tables of contents list (`themeConfig.tableOfContents`). */
function siteTocLevels(themeConfig: Record<string, unknown>): TocLevels {
  const levels = themeConfig.tableOfContents as Partial<TocLevels> | undefined;
  return { ...defaultTocLevels, ...levels };
}

/** What the theme reads magic comments with (`themeConfig.prism`), as the theme validated it. */
function siteCodeBlockSettings(themeConfig: Record<string, unknown>): CodeBlockSettings {
  const prism = themeConfig.prism as Partial<CodeBlockSettings> | undefined;
  return {
    magicComments: prism?.magicComments ?? defaultCodeBlockSettings.magicComments,
    ...(prism?.defaultLanguage ? { defaultLanguage: prism.defaultLanguage } : {}),
  };
}

/** How many docs' copies are read or made at once. */
const docsAtOnce = 8;

/** A build warning per thing a page's Markdown copy leaves out, naming the file and line. */
const warnLeftOut =
  (file: string, markdownPath: string): ReportLeftOut =>
  ({ line, what, partial }) => {
    // Something a partial holds is named at its own file and line, the page it shows on after.
    const writtenIn = partial ? path.join(path.dirname(file), partial) : file;
    const shownOn = partial ? ` (in ${file})` : '';
    logger.warn(
      `${writtenIn}${line === undefined ? '' : `:${line}`}: ${what}${shownOn} has no Markdown form; ` +
        `the page's Markdown copy (${markdownPath}) leaves it out.`,
    );
  };

/** A file the plugin publishes: its path under the site's root folder, and its text. */
export type PublishedFile = { file: string; text: string };

type SiteContext = Pick<LoadContext, 'siteDir' | 'siteConfig'>;

const sourceFileOf = (siteDir: string, source: string): string =>
  path.join(siteDir, source.replace(/^@site\//, ''));

/** Where a version's llms.txt and llms-full.txt are published: in the folder of its pages. */
const versionFolder = (versionPath: string): string =>
  versionPath.endsWith('/') ? versionPath : `${versionPath}/`;

type Doc = LoadedVersion['docs'][number];

/** Reads the Markdown files a page imports, by the path it imports them with. */
const partialReader =
  (siteDir: string, sourceFile: string): ReadPartial =>
  (specifier) => {
    const file = specifier.startsWith('@site/')
      ? path.join(siteDir, specifier.slice('@site/'.length))
      : path.resolve(path.dirname(sourceFile), specifier);
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
  };

/**
 * Each doc's Markdown copy as last made, kept across the dev server's reloads: a copy is
 * made again only when what it is made from changed (see `versionConverter`).
 */
const copies = new SourceCache<Promise<string>>();

/** Where a build keeps each doc's copy for the next, under `node_modules/.cache`. */
const keptCopiesName = 'chitchatlabs-markdown-copies';

/** An import of another file whose text the copy holds: a partial, or code as a string. */
const importsFileText =
  /^import\s[^;]*?from\s+['"](?:[^'"]+\.mdx?|!?!?raw-loader![^'"]+|[^'"]+\?raw)['"]/m;

/** A copy and what it leaves out, as bytes to keep. */
async function copyBytes(make: (reportLeftOut: ReportLeftOut) => Promise<string>): Promise<Buffer> {
  const leftOut: LeftOut[] = [];
  const markdown = await make((item) => leftOut.push(item));
  return Buffer.from(JSON.stringify({ markdown, leftOut }));
}

/** The copy kept as `copyBytes`, its left-out things reported. */
function readCopy(bytes: Buffer, report: ReportLeftOut): string {
  const copy = JSON.parse(bytes.toString('utf8')) as { markdown: string; leftOut: LeftOut[] };
  copy.leftOut.forEach(report);
  return copy.markdown;
}

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
  return readCopy(await kept.through(key, () => copyBytes(make)), report);
}

/**
 * Copies a build made from the trees the MDX loader parsed (`keepFromTree`) that no cache
 * on disk keeps (a page that imports a partial), by key, until the copies step reads them.
 */
const madeFromTrees = new Map<string, Promise<Buffer>>();

/** The contents of the files the remark plugins read besides the pages, as one key. */
async function remarkInputsKey(options: PluginOptions): Promise<string> {
  const inputs = options.remarkInputs ?? [];
  return contentKey(...(await Promise.all(inputs.map((file) => readFile(file, 'utf8')))));
}

/**
 * A version's converter: `convert` makes a doc's copy (parsing its source), or takes the
 * one `keepFromTree` made from the tree the MDX loader parsed, when the source is the
 * same; `keepFromTree` keeps it on disk (or until `convert` takes it) and reports nothing:
 * `convert` reports what it leaves out.
 */
export type VersionConverter = {
  /** Reports what the copy leaves out to `report`, by default as a build warning. */
  convert: (doc: Doc, report?: ReportLeftOut) => Promise<string>;
  /** The build warning of a thing `doc`'s copy leaves out. */
  warnOf: (doc: Doc) => ReportLeftOut;
  keepFromTree: (doc: Doc, tree: Root, parsedText: string) => Promise<void>;
};

/**
 * Converts a version's docs to Markdown, each doc from its cached copy when its source,
 * title and address, every doc's address (links point to them) and the remark plugins'
 * inputs are what they were.
 */
export async function versionConverter(
  version: LoadedVersion,
  { siteDir, siteConfig }: SiteContext,
  options: PluginOptions,
): Promise<VersionConverter> {
  // The docs plugin's remark plugins: the pages are parsed with them (remark-math's `$…$`)
  // and their transforms run, so a copy says what the page says. Then the plugin's own.
  const syntax = [...docsRemarkPlugins(siteConfig), ...options.remarkPlugins];
  // `docusaurus build` starts a new process: the copies it made last time are on disk.
  const kept =
    process.env.NODE_ENV === 'production' ? contentCache({ siteDir }, keptCopiesName) : undefined;
  const permalinkBySourceFile = new Map(
    version.docs.map((doc) => [sourceFileOf(siteDir, doc.source), doc.permalink]),
  );
  const tocLevels = siteTocLevels(siteConfig.themeConfig);
  const codeBlocks = siteCodeBlockSettings(siteConfig.themeConfig);
  const versionKey = contentKey(
    siteConfig.url,
    JSON.stringify([...permalinkBySourceFile]),
    JSON.stringify(tocLevels),
    JSON.stringify(codeBlocks),
    await remarkInputsKey(options),
  );
  const warnOf = (doc: Doc): ReportLeftOut =>
    warnLeftOut(
      path.relative(siteDir, sourceFileOf(siteDir, doc.source)),
      markdownPathFor(doc.permalink),
    );
  const inputsOf = async (doc: Doc) => {
    const sourceFile = sourceFileOf(siteDir, doc.source);
    const source = await readFile(sourceFile, 'utf8');
    const docCards = docCardsOf(version, doc, siteConfig.url);
    const key = contentKey(
      source,
      doc.title,
      doc.permalink,
      versionKey,
      JSON.stringify(docCards),
      await converterKey(),
    );
    const warn = warnOf(doc);
    // A page that imports a partial or code as a string is converted again each build:
    // the key does not hold that file's text.
    const keptBetweenBuilds = importsFileText.test(source) ? undefined : kept;
    const toMarkdown = (tree: Root, reportLeftOut: ReportLeftOut): string =>
      treeToMarkdown(tree, {
        title: doc.title,
        syntax,
        readPartial: partialReader(siteDir, sourceFile),
        source: { file: sourceFile, siteDir },
        docCards,
        frontMatter: doc.frontMatter,
        reportLeftOut,
        tocLevels,
        codeBlocks,
        resolveUrl: createUrlResolver({
          siteUrl: siteConfig.url,
          permalink: doc.permalink,
          sourceFile,
          permalinkBySourceFile,
        }),
      });
    return { sourceFile, source, key, warn, keptBetweenBuilds, toMarkdown };
  };
  const convert = async (doc: Doc, report?: ReportLeftOut): Promise<string> => {
    const { sourceFile, source, key, warn, keptBetweenBuilds, toMarkdown } = await inputsOf(doc);
    const reportTo = report ?? warn;
    const fromTree = madeFromTrees.get(key);
    if (fromTree) {
      madeFromTrees.delete(key);
      return readCopy(await fromTree, reportTo);
    }
    const make = async (reportLeftOut: ReportLeftOut): Promise<string> =>
      toMarkdown(await readMdxPage(source, syntax), reportLeftOut);
    // A build's copies go to disk as they are made, not held: each is read once.
    if (keptBetweenBuilds) return keptCopy(keptBetweenBuilds, key, reportTo, make);
    return copies.get(sourceFile, key, () => keptCopy(undefined, key, reportTo, make));
  };
  const keepFromTree = async (doc: Doc, parsed: Root, parsedText: string): Promise<void> => {
    const { source, key, keptBetweenBuilds, toMarkdown } = await inputsOf(doc);
    // Edited since the docs were loaded, or read with other rewrites: the copy parses it.
    if (preprocess(source) !== parsedText) return;
    const made = () =>
      copyBytes(async (reportLeftOut) =>
        toMarkdown(await runRemarkTransforms(parsed, syntax), reportLeftOut),
      );
    if (keptBetweenBuilds) {
      await keptBetweenBuilds.through(key, made);
      return;
    }
    const bytes = made();
    madeFromTrees.set(key, bytes);
    await bytes;
  };
  return { convert, warnOf, keepFromTree };
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
    const { convert } = await versionConverter(version, context, options);
    const file = markdownPath.slice(context.siteConfig.baseUrl.length);
    const folder = version.isLast ? context.siteConfig.baseUrl : versionFolder(version.path);
    const llmsTxtUrl = new URL(`${folder}llms.txt`, context.siteConfig.url).href;
    return { file, text: withMarkdownDirective(await convert(doc), llmsTxtUrl) };
  }
  return undefined;
}

/** The page llms.txt lists for `doc`: its title, description and addresses. */
const listedPage = (doc: Doc, absolute: (urlPath: string) => string): LlmsPage => ({
  title: doc.title,
  description: doc.description,
  url: absolute(doc.permalink),
  markdownUrl: absolute(markdownPathFor(doc.permalink)),
});

/** Where a version's files go, and what its llms.txt says besides its pages. */
type VersionPlace = {
  /** The folder of its llms.txt, under the locale's root (`''`, `1.0/`). */
  folder: string;
  /** The absolute URL of a path under the site's base URL (`/ar/`: `1.0/introduction`). */
  absolute: (urlPath: string) => string;
  /** The absolute URL of a file under the locale's root. */
  urlOf: (file: string) => string;
  index: LlmsSite;
};

/**
 * A version's indexes, made from its listed docs' titles and addresses alone (`listed`, in
 * reading order), and the llms-full files that hold those docs' Markdown: one llms.txt and
 * llms-full.txt, or, when that llms.txt would be longer than agents read, one pair per
 * top-level sidebar category (`splitBySection`).
 */
function versionIndexes(
  version: LoadedVersion,
  listed: ReadonlyMap<string, LlmsPage>,
  place: VersionPlace,
): { indexes: PublishedFile[]; fullFiles: FullFile[] } {
  const single = llmsTxt(place.index, [...listed.values()]);
  if (single.length > llmsTxtLimit) return splitBySection(version, listed, place);
  return {
    indexes: [{ file: `${place.folder}llms.txt`, text: single }],
    fullFiles: [{ file: `${place.folder}llms-full.txt`, ids: [...listed.keys()], end: '' }],
  };
}

/**
 * A version's files, part by part: each doc's Markdown twin, opening with a pointer to the
 * version's llms.txt, as it is converted (a few at a time, in reading order: what a copy
 * leaves out is reported in that order), the llms-full files as their docs come, then the
 * indexes. No more than a few docs' Markdown is held at once.
 */
async function* versionParts(
  version: LoadedVersion,
  context: SiteContext,
  options: PluginOptions,
  place: VersionPlace,
): AsyncGenerator<PublishedPart> {
  const { convert, warnOf } = await versionConverter(version, context, options);
  const llmsTxtUrl = place.urlOf(`${place.folder}llms.txt`);
  const docs = docsInSidebarOrder(version);
  const listed = new Map(
    docs.filter((doc) => !doc.unlisted).map((doc) => [doc.id, listedPage(doc, place.absolute)]),
  );
  const { indexes, fullFiles } = versionIndexes(version, listed, place);
  const full = fullFilesInOrder(fullFiles);
  const underRoot = (urlPath: string): string => urlPath.slice(context.siteConfig.baseUrl.length);
  // Each reads its source and its kept copy, whose reads wait their turn among the
  // build's other file work: a few at a time.
  const converted = pMapIterable(
    docs,
    async (doc) => {
      const leftOut: LeftOut[] = [];
      const markdown = await convert(doc, (item) => leftOut.push(item));
      return { doc, markdown, leftOut };
    },
    { concurrency: docsAtOnce },
  );
  for await (const { doc, markdown, leftOut } of converted) {
    leftOut.forEach(warnOf(doc));
    yield {
      file: underRoot(markdownPathFor(doc.permalink)),
      text: withMarkdownDirective(markdown, llmsTxtUrl),
    };
    const page = listed.get(doc.id);
    if (page) yield* full.arrive(doc.id, page.url, markdown);
  }
  yield* full.end();
  yield* indexes;
}

/**
 * Everything the plugin publishes for the docs of the locale being built, part by part
 * (`writeLlmsFiles` writes them as they come): each doc's Markdown twin in every version
 * (`/introduction.md`, `/1.0/introduction.md`), and per version an `llms.txt` listing
 * its listed docs in sidebar order and an `llms-full.txt` in the folder of its pages. The
 * last version's pair sits at the locale's root and names the other versions' files.
 */
export async function* llmsFileParts(
  content: LoadedContent | undefined,
  context: SiteContext,
  options: PluginOptions,
  sitePages: readonly LlmsSitePage[] = [],
): AsyncGenerator<PublishedPart> {
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
    sitePages,
    otherVersions: otherVersions.map((version) => ({
      label: version.label,
      txtUrl: absolute(`${folderOf(version)}llms.txt`),
      fullTxtUrl: absolute(`${folderOf(version)}llms-full.txt`),
    })),
  };

  for (const version of [last, ...otherVersions]) {
    const folder = folderOf(version);
    const fullTxtUrl = absolute(`${folder}llms-full.txt`);
    const index: LlmsSite =
      version === last
        ? { ...site, fullTxtUrl }
        : {
            title: `${siteConfig.title} ${version.label}`,
            tagline: siteConfig.tagline,
            fullTxtUrl,
          };
    yield* versionParts(version, context, options, {
      folder: underRoot(folder),
      absolute,
      urlOf: (file) => absolute(`${siteConfig.baseUrl}${file}`),
      index,
    });
  }
}

/**
 * The same files whole, in the order they were begun: for the dev server, which makes
 * llms.txt on request, and compares each file with what it wrote before.
 */
export async function llmsFiles(
  content: LoadedContent | undefined,
  context: SiteContext,
  options: PluginOptions,
  sitePages: readonly LlmsSitePage[] = [],
): Promise<PublishedFile[]> {
  const texts = new Map<string, string>();
  for await (const { file, text, append } of llmsFileParts(content, context, options, sitePages))
    texts.set(file, append ? `${texts.get(file) ?? ''}${text}` : text);
  return [...texts].map(([file, text]) => ({ file, text }));
}

/** A section's file name: its label in lower case, words joined by hyphens. */
const slugOf = (label: string, taken: Set<string>): string => {
  const base =
    label
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'section';
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
};

/**
 * A large version's llms.txt and llms-full.txt split by top-level sidebar category, as the
 * Agent-Friendly Documentation Spec suggests: llms.txt lists the top-level pages and links
 * an index per section (`llms/<section>.txt`, an llms.txt of its own), and each section's
 * pages in full are in `llms-full/<section>.txt`. Every page is one link from llms.txt.
 */
function splitBySection(
  version: LoadedVersion,
  listed: ReadonlyMap<string, LlmsPage>,
  { folder, urlOf, index }: VersionPlace,
): { indexes: PublishedFile[]; fullFiles: FullFile[] } {
  const { top, sections } = docSections(version);
  const listedOf = (ids: readonly string[]): string[] => ids.filter((id) => listed.has(id));
  const pagesOf = (ids: readonly string[]): LlmsPage[] =>
    ids.flatMap((id) => {
      const page = listed.get(id);
      return page ? [page] : [];
    });
  const indexes: PublishedFile[] = [];
  const fullFiles: FullFile[] = [];
  const taken = new Set<string>();
  const shown: LlmsSection[] = [];
  for (const section of sections) {
    const ids = listedOf(section.docIds);
    if (ids.length === 0) continue;
    const slug = slugOf(section.label, taken);
    const txt = `${folder}llms/${slug}.txt`;
    const full = `${folder}llms-full/${slug}.txt`;
    const entry: LlmsSection = {
      label: section.label,
      txtUrl: urlOf(txt),
      fullTxtUrl: urlOf(full),
      pageCount: ids.length,
    };
    const sectionIndex: LlmsSite = {
      title: `${index.title}: ${section.label}`,
      tagline: index.tagline,
      fullTxtUrl: entry.fullTxtUrl,
    };
    indexes.push({ file: txt, text: llmsTxt(sectionIndex, pagesOf(ids)) });
    fullFiles.push({ file: full, ids, end: '' });
    shown.push(entry);
  }
  const topIds = listedOf(top);
  indexes.push({
    file: `${folder}llms.txt`,
    text: llmsTxt({ ...index, sections: shown }, pagesOf(topIds)),
  });
  fullFiles.push({ file: `${folder}llms-full.txt`, ids: topIds, end: llmsFullTxtEnd(shown) });
  return { indexes, fullFiles };
}

/** How much of a file's parts a writer gathers before it writes them. */
const gatheredBytes = 64 * 1024;

/**
 * Writes the parts under `dir` as they come, making folders as needed: a file's parts
 * gathered up to `gatheredBytes` (an llms-full file gets a part per doc), a few writes
 * at once (each waits its turn on Node's file threads, which the compressed copies keep
 * busy: one write at a time, the step took 9.6 s after an edit at 5,000 pages, against
 * 5.3 to 7.2 s so), each file's in order. No more than a few parts are held. A file
 * begun twice gets its last text.
 */
export async function writeLlmsFiles(
  parts: AsyncIterable<PublishedPart>,
  dir: string,
): Promise<void> {
  const folders = new Map<string, Promise<unknown>>();
  // Each file's last write: the next write of the file waits for it.
  const lastWrite = new Map<string, Promise<void>>();
  const gathered = new Map<string, { append: boolean; texts: string[]; length: number }>();
  const writing = new Set<Promise<void>>();
  const failed: unknown[] = [];
  const write = async (target: string, text: string, append: boolean): Promise<void> => {
    const folder = path.dirname(target);
    let made = folders.get(folder);
    if (!made) folders.set(folder, (made = mkdir(folder, { recursive: true })));
    const written = (lastWrite.get(target) ?? made).then(() =>
      append ? appendFile(target, text) : writeFile(target, text),
    );
    lastWrite.set(target, written);
    const tracked = written.then(
      () => undefined,
      (error: unknown) => void failed.push(error),
    );
    writing.add(tracked);
    void tracked.then(() => writing.delete(tracked));
    if (writing.size >= docsAtOnce) await Promise.race(writing);
  };
  for await (const { file, text, append, more } of parts) {
    if (failed.length > 0) break;
    const target = path.join(dir, file);
    const gathering = append ? gathered.get(target) : undefined;
    const next = gathering ?? { append: Boolean(append), texts: [], length: 0 };
    next.texts.push(text);
    next.length += text.length;
    if (more && next.length < gatheredBytes) {
      gathered.set(target, next);
      continue;
    }
    gathered.delete(target);
    await write(target, next.texts.join(''), next.append);
    // What follows is added to what was just written.
    if (more) gathered.set(target, { append: true, texts: [], length: 0 });
  }
  await Promise.all(writing);
  if (failed.length > 0) throw failed[0];
}
