import { existsSync } from 'node:fs';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadedContent as LoadedPages } from '@docusaurus/plugin-content-pages';

import pMap from 'p-map';

import { contentCache } from '../build-steps/cache';
import { filesEndingIn } from '../build-steps/files';
import type { BuildStep } from '../build-steps/step';
import { readRouteHtml } from '../build-steps/routeHtml';
import { devFilesServer } from '../dev-files';
import { contentKey } from '../mdx-source/cache';
import { converterKey } from './converterKey';
import { keepLoadedDocs, prepareLlmsFiles } from './devFiles';
import { markdownPathFor } from './client/markdownPath';
import { htmlDirective, withMarkdownDirective } from './directive';
import type { LlmsSitePage } from './llmsTxt';
import type { PluginOptions } from './options';

export { validateOptions } from './options';

const pluginName = 'chitchatlabs-llms';

/** Where the plugin writes the files once the docs are loaded, for the dev server and the build. */
const publishedDirOf = (generatedFilesDir: string): string =>
  path.join(generatedFilesDir, pluginName);

const makingKey: unique symbol = Symbol.for('chitchatlabs-llms: the copies to make');

/**
 * What makes the files for each output folder in a build, called by the build step. The
 * plugin sets it up once the docs are loaded: each doc's copy is made as the MDX loader
 * parses the page for the bundle (./handedTrees.ts), and the step makes the rest and
 * writes the files once the pages are built.
 * Kept on `globalThis`: a site that lists the plugin by path has Docusaurus load it afresh,
 * so the pipeline's import of this file is another copy of it than the plugin's.
 */
const shared = globalThis as typeof globalThis & {
  [makingKey]?: Map<string, () => Promise<void>>;
};
const making = (shared[makingKey] ??= new Map<string, () => Promise<void>>());

const isDevServer = (): boolean => process.env.NODE_ENV !== 'production';

const pagesPluginName = 'docusaurus-plugin-content-pages';

/** The pages made from React or MDX outside the docs (the landing page), by address. */
const sitePagePermalinks = (pages: LoadedPages | null | undefined): string[] =>
  (pages ?? []).map(({ permalink }) => permalink);

/** What llms.txt says of a page outside the docs. */
function sitePageEntry(permalink: string, context: LoadContext): LlmsSitePage {
  const { siteConfig } = context;
  const home = permalink === siteConfig.baseUrl;
  return {
    title: home ? `${siteConfig.title}: home` : permalink,
    markdownUrl: new URL(markdownPathFor(permalink), siteConfig.url).href,
    description: home ? siteConfig.tagline : `the page at ${permalink}`,
  };
}

/** The llms.txt of the locale being built. */
const llmsTxtUrlOf = ({ siteConfig }: Pick<LoadContext, 'siteConfig'>): string =>
  new URL(`${siteConfig.baseUrl}llms.txt`, siteConfig.url).href;
/** What a plugin's configureWebpack may return (Docusaurus does not export the type). */
type WebpackResult = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;

/** The plugin's theme components: the "Copy page" menu and the doc page wraps that show it. */
const themePath = fileURLToPath(new URL('./theme', import.meta.url));

/**
 * Publishes the docs for AI tools: a clean Markdown file next to each doc page
 * (`/introduction.md`), `/llms.txt` (llmstxt.org) listing the listed docs in sidebar
 * order, and `/llms-full.txt` with all of them. The build writes them into its output;
 * the dev server (`npm start`) serves the same files, each made when it is asked for
 * from the docs as they are then (./devFiles.ts), so "Copy page" and the Markdown links
 * work while writing too, and an edit never waits for every page's copy.
 */
