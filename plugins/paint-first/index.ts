/**
 * Paint first, hydrate after: the page template that starts the app after the first
 * paint (siteConfig.ssrTemplate), and the build steps that give each page's loader its
 * route chunks, subset the fonts to the characters of the built pages and drop unused
 * CSS (run by plugins/build-pipeline).
 */
import type { BuildStep } from '../build-pipeline/step';
import { dropUnusedCss, subsetFonts, type ShrinkOptions, type Shrunk } from './shrinkAssets';

export { appAfterPaintTemplate } from './ssrTemplate';
export { routeScriptsStep } from './routeScripts';

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
