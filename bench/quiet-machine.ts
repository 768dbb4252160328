/**
 * A reader's browser shares its CPU with nothing of the build's: before a browser is timed
 * right after a build, the build's files are written out and the CPU has been mostly idle.
 */
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** The share of the CPUs' time spent busy over the next `ms` milliseconds. */
async function busyShareOver(ms: number): Promise<number> {
  const total = (): { busy: number; all: number } =>
    cpus().reduce(
      (sum, { times }) => {
        const all = times.user + times.nice + times.sys + times.irq + times.idle;
        return { busy: sum.busy + all - times.idle, all: sum.all + all };
      },
      { busy: 0, all: 0 },
    );
  const before = total();
  await sleep(ms);
  const after = total();
  return (after.busy - before.busy) / Math.max(1, after.all - before.all);
}

/** Idle enough: a browser measured on it shares the CPUs with background noise only. */
const quietShare = 0.15;

/**
 * Flushes what the build wrote (a 5,000-page build leaves about a gigabyte for the kernel to
 * write) and waits until a second passes with the CPUs at most 15 % busy, for a minute at
 * most; returns how long it waited, in seconds.
 */
export async function untilQuiet(): Promise<number> {
  const start = performance.now();
  execFileSync('sync');
  for (let second = 0; second < 60; second += 1) {
    if ((await busyShareOver(1000)) <= quietShare) break;
  }
  return Math.round((performance.now() - start) / 100) / 10;
}
