import { join } from 'node:path';
import pMap from 'p-map';
import { fileURLToPath } from 'node:url';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { I18n, LoadContext, Plugin } from '@docusaurus/types';

import { contentHash } from '../build-steps/assets';
import { builtPageKey, pageMemo, type PageMemo } from '../build-steps/cache';
import { pagesAtOnce } from '../build-steps/pages';
import { readPages, type PageReading } from '../build-steps/pageReading';
import { routeHtmlFile } from '../build-steps/routeHtml';
import type { BuildStep, BuiltSite } from '../build-steps/step';
import { searchPagePath } from './client/searchUrl';
import { devFilesServer } from '../dev-files';
import { docsRemarkPlugins } from '../mdx-source/docsRemarkPlugins';
import { keepLoadedDocs, prepareDevIndex } from './devFiles';
import { earlyWorkerStep, searchWorkerScript, type SearchContent } from './earlyWorkerStep';
import { writeSearchIndex } from './indexWriter';
import { searchIndexFileOf, type SearchIndexFile, type SearchRecord } from './records';
import { isNoindex, pageSectionsReader, type PageSections } from './sections';

export { validateNoOptions as validateOptions } from '../noOptions';

/** The docs version of each doc's route. */
export function docsVersionOfRoutes(content: LoadedContent | undefined): Map<string, string> {
  const versions = new Map<string, string>();
  for (const version of content?.loadedVersions ?? []) {
    for (const { permalink } of version.docs) versions.set(permalink, version.versionName);
  }
  return versions;
}

/**
 * The search step's reading of the built pages (./sections: most of its work), and the
 * index's records once they are read: every page's sections, in route order, numbered in
 * reading order; a docs page's records carry its version (`versions`, by route). With a
 * `memo`, a page that says what it said in an earlier build is not read again.
 */
export async function searchSectionsReading(
  outDir: string,
  routes: readonly string[],
  baseUrl: string,
  versions: ReadonlyMap<string, string> = new Map(),
  memo?: PageMemo,
): Promise<{ reading: PageReading; records: () => SearchRecord[] }> {
  const sorted = [...routes].sort().filter((route) => !route.endsWith('.html')); // 404.html
  const files = await pMap(sorted, (route) => routeHtmlFile(outDir, route, baseUrl), {
    concurrency: pagesAtOnce,
  });
  const routeOfFile = new Map<string, string>();
  for (const [index, route] of sorted.entries()) {
    const file = files[index];
    if (file && !routeOfFile.has(file)) routeOfFile.set(file, route);
  }
  const sectionsOf = new Map<string, PageSections>();
  const reading: PageReading = {
    files: [...routeOfFile.keys()],
    read(file, html) {
      const route = routeOfFile.get(file);
      if (route === undefined || isNoindex(html)) return undefined;
      const key = memo ? builtPageKey(html, route) : undefined;
      const known = key === undefined ? undefined : memo?.known(key);
      if (known !== undefined) {
        sectionsOf.set(route, JSON.parse(known) as PageSections);
        return undefined;
      }
      const { reader, sections } = pageSectionsReader(route);
      return {
        reader,
        done() {
          const json = JSON.stringify(sections());
          if (key !== undefined) memo?.keep(key, json);
          sectionsOf.set(route, JSON.parse(json) as PageSections);
        },
      };
    },
  };
  const records = (): SearchRecord[] =>
    sorted
      .flatMap((route) => {
        const version = versions.get(route);
        return (sectionsOf.get(route) ?? []).map((section) => ({
          ...section,
          ...(version ? { version } : {}),
        }));
      })
      .map((section, id) => ({ id, ...section }));
  return { reading, records };
}

/** The index's records of the built pages, read on their own (`searchSectionsReading`). */
export async function buildSearchIndex(
  outDir: string,
  routes: readonly string[],
  baseUrl: string,
  versions: ReadonlyMap<string, string> = new Map(),
  memo?: PageMemo,
): Promise<SearchIndexFile> {
  const { reading, records } = await searchSectionsReading(outDir, routes, baseUrl, versions, memo);
  await readPages([reading]);
  return { records: records() };
}

/** What a plugin's configureWebpack may return (Docusaurus does not export the type). */
type WebpackResult = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;

/** The language of the locale being built, as its pages' `<html lang>` says it. */
const languageOf = (i18n: I18n): string =>
  i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;

/** The plugin's theme components: `@theme/SearchBar`, `@theme/SearchPage` and theirs. */
const themePath = fileURLToPath(new URL('./theme', import.meta.url));

/**
 * Site search owned by the site: the search button (`@theme/SearchBar`), its dialog,
 * the `/search` page and, in the build step below, one index record per section of every
 * built page (the landing page included), an index per docs version and locale, split
 * so that a query fetches only its terms' shards (plugins/search/indexWriter.ts). The
 * dialog fetches the index's entry on intent. The dev server (`npm start`) renders no pages to index: it serves
 * an index made from the docs' sources instead, when the dialog asks for it (./devFiles.ts).
 */
