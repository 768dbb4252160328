/** bench/RESULTS.md and the one-line summary, from the measured results. */
import type { Bytes, RouteBytes } from '../tools/build-stats';
import type { BenchResults } from './results';
import { extraMeasurements } from './extras';
import { presets } from './lighthouse';
import { renderDevServer } from './dev-server';
import { renderGrowth } from './growth-report';
import { renderBothModels, renderShaped } from './shaped-report';

const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
const ratio = (ours: number, stock: number | undefined): string =>
  stock ? `×${(ours / stock).toFixed(2)}` : '–';
const bytesCell = (b: Bytes): string => `${kib(b.raw)} / ${kib(b.gzip)}`;

function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const byRoute = (list: RouteBytes[], route: string): RouteBytes | undefined =>
  list.find((r) => r.route === route);

export function renderResults(results: BenchResults): { markdown: string; summary: string } {
  const { ours, stock } = results;
  const sections: string[] = [
    '# Benchmark results',
    '',
    `Measured ${results.date} on ${results.machine.cpus} cores, Node ${results.machine.node}, by \`npm run bench\`. ` +
      `Lighthouse figures are medians of ${results.lighthouseRuns} runs in Chromium; stock is a Docusaurus classic ` +
      'site built in the same run from the same pages and Docusaurus version with the same bundler settings.',
    '',
    '## Build',
    '',
    table(
      ['', 'this site', 'stock', 'ratio'],
      [
        [
          'clean build (s)',
          ours.build?.seconds ?? 'not rebuilt',
          stock.build?.seconds ?? '–',
          ours.build ? ratio(ours.build.seconds, stock.build?.seconds) : '–',
        ],
        [
          'peak resident memory (MiB)',
          ours.build?.peakRssMiB ?? 'not rebuilt',
          stock.build?.peakRssMiB ?? '–',
          ours.build ? ratio(ours.build.peakRssMiB, stock.build?.peakRssMiB) : '–',
        ],
        ['search index (KiB raw / gzip)', bytesCell(ours.searchIndex), '–', '–'],
      ],
    ),
    '',
    '## Bytes each page loads before it is interactive (KiB raw / gzip level 9)',
    '',
    table(
      ['route', 'JS', 'stock JS', 'JS gzip ratio', 'CSS', 'stock CSS', 'CSS gzip ratio'],
      ours.bytes.map((b) => {
        const s = byRoute(stock.bytes, b.route);
        return [
          b.route,
          bytesCell(b.js),
          s ? bytesCell(s.js) : '–',
          ratio(b.js.gzip, s?.js.gzip),
          bytesCell(b.css),
          s ? bytesCell(s.css) : '–',
          ratio(b.css.gzip, s?.css.gzip),
        ];
      }),
    ),
  ];
  const paintRows = Object.entries(ours.lighthouse).map(([route, figures]) => {
    const o = figures.mobile;
    const s = stock.lighthouse[route]?.mobile;
    const od = figures['mobile-devtools'];
    const sd = stock.lighthouse[route]?.['mobile-devtools'];
    const both = (a: number | undefined, b: number | undefined): string =>
      b === undefined ? String(a ?? '–') : `${a ?? '–'} (${b})`;
    return [
      route,
      both(Number(kib(o.bytesBeforeFcp)), s ? Number(kib(s.bytesBeforeFcp)) : undefined),
      both(o.fcpMs, s?.fcpMs),
      both(o.lcpMs, s?.lcpMs),
      s ? ratio(o.lcpMs, s.lcpMs) : '–',
      both(od?.lcpMs, sd?.lcpMs),
      both(od?.ttiMs, sd?.ttiMs),
      both(od?.tbtMs, sd?.tbtMs),
    ];
  });
  sections.push(
    '',
    '## First paint (mobile; this site, stock in brackets)',
    '',
    'Bytes before FCP: transfer size of the requests that started before the first ' +
      'contentful paint of the simulated run’s trace. Simulated: Lighthouse’s lantern ' +
      'model of a slow 4G phone. Observed: a page load really throttled (devtools throttling).',
    '',
    table(
      [
        'route',
        'bytes before FCP (KiB)',
        'simulated FCP (ms)',
        'simulated LCP (ms)',
        'LCP ratio',
        'observed LCP (ms)',
        'observed TTI (ms)',
        'observed TBT (ms)',
      ],
      paintRows,
    ),
  );
  // The devtools-throttled runs (performance only) are in the first-paint table.
  for (const preset of presets.filter((p) => p !== 'mobile-devtools')) {
    sections.push(
      '',
      `## Lighthouse, ${preset} (this site, stock in brackets)`,
      '',
      table(
        [
          'route',
          'performance',
          'accessibility',
          'best practices',
          'SEO',
          'LCP (ms)',
          'TBT (ms)',
          'CLS',
          'total bytes (KiB)',
        ],
        Object.entries(ours.lighthouse).map(([route, figures]) => {
          const o = figures[preset];
          const s = stock.lighthouse[route]?.[preset];
          const cell = (
            a: number,
            b: number | undefined,
            format = (n: number) => String(n),
          ): string => (b === undefined ? format(a) : `${format(a)} (${format(b)})`);
          return [
            route,
            cell(o.performance, s?.performance),
            cell(o.accessibility, s?.accessibility),
            cell(o.bestPractices, s?.bestPractices),
            cell(o.seo, s?.seo),
            cell(o.lcpMs, s?.lcpMs),
            cell(o.tbtMs, s?.tbtMs),
            cell(o.cls, s?.cls),
            cell(o.totalBytes, s?.totalBytes, kib),
          ];
        }),
      ),
    );
  }
  if (ours.darkCls) {
    sections.push(
      '',
      '## CLS in dark mode (mobile)',
      '',
      table(
        ['route', 'CLS'],
        Object.entries(ours.darkCls).map(([route, cls]) => [route, cls]),
      ),
    );
  }
  if (results.growth) sections.push('', '## A site that grows', '', renderGrowth(results.growth));
  if (results.devServer?.length)
    sections.push('', '## The dev server of a grown site', '', renderDevServer(results.devServer));
  if (results.shaped) {
    sections.push('', '## Page loads over a shaped link', '', renderShaped(results.shaped));
    if (!('skipped' in results.shaped))
      sections.push(
        '',
        '## Both models side by side',
        '',
        renderBothModels(results.shaped, ours.lighthouse, stock.lighthouse),
      );
  }
  for (const [name, value] of Object.entries(results.extras)) {
    const failed = typeof value === 'object' && value !== null && 'error' in value;
    const render = extraMeasurements[name]?.render;
    sections.push(
      '',
      `## ${name}`,
      '',
      failed || !render
        ? ['```json', JSON.stringify(value, null, 2), '```'].join('\n')
        : render(value),
    );
  }

  const intro = byRoute(ours.bytes, '/introduction');
  const stockIntro = byRoute(stock.bytes, '/introduction');
  const perf = ours.lighthouse['/introduction']?.mobile.performance;
  const stockPerf = stock.lighthouse['/introduction']?.mobile.performance;
  const minPerf = Math.min(...Object.values(ours.lighthouse).map((f) => f.mobile.performance));
  const summary =
    `bench: mobile performance min ${minPerf} over ${Object.keys(ours.lighthouse).length} routes; ` +
    `/introduction ${perf} (stock ${stockPerf}); ` +
    `JS gzip ${intro ? kib(intro.js.gzip) : '?'} KiB (stock ${stockIntro ? kib(stockIntro.js.gzip) : '?'}, ${intro ? ratio(intro.js.gzip, stockIntro?.js.gzip) : '?'}); ` +
    `build ${ours.build?.seconds ?? '–'} s (stock ${stock.build?.seconds}, ${ours.build ? ratio(ours.build.seconds, stock.build?.seconds) : '–'}); ` +
    `peak RSS ${ours.build?.peakRssMiB ?? '–'} MiB`;
  return { markdown: `${sections.join('\n')}\n`, summary };
}
