import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';

import { llmsFiles, writeLlmsFiles, type LlmsOptions, type PublishedFile } from './files';

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
export default function llmsPlugin(options: LlmsOptions = {}): PluginModule {
  return (context) => llms(context, options);
}

function llms(context: LoadContext, options: LlmsOptions): Plugin {
  const devDir = path.join(context.generatedFilesDir, 'llms');
  let files: PublishedFile[] = [];
  return {
    name: 'llms',
    getThemePath: () => themePath,
    async allContentLoaded({ allContent }) {
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
    async postBuild({ outDir }) {
      await writeLlmsFiles(files, outDir);
    },
  };
}