export default function searchPlugin(context: LoadContext): Plugin {
  const { baseUrl } = context.siteConfig;
  const devDir = join(context.generatedFilesDir, 'chitchatlabs-search');
  const workerScript = searchWorkerScript();
  return {
    name: 'chitchatlabs-search',
    // Read by the step that names the worker in the search page (./earlyWorkerStep.ts).
    loadContent: async (): Promise<SearchContent> => ({ workerScript: () => workerScript.value }),
    getThemePath: () => themePath,
    async contentLoaded({ actions }) {
      actions.addRoute({
        path: `${baseUrl}${searchPagePath.slice(1)}`,
        component: '@theme/SearchPage',
        exact: true,
      });
    },
    allContentLoaded({ allContent }) {
      // `docusaurus build` indexes the pages it renders instead (searchIndexStep).
      if (process.env.NODE_ENV === 'production') return;
      const docs = allContent['docusaurus-plugin-content-docs']?.default;
      keepLoadedDocs(devDir, {
        docs: docs as LoadedContent | undefined,
        siteDir: context.siteDir,
        remarkPlugins: docsRemarkPlugins(context.siteConfig),
      });
    },
    configureWebpack(_config, isServer) {
      if (isServer) return undefined;
      if (process.env.NODE_ENV === 'production') return { plugins: [workerScript] };
      // Read by `docusaurus start` only: its dev server merges this into its own settings.
      const withDevServer: WebpackResult & { devServer: object } = {
        devServer: devFilesServer(
          devDir,
          baseUrl,
          prepareDevIndex(devDir, baseUrl, languageOf(context.i18n)),
        ),
      };
      return withDevServer;
    },
  };
}

/** The docs plugin's loaded content, whose versions the indexes follow. */
const docsOf = (site: BuiltSite): LoadedContent | undefined =>
  site.plugins.find(
    (plugin) => plugin.name === 'docusaurus-plugin-content-docs' && plugin.options.id === 'default',
  )?.content as LoadedContent | undefined;

/** Each build's reading of its pages for the index, made in the pipeline's pass over them. */
const sectionsRead = new WeakMap<BuiltSite, Awaited<ReturnType<typeof readingOf>>>();

/** The build's reading of its pages for the index, and the memo it reads and keeps. */
async function readingOf(
  site: BuiltSite,
): Promise<{ reading: PageReading; records: () => SearchRecord[]; memo?: PageMemo }> {
  const { outDir, routesPaths, siteConfig } = site;
  // One memo per output folder: each locale's build keeps its own pages'.
  const memo = await pageMemo(site, `chitchatlabs-search-sections-${contentHash(outDir, 8)}`);
  const read = await searchSectionsReading(
    outDir,
    routesPaths,
    siteConfig.baseUrl,
    docsVersionOfRoutes(docsOf(site)),
    memo,
  );
  return { ...read, memo };
}

/**
 * The search indexes of the built pages (once per locale): one per docs version, each
 * with the pages outside the docs too; the latest version's is `search-index.json`.
 */
const writeSearchIndexes: BuildStep['run'] = async (site) => {
  const { outDir, i18n } = site;
  const docs = docsOf(site);
  // The pipeline read the pages in its pass; a step run alone reads them now.
  const passed = sectionsRead.get(site);
  sectionsRead.delete(site);
  const read = passed ?? (await readingOf(site));
  if (!passed) await readPages([read.reading]);
  const { memo } = read;
  const records = read.records();
  await memo?.save();
  if (memo)
    console.info(
      `[search] ${memo.counts.reused} of ${memo.counts.reused + memo.counts.made} pages' sections reused from an earlier build.`,
    );
  if (records.length === 0) throw new Error('search: no page to index.');
  const language = languageOf(i18n);
  const scopes = docs?.loadedVersions.map(({ versionName, isLast }) => ({
    versionName,
    isLast,
  })) ?? [{ versionName: undefined, isLast: true }];
  for (const { versionName, isLast } of scopes) {
    const scoped = records.filter((r) => r.version === undefined || r.version === versionName);
    await writeSearchIndex(outDir, searchIndexFileOf(versionName, isLast), scoped, language);
    const pages = new Set(scoped.map((record) => record.url)).size;
    console.info(
      `[search] ${versionName ?? 'site'} (${language}): ${scoped.length} sections of ${pages} pages indexed.`,
    );
  }
};

export const searchIndexStep: BuildStep = {
  name: 'search index',
  reads: ['pages'],
  writes: ['search indexes'],
  async pageReading(site) {
    const read = await readingOf(site);
    sectionsRead.set(site, read);
    return read.reading;
  },
  run: writeSearchIndexes,
};

/**
 * Search's steps, in their order: the search page's early worker named (it rewrites the
 * pages), then the index of the pages as the steps before left them.
 */
export const searchBuildSteps: readonly BuildStep[] = [earlyWorkerStep, searchIndexStep];
