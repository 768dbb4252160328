import { createHash } from 'node:crypto';

import { EmittedValuePlugin, type Compilation } from '../build-steps/emittedValue';
import { isPageContent } from './pageFiles';

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
export const serverModulesHash = (): EmittedValuePlugin<string> =>
  new EmittedValuePlugin('ServerModulesHashPlugin', (compilation) => {
    const { chunkGraph } = compilation;
    const hashes: string[] = [];
    for (const chunk of compilation.chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (isPagesOwn(module, compilation)) continue;
        const hash = chunkGraph.getModuleHash(module, chunk.runtime);
        // A module without a hash cannot be told unchanged: no page is kept.
        if (hash === null) return undefined;
        hashes.push(`${module.identifier()}\0${hash}`);
      }
    }
    return createHash('sha256').update(hashes.sort().join('\n')).digest('hex');
  });
