/** The growth section of bench/RESULTS.md (bench/growth.ts). */
import type { BuildFigures } from './build-timing';
import type { GrowthRow } from './growth';

const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
const times = (ours: number, stock: number): string => `×${(ours / stock).toFixed(2)}`;

function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** CPU seconds of both builds and their ratio; a run recorded before CPU time was kept shows dashes. */
const cpu = (ours: BuildFigures, stock: BuildFigures): string[] =>
  ours.cpuSeconds && stock.cpuSeconds
    ? [String(ours.cpuSeconds), String(stock.cpuSeconds), times(ours.cpuSeconds, stock.cpuSeconds)]
    : ['–', '–', '–'];

/** The columns of a build beside stock's, after the pages added: wall time, CPU time and peak memory, each with a ratio. */
const buildHeadings = [
  'build (s)',
  'stock (s)',
  'ratio',
  'CPU (s)',
  'stock (s)',
  'ratio',
  'peak memory (MiB)',
  'stock (MiB)',
  'ratio',
];

const buildCells = (ours: BuildFigures, stock: BuildFigures): Array<string | number> => [
  ours.seconds,
  stock.seconds,
  times(ours.seconds, stock.seconds),
  ...cpu(ours, stock),
  ours.peakRssMiB,
  stock.peakRssMiB,
  times(ours.peakRssMiB, stock.peakRssMiB),
];

const largestJs = (pages: GrowthRow['ours']['jsBeforeHydration']): number =>
  Math.max(...pages.map((page) => page.gzipBytes));

export function renderGrowth(rows: readonly GrowthRow[]): string {
  const stepNames = [...new Set(rows.flatMap((row) => Object.keys(row.ours.build.steps ?? {})))];
  return [
    'This site and stock Docusaurus, each with the same pages plus N generated ones ' +
      '(`tools/generate-pages.ts`), built clean one after the other in this run. JavaScript ' +
      'before hydration is what Chromium fetched before the page was hydrated, on ' +
      '`/introduction`, `/3-1-messages` and the last generated page; the largest of the three. ' +
      "CPU is the time of all the build's threads: the machine is shared, and wall time grows with its load.",
    '',
    table(
      [
        'pages added',
        ...buildHeadings,
        'JS before hydration (KiB gzip)',
        'stock (KiB gzip)',
        'search entry file (KiB gzip)',
      ],
      rows.map(({ added, ours, stock, searchIndex }) => [
        added,
        ...buildCells(ours.build, stock.build),
        kib(largestJs(ours.jsBeforeHydration)),
        kib(largestJs(stock.jsBeforeHydration)),
        kib(searchIndex.gzip),
      ]),
    ),
    '',
    "Each site's next `npm run build` after the same one-page edit (a sentence added to the " +
      "middle generated page), the bundler's and the site's caches kept from the clean build:",
    '',
    table(
      ['pages added', ...buildHeadings],
      rows.map(({ added, ours, stock }) => [
        added,
        ...buildCells(ours.afterAnEdit, stock.afterAnEdit),
      ]),
    ),
    '',
    `Search in the dialog for "${rows[0]?.search.query ?? ''}" on \`/introduction\`: what its first answer fetched, and, ` +
      'once that is cached, the time from the last key to the answer in a new page at 4× CPU ' +
      '(median of 5, the query typed at machine speed), and the page it put first.',
    '',
    table(
      [
        'pages added',
        'first answer fetched (KiB gzip)',
        'cached: last key to answer (ms)',
        'runs (ms)',
        'first result',
      ],
      rows.map(({ added, search }) => [
        added,
        kib(search.firstAnswer.gzip),
        search.cachedMs.median,
        search.cachedMs.all.join(', '),
        [...new Set(search.firstResults)].join(', '),
      ]),
    ),
    '',
    'The same query typed at 120 ms a key (data cached, 4× CPU, 5 runs): last key to answer and ' +
      "the longest key event (Chromium's Event Timing: input delay + handling + next paint; 0 when " +
      'under 16 ms); the word only the last generated page holds, typed in a new browser; and ' +
      '`/search?q=` opened in a new browser: navigation to the first answer, and the search files fetched.',
    '',
    table(
      [
        'pages added',
        'paced: answer median · worst (ms)',
        'longest key event (ms)',
        'rare word, first search (ms · KiB gzip)',
        '/search?q= first answer (ms · KiB gzip)',
      ],
      rows.map(({ added, search: { paced, rareFirst, searchPage } }) => [
        added,
        paced ? `${paced.answerMs.median} · ${paced.answerMs.worst}` : '–',
        paced?.longestKeyEventMs.worst ?? '–',
        rareFirst ? `${rareFirst.ms} · ${kib(rareFirst.searchFiles.gzip)}` : '–',
        searchPage ? `${searchPage.ms} · ${kib(searchPage.searchFiles.gzip)}` : '–',
      ]),
    ),
    '',
    "This site's own build steps (s), as the build printed them, clean · after the edit:",
    '',
    table(
      ['step', ...rows.map((row) => `+${row.added}`)],
      stepNames.map((name) => [
        name,
        ...rows.map(
          ({ ours }) =>
            `${ours.build.steps?.[name] ?? '–'} · ${ours.afterAnEdit.steps?.[name] ?? '–'}`,
        ),
      ]),
    ),
  ].join('\n');
}