export default function llmsPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const publishedDir = publishedDirOf(context.generatedFilesDir);
  return {
    name: pluginName,
    getThemePath: () => themePath,
    injectHtmlTags() {
      // At the top of every page, hidden from sight and from screen readers (agents read it).
      return {
        preBodyTags: [
          {
            tagName: 'div',
            attributes: { class: 'visually-hidden', 'aria-hidden': 'true' },
            innerHTML: htmlDirective(llmsTxtUrlOf(context)),
          },
        ],
      };
    },
    async allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      const sitePages = sitePagePermalinks(
        allContent[pagesPluginName]?.default as LoadedPages | undefined,
      ).map((permalink) => sitePageEntry(permalink, context));
      if (isDevServer()) {
        keepLoadedDocs(publishedDir, { docs, context, options });
        return;
      }
      let made: Promise<void> | undefined;
      const make = (): Promise<void> =>
        (made ??= (async () => {
          await madeFromTrees();
          const { llmsFileParts, writeLlmsFiles } = await import('./files');
          await rm(publishedDir, { recursive: true, force: true });
          await writeLlmsFiles(llmsFileParts(docs, context, options, sitePages), publishedDir);
        })());
      const { makeCopiesFromParsedTrees } = await import('./handedTrees');
      // Once every doc's tree is in, the files are written beside the rest of the bundling;
      // else (pages whose bundle was cached) when the step asks for them.
      const madeFromTrees = makeCopiesFromParsedTrees(docs, context, options, () => {
        make().catch(() => undefined);
      });
      making.set(publishedDir, make);
    },
    configureWebpack(_config, isServer) {
      if (isServer || !isDevServer()) return undefined;
      // Read by `docusaurus start` only: its dev server merges this into its own settings.
      const withDevServer: WebpackResult & { devServer: object } = {
        devServer: devFilesServer(
          publishedDir,
          context.siteConfig.baseUrl,
          prepareLlmsFiles(publishedDir),
        ),
      };
      return withDevServer;
    },
  };
}

/**
 * The Markdown copy of each page outside the docs (`/` → `/index.md`), made from what its
 * built HTML shows in `<main>`: such a page is written in React, so no Markdown source
 * says what it says.
 */
const writeSitePageCopies: BuildStep['run'] = async (site) => {
  const { outDir, plugins, siteConfig } = site;
  const pages = plugins.find(({ name }) => name === pagesPluginName)?.content as
    LoadedPages | undefined;
  const llmsTxtUrl = llmsTxtUrlOf({ siteConfig });
  // A page the same as in the last build gets the copy made then: nothing converts it.
  const kept = contentCache(site, 'chitchatlabs-site-page-copies');
  for (const permalink of sitePagePermalinks(pages)) {
    const html = await readRouteHtml(outDir, permalink, siteConfig.baseUrl);
    const href = new URL(permalink, siteConfig.url).href;
    const convert = async (): Promise<Buffer> => {
      const { builtPageToMarkdown } = await import('./landingCopy');
      return Buffer.from(builtPageToMarkdown(html, href) ?? '');
    };
    const made = kept
      ? await kept.through(contentKey(html, href, await converterKey()), convert)
      : await convert();
    // Empty: the page has no <main> (a copy has at least its title).
    const markdown = made.length > 0 ? made.toString('utf8') : undefined;
    if (markdown === undefined) {
      logger.warn(
        `Markdown copies: the page ${permalink} has no <main>; it gets no Markdown copy.`,
      );
      continue;
    }
    const target = path.join(outDir, markdownPathFor(permalink).slice(siteConfig.baseUrl.length));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, withMarkdownDirective(markdown, llmsTxtUrl));
  }
};

/**
 * Copies the files under `from` into `to`, a few at a time, each folder made once: a
 * thousand pages' copies with one copy call each, where a recursive `cp` checks every
 * file and folder on both sides first.
 */
async function copyFolder(from: string, to: string): Promise<void> {
  const files = await filesEndingIn(from, '');
  for (const dir of new Set(files.map((file) => path.dirname(file))))
    await mkdir(path.join(to, dir), { recursive: true });
  await pMap(files, (file) => copyFile(path.join(from, file), path.join(to, file)), {
    concurrency: 8,
  });
}

/**
 * The same files copied into the build: the plugin makes
 * them once the docs are loaded, into the folder it keeps under `generatedFilesDir`, and
 * prints its warnings then, once per page; the step waits for them. The pages outside
 * the docs get theirs from their built HTML.
 */
export function llmsFilesStep({
  generatedFilesDir,
}: Pick<LoadContext, 'generatedFilesDir'>): BuildStep {
  const publishedDir = publishedDirOf(generatedFilesDir);
  const run: BuildStep['run'] = async (site, pages) => {
    const { outDir } = site;
    const make = making.get(publishedDir);
    making.delete(publishedDir);
    await make?.();
    if (!existsSync(publishedDir))
      throw new Error(
        `${publishedDir} is missing: the ${pluginName} plugin writes it, add it to the site's plugins`,
      );
    await copyFolder(publishedDir, outDir);
    await writeSitePageCopies(site, pages);
  };
  return {
    name: 'Markdown copies and llms.txt',
    reads: ['pages'],
    writes: ['Markdown copies'],
    run,
  };
}
