/**
 * The benchmark's shaped-link run: what it computes from a trace and from its loads,
 * the link it builds, and how its server answers. Figures worked out by hand.
 */
import { describe, expect, it } from 'vitest';

import {
  freeSlot,
  linkNames,
  phoneShape,
  setupCommands,
  teardownCommands,
} from '../../bench/shaped-link';
import {
  blockingAfterFcp,
  cumulativeLayoutShift,
  median,
  ratio,
  summariseRoutes,
  type LoadFigures,
  type TraceEvent,
} from '../../bench/shaped-metrics';
import { chooseEncoding, fileFor } from '../../bench/shaped-server';

const ms = 1000; // trace times are in µs
const main = { pid: 10, tid: 1 };
const task = (startMs: number, wallMs: number, cpuMs: number, thread = main): TraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  ...thread,
  ts: startMs * ms,
  dur: wallMs * ms,
  tdur: cpuMs * ms,
});
const fcpAt = (tsMs: number, thread = main): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  ...thread,
  ts: tsMs * ms,
});

describe('main-thread blocking after FCP', () => {
  it('sums the CPU time past 50 ms of each task that starts after FCP', () => {
    const events = [
      fcpAt(1000),
      task(500, 400, 300), // before FCP: not counted
      task(1200, 500, 120), // 70 past 50 ms in CPU time, though 500 ms on the wall
      task(2000, 90, 80), // 30
      task(3000, 60, 40), // short
    ];
    expect(blockingAfterFcp(events)).toEqual({ blockingMs: 100, longestTaskMs: 120, longTasks: 2 });
  });

  it('counts only the thread that painted, and a nested task once, inside its parent', () => {
    const otherRenderer = { pid: 11, tid: 1 };
    const events = [
      fcpAt(1000),
      fcpAt(5000, otherRenderer), // a later paint elsewhere does not pick the thread
      task(1100, 200, 150),
      { ...task(1150, 100, 100), name: 'RunTask' }, // nested in the one above
      task(1500, 300, 300, otherRenderer),
      task(1600, 300, 300, { pid: 10, tid: 7 }), // another thread of the renderer
    ];
    expect(blockingAfterFcp(events)).toEqual({ blockingMs: 100, longestTaskMs: 150, longTasks: 1 });
  });

  it('has nothing to say without a first contentful paint', () => {
    expect(blockingAfterFcp([task(0, 500, 500)])).toBeNull();
  });
});

