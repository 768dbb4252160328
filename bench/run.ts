/**
 * npm run bench: builds this site and a stock Docusaurus site with the same pages,
 * measures both in one run (Lighthouse, then page loads over a shaped link), and writes
 * bench/results.json and bench/RESULTS.md; the shaped link, growth and dev-server parts are
 * each kept in bench/.work/ as they end, as their runs alone write them.
 * Options: --runs N (Lighthouse runs per page and preset, default 3), --skip-build,
 * --route PATH (repeatable: these routes only), --shaped-runs N (loads per route and
 * site over the shaped link, default 5), --shaped-max-minutes M (default 60).
 * --shaped-only: the shaped-link run alone (--runs then counts its loads), on the
 * current builds with --skip-build; it writes bench/.work/SHAPED.md and
 * bench/.work/shaped-results.json and prints the tables.
 * --growth-sizes N,N,… (default 0,200,1000): the generated pages added to this site and
 * stock for the growth run (bench/growth.ts); --growth-only runs it alone and writes
 * bench/.work/GROWTH.md. With --search-only it measures search alone on this site grown
 * by each size (no stock, no second build), against issue 43's absolute targets; with
 * --skip-build it reuses a grown build an earlier run left; it writes
 * bench/.work/GROWTH-SEARCH.md.
 * --dev-sizes N,N,… (default 1000): the generated pages added to this site and stock for the
 * dev-server run (bench/dev-server.ts), --dev-edits N edits timed on each (default 3); the
 * full run measures them too (--dev-sizes '' leaves it out), --dev-only runs it alone and
 * writes bench/.work/DEV-SERVER.md.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { routeBytes, searchIndexBytes } from '../tools/build-stats';
import { timedCleanBuild, type BuildFigures } from './build-timing';
import {
  audit,
  medianFigures,
  presets,
  withChromium,
  type LighthouseFigures,
  type Preset,
} from './lighthouse';
import { extraMeasurements } from './extras';
import { measureDevServers, renderDevServer } from './dev-server';
import { measureGrownSearchAlone, measureGrowth } from './growth';
import { renderGrowth } from './growth-report';
import { renderGrownSearch } from './growth-search-report';
import { jsBeforeHydration } from './hydration-bytes';
import { renderResults } from './report';
import { renderShaped } from './shaped-report';
import { runShaped, type ShapedOutcome } from './shaped-run';
import { generateStockSite } from './stock-site';
import { serveBuild } from '../tools/static-server';
import { repoRoot } from '../tools/paths';
import { allRoutes } from '../tools/routes';
import type { BenchResults, SiteResults } from './results';

const routes = allRoutes.map((route) => route.path);

async function lighthouseFor(buildDir: string, pages: string[], runs: number, dark: boolean) {
  const server = await serveBuild(buildDir);
  try {
    return await withChromium(async (port) => {
      const lighthouse: SiteResults['lighthouse'] = {};
      const darkCls: Record<string, number> = {};
      for (const route of pages) {
        lighthouse[route] = {} as Record<Preset, LighthouseFigures>;
        for (const preset of presets) {
          const samples: LighthouseFigures[] = [];
          for (let i = 0; i < runs; i += 1)
            samples.push(await audit(server.url + route, preset, port));
          lighthouse[route][preset] = medianFigures(samples);
          console.log(`  ${route} ${preset}: perf ${lighthouse[route][preset].performance}`);
        }
        if (dark) {
          const samples: LighthouseFigures[] = [];
          for (let i = 0; i < runs; i += 1)
            samples.push(
              await audit(`${server.url}${route}?docusaurus-theme=dark`, 'mobile', port),
            );
          darkCls[route] = medianFigures(samples).cls;
        }
      }
      return { lighthouse, darkCls };
    });
  } finally {
    await server.close();
  }
}

/** Stock has no landing page: the docs are its only pages. */
const stockHas = (route: string): boolean => route !== '/';

function shapedRun(
  ourBuildDir: string,
  stockBuildDir: string,
  pages: string[],
  runs: number,
  maxMinutes: number,
): Promise<ShapedOutcome> {
  console.log('Page loads over the shaped link, this site and stock alternated…');
  return runShaped({
    ourBuildDir,
    stockBuildDir,
    routes: pages,
    stockRoutes: pages.filter(stockHas),
    runs,
    maxMinutes,
  });
}

/**
 * Writes one part's results to `bench/.work/` (`<name>-results.json` and its Markdown): the
 * only run of a part, and each part of a full run as it ends, so that a later part's
 * failure keeps the parts before it.
 */
