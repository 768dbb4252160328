import { createHash } from 'node:crypto';
import type { CurrentBundler } from '@docusaurus/types';

import { isPageContent } from './pageFiles';

/** The bundler's compiler (Rspack's, or webpack's: the site builds with either). */
type Compiler = InstanceType<CurrentBundler['instance']['Compiler']>;

/**
 * The hash of what every page renders with: each module of the server bundle but the
 * pages' Markdown, by the bundler's hash of the module (its code as bundled, the ids it
 * imports). A page's own Markdown is left out: the files of the modules the page loads,
 * named by their content, stand for it in the page's key (./pageFiles.ts).
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
          const resource = 'resource' in module ? String(module.resource) : '';
          if (isPageContent(resource)) continue;
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
