/**
 * Chunk file names the reader learns lazily (./chunkFilesRuntime.ts): the build side.
 *
 * Rspack's runtime holds every chunk's file name (`__webpack_require__.u`) and
 * Docusaurus's chunk asset function every named chunk's id (`.gca`): at a thousand pages
 * 27.8 KiB gzip that every page loads before it hydrates. This plugin names the chunks
 * `<id>.<contenthash>.js` (so the page's own are known from its script list), replaces
 * those two runtime functions' code with the lazy runtime, and writes the named chunks'
 * hashes to buckets at fixed names, which the runtime names by their number only.
 */
import type { CurrentBundler } from '@docusaurus/types';

import {
  bucketOf,
  bucketsFolder,
  chunkFilesRuntime,
  chunksPerBucket,
  unnamedHashesPlaceholder,
  type ChunkFilesBucket,
} from './chunkFilesRuntime';
import { runtimeModuleClass } from './runtimeModule';

type Bundler = CurrentBundler['instance'];
type Compiler = InstanceType<Bundler['Compiler']>;
type Compilation = InstanceType<Bundler['Compilation']>;
type Chunk = InstanceType<Bundler['Chunk']>;

/** The chunks' folder and file template (Docusaurus names them `[name].[contenthash:8].js`). */
export const chunkFolder = 'assets/js/';
export const chunkFilename = `${chunkFolder}[id].[contenthash:8].js`;
const hashLength = 8;

/** The runtime modules whose code the lazy runtime replaces, by name. */
const replacedRuntimeModules = new Set([
  // Rspack's `__webpack_require__.u`.
  'get javascript chunk filename',
  // Docusaurus's `__webpack_require__.gca` (core's ChunkAssetPlugin).
  'ChunkAssetRuntimeModule',
]);

/** Rspack's hook that hands each runtime module's generated code to plugins to change. */
type RuntimeModuleHook = {
  tap(
    name: string,
    fn: (module: { name: string; source?: { source: Buffer | string } }) => void,
  ): void;
};

type AsyncChunk = { id: string; name: string | null; hash: string };

/** Splits the named chunks into buckets, each bucket's file as JSON. */
export function chunkFilesBuckets(chunks: readonly AsyncChunk[]): {
  unnamed: Record<string, string>;
  buckets: string[];
} {
  const unnamed: Record<string, string> = {};
  // In a fixed order: the bundler lists the chunks in an order that varies from build to
  // build, and a bucket that is the same is not downloaded or compressed again.
  const named = chunks
    .filter((chunk) => chunk.name !== null)
    .sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id));
  for (const chunk of chunks) if (chunk.name === null) unnamed[chunk.id] = chunk.hash;
  const count = Math.max(1, Math.ceil(named.length / chunksPerBucket));
  const contents: ChunkFilesBucket[] = Array.from({ length: count }, () => ({ i: {}, n: {} }));
  for (const { id, name, hash } of named) {
    (contents[bucketOf(id, count)] as ChunkFilesBucket).i[id] = hash;
    (contents[bucketOf(name as string, count)] as ChunkFilesBucket).n[name as string] = id;
  }
  return { unnamed, buckets: contents.map((content) => JSON.stringify(content)) };
}

/**
 * Every chunk of the build but `runtime` itself. Not only its async chunks: a Web Worker
 * the app starts (`new Worker(new URL(…))`) is the entry of a runtime of its own, whose
 * file the app's runtime names, and a chunk the worker loads may be one the app's runtime
 * does not reach. The unnamed ones are a fixed number at any size of the site.
 */
function otherChunksOf(compilation: Compilation, runtime: Chunk): AsyncChunk[] {
  // The entries' own chunks are named by `output.filename` and listed by every page.
  const entryChunks = new Set(
    [...compilation.entrypoints.values()].flatMap((entry) => [...entry.chunks]),
  );
  return [...compilation.chunks].flatMap((chunk) => {
    const hash = (chunk.contentHash as Record<string, string | undefined>).javascript;
    if (chunk === runtime || entryChunks.has(chunk) || chunk.id === null || !hash) return [];
    return [{ id: String(chunk.id), name: chunk.name ?? null, hash: hash.slice(0, hashLength) }];
  });
}

