/**
 * The site as its writers grow it: this site and stock Docusaurus with the same pages
 * plus N generated ones (tools/generate-pages.ts), each built clean in the same run:
 * build time, peak memory, this site's own build steps, JavaScript before hydration on
 * sample pages (as Chromium fetches it), the search index, and a search in the dialog
 * (bench/growth-search.ts).
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { searchIndexBytes } from '../tools/build-stats';
import { generatedIdOf, generateGrownSite } from '../tools/generate-pages';
import { editPage, timedBuild, timedCleanBuild, type BuildFigures } from './build-timing';
import { measureGrownSearch, rareWordOf, type GrownSearchFigures } from './growth-search';
import { jsBeforeHydration, type HydrationBytes } from './hydration-bytes';
import { generateStockSite } from './stock-site';

export type GrowthRow = {
  /** Generated pages on top of the site's own. */
  added: number;
  ours: { build: BuildFigures; afterAnEdit: BuildFigures; jsBeforeHydration: HydrationBytes[] };
  stock: { build: BuildFigures; afterAnEdit: BuildFigures; jsBeforeHydration: HydrationBytes[] };
  searchIndex: ReturnType<typeof searchIndexBytes>;
  search: GrownSearchFigures;
};

/** A grown site's folder, outside the repository: the site reads the last-update dates from git where it has history. */
const grownSiteDir = (added: number): string => join(tmpdir(), `chitchatlabs-bench-grown-${added}`);

/** The plural query: the page that says "a category" must come first. */
const searchQuery = { text: 'template categories', firstPage: 'Sending messages from the app' };

/** The pages whose JavaScript is measured: two of the site's own and the last generated one. */
const sampleRoutes = (added: number): string[] => [
  '/introduction',
  '/3-1-messages',
  ...(added > 0 ? [`/${generatedIdOf(added)}`] : []),
];

export async function measureGrowth(
  repoRoot: string,
  sizes: readonly number[],
): Promise<GrowthRow[]> {
  const rows: GrowthRow[] = [];
  for (const added of sizes) {
    const ourDir = generateGrownSite(grownSiteDir(added), added);
    console.log(`Growth: this site with ${added} pages more (clean build)…`);
    const ourBuild = await timedCleanBuild(ourDir, repoRoot);
    const stockDir = generateStockSite(
      repoRoot,
      join(repoRoot, `bench/.work/stock-grown-${added}`),
      ourDir,
    );
    console.log(`Growth: stock with ${added} pages more (clean build)…`);
    const stockBuild = await timedCleanBuild(stockDir, repoRoot);
    // The writer's next build: one page edited, the same in both, everything cached kept.
    const edited = added > 0 ? `${generatedIdOf(Math.ceil(added / 2))}.mdx` : 'introduction.mdx';
    editPage(ourDir, edited);
    console.log(`Growth: this site with ${added} pages more, after one page's edit…`);
    const ourSecondBuild = await timedBuild(ourDir);
    editPage(stockDir, edited);
    console.log(`Growth: stock with ${added} pages more, after one page's edit…`);
    const stockSecondBuild = await timedBuild(stockDir);
    const routes = sampleRoutes(added);
    rows.push({
      added,
      ours: {
        build: ourBuild,
        afterAnEdit: ourSecondBuild,
        jsBeforeHydration: await jsBeforeHydration(join(ourDir, 'build'), routes),
      },
      stock: {
        build: stockBuild,
        afterAnEdit: stockSecondBuild,
        jsBeforeHydration: await jsBeforeHydration(join(stockDir, 'build'), routes),
      },
      searchIndex: searchIndexBytes(join(ourDir, 'build')),
      search: await measureGrownSearch(
        join(ourDir, 'build'),
        searchQuery.text,
        searchQuery.firstPage,
        added > 0 ? rareWordOf(added) : undefined,
      ),
    });
  }
  return rows;
}

/** Search on this site grown by `added` pages, and the clean build it was measured on (none when reused). */
export type GrownSearchRow = {
  added: number;
  build: BuildFigures | null;
  searchIndex: ReturnType<typeof searchIndexBytes>;
  search: GrownSearchFigures;
};

/**
 * Search alone on this site grown by each of `sizes` (its targets are absolute, so stock is
 * not built): each grown site built clean, or with `reuseBuild` the build a run before left
 * in its folder, when there is one (it is as new as the sources it was built from).
 */
export async function measureGrownSearchAlone(
  repoRoot: string,
  sizes: readonly number[],
  reuseBuild: boolean,
): Promise<GrownSearchRow[]> {
  const rows: GrownSearchRow[] = [];
  for (const added of sizes) {
    const dir = grownSiteDir(added);
    const buildDir = join(dir, 'build');
    let build: BuildFigures | null = null;
    if (reuseBuild && existsSync(join(buildDir, 'search-index.json'))) {
      console.log(`Growth search: reusing the build in ${dir}`);
    } else {
      generateGrownSite(dir, added);
      console.log(`Growth search: this site with ${added} pages more (clean build)…`);
      build = await timedCleanBuild(dir, repoRoot);
    }
    console.log(`Growth search: searching the site with ${added} pages more…`);
    rows.push({
      added,
      build,
      searchIndex: searchIndexBytes(buildDir),
      search: await measureGrownSearch(
        buildDir,
        searchQuery.text,
        searchQuery.firstPage,
        added > 0 ? rareWordOf(added) : undefined,
      ),
    });
  }
  return rows;
}
