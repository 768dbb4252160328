import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RouteConfig } from '@docusaurus/types';

import type { ClientManifest } from '../build-steps/clientManifest';
import { pageModulesByPath } from '../build-steps/routeModules';

/**
 * The client manifest Docusaurus's production build writes for its page renderer, which
 * hands the page template each page's scripts (`it.scripts`), under the generated files.
 */
export const clientManifestFile = 'client-manifest.json';

/**
 * The scripts (paths under the output folder) that one page alone loads before it
 * hydrates, from the chunks the client manifest gives its route modules: a page's content
 * and data, rewritten whenever the page changes and fetched by its readers only. A chunk
 * of a module no route names (a component's lazy import) is in none; none without the
 * manifest (a build of the dev server's kind, or a step tested on its own).
 */
export async function pageOwnScripts(
  generatedFilesDir: string | undefined,
  routes: readonly RouteConfig[] | undefined,
): Promise<Set<string>> {
  if (!generatedFilesDir || !routes) return new Set();
  const manifest = await readFile(join(generatedFilesDir, clientManifestFile), 'utf8')
    .then((text) => JSON.parse(text) as Partial<ClientManifest>)
    .catch((): Partial<ClientManifest> => ({}));
  const { origins = {}, assets = {} } = manifest;
  const pagesOf = new Map<string, number>();
  for (const modules of pageModulesByPath(routes).values()) {
    const chunks = new Set(modules.flatMap((module) => origins[module] ?? []));
    for (const chunk of chunks) pagesOf.set(chunk, (pagesOf.get(chunk) ?? 0) + 1);
  }
  return new Set(
    [...pagesOf]
      .filter(([, pages]) => pages === 1)
      .flatMap(([chunk]) => (assets[chunk]?.js ?? []).map(({ file }) => file)),
  );
}
