/** The shaped-link run's tables for bench/RESULTS.md, and both models side by side. */
import type { LighthouseFigures, Preset } from './lighthouse';
import type { ShapedOutcome, ShapedResults } from './shaped-run';
import { ratio, type RouteSummary } from './shaped-metrics';

const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
const times = (r: number | undefined): string =>
  r === undefined || !Number.isFinite(r) ? '–' : `×${r.toFixed(2)}`;

function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

type Figure = keyof NonNullable<RouteSummary['ratios']>;

/** "ours (stock) ×ratio", or ours alone where stock has no such page. */
function cell(summary: RouteSummary, key: Figure, format = (n: number) => String(Math.round(n))) {
  const ours = format(summary.ours[key]);
  if (!summary.stock) return ours;
  return `${ours} (${format(summary.stock[key])}) ${times(summary.ratios?.[key])}`;
}

export function renderShaped(outcome: ShapedOutcome): string {
  if ('skipped' in outcome) return `Not run: ${outcome.skipped}.`;
  const { link } = outcome;
  const routes = Object.entries(outcome.routes);
  const lines = [
    `Measured ${outcome.date} in ${outcome.seconds} s; load average ${outcome.loadAverage.join(' → ')} ` +
      'on this machine (other work shares its CPU: the two sites alternate, A/B then B/A, ' +
      'so that it weighs on both alike; compare the ratios).',
    '',
    `Chromium in a network namespace behind a veth pair whose bandwidth a token bucket ` +
      `limits (\`tc qdisc … tbf\`: ${link.downKbit} kbit/s down, ${link.upKbit} kbit/s up, ` +
      `shared by every connection), ${link.latencyMs} ms added to every request and the CPU ` +
      `slowed ${link.cpuSlowdown}× by the DevTools protocol, a fresh profile for every load, ` +
      `viewport 412×823. Both builds served over HTTP/1.1 from the host side, compressed ` +
      `(Chromium asks for gzip over plain HTTP). Medians of ${outcome.runsPerRoute} loads per ` +
      'route and site; this site, stock in brackets, then the ratio.',
    '',
    'Hydrated: when `html[data-has-hydrated=true]` appears. Blocking after FCP: for every ' +
      'task of the renderer main thread that starts after the first contentful paint, its ' +
      'CPU time (trace `tdur`, slowdown included) past 50 ms, summed until the network is ' +
      'idle after hydration. Bytes: transfer sizes (Resource Timing); JS before hydration: ' +
      'the scripts the page ran that were requested before it was hydrated (not the ' +
      "other pages' chunks its links prefetch).",
    ...(outcome.incomplete ? ['', `**Incomplete:** ${outcome.incomplete}.`] : []),
    '',
    table(
      [
        'route',
        'loads',
        'FCP (ms)',
        'LCP (ms)',
        'hydrated (ms)',
        'blocking after FCP (ms)',
        'longest task (ms)',
        'total (KiB)',
        'JS before hydration (KiB)',
      ],
      routes.map(([route, s]) => [
        route,
        s.runs,
        cell(s, 'fcpMs'),
        cell(s, 'lcpMs'),
        cell(s, 'hydratedMs'),
        cell(s, 'blockingMs'),
        cell(s, 'longestTaskMs'),
        cell(s, 'totalBytes', kib),
        cell(s, 'jsBeforeHydrationBytes', kib),
      ]),
    ),
    '',
    'First visit (fresh profile, over the shaped link): the platform font Chromium drew ' +
      'most of the first h1’s glyphs in (`CSS.getPlatformFontsForNode`, the font seen in ' +
      'most loads), once the network was idle; CLS (median of the loads).',
    '',
    table(
      ['route', 'h1 font, this site (stock)', 'CLS (stock)'],
      routes.map(([route, s]) => [
        route,
        s.stock ? `${s.ours.h1Font} (${s.stock.h1Font})` : s.ours.h1Font,
        s.stock ? `${s.ours.cls} (${s.stock.cls})` : String(s.ours.cls),
      ]),
    ),
  ];
  if (outcome.errors.length)
    lines.push('', 'Loads that failed:', '', ...outcome.errors.map((e) => `- ${e}`));
  return lines.join('\n');
}

type Lighthouse = Record<string, Record<Preset, LighthouseFigures>>;

/**
 * The two models' ours / stock ratios per route: Lighthouse's simulation (mobile),
 * its devtools-throttled run, and the shaped link.
 */
export function renderBothModels(
  shaped: ShapedResults,
  ours: Lighthouse,
  stock: Lighthouse,
): string {
  const rows = Object.entries(shaped.routes)
    .filter(([route, s]) => s.ratios && ours[route] && stock[route])
    .map(([route, s]) => {
      const o = ours[route];
      const k = stock[route];
      const r = s.ratios;
      return [
        route,
        times(ratio(o.mobile.fcpMs, k.mobile.fcpMs)),
        times(r?.fcpMs),
        times(ratio(o.mobile.lcpMs, k.mobile.lcpMs)),
        times(r?.lcpMs),
        times(ratio(o['mobile-devtools'].ttiMs, k['mobile-devtools'].ttiMs)),
        times(r?.hydratedMs),
        times(ratio(o.mobile.tbtMs, k.mobile.tbtMs)),
        times(r?.blockingMs),
      ];
    });
  return [
    'This site ÷ stock in each model: Lighthouse mobile simulated (lantern), Lighthouse ' +
      'mobile devtools-throttled (observed TTI), and the shaped link (medians above).',
    '',
    table(
      [
        'route',
        'FCP simulated',
        'FCP shaped',
        'LCP simulated',
        'LCP shaped',
        'TTI observed',
        'hydrated shaped',
        'TBT simulated',
        'blocking shaped',
      ],
      rows,
    ),
  ].join('\n');
}
