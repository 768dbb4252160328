/**
 * Routes the browser learns when a reader heads to their page (./client/lazyRoutes.ts):
 * the build side. Before the client bundle is made, Docusaurus's route table, registry
 * and route chunk names are split (./routeTable.ts) and the browser bundle gets the
 * start's three instead (aliases of `@generated/routes`, `registry`, `routesChunkNames`).
 * The full registry is bundled too, in a chunk no page loads: its imports still make each
 * route's chunks. Once the bundler has numbered the modules and chunks, each learnt
 * route's data (its chunk names, and each one's module id and chunks, read from the full
 * registry's imports) is written twice, content-addressed: in a bucket of routes by path,
 * which the runtime knows by hash (`__webpack_require__.lr`), and in a script of its own
 * that the client manifest lists with the route's own module, so the page template lists
 * it among the page's scripts and the page starts with its own route and no other.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CurrentBundler } from '@docusaurus/types';

import { createHash } from 'node:crypto';

import { docIdsIn, splitGlobalDocs, type RouteDoc } from './globalDocs';
import {
  ownRouteGlobal,
  pathKey,
  routeBucketOf,
  routesFolder,
  routesPerBucket,
  type RouteBucket,
  type RouteRecord,
} from './routeKeys';
import {
  chunkNamesIn,
  readRegistry,
  readRoutes,
  splitRoutes,
  startRegistryModule,
  startRoutesModule,
  type ChunkNames,
  type LazyRoute,
  type RouteNode,
} from './routeTable';
import { runtimeModuleClass } from './runtimeModule';
import type { SidebarPatch } from './sidebarPatch';
import { leanVersion, type LeanVersion, type VersionProps } from './versionSidebars';

type Bundler = CurrentBundler['instance'];
type Compiler = InstanceType<Bundler['Compiler']>;
type Compilation = InstanceType<Bundler['Compilation']>;
type Chunk = InstanceType<Bundler['Chunk']>;

const hashLength = 8;

/** The client module the start's routes import. */
const clientModule = fileURLToPath(new URL('./client/lazyRoutes.ts', import.meta.url));

/** What the split left for the bundle: the aliases, and the routes learnt later. */
export type SplitRouteTable = {
  aliases: Record<string, string>;
  lazy: LazyRoute[];
  /** The docs each learnt route brings to the global data, by the route's key. */
  docsOf: Map<string, RouteDoc[]>;
  /** The versions' lean props: each learnt route's chunk name of them and its patch. */
  sidebarOf: Map<string, [string, SidebarPatch]>;
  /** The versions' whole sidebars, by file. */
  sidebarFiles: Map<string, string>;
  /** Each version props module the pages list with the lean one's chunks instead. */
  leanModules: Map<string, string>;
  /** Docusaurus's own registry, bundled in a chunk of its own. */
  registryPath: string;
};

/** Each route's parent's key, by the route's key. */
function parentKeys(routes: RouteNode[]): Map<string, string> {
  const parents = new Map<string, string>();
  const visit = (nodes: RouteNode[], parent: string | null): void => {
    for (const node of nodes) {
      const key = `${node.path}-${node.hash ?? ''}`;
      if (parent) parents.set(key, parent);
      if (node.routes) visit(node.routes, key);
    }
  };
  visit(routes, null);
  return parents;
}

/**
 * The lean props of each docs version whose pages are learnt later: the version route
 * (the learnt route's parent's parent) loads them, under a chunk name of their own, in
 * place of the docs plugin's.
 */
