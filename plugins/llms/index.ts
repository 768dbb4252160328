import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';

import type { BuildStep } from '../build-steps/step';
import { devFilesServer } from '../dev-files';
import { keepLoadedDocs, prepareLlmsFiles } from './devFiles';
import type { PluginOptions } from './options';

export { validateOptions } from './options';

const pluginName = 'chitchatlabs-llms';

/** Where the plugin writes the files once the docs are loaded, for the dev server and the build. */
const publishedDirOf = (generatedFilesDir: string): string =>
  path.join(generatedFilesDir, pluginName);

/**
 * The files being made for each output folder by a build. Making them reads and converts
 * every doc (15 s at a thousand pages), which the plugin starts once the docs are loaded
 * and does not wait for: the bundler works beside it, and the build step waits for it.
 */
const making = new Map<string, Promise<void>>();

const isDevServer = (): boolean => process.env.NODE_ENV !== 'production';

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
    allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      if (isDevServer()) {
        keepLoadedDocs(publishedDir, { docs, context, options });
        return;
      }
      const made = (making.get(publishedDir) ?? Promise.resolve())
        .catch(() => undefined)
        .then(async () => {
          const { llmsFiles, writeLlmsFiles } = await import('./files');
          const files = await llmsFiles(docs, context, options);
          await rm(publishedDir, { recursive: true, force: true });
          await writeLlmsFiles(files, publishedDir);
        });
      made.catch((error: unknown) => logger.error`Markdown copies and llms.txt: ${String(error)}`);
      making.set(publishedDir, made);
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
 * The same files copied into the build: the plugin makes
 * them once the docs are loaded, into the folder it keeps under `generatedFilesDir`, and
 * prints its warnings then, once per page; the step waits for them.
 */
export function llmsFilesStep({
  generatedFilesDir,
}: Pick<LoadContext, 'generatedFilesDir'>): BuildStep {
  const publishedDir = publishedDirOf(generatedFilesDir);
  const run: BuildStep['run'] = async ({ outDir }) => {
    await making.get(publishedDir);
    if (!existsSync(publishedDir))
      throw new Error(
        `${publishedDir} is missing: the ${pluginName} plugin writes it, add it to the site's plugins`,
      );
    await cp(publishedDir, outDir, { recursive: true });
  };
  return { name: 'Markdown copies and llms.txt', reads: [], writes: ['Markdown copies'], run };
}
