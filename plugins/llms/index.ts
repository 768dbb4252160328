import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';

import type { BuildStep } from '../build-pipeline/step';
import { llmsFiles, writeLlmsFiles, type PublishedFile } from './files';
import type { PluginOptions } from './options';

export { validateOptions } from './options';

const pluginName = 'chitchatlabs-llms';

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
  const devDir = path.join(context.generatedFilesDir, pluginName);
  let files: PublishedFile[] = [];
  return {
    name: pluginName,
    getThemePath: () => themePath,
    async allContentLoaded({ allContent }) {
      // The dev server's copies: a production build writes its own from the built site
      // (llmsStep), and making them twice cost a thousand-page build a minute.
      if (process.env.NODE_ENV === 'production') return;
      const docs = allContent['docusaurus-plugin-content-docs']?.default;
      files = await llmsFiles(docs as LoadedContent | undefined, context, options);
      await rm(devDir, { recursive: true, force: true });
      await writeLlmsFiles(files, devDir);
    },
    configureWebpack(_config, isServer) {
      if (isServer) return undefined;
      // Read by `docusaurus start` only: its dev server merges this into its own settings.
      const withDevServer: WebpackResult & { devServer: object } = {
        devServer: {
          static: [{ directory: devDir, publicPath: context.siteConfig.baseUrl, watch: false }],
        },
      };
      return withDevServer;
    },
  };
}

/**
 * The same files written into the build (run by plugins/build-pipeline), made with the
 * options this plugin was given (validateOptions checked them when the build started).
 */
export const llmsStep: BuildStep = async (site) => {
  const llms = site.plugins.find((plugin) => plugin.name === pluginName);
  if (!llms) throw new Error(`The ${pluginName} plugin is not in the site's plugins`);
  const docs = site.plugins.find(
    (plugin) => plugin.name === 'docusaurus-plugin-content-docs' && plugin.options.id === 'default',
  )?.content;
  await writeLlmsFiles(
    await llmsFiles(
      docs as LoadedContent | undefined,
      site,
      llms.options as unknown as PluginOptions,
    ),
    site.outDir,
  );
};
