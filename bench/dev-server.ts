/**
 * The dev server as a writer meets it on a grown site: this site and stock Docusaurus with
 * the same pages plus N generated ones, each started cold with `docusaurus start` in the
 * same run: the time until a page answers, the time from saving an edit to one page until
 * the page open in Chromium shows it (several edits, each appending a sentence with a word
 * of its own), and the peak memory of the server's process tree.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { launchChromium, testChromiumExecutable } from '../tools/chromium';
import { generatedIdOf, generateGrownSite } from '../tools/generate-pages';
import { cleanBuildOutputs, docusaurusBin } from './build-timing';
import { generateStockSite } from './stock-site';

export type DevServerFigures = {
  /** From the start command to the first 200 of the edited page. */
  readySeconds: number;
  /**
   * From the start command to that page drawn in Chromium: with lazy compilation a page's
   * own modules compile when it is first opened, after the server answers.
   */
  shownSeconds: number;
  /** From each saved edit to the open page showing it. */
  editSeconds: number[];
  /** The largest sum of the server's process tree's resident memory, sampled. */
  peakRssMiB: number;
};

export type DevServerRow = { added: number; ours: DevServerFigures; stock: DevServerFigures };

/** Dev servers of the benchmark listen here (this site's, then stock's). */
const firstPort = Number(process.env.BENCH_DEV_PORT ?? 9310);

/** The pids of a process and all its descendants. */
function processTree(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const listed = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (listed) children.push(...listed.split(/\s+/).map(Number));
    }
  } catch {
    return [];
  }
  return [pid, ...children.flatMap(processTree)];
}

function rssKiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Polls `url` until it answers 200; the seconds since `started`. */
async function untilOk(url: string, started: bigint, server: ChildProcess): Promise<number> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the dev server exited (${server.exitCode})`);
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return Number(process.hrtime.bigint() - started) / 1e9;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const seconds = (since: bigint): number =>
  Number((Number(process.hrtime.bigint() - since) / 1e9).toFixed(2));

/** Starts the site's dev server cold, opens `route`, and times `edits` edits of `sourceFile`. */
async function measureDevServer(
  siteDir: string,
  port: number,
  route: string,
  sourceFile: string,
  edits: number,
  logFile: string,
): Promise<DevServerFigures> {
  cleanBuildOutputs(siteDir);
  const started = process.hrtime.bigint();
  const server = spawn(
    process.execPath,
    [docusaurusBin, 'start', siteDir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {
      cwd: siteDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, BROWSER: 'none', NODE_ENV: 'development' },
      detached: true,
    },
  );
  // What the server prints, for a look at its lifecycle times (DOCUSAURUS_PERF_LOGGER=true).
  const log = createWriteStream(logFile);
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  let peak = 0;
  const poll = setInterval(() => {
    if (!server.pid) return;
    const total = processTree(server.pid).reduce((sum, pid) => sum + rssKiB(pid), 0);
    peak = Math.max(peak, total);
  }, 200);
  const browser = await launchChromium(testChromiumExecutable());
  try {
    const url = `http://127.0.0.1:${port}${route}`;
    const readySeconds = Number((await untilOk(url, started, server)).toFixed(2));
    const page = await browser.newPage();
    await page.goto(url);
    await page.locator('article h1').waitFor({ timeout: 180_000 });
    const shownSeconds = seconds(started);
    const editSeconds: number[] = [];
    for (let edit = 1; edit <= edits; edit += 1) {
      const word = `zephyrquill${Date.now().toString(36)}${edit}`;
      const saved = process.hrtime.bigint();
      appendFileSync(sourceFile, `\nThis sentence holds the word ${word}.\n`);
      await page.locator('article').getByText(word, { exact: false }).waitFor({ timeout: 180_000 });
      editSeconds.push(seconds(saved));
    }
    return { readySeconds, shownSeconds, editSeconds, peakRssMiB: Math.round(peak / 1024) };
  } catch (error) {
    console.error(`The dev server's output: ${logFile}`);
    throw error;
  } finally {
    clearInterval(poll);
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

/** `--dev-edits`: edits timed per server; the median is the figure to read. */
export async function measureDevServers(
  repoRoot: string,
  sizes: readonly number[],
  edits = 3,
): Promise<DevServerRow[]> {
  const rows: DevServerRow[] = [];
  for (const added of sizes) {
    const ourDir = generateGrownSite(
      mkdtempSync(join(tmpdir(), `chitchatlabs-bench-dev-${added}-`)),
      added,
    );
    const stockDir = generateStockSite(
      repoRoot,
      join(repoRoot, `bench/.work/stock-dev-${added}`),
      ourDir,
    );
    const id = added > 0 ? generatedIdOf(Math.ceil(added / 2)) : 'introduction';
    const sourceOf = (siteDir: string): string =>
      join(siteDir, 'docs', added > 0 ? `${id}.mdx` : 'introduction.mdx');
    try {
      console.log(`Dev server: this site with ${added} pages more…`);
      const logOf = (site: string): string =>
        join(repoRoot, `bench/.work/dev-server-${site}-${added}.log`);
      const ours = await measureDevServer(
        ourDir,
        firstPort,
        `/${id}`,
        sourceOf(ourDir),
        edits,
        logOf('ours'),
      );
      console.log(`  ${JSON.stringify(ours)}`);
      console.log(`Dev server: stock with ${added} pages more…`);
      const stock = await measureDevServer(
        stockDir,
        firstPort + 1,
        `/${id}`,
        sourceOf(stockDir),
        edits,
        logOf('stock'),
      );
      console.log(`  ${JSON.stringify(stock)}`);
      rows.push({ added, ours, stock });
    } finally {
      rmSync(ourDir, { recursive: true, force: true });
    }
  }
  return rows;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The dev-server section of the benchmark's report. */
export function renderDevServer(rows: readonly DevServerRow[]): string {
  const line = (cells: (string | number)[]): string => `| ${cells.join(' | ')} |`;
  const header = [
    'pages added',
    'ready (s)',
    'stock (s)',
    'page shown (s)',
    'stock (s)',
    'edit shown, median (s)',
    'stock (s)',
    'each edit (s)',
    'stock each (s)',
    'peak memory (MiB)',
    'stock (MiB)',
  ];
  return [
    'This site and stock Docusaurus, each with the same pages plus N generated ones, started ' +
      'cold with `docusaurus start` one after the other in this run (`bench/dev-server.ts`): ' +
      'ready is the first 200 of a generated page, page shown that page drawn in Chromium; ' +
      'an edit appends a sentence to that page and is shown when the page open in Chromium ' +
      'has its word; memory is the sum of the ' +
      "server's processes' resident memory, sampled every 200 ms.",
    '',
    line(header),
    line(header.map(() => '---')),
    ...rows.map(({ added, ours, stock }) =>
      line([
        added,
        ours.readySeconds,
        stock.readySeconds,
        ours.shownSeconds,
        stock.shownSeconds,
        median(ours.editSeconds),
        median(stock.editSeconds),
        ours.editSeconds.join(' · '),
        stock.editSeconds.join(' · '),
        ours.peakRssMiB,
        stock.peakRssMiB,
      ]),
    ),
  ].join('\n');
}
