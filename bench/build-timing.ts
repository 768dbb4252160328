/** A clean Docusaurus build of a site folder: wall time and peak resident memory. */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export type BuildFigures = {
  seconds: number;
  peakRssMiB: number;
  /** The site's own build steps' times in seconds, as the build printed them (plugins/build-pipeline). */
  steps?: Record<string, number>;
};

/** A line `[build-pipeline] name: 1.23 s` the build prints for each of its own steps. */
const stepLine = /^\[build-pipeline\] (.+): (\d+(?:\.\d+)?) s$/gm;

const requireFromRepo = createRequire(join(process.cwd(), 'package.json'));
const docusaurusBin = join(
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

export function cleanBuildOutputs(siteDir: string): void {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    rmSync(join(siteDir, dir), { recursive: true, force: true });
  }
}

export async function timedCleanBuild(siteDir: string, repoRoot: string): Promise<BuildFigures> {
  cleanBuildOutputs(siteDir);
  rmSync(join(repoRoot, 'node_modules/.cache'), { recursive: true, force: true });
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
  const poll = setInterval(() => {
    if (child.pid) peak = Math.max(peak, peakRssKiB(child.pid));
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
    peakRssMiB: Math.round(peak / 1024),
    ...(Object.keys(steps).length > 0 ? { steps } : {}),
  };
}
