import { createHash } from 'node:crypto';
import type { CurrentBundler } from '@docusaurus/types';

import { isPageContent } from './pageFiles';

/** The bundler's compiler (Rspack's, or webpack's: the site builds with either). */
type Compiler = InstanceType<CurrentBundler['instance']['Compiler']>;

type Compilation = Parameters<Parameters<Compiler['hooks']['afterEmit']['tap']>[1]>[0];
type BundledModule = Parameters<Compilation['chunkGraph']['getModuleHash']>[0];

const resourceOf = (module: BundledModule | null): string =>
  module && 'resource' in module ? String(module.resource) : '';

/**
 * Whether a module is a page's own: its Markdown, or data only Markdown imports (the
 * metadata the docs plugin writes for a page, which its Markdown exports: its title,
 * description, neighbours), which the browser's files of the page hold too.
 */
function isPagesOwn(module: BundledModule, { moduleGraph }: Compilation): boolean {
  const resource = resourceOf(module);
  if (isPageContent(resource)) return true;
  if (!resource.endsWith('.json')) return false;
  let importers = 0;
  for (const { originModule } of moduleGraph.getIncomingConnections(module)) {
    if (!isPageContent(resourceOf(originModule))) return false;
    importers += 1;
  }
  return importers > 0;
}

/**
 * The hash of what every page renders with: each module of the server bundle but the
 * pages' own (their Markdown and its data), by the bundler's hash of the module (its code
 * as bundled, the ids it imports). A page's own modules are left out: the files of the
 * modules the page loads, named by their content, stand for them in the page's key
 * (./pageFiles.ts).
 */
export class ServerModulesHashPlugin {
  private hash: string | undefined;

  /** The hash of the last server compilation; none before one is done. */
  get value(): string | undefined {
    return this.hash;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ServerModulesHashPlugin', () => {
      this.hash = undefined;
    });
    compiler.hooks.afterEmit.tap('ServerModulesHashPlugin', (compilation) => {
      const { chunkGraph } = compilation;
      const hashes: string[] = [];
      for (const chunk of compilation.chunks) {
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          if (isPagesOwn(module, compilation)) continue;
          const hash = chunkGraph.getModuleHash(module, chunk.runtime);
          // A module without a hash cannot be told unchanged: no page is kept.
          if (hash === null) return;
          hashes.push(`${module.identifier()}\0${hash}`);
        }
      }
      this.hash = createHash('sha256').update(hashes.sort().join('\n')).digest('hex');
    });
  }
}
