import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import type { BuildStep } from '../build-pipeline/step';
import { searchPagePath } from './client/searchUrl';
import { searchIndexFile, type SearchIndexFile, type SearchRecord } from './records';
import { isNoindex, pageSections } from './sections';

export { validateNoOptions as validateOptions } from '../noOptions';

/** The built HTML file of a route (`/` → index.html, `/a` → a/index.html). */
export const htmlFileOf = (route: string, baseUrl: string): string => {
  const path = route.slice(baseUrl.length);
  return path === '' ? 'index.html' : join(path, 'index.html');
};

/** Every page's sections, in route order, numbered in reading order. */
export async function buildSearchIndex(
  outDir: string,
  routes: readonly string[],
  baseUrl: string,
): Promise<SearchIndexFile> {
  const records: SearchRecord[] = [];
  for (const route of [...routes].sort()) {
    if (route.endsWith('.html')) continue; // 404.html
    let html: string;
    try {
      html = await readFile(join(outDir, htmlFileOf(route, baseUrl)), 'utf8');
    } catch {
      continue; // a route with no page of its own
    }
    if (isNoindex(html)) continue;
    for (const section of pageSections(html, route))
      records.push({ id: records.length, ...section });
  }
  return { records };
}

/**
 * Site search owned by the site: adds the `/search` page; the build step below
 * writes one index record per section of every built page (the landing page
 * included) to `/search-index.json`, which the search dialog loads on intent.
 */
export default function searchPlugin(context: LoadContext): Plugin {
  const { baseUrl } = context.siteConfig;
  return {
    name: 'chitchatlabs-search',
    async contentLoaded({ actions }) {
      actions.addRoute({
        path: `${baseUrl}${searchPagePath.slice(1)}`,
        component: '@theme/SearchPage',
        exact: true,
      });
    },
  };
}

/** The search index of the built pages (run by plugins/build-pipeline). */
export const searchIndexStep: BuildStep = async ({ outDir, routesPaths, siteConfig }) => {
  const index = await buildSearchIndex(outDir, routesPaths, siteConfig.baseUrl);
  if (index.records.length === 0) throw new Error('search: no page to index.');
  await writeFile(join(outDir, searchIndexFile), JSON.stringify(index));
  const pages = new Set(index.records.map((record) => record.url)).size;
  console.info(`[search] ${index.records.length} sections of ${pages} pages indexed.`);
};
