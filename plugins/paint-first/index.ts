/**
 * Paint first, hydrate after: the page template that starts the app after the first
 * paint (siteConfig.ssrTemplate), and the build step that subsets the fonts to the
 * characters of the built pages (run by plugins/static-hosting before it hashes).
 */
import { shrinkBuiltAssets, type ShrinkOptions } from './shrinkAssets';

export { appAfterPaintTemplate } from './ssrTemplate';

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

export function shrinkAssetsStep(options: ShrinkOptions): (outDir: string) => Promise<void> {
  return async (outDir) => {
    const { faces, stylesheets } = await shrinkBuiltAssets(outDir, options);
    for (const { name, bytesBefore, bytesAfter } of [...faces, ...stylesheets])
      console.info(`[paint-first] ${name}: ${kib(bytesBefore)} -> ${kib(bytesAfter)}`);
  };
}
