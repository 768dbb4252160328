/** bench/RESULTS.md and the one-line summary, from the measured results. */
import type { Bytes, RouteBytes } from '../tools/build-stats';
import type { BenchResults } from './results';
import { extraMeasurements } from './extras';
import { presets } from './lighthouse';

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
  for (const preset of presets) {
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