describe('cumulative layout shift', () => {
  it('is the largest session window, not the sum of all shifts', () => {
    const shift = (startTime: number, value: number, hadRecentInput = false) => ({
      startTime,
      value,
      hadRecentInput,
    });
    expect(
      cumulativeLayoutShift([
        shift(100, 0.05),
        shift(600, 0.05), // same window: 0.1
        shift(3000, 0.08), // > 1 s later: a new window
        shift(3100, 0.5, true), // after input: ignored
      ]),
    ).toBe(0.1);
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('closes a window 5 s after it opened', () => {
    const shifts = [0, 900, 1800, 2700, 3600, 4500, 5400].map((t) => ({
      startTime: t,
      value: 0.01,
      hadRecentInput: false,
    }));
    expect(cumulativeLayoutShift(shifts)).toBe(0.06);
  });
});

describe('medians and ratios', () => {
  it('takes the middle value, or the mean of the middle two, ignoring missing values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7, Number.NaN, 9])).toBe(8);
    expect(median([])).toBeNaN();
  });

  it('divides ours by stock to two decimals, and has no ratio without stock', () => {
    expect(ratio(1500, 2000)).toBe(0.75);
    expect(ratio(1000, 3000)).toBe(0.33);
    expect(ratio(10, 0)).toBeNaN();
    expect(ratio(10, Number.NaN)).toBeNaN();
  });

  it('summarises a route: medians per site, the font seen most, ours ÷ stock', () => {
    const load = (fcpMs: number, font: string): LoadFigures => ({
      fcpMs,
      lcpMs: fcpMs,
      hydratedMs: 2 * fcpMs,
      blockingMs: 100,
      longestTaskMs: 120,
      totalBytes: 1000,
      jsBeforeHydrationBytes: 500,
      h1Fonts: [font, 'DejaVu Sans'],
      cls: 0,
    });
    const summary = summariseRoutes({
      '/a': {
        ours: [load(1000, 'Montserrat'), load(1200, 'Liberation Sans'), load(1100, 'Montserrat')],
        stock: [load(2000, 'DejaVu Sans'), load(2400, 'DejaVu Sans')],
      },
      '/': { ours: [load(900, 'Montserrat')], stock: [] },
    });
    expect(summary['/a'].ours.fcpMs).toBe(1100);
    expect(summary['/a'].ours.h1Font).toBe('Montserrat');
    expect(summary['/a'].stock?.hydratedMs).toBe(4400);
    expect(summary['/a'].ratios?.fcpMs).toBe(0.5);
    expect(summary['/a'].ratios?.blockingMs).toBe(1);
    expect(summary['/'].stock).toBeUndefined();
    expect(summary['/'].ratios).toBeUndefined();
  });
});

describe('the shaped link', () => {
  const names = linkNames(4242, 7);

  it('shapes the download on the host side and the upload on the namespace side', () => {
    const tc = setupCommands(names, phoneShape)
      .filter((c) => c.file === 'tc')
      .map((c) => c.args.join(' '));
    expect(tc).toEqual([
      'qdisc add dev cb4242h root tbf rate 1600kbit burst 4096 latency 1000ms',
      '-n cclbench-4242 qdisc add dev cb4242n root tbf rate 750kbit burst 4096 latency 1000ms',
    ]);
  });

  it('gives each side its own address in a private /30, the browser side in the namespace', () => {
    const ip = setupCommands(names, phoneShape)
      .filter((c) => c.file === 'ip')
      .map((c) => c.args.join(' '));
    expect(ip).toContain('netns add cclbench-4242');
    expect(ip).toContain('link add cb4242h type veth peer name cb4242n netns cclbench-4242');
    expect(ip).toContain('addr add 10.213.7.1/30 dev cb4242h');
    expect(ip).toContain('-n cclbench-4242 addr add 10.213.7.2/30 dev cb4242n');
    // Nothing routes anywhere but the /30.
    expect(ip.some((line) => /route|default|nat/.test(line))).toBe(false);
  });

  it('removes the veth pair (and its qdiscs) and the namespace', () => {
    expect(teardownCommands(names).map((c) => `${c.file} ${c.args.join(' ')}`)).toEqual([
      'ip link del cb4242h',
      'ip netns del cclbench-4242',
    ]);
  });

  it('keeps device names within the kernel’s 15 characters for any process id', () => {
    const largest = linkNames(4_194_304, 255);
    expect(largest.hostDevice.length).toBeLessThanOrEqual(15);
    expect(largest.namespaceDevice.length).toBeLessThanOrEqual(15);
    expect(() => linkNames(1, 256)).toThrow();
  });

  it('takes the first 10.213.x.0/30 no interface uses', () => {
    const output = [
      '1: lo    inet 127.0.0.1/8 scope host lo',
      '4: eth0    inet 10.213.0.1/30 scope global eth0',
      '9: cb1h    inet 10.213.1.1/30 scope global cb1h',
      '12: eth1    inet 192.168.10.213/24 scope global eth1',
    ].join('\n');
    expect(freeSlot(output)).toBe(2);
    expect(freeSlot('')).toBe(0);
  });
});

describe('the server of the shaped run', () => {
  it('answers in brotli or gzip as the browser offers, never in an encoding refused', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBe('identity');
  });

  it('finds pages by clean URL and stays inside the build', () => {
    const files = new Set(['/index.html', '/introduction/index.html', '/support.html']);
    const has = (path: string) => files.has(path);
    expect(fileFor('/', has)).toBe('/index.html');
    expect(fileFor('/introduction', has)).toBe('/introduction/index.html');
    expect(fileFor('/support', has)).toBe('/support.html');
    expect(fileFor('/../../etc/passwd', has)).toBeUndefined();
    expect(fileFor('/missing', has)).toBeUndefined();
  });
});