/** Replaces the runtime's chunk file map and writes the buckets the browser reads instead. */
export class LazyChunkFilesPlugin {
  apply(compiler: Compiler): void {
    const { RuntimeModule, RuntimeGlobals, sources } = compiler.webpack;

    compiler.hooks.thisCompilation.tap('LazyChunkFilesPlugin', (compilation: Compilation) => {
      const runtimeModuleHook = (
        compilation.hooks as unknown as { runtimeModule?: RuntimeModuleHook }
      ).runtimeModule;
      if (!runtimeModuleHook) {
        throw new Error('The lazy chunk files need Rspack (its runtimeModule hook)');
      }
      // By runtime chunk: a build has more than one runtime (the app's, a Web Worker's),
      // which share the buckets (each knows every chunk but the entries').
      const written = new Map<Chunk, string[]>();
      const expected = new Map<Chunk, AsyncChunk[]>();
      const unnamedOf = new Map<Chunk, Record<string, string>>();

      const runtime = runtimeModuleClass(
        RuntimeModule,
        'LazyChunkFilesRuntimeModule',
        (chunk) => {
          const chunks = otherChunksOf(compilation, chunk);
          const { unnamed, buckets } = chunkFilesBuckets(chunks);
          expected.set(chunk, chunks);
          written.set(chunk, buckets);
          unnamedOf.set(chunk, unnamed);
          return chunkFilesRuntime(RuntimeGlobals.require, {
            folder: chunkFolder,
            unnamed: unnamedHashesPlaceholder,
            buckets: buckets.length,
          });
        },
        { fullHash: true },
      );

      compilation.hooks.additionalTreeRuntimeRequirements.tap(
        'LazyChunkFilesPlugin',
        (chunk: Chunk, requirements: Set<string>) => {
          requirements.add(RuntimeGlobals.publicPath);
          requirements.add(RuntimeGlobals.hasOwnProperty);
          compilation.addRuntimeModule(chunk, new runtime.Class());
        },
      );
      runtimeModuleHook.tap('LazyChunkFilesPlugin', (module) => {
        if (replacedRuntimeModules.has(module.name) && module.source) {
          module.source.source = Buffer.from('');
        }
      });

      compilation.hooks.processAssets.tap({ name: 'LazyChunkFilesPlugin', stage: 0 }, () => {
        // The runtime computes each file name from the template: check the bundler agrees.
        for (const { id, hash } of [...expected.values()].flat()) {
          const file = `${chunkFolder}${id}.${hash}.js`;
          if (!compilation.getAsset(file)) {
            throw new Error(`Chunk ${id} is not at ${file}: the chunk file names changed`);
          }
        }
        const files = new Map<string, string>();
        for (const buckets of written.values())
          buckets.forEach((json, index) => {
            const file = `${bucketsFolder}/${index}.json`;
            if (files.has(file) && files.get(file) !== json) {
              throw new Error(`Two runtimes know different chunks: ${file} would differ`);
            }
            files.set(file, json);
          });
        for (const [file, json] of files)
          compilation.emitAsset(file, new sources.RawSource(json), { minimized: true });
      });

      // After the minifier, before the files are named by their final content (whose hashes
      // then replace these first ones, as everywhere else).
      compilation.hooks.processAssets.tap(
        {
          name: 'LazyChunkFilesPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
        },
        () => {
          for (const [chunk, unnamed] of unnamedOf) {
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              const code = compilation.getAsset(file)?.source.source().toString() ?? '';
              const parts = code.split(unnamedHashesPlaceholder);
              if (parts.length !== 2) {
                throw new Error(
                  `${file} holds the chunk hashes' placeholder ${parts.length - 1} times`,
                );
              }
              compilation.updateAsset(
                file,
                new sources.RawSource(parts.join(JSON.stringify(unnamed))),
              );
            }
          }
          // The compilation's last use of them.
          written.clear();
          expected.clear();
          unnamedOf.clear();
          runtime.drop();
        },
      );
    });
  }
}
