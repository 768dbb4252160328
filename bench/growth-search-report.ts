/** The report of search alone on grown sites (`--growth-only --search-only`), beside issue 43's targets. */
import type { GrownSearchRow } from './growth';

const kib = (bytes: number): string => (bytes / 1024).toFixed(1);

function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A figure and whether it meets its target (at most `limit`). */
const within = (value: number, limit: number): string =>
  `${value} ${value <= limit ? '✓' : `✗ (> ${limit})`}`;

export function renderGrownSearch(rows: readonly GrownSearchRow[]): string {
  const query = rows[0]?.search.query ?? '';
  return [
    'This site with N generated pages (`tools/generate-pages.ts`), served with its headers, in ' +
      "Chromium at 4× CPU. A key's event is its longest as Chromium's Event Timing records it " +
      '(input delay + handling + next paint; 0: none over 16 ms). Typed at 120 ms a key and at ' +
      `machine speed: "${query}" with the data cached (5 runs each), and the word only the last ` +
      'generated page holds in a new browser (its first search, nothing cached). `/search?q=` is ' +
      'opened in a new browser: navigation to the first answer shown, and what it fetched (gzip). ' +
      "✓: within issue 43's target.",
    '',
    table(
      [
        'pages added',
        'key event at 120 ms a key (worst, ms; ≤ 100)',
        'key event at machine speed (worst, ms; ≤ 100)',
        'first search: last key → answer (ms; ≤ 300)',
        'cached: last key → answer (median · worst, ms; ≤ 100)',
        'at 120 ms a key: last key → answer (median · worst, ms)',
        '/search?q= first answer (ms; ≤ 1000)',
        '/search?q= fetched: all · search files (KiB gzip; ≤ 150)',
      ],
      rows.map(({ added, search }) => {
        const cachedKeys = search.cachedKeyEventMs?.worst ?? 0;
        const machineKeys = Math.max(cachedKeys, search.rareFirst?.longestKeyEventMs ?? 0);
        const cachedWorst = Math.max(...search.cachedMs.all);
        return [
          added,
          search.paced ? within(search.paced.longestKeyEventMs.worst, 100) : '–',
          within(machineKeys, 100),
          search.rareFirst ? within(search.rareFirst.ms, 300) : '–',
          `${search.cachedMs.median} · ${within(cachedWorst, 100)}`,
          search.paced ? `${search.paced.answerMs.median} · ${search.paced.answerMs.worst}` : '–',
          search.searchPage ? within(search.searchPage.ms, 1000) : '–',
          search.searchPage
            ? `${within(Number(kib(search.searchPage.allFiles.gzip)), 150)} · ${kib(search.searchPage.searchFiles.gzip)}`
            : '–',
        ];
      }),
    ),
    '',
    'The runs, and what the searches fetched:',
    '',
    table(
      [
        'pages added',
        'build (s · MiB)',
        'cached runs (ms)',
        'key events: cached runs · at 120 ms a key (ms)',
        'first answer in the dialog fetched (KiB gzip)',
        'first search of the rare word fetched (KiB gzip)',
        'first result',
      ],
      rows.map(({ added, build, search }) => [
        added,
        build ? `${build.seconds} · ${build.peakRssMiB}` : 'reused',
        search.cachedMs.all.join(', '),
        `${search.cachedKeyEventMs?.all.join(', ') ?? '–'} · ${search.paced?.longestKeyEventMs.all.join(', ') ?? '–'}`,
        kib(search.firstAnswer.gzip),
        search.rareFirst ? kib(search.rareFirst.searchFiles.gzip) : '–',
        [...new Set(search.firstResults)].join(', '),
      ]),
    ),
  ].join('\n');
}
