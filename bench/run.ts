/**
 * npm run bench: builds this site and a stock Docusaurus site with the same pages,
 * measures both in one run, and writes bench/results.json and bench/RESULTS.md.
 * Options: --runs N (Lighthouse runs per page and preset, default 3), --skip-build,
 * --route PATH (repeatable: Lighthouse on these routes only).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { routeBytes, searchIndexBytes } from '../tools/build-stats';
import { timedCleanBuild } from './build-timing';
import {
  audit,
  medianFigures,
  presets,
  withChromium,
  type LighthouseFigures,
  type Preset,
} from './lighthouse';
import { extraMeasurements } from './extras';
import { renderResults } from './report';
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

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'skip-build': { type: 'boolean', default: false },
      route: { type: 'string', multiple: true },
    },
  });
  const runs = Number(values.runs);
  const pages = values.route?.length ? values.route : routes;
  const ourBuildDir = join(repoRoot, 'build');

  console.log('Building this site (clean)…');
  const ourBuild =
    values['skip-build'] && existsSync(ourBuildDir)
      ? null
      : await timedCleanBuild(repoRoot, repoRoot);
  console.log('Building the stock site (clean)…');
  const stockDir = generateStockSite(repoRoot, join(repoRoot, 'bench/.work/stock'));
  const stockBuild = await timedCleanBuild(stockDir, repoRoot);
  const stockBuildDir = join(stockDir, 'build');

  console.log('Lighthouse, this site…');
  const ours = await lighthouseFor(ourBuildDir, pages, runs, true);
  console.log('Lighthouse, stock…');
  const stock = await lighthouseFor(
    stockBuildDir,
    pages.filter((r) => r !== '/'),
    runs,
    false,
  );

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
      bytes: routes.filter((r) => r !== '/').map((r) => routeBytes(stockBuildDir, r)),
      lighthouse: stock.lighthouse,
    },
    extras,
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
