/**
 * A built site in miniature for the font and unused-CSS steps' tests: the asset folders
 * Docusaurus writes, and Lato's regular face under its hashed name.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** The face as @fontsource ships it, in full. */
export const latoFile = join(
  __dirname,
  '../../node_modules/@fontsource/lato/files/lato-latin-400-normal.woff2',
);
/** Where a build puts it, and the stylesheet that names it. */
export const fontUrl = '/assets/fonts/lato-latin-400-normal-be36596da218e1eec01c5c600b1c13ef.woff2';
export const cssUrl = '/assets/css/styles.282e8327.css';

/** The build folder's asset folders, with the face at `fontUrl`. */
export function writeAssetFolders(outDir: string): void {
  for (const dir of ['assets/fonts', 'assets/css', 'assets/js'])
    mkdirSync(join(outDir, dir), { recursive: true });
  copyFileSync(latoFile, join(outDir, fontUrl));
}
