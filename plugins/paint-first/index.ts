/**
 * Paint first, hydrate after: the page template that starts the app after the first
 * paint (siteConfig.ssrTemplate), and the build step that subsets the fonts to the
 * characters of the built pages (run by plugins/static-hosting before it hashes).
 */
import { subsetBuiltFonts, type FontSubsetOptions } from './fontSubset';

export { appAfterPaintTemplate } from './ssrTemplate';

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

export function fontSubsetStep(options: FontSubsetOptions): (outDir: string) => Promise<void> {
  return async (outDir) => {
    const faces = await subsetBuiltFonts(outDir, options);
    for (const face of faces)
      console.info(
        `[paint-first] ${face.name}: ${kib(face.bytesBefore)} -> ${kib(face.bytesAfter)}`,
      );
  };
}
