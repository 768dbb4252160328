/**
 * Paint first, hydrate after: the page template that starts the app after the first
 * paint (siteConfig.ssrTemplate) with exactly the scripts each page needs.
 */
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { chunkFilename, LazyChunkFilesPlugin } from './chunkFiles';
import { LazyRoutesPlugin, splitRouteTable } from './lazyRoutes';
import { clientManifestFile } from './pageOwnScripts';
import { RouteModulesManifestPlugin } from './routeModulesManifest';

export { validateNoOptions as validateOptions } from '../noOptions';
export { appAfterPaintTemplate } from './ssrTemplate';

/**
 * Gives each page's template its route chunks as well as the entry bundles, and the
 * runtime only the chunk file names it needs (./chunkFiles.ts).
 */
export default function pageScriptsPlugin(context: LoadContext): Plugin {
  return {
    name: 'chitchatlabs-page-scripts',
    configureWebpack(config, isServer, { currentBundler }) {
      // The manifest exists in production builds only; the dev server renders no pages.
      if (isServer || config.mode !== 'production') return {};
      const manifest = join(context.generatedFilesDir, clientManifestFile);
      // The runtime's code is replaced through a hook only Rspack has; webpack keeps its map.
      if (currentBundler.name !== 'rspack')
        return { plugins: [new RouteModulesManifestPlugin(manifest)] };
      const split = splitRouteTable(
        context.generatedFilesDir,
        join(context.generatedFilesDir, 'chitchatlabs-page-scripts'),
        context.siteConfig.themeConfig,
      );
      const lazyRoutes = new LazyRoutesPlugin(split);
      // The first alias that matches wins: the start's route files before `@generated`.
      config.resolve = {
        ...config.resolve,
        alias: {
          ...split.aliases,
          ...(config.resolve?.alias as Record<string, string | false | string[]>),
        },
      };
      return {
        // Chunks named by id and content, so the runtime needs no map of their names.
        output: { chunkFilename },
        plugins: [
          new RouteModulesManifestPlugin(manifest, {
            ownScripts: lazyRoutes.ownScripts,
            leanModules: split.leanModules,
          }),
          new LazyChunkFilesPlugin(),
          lazyRoutes,
        ],
      };
    },
  };
}
