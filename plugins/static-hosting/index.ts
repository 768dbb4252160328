import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { cacheControl, type CacheClass } from './headerPolicy';
import { inlineScriptHashes } from './inlineScripts';
import { isCompressible, precompress } from './precompress';
import type { PluginOptions } from './options';
import { renderHeadersFile, renderNginxInclude } from './render';

export { validateOptions } from './options';

/** Where the nginx includes go inside the build; deploy/nginx.conf answers 404 for it. */
export const nginxIncludesDir = '_nginx';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const link = entries.find((entry) => entry.isSymbolicLink());
  // A link could lead the web server outside the site folder.
  if (link) throw new Error(`Symbolic link in the site: ${join(link.parentPath, link.name)}`);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * The files the bundler and the page renderer wrote, which are complete when
 * postBuild starts. Other plugins write theirs (sitemap, search index) during
 * postBuild, in parallel with this one, so those are left to on-the-fly compression.
 */
async function finishedFiles(outDir: string, staticDirs: readonly string[]): Promise<string[]> {
  const staticFiles = new Set<string>();
  for (const dir of staticDirs) {
    if (existsSync(dir)) for (const file of await listFiles(dir)) staticFiles.add(file);
  }
  return (await listFiles(outDir)).filter(
    (file) => file.endsWith('.html') || file.startsWith('assets/') || staticFiles.has(file),
  );
}

export default function staticHostingPlugin(context: LoadContext, options: PluginOptions): Plugin {
  return {
    name: 'chitchatlabs-static-hosting',
    async postBuild({ outDir }) {
      for (const step of options.rewriteBuild) await step(outDir);
      const staticDirs = context.siteConfig.staticDirectories.map((dir) =>
        resolve(context.siteDir, dir),
      );
      const files = await finishedFiles(outDir, staticDirs);
      const htmlFiles = files.filter((file) => file.endsWith('.html')).sort();

      const pages = await Promise.all(
        htmlFiles.map((file) => readFile(join(outDir, file), 'utf8')),
      );
      const scriptHashes = inlineScriptHashes(pages);

      await mkdir(join(outDir, nginxIncludesDir), { recursive: true });
      for (const cacheClass of Object.keys(cacheControl) as CacheClass[]) {
        await writeFile(
          join(outDir, nginxIncludesDir, `${cacheClass}.conf`),
          renderNginxInclude(cacheClass, scriptHashes),
        );
      }
      await writeFile(join(outDir, '_headers'), renderHeadersFile(scriptHashes, htmlFiles));

      const compressible: string[] = [];
      for (const file of files) {
        const path = join(outDir, file);
        if (isCompressible(file, (await stat(path)).size)) compressible.push(path);
      }
      const copies = (await Promise.all(compressible.map(precompress))).flat();
      console.info(
        `[static-hosting] ${scriptHashes.length} inline script hash(es) in the CSP; ` +
          `${copies.length} precompressed copies of ${compressible.length} files.`,
      );
    },
  };
}
