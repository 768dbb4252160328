import { basename } from 'node:path';

import type { BuiltPage } from '../build-steps/pages';
import {
  cssFilePattern,
  readScripts,
  readStylesheets,
  relinkPages,
  replaceStylesheet,
  type Shrunk,
} from '../build-steps/assets';
import { withoutUnusedRules } from './withoutUnusedRules';

/**
 * Drops the stylesheets' rules that nothing in the build can use (./withoutUnusedRules):
 * each changed stylesheet is renamed by its new content and the `pages` link the new
 * name. Returns the stylesheets, before and after.
 */
export async function dropUnusedCss(
  outDir: string,
  pages: readonly BuiltPage[],
): Promise<Shrunk[]> {
  const { cssFiles, sheets } = await readStylesheets(outDir);
  const sources = { pages: pages.map((page) => page.html), scripts: await readScripts(outDir) };
  const renamed = new Map<string, string>();
  const stylesheets: Shrunk[] = [];
  for (const [index, file] of cssFiles.entries()) {
    const css = await withoutUnusedRules(sheets[index], sources);
    if (css === sheets[index]) continue;
    const newFile = `/${await replaceStylesheet(outDir, file, css)}`;
    renamed.set(`/${file}`, newFile);
    stylesheets.push({
      name: cssFilePattern.exec(basename(file))?.[1] ?? file,
      file: newFile,
      bytesBefore: Buffer.byteLength(sheets[index]),
      bytesAfter: Buffer.byteLength(css),
    });
  }
  await relinkPages(outDir, pages, renamed);
  return stylesheets;
}