function keepPart(name: string, results: unknown, markdown: string): void {
  const workDir = join(repoRoot, 'bench/.work');
  mkdirSync(workDir, { recursive: true });
  writeFileSync(join(workDir, `${name}-results.json`), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(workDir, `${name.toUpperCase()}.md`), markdown);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      route: { type: 'string', multiple: true },
      'shaped-only': { type: 'boolean', default: false },
      'shaped-runs': { type: 'string', default: '5' },
      'shaped-max-minutes': { type: 'string', default: '60' },
      'growth-only': { type: 'boolean', default: false },
      'growth-sizes': { type: 'string', default: '0,200,1000' },
      'search-only': { type: 'boolean', default: false },
      'dev-only': { type: 'boolean', default: false },
      'dev-sizes': { type: 'string', default: '1000' },
      'dev-edits': { type: 'string', default: '3' },
    },
  });
  const devSizes = values['dev-sizes'] === '' ? [] : values['dev-sizes'].split(',').map(Number);
  const devEdits = Number(values['dev-edits']);
  if (
    devSizes.some((n) => !Number.isInteger(n) || n < 0) ||
    !Number.isInteger(devEdits) ||
    devEdits < 1
  )
    throw new Error('--dev-sizes takes whole numbers ≥ 0, --dev-edits one ≥ 1');
  if (values['dev-only']) {
    const rows = await measureDevServers(repoRoot, devSizes, devEdits);
    const markdown = `# The dev server\n\n${renderDevServer(rows)}\n`;
    keepPart('dev-server', rows, markdown);
    console.log(markdown);
    return;
  }
  const growthSizes = values['growth-sizes'].split(',').map(Number);
  if (growthSizes.some((n) => !Number.isInteger(n) || n < 0))
    throw new Error('--growth-sizes takes whole numbers ≥ 0, separated by commas');
  if (values['growth-only'] && values['search-only']) {
    const rows = await measureGrownSearchAlone(repoRoot, growthSizes, values['skip-build']);
    const workDir = join(repoRoot, 'bench/.work');
    mkdirSync(workDir, { recursive: true });
    writeFileSync(
      join(workDir, 'growth-search-results.json'),
      `${JSON.stringify(rows, null, 2)}\n`,
    );
    const markdown = `# Search on a grown site\n\n${renderGrownSearch(rows)}\n`;
    writeFileSync(join(workDir, 'GROWTH-SEARCH.md'), markdown);
    console.log(markdown);
    return;
  }
  if (values['growth-only']) {
    const growth = await measureGrowth(repoRoot, growthSizes);
    const markdown = `# A site that grows\n\n${renderGrowth(growth)}\n`;
    keepPart('growth', growth, markdown);
    console.log(markdown);
    return;
  }
  const shapedOnly = values['shaped-only'];
  const runs = Number(values.runs ?? 3);
  const shapedRuns = Number(
    shapedOnly ? (values.runs ?? values['shaped-runs']) : values['shaped-runs'],
  );
  const shapedMaxMinutes = Number(values['shaped-max-minutes']);
  for (const [name, n] of [
    ['--runs', runs],
    ['--shaped-runs', shapedRuns],
    ['--shaped-max-minutes', shapedMaxMinutes],
  ] as const)
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  const pages = values.route?.length ? values.route : routes;
  const ourBuildDir = join(repoRoot, 'build');
  const stockDir = join(repoRoot, 'bench/.work/stock');
  const stockBuildDir = join(stockDir, 'build');

  let ourBuild: BuildFigures | null = null;
  if (!values['skip-build'] || !existsSync(ourBuildDir)) {
    console.log('Building this site (clean)…');
    ourBuild = await timedCleanBuild(repoRoot, repoRoot);
  }
  // The shaped run alone keeps a stock build it finds with --skip-build.
  const keepStock =
    shapedOnly && values['skip-build'] && existsSync(join(stockBuildDir, 'sitemap.xml'));
  let stockBuild: BuildFigures | null = null;
  if (!keepStock) {
    console.log('Building the stock site (clean)…');
    generateStockSite(repoRoot, stockDir);
    stockBuild = await timedCleanBuild(stockDir, repoRoot);
  }

  if (shapedOnly) {
    const shaped = await shapedRun(ourBuildDir, stockBuildDir, pages, shapedRuns, shapedMaxMinutes);
    const markdown = `# Shaped link\n\n${renderShaped(shaped)}\n`;
    keepPart('shaped', shaped, markdown);
    console.log(markdown);
    return;
  }

  console.log('Lighthouse, this site…');
  const ours = await lighthouseFor(ourBuildDir, pages, runs, true);
  console.log('Lighthouse, stock…');
  const stock = await lighthouseFor(stockBuildDir, pages.filter(stockHas), runs, false);

  const extras: BenchResults['extras'] = {};
  for (const [name, { measure }] of Object.entries(extraMeasurements)) {
    console.log(`Measuring ${name}…`);
    // A promise a measurement leaves behind may reject after it has failed: that must
    // not end the benchmark before it writes its results.
    const ignoreStray = (error: unknown): void => console.error(`${name}:`, error);
    process.on('unhandledRejection', ignoreStray);
    try {
      extras[name] = await measure(ourBuildDir);
    } catch (error) {
      extras[name] = { error: String(error) };
    }
    process.off('unhandledRejection', ignoreStray);
  }

  const shaped = await shapedRun(ourBuildDir, stockBuildDir, pages, shapedRuns, shapedMaxMinutes);
  keepPart('shaped', shaped, `# Shaped link\n\n${renderShaped(shaped)}\n`);
  // Stock's HTML names its entry bundles only: its route chunks are what Chromium fetches.
  const stockPages = routes.filter(stockHas);
  const stockJs = await jsBeforeHydration(stockBuildDir, stockPages);
  const stockBytes = stockPages.map((route, index) => ({
    ...routeBytes(stockBuildDir, route),
    js: { raw: stockJs[index].rawBytes, gzip: stockJs[index].gzipBytes },
  }));
  const growth = await measureGrowth(repoRoot, growthSizes);
  keepPart('growth', growth, `# A site that grows\n\n${renderGrowth(growth)}\n`);
  const devServer = await measureDevServers(repoRoot, devSizes, devEdits);

  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    lighthouseRuns: runs,
    ours: {
      build: ourBuild,
      bytes: routes.map((r) => routeBytes(ourBuildDir, r)),
      searchIndex: searchIndexBytes(ourBuildDir),
      lighthouse: ours.lighthouse,
      darkCls: ours.darkCls,
    },
    stock: {
      build: stockBuild,
      bytes: stockBytes,
      lighthouse: stock.lighthouse,
    },
    extras,
    shaped,
    growth,
    devServer,
  };
  writeFileSync(join(repoRoot, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const { markdown, summary } = renderResults(results);
  writeFileSync(join(repoRoot, 'bench/RESULTS.md'), markdown);
  console.log(summary);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
