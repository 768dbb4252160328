import { readFile, writeFile } from 'node:fs/promises';
import type { CurrentBundler } from '@docusaurus/types';

import type { ClientManifest } from '../build-steps/clientManifest';

/** The bundler's compiler (Rspack's, or webpack's: the site builds with either). */
type Compiler = InstanceType<CurrentBundler['instance']['Compiler']>;

/** What the lazy routes (./lazyRoutes.ts) add: scripts by module, modules in others' place. */
export type PageRouteFiles = {
  ownScripts: ReadonlyMap<string, string>;
  leanModules: ReadonlyMap<string, string>;
};
const noPageRouteFiles: PageRouteFiles = { ownScripts: new Map(), leanModules: new Map() };

type ChunkWithOrigins = { names?: string[]; origins?: { request?: string }[] };

/** What the bundler's stats say of the chunks and of the chunk groups imports make. */
type ChunkStats = {
  chunks?: ChunkWithOrigins[];
  namedChunkGroups?: Record<string, unknown>;
  entrypoints?: Record<string, unknown>;
};

/**
 * Each route module's chunks in the client manifest, under the module's name.
 *
 * When Docusaurus renders a page it collects the modules the page's routes load (their
 * names as the route registry imports them: `@theme/DocItem`, `@site/docs/page.mdx`)
 * and asks the manifest for their files, which the page template gets as `it.scripts`
 * after the entry bundles. The manifest keys each chunk by its chunk name instead
 * (`17896441`), so no page gets its route chunks. This adds, for every chunk an import
 * of a module made, that module's name as a second key to the same chunks: `it.scripts`
 * then lists exactly the scripts the page needs before it hydrates, from the bundler's
 * own record of which import made which chunk.
 */
export function addRouteModulesToManifest(
  manifest: ClientManifest,
  { chunks = [], namedChunkGroups = {}, entrypoints = {} }: ChunkStats,
  { ownScripts, leanModules }: PageRouteFiles = noPageRouteFiles,
  publicPath = '/',
): ClientManifest {
  const origins = { ...manifest.origins };
  const assets = { ...manifest.assets };
  // A learnt route's own script (./lazyRoutes.ts), listed with the module only it loads.
  for (const [module, file] of ownScripts) {
    const id = `route:${file}`;
    const js = [{ file, hash: file, publicPath: `${publicPath}${file}` }];
    assets[id] = { js };
    origins[module] = [...(origins[module] ?? []), id];
  }
  for (const { names = [], origins: imports = [] } of chunks) {
    // Only the chunk an import is named after: a chunk split out of many (the shared
    // stylesheet's) lists every import whose group holds it among its origins.
    const [name] = names;
    if (!name || !(name in namedChunkGroups) || name in entrypoints) continue;
    const siblings = manifest.origins[name];
    if (!siblings) continue;
    for (const { request } of imports) {
      if (!request || request in manifest.origins) continue;
      origins[request] = [...new Set([...(origins[request] ?? []), ...siblings])];
    }
  }
  // A docs version's props: the pages load the lean ones (./versionSidebars.ts) instead.
  for (const [module, lean] of leanModules) {
    const files = origins[lean];
    if (files) origins[module] = files;
  }
  return { ...manifest, origins, assets };
}

/** Rewrites the client manifest at `manifestPath` once the client bundle is written. */
export class RouteModulesManifestPlugin {
  constructor(
    private readonly manifestPath: string,
    private readonly routeFiles: PageRouteFiles = noPageRouteFiles,
  ) {}

  apply(compiler: Compiler): void {
    // The manifest is written while the assets are emitted; this runs right after.
    compiler.hooks.afterEmit.tapPromise('RouteModulesManifestPlugin', async (compilation) => {
      const stats: ChunkStats = compilation.getStats().toJson({
        all: false,
        chunks: true,
        chunkOrigins: true,
        chunkGroups: true,
        entrypoints: true,
      });
      let manifest: ClientManifest;
      try {
        manifest = JSON.parse(await readFile(this.manifestPath, 'utf8')) as ClientManifest;
      } catch (error) {
        throw new Error(`No client manifest at ${this.manifestPath}: Docusaurus moved it`, {
          cause: error,
        });
      }
      await writeFile(
        this.manifestPath,
        JSON.stringify(
          addRouteModulesToManifest(
            manifest,
            stats,
            this.routeFiles,
            String(compilation.outputOptions.publicPath ?? '/'),
          ),
        ),
      );
    });
  }
}
