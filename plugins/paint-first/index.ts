/**
 * Paint first, hydrate after: the page template that starts the app after the first
 * paint (siteConfig.ssrTemplate) with exactly the scripts each page needs, and the build
 * steps that subset the fonts to the characters of the built pages and drop unused CSS
 * (run by plugins/build-pipeline).
 */
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import type { BuildStep } from '../build-pipeline/step';
import { RouteModulesManifestPlugin } from './routeModulesManifest';
import { dropUnusedCss, subsetFonts, type ShrinkOptions, type Shrunk } from './shrinkAssets';

export { validateNoOptions as validateOptions } from '../noOptions';
export { appAfterPaintTemplate } from './ssrTemplate';

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const report = (shrunk: readonly Shrunk[]): void => {
  for (const { name, bytesBefore, bytesAfter } of shrunk)
    console.info(`[paint-first] ${name}: ${kib(bytesBefore)} -> ${kib(bytesAfter)}`);
};

export const fontsStep =
  (options: ShrinkOptions): BuildStep =>
  async ({ outDir }) =>
    report(await subsetFonts(outDir, options));

export const unusedCssStep: BuildStep = async ({ outDir }) => report(await dropUnusedCss(outDir));

/**
 * The client manifest Docusaurus's production build writes for its page renderer, which
 * hands the page template each page's scripts (`it.scripts`).
 */
const clientManifestFile = 'client-manifest.json';

/** Gives each page's template its route chunks as well as the entry bundles. */
export default function paintFirstPlugin(context: LoadContext): Plugin {
  return {
    name: 'chitchatlabs-paint-first',
    configureWebpack(config, isServer) {
      // The manifest exists in production builds only; the dev server renders no pages.
      if (isServer || config.mode !== 'production') return {};
      const manifest = join(context.generatedFilesDir, clientManifestFile);
      return { plugins: [new RouteModulesManifestPlugin(manifest)] };
    },
  };
}