function leanVersions(
  generatedFilesDir: string,
  into: string,
  routes: RouteNode[],
  lazy: readonly LazyRoute[],
  docsOf: ReadonlyMap<string, RouteDoc[]>,
  chunkNames: Record<string, ChunkNames>,
  registry: Record<string, string>,
): { versions: LeanVersion[]; sidebarOf: Map<string, [string, SidebarPatch]> } {
  const parents = parentKeys(routes);
  const lazyByVersion = new Map<string, LazyRoute[]>();
  for (const route of lazy) {
    const version = parents.get(route.parent);
    const props = version && chunkNames[version]?.__props;
    if (typeof props !== 'string') continue;
    lazyByVersion.set(props, [...(lazyByVersion.get(props) ?? []), route]);
  }
  const versions: LeanVersion[] = [];
  const sidebarOf = new Map<string, [string, SidebarPatch]>();
  for (const [chunkName, routesOfVersion] of lazyByVersion) {
    const module = registry[chunkName];
    if (!module?.startsWith('@generated/')) continue;
    const props = JSON.parse(
      readFileSync(join(generatedFilesDir, module.slice('@generated/'.length)), 'utf8'),
    ) as VersionProps;
    if (!props.version?.docsSidebars) continue;
    const docIdOf = (route: LazyRoute): string | undefined => docsOf.get(route.key)?.[0]?.[3].id;
    const lazyDocs = new Set(routesOfVersion.flatMap((route) => docIdOf(route) ?? []));
    const leanModule = join(into, `version-${chunkName}.js`);
    const lean = leanVersion(
      props,
      { module, leanModule, chunkName },
      lazyDocs,
      (json) =>
        `${routesFolder}s.${createHash('sha256').update(json).digest('hex').slice(0, hashLength)}.json`,
    );
    if (!lean) continue;
    writeFileSync(leanModule, lean.leanSource);
    versions.push(lean);
    for (const route of routesOfVersion) {
      const docId = docIdOf(route);
      const patch = docId && lean.patchOf(docId);
      if (patch) sidebarOf.set(route.key, [lean.leanChunkName, patch]);
    }
  }
  return { versions, sidebarOf };
}

/**
 * Docusaurus's site metadata without the version of every plugin, which only the debug
 * plugin's pages read (1.3 KiB in every page's `main`, one more entry per plugin).
 */
function browserSiteMetadata(generatedFilesDir: string): Record<string, unknown> {
  const metadata = JSON.parse(
    readFileSync(join(generatedFilesDir, 'site-metadata.json'), 'utf8'),
  ) as Record<string, unknown>;
  return { ...metadata, pluginVersions: {} };
}

/**
 * Reads the generated route files and global data from `generatedFilesDir` and writes
 * the start's four into `into`.
 */
