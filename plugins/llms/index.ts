import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';

import type { BuildStep } from '../build-pipeline/step';
import { llmsFiles, writeLlmsFiles } from './files';
import type { PluginOptions } from './options';

export { validateOptions } from './options';

const pluginName = 'chitchatlabs-llms';

/** Where the plugin writes the files once the docs are loaded, for the dev server and the build. */
const publishedDirOf = (generatedFilesDir: string): string =>
  path.join(generatedFilesDir, pluginName);

/** What a plugin's configureWebpack may return (Docusaurus does not export the type). */
type WebpackResult = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;

/** The plugin's theme components: the "Copy page" menu and the doc page wraps that show it. */
const themePath = fileURLToPath(new URL('./theme', import.meta.url));

/**
 * Publishes the docs for AI tools: a clean Markdown file next to each doc page
 * (`/introduction.md`), `/llms.txt` (llmstxt.org) listing the listed docs in sidebar
 * order, and `/llms-full.txt` with all of them. The build writes them into its output;
 * the dev server (`npm start`) serves the same files, made again whenever the docs
 * change, so "Copy page" and the Markdown links work while writing too.
 */
export default function llmsPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const publishedDir = publishedDirOf(context.generatedFilesDir);
  return {
    name: pluginName,
    getThemePath: () => themePath,
    async allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default;
      const files = await llmsFiles(docs as LoadedContent | undefined, context, options);
      await rm(publishedDir, { recursive: true, force: true });
      await writeLlmsFiles(files, publishedDir);
    },
    configureWebpack(_config, isServer) {
      if (isServer) return undefined;
      // Read by `docusaurus start` only: its dev server merges this into its own settings.
      const withDevServer: WebpackResult & { devServer: object } = {
        devServer: {
          static: [
            { directory: publishedDir, publicPath: context.siteConfig.baseUrl, watch: false },
          ],
        },
      };
      return withDevServer;
    },
  };
}

/**
 * The same files copied into the build (run by plugins/build-pipeline): the plugin made
 * them once the docs were loaded, into the folder it keeps under `generatedFilesDir`,
 * and printed its warnings then, once per page.
 */
export function llmsFilesStep({
  generatedFilesDir,
}: Pick<LoadContext, 'generatedFilesDir'>): BuildStep {
  const publishedDir = publishedDirOf(generatedFilesDir);
  return async ({ outDir }) => {
    if (!existsSync(publishedDir))
      throw new Error(
        `${publishedDir} is missing: the ${pluginName} plugin writes it, add it to the site's plugins`,
      );
    await cp(publishedDir, outDir, { recursive: true });
  };
}
