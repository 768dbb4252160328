/** A clean Docusaurus build of a site folder: wall time and peak resident memory. */
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export type BuildFigures = {
  seconds: number;
  /**
   * The CPU time the build used, all its threads (the bundler's, the SSG workers'): on a
   * machine shared with other work, wall time grows with the load, CPU time much less.
   */
  cpuSeconds: number;
  peakRssMiB: number;
  /** The site's own build steps' times in seconds, as the build printed them (plugins/build-pipeline). */
  steps?: Record<string, number>;
};

/** A line `[build-pipeline] name: 1.23 s` the build prints for each of its own steps. */
const stepLine = /^\[build-pipeline\] (.+): (\d+(?:\.\d+)?) s$/gm;

const requireFromRepo = createRequire(join(process.cwd(), 'package.json'));
/** Docusaurus's command line, as the repository installed it. */
export const docusaurusBin = join(
  requireFromRepo.resolve('@docusaurus/core/package.json'),
  '..',
  'bin',
  'docusaurus.mjs',
);

/** VmHWM: the highest resident set size the process has had. */
function peakRssKiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(status.match(/^VmHWM:\s+(\d+) kB/m)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** User and system CPU time the process has used so far, in clock ticks (utime + stime). */
function cpuTicks(pid: number): number {
  try {
    // The command's name, in parentheses, may hold spaces: the fields after it are fixed.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  } catch {
    return 0;
  }
}

/** Clock ticks per second, as Linux reports /proc times (USER_HZ). */
const ticksPerSecond = 100;

export function cleanBuildOutputs(siteDir: string): void {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    rmSync(join(siteDir, dir), { recursive: true, force: true });
  }
}

export async function timedCleanBuild(siteDir: string, repoRoot: string): Promise<BuildFigures> {
  cleanBuildOutputs(siteDir);
  rmSync(join(repoRoot, 'node_modules/.cache'), { recursive: true, force: true });
  return timedBuild(siteDir);
}

/** The page a writer edits between two builds: a sentence added at its end. */
export function editPage(siteDir: string, page: string): void {
  appendFileSync(join(siteDir, 'docs', page), '\nA sentence added after the first build.\n');
}

/**
 * A build of a site built before, as a writer's next `npm run build` after an edit:
 * the bundler's cache and the site's own caches (node_modules/.cache) kept.
 */
export async function timedBuild(siteDir: string): Promise<BuildFigures> {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [docusaurusBin, 'build', siteDir], {
    cwd: siteDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let printed = '';
  child.stdout.on('data', (data: Buffer) => {
    printed += data.toString('utf8');
  });
  let peak = 0;
  let ticks = 0;
  const poll = setInterval(() => {
    if (!child.pid) return;
    peak = Math.max(peak, peakRssKiB(child.pid));
    ticks = Math.max(ticks, cpuTicks(child.pid));
  }, 100);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(poll);
  if (code !== 0) throw new Error(`docusaurus build ${siteDir} exited with ${code}`);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const steps = Object.fromEntries(
    [...printed.matchAll(stepLine)].map(([, name, time]) => [name, Number(time)]),
  );
  return {
    seconds: Number(seconds.toFixed(2)),
    cpuSeconds: Number((ticks / ticksPerSecond).toFixed(1)),
    peakRssMiB: Math.round(peak / 1024),
    ...(Object.keys(steps).length > 0 ? { steps } : {}),
  };
}
