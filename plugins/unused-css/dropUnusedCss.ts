import { basename } from 'node:path';

import type { BuiltPages } from '../build-steps/pages';
import {
  cssFilePattern,
  readStylesheets,
  relinkPages,
  replaceStylesheet,
  visitScripts,
  type Shrunk,
} from '../build-steps/assets';
import { UsedNames, withoutUnusedRules } from './withoutUnusedRules';

/**
 * Drops the stylesheets' rules that nothing in the build can use (./withoutUnusedRules):
 * the names the pages and scripts use are gathered a few files at a time, each changed
 * stylesheet is renamed by its new content and the `pages` link the new name. Returns
 * the stylesheets, before and after.
 */
export async function dropUnusedCss(outDir: string, pages: BuiltPages): Promise<Shrunk[]> {
  const { cssFiles, sheets } = await readStylesheets(outDir);
  const used = new UsedNames();
  // A page's bytes, not its text: the names a stylesheet can match here are ASCII
  // (`UsedNames`), the same in both.
  await pages.visit((page) => used.addPage(page.bytes));
  await visitScripts(outDir, pages, (js) => used.add(js));
  const renamed = new Map<string, string>();
  const stylesheets: Shrunk[] = [];
  for (const [index, file] of cssFiles.entries()) {
    const css = await withoutUnusedRules(sheets[index], used);
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