export function splitRouteTable(
  generatedFilesDir: string,
  into: string,
  themeConfig: unknown,
): SplitRouteTable {
  const registryPath = join(generatedFilesDir, 'registry.js');
  const routes = readRoutes(readFileSync(join(generatedFilesDir, 'routes.js'), 'utf8'));
  const registry = readRegistry(readFileSync(registryPath, 'utf8'));
  const chunkNames = JSON.parse(
    readFileSync(join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
  ) as Record<string, ChunkNames>;
  const { start, lazy } = splitRoutes(routes, chunkNames, registry);
  const lazyKeys = new Set(lazy.map((route) => route.key));
  const startChunkNames = Object.fromEntries(
    Object.entries(chunkNames)
      .filter(([key]) => !lazyKeys.has(key))
      .map(([key, names]) => [key, { ...names }]),
  );
  const startNames = new Set(Object.values(startChunkNames).flatMap(chunkNamesIn));
  const startRegistry = Object.fromEntries(
    Object.entries(registry).filter(([name]) => startNames.has(name)),
  );
  mkdirSync(into, { recursive: true });
  const files = {
    routes: join(into, 'routes.js'),
    registry: join(into, 'registry.js'),
    routesChunkNames: join(into, 'routesChunkNames.js'),
    globalData: join(into, 'globalData.js'),
    siteMetadata: join(into, 'siteMetadata.js'),
  };
  const { start: startGlobalData, docsOf } = splitGlobalDocs(
    JSON.parse(readFileSync(join(generatedFilesDir, 'globalData.json'), 'utf8')) as Record<
      string,
      Record<string, unknown>
    >,
    lazy,
    docIdsIn(themeConfig),
  );
  writeFileSync(files.globalData, `export default ${JSON.stringify(startGlobalData)};\n`);
  writeFileSync(
    files.siteMetadata,
    `export default ${JSON.stringify(browserSiteMetadata(generatedFilesDir))};\n`,
  );
  const { versions, sidebarOf } = leanVersions(
    generatedFilesDir,
    into,
    routes,
    lazy,
    docsOf,
    chunkNames,
    registry,
  );
  for (const version of versions) {
    for (const names of Object.values(startChunkNames))
      if (names.__props === version.chunkName) names.__props = version.leanChunkName;
    startRegistry[version.leanChunkName] = version.leanModule;
    Reflect.deleteProperty(startRegistry, version.chunkName);
  }
  const parents = new Set(lazy.map((route) => route.parent));
  writeFileSync(files.routes, startRoutesModule(start, parents, clientModule));
  writeFileSync(files.registry, startRegistryModule(startRegistry, registryPath));
  writeFileSync(files.routesChunkNames, `export default ${JSON.stringify(startChunkNames)};\n`);
  return {
    aliases: {
      '@generated/routes$': files.routes,
      '@generated/registry$': files.registry,
      '@generated/routesChunkNames$': files.routesChunkNames,
      '@generated/globalData$': files.globalData,
      '@generated/site-metadata$': files.siteMetadata,
    },
    lazy,
    docsOf,
    sidebarOf,
    sidebarFiles: new Map(versions.map((version) => [version.sidebarsFile, version.sidebarsJson])),
    leanModules: new Map(versions.map((version) => [version.module, version.leanModule])),
    registryPath,
  };
}

/** How the browser loads each chunk name's module: the module's id, the chunks it needs. */
function loadsOf(
  compilation: Compilation,
  registryPath: string,
): Map<string, RouteRecord['l'][string]> {
  const registry = [...compilation.modules].find(
    (module) => module.nameForCondition() === registryPath,
  );
  if (!registry) throw new Error(`The lazy routes: ${registryPath} is not in the bundle`);
  // The entries' chunks (the runtime, main, the shared stylesheet) are on every page.
  const initial = new Set(
    [...compilation.entrypoints.values()].flatMap((entry) =>
      entry.chunks.flatMap((chunk: Chunk) => chunk.ids ?? []),
    ),
  );
  const loads = new Map<string, RouteRecord['l'][string]>();
  for (const block of registry.blocks) {
    const group = compilation.chunkGraph.getBlockChunkGroup(block);
    const [dependency] = block.dependencies;
    const target = dependency && compilation.moduleGraph.getModule(dependency);
    const id = target && compilation.chunkGraph.getModuleId(target);
    if (!group?.name || id === null || id === undefined) continue;
    const chunks = group.chunks.flatMap((chunk: Chunk) => chunk.ids ?? []);
    const needed = chunks.filter((chunk) => chunk !== null && !initial.has(chunk));
    loads.set(group.name, [id, needed.map(String)]);
  }
  return loads;
}

/** Each learnt route's data, from the bundler's numbering. */
export function routeRecords(
  lazy: readonly LazyRoute[],
  loads: ReadonlyMap<string, RouteRecord['l'][string]>,
  docsOf: ReadonlyMap<string, RouteDoc[]> = new Map(),
  sidebarOf: ReadonlyMap<string, [string, SidebarPatch]> = new Map(),
): RouteRecord[] {
  return lazy.map((route) => ({
    d: docsOf.get(route.key) ?? [],
    ...(sidebarOf.has(route.key) ? { v: sidebarOf.get(route.key) } : {}),
    k: route.key,
    q: route.parent,
    p: route.path,
    a: route.attributes,
    c: route.chunkNames,
    l: Object.fromEntries(
      chunkNamesIn(route.chunkNames).map((name) => {
        const load = loads.get(name);
        if (!load) throw new Error(`The lazy routes: no import of chunk ${name} (${route.path})`);
        return [name, load];
      }),
    ),
  }));
}

/**
 * The buckets of routes by path key, in order. A route's sidebar patch is in the file
 * `patchFileOf` names for its JSON, not in the bucket: the patch is most of a route's
 * data (its categories' items), the same for every page of those categories, and needed
 * only when the page is shown, while a bucket is fetched for every link in view.
 */
export function routeBuckets(
  records: readonly RouteRecord[],
  patchFileOf: (json: string) => string,
): string[] {
  const count = Math.max(1, Math.ceil(records.length / routesPerBucket));
  const buckets: RouteBucket[] = Array.from({ length: count }, () => ({}));
  for (const record of records) {
    const key = pathKey(record.p);
    const [chunkName, patch] = record.v ?? [];
    (buckets[routeBucketOf(key, count)] as RouteBucket)[key] =
      chunkName === undefined || patch === undefined
        ? record
        : {
            ...record,
            v: [chunkName, typeof patch === 'string' ? patch : patchFileOf(JSON.stringify(patch))],
          };
  }
  return buckets.map((bucket) => JSON.stringify(bucket));
}

/** The script that hands the page its own route. */
export const ownRouteScript = (record: RouteRecord): string =>
  `(self.${ownRouteGlobal}=self.${ownRouteGlobal}||[]).push(${JSON.stringify(record)});\n`;

/**
 * Writes the routes' buckets and scripts, puts the buckets' hashes in the app's runtime,
 * and says which script each route's own module brings (for the client manifest).
 */
export class LazyRoutesPlugin {
  /** The script of each learnt route, by the route's own module (as the manifest names it). */
  readonly ownScripts = new Map<string, string>();

  constructor(private readonly split: SplitRouteTable) {}

  apply(compiler: Compiler): void {
    const { RuntimeModule, RuntimeGlobals, sources, util } = compiler.webpack;
    const hashOf = (text: string): string =>
      String(util.createHash('xxhash64').update(text).digest('hex')).slice(0, hashLength);
    const { lazy, registryPath, docsOf, sidebarOf, sidebarFiles } = this.split;
    const ownScripts = this.ownScripts;

    compiler.hooks.thisCompilation.tap('LazyRoutesPlugin', (compilation: Compilation) => {
      const files = new Map<string, string>();

      const runtime = runtimeModuleClass(RuntimeModule, 'LazyRoutesRuntimeModule', () => {
        const records = routeRecords(lazy, loadsOf(compilation, registryPath), docsOf, sidebarOf);
        for (const [file, json] of sidebarFiles) files.set(file, json);
        const patchFileOf = (json: string): string => {
          const file = `${routesFolder}p.${hashOf(json)}.json`;
          files.set(file, json);
          return file;
        };
        const hashes = routeBuckets(records, patchFileOf).map((json, index) => {
          const hash = hashOf(json);
          files.set(`${routesFolder}${index}.${hash}.json`, json);
          return hash;
        });
        ownScripts.clear();
        lazy.forEach((route, index) => {
          const script = ownRouteScript(records[index] as RouteRecord);
          const file = `${routesFolder}${hashOf(script)}.js`;
          files.set(file, script);
          ownScripts.set(route.ownModule, file);
        });
        return `${RuntimeGlobals.require}.lr=${JSON.stringify(hashes)};`;
      });

      compilation.hooks.additionalTreeRuntimeRequirements.tap(
        'LazyRoutesPlugin',
        (chunk: Chunk, requirements: Set<string>) => {
          // The app's runtime only: a Web Worker's has no routes.
          if (compilation.entrypoints.get('main')?.getRuntimeChunk() !== chunk) return;
          requirements.add(RuntimeGlobals.publicPath);
          compilation.addRuntimeModule(chunk, new runtime.Class());
        },
      );
      compilation.hooks.processAssets.tap({ name: 'LazyRoutesPlugin', stage: 0 }, () => {
        for (const [file, text] of files)
          // Named by their content as written: the minimizer leaves them as they are.
          compilation.emitAsset(file, new sources.RawSource(text), {
            immutable: true,
            minimized: true,
          });
        files.clear();
        runtime.drop();
      });
    });
  }
}
