/**
 * Page loads over a shaped link (bench/shaped-link.ts): both builds served compressed
 * on the host side, Chromium inside the namespace with a fresh profile for every load,
 * driven over the DevTools protocol, which adds 150 ms to every request and slows the
 * CPU 4×. The two sites alternate (A/B, then B/A) so that what else the machine does
 * weighs on both alike. Per load: FCP, LCP, hydrated (`html[data-has-hydrated=true]`),
 * main-thread blocking after FCP from CPU time, bytes, the platform font of the first
 * h1 and CLS.
 *
 * Everything it makes (namespace, veth pair, qdiscs, servers, profiles) is removed when
 * it ends, on error and on Ctrl+C too. Not root or no iproute2: it says so and skips.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession } from '@playwright/test';

import { chromiumArgs, chromiumExecutable } from '../tools/chromium';
import type { RunningServer } from '../tools/static-server';
import {
  createLink,
  phoneShape,
  removeLinkSync,
  scratchPrefix,
  whyNoShapedLink,
  type LinkNames,
} from './shaped-link';
import {
  blockingAfterFcp,
  type Loads,
  cumulativeLayoutShift,
  summariseRoutes,
  type LayoutShift,
  type LoadFigures,
  type RouteSummary,
  type Site,
  type TraceEvent,
} from './shaped-metrics';
import { serveCompressed } from './shaped-server';

export const requestLatencyMs = 150;
export const cpuSlowdown = 4;
/** The viewport of Lighthouse's mobile preset (a Moto G Power). */
const viewport = { width: 412, height: 823 };
const loadTimeoutMs = 90_000;

export type ShapedResults = {
  date: string;
  link: typeof phoneShape & { latencyMs: number; cpuSlowdown: number };
  runsPerRoute: number;
  seconds: number;
  /** The machine's 1-minute load average when the run started and when it ended. */
  loadAverage: [number, number];
  /** Set when the time limit ended the run before every planned load. */
  incomplete?: string;
  routes: Record<string, RouteSummary>;
  loads: Loads;
  errors: string[];
};

export type ShapedOutcome = ShapedResults | { skipped: string };

/**
 * Enough for the tasks (`toplevel`: every task a thread runs, with its CPU time) and the
 * first contentful paint (`loading`); the verbose timeline categories would add their
 * own cost to the main thread being measured.
 */
const traceCategories = ['-*', 'toplevel', 'loading', '__metadata'].join(',');

/** Recorded in the page before its own scripts: when it was hydrated, shifts, LCP. */
const pageProbe = `
(() => {
  const probe = (window.__shapedProbe = { hydratedAt: null, shifts: [], lcp: 0 });
  new MutationObserver(() => {
    if (probe.hydratedAt === null && document.documentElement?.getAttribute('data-has-hydrated') === 'true')
      probe.hydratedAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-has-hydrated'] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      probe.shifts.push({ value: e.value, startTime: e.startTime, hadRecentInput: e.hadRecentInput });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();
`;

type ProbeReading = {
  hydratedAt: number | null;
  shifts: LayoutShift[];
  lcp: number;
  fcp: number;
  resources: { name: string; initiatorType: string; transferSize: number; startTime: number }[];
};

const readProbe = `
(() => {
  const probe = window.__shapedProbe;
  const nav = performance.getEntriesByType('navigation')[0];
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    hydratedAt: probe.hydratedAt,
    shifts: probe.shifts,
    lcp: probe.lcp,
    fcp: paint ? paint.startTime : NaN,
    resources: [nav, ...performance.getEntriesByType('resource')].map((e) => ({
      name: e.name, initiatorType: e.initiatorType || 'navigation', transferSize: e.transferSize, startTime: e.startTime,
    })),
  };
})()
`;

async function traceOf(cdp: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise<void>((resolve) =>
    cdp.once('Tracing.tracingComplete', () => resolve()),
  );
  await cdp.send('Tracing.start', { categories: traceCategories, transferMode: 'ReportEvents' });
  try {
    await during();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
  }
  return events;
}

async function h1FontsOf(cdp: CDPSession): Promise<string[]> {
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  if (!nodeId) return [];
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount).map((f) => f.familyName);
}

/** One page load in a fresh profile. */
async function measureLoad(
  url: string,
  browserPath: string,
  profile: string,
  track: (context: BrowserContext | null) => void,
): Promise<LoadFigures> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: browserPath,
    args: chromiumArgs,
    headless: true,
    viewport,
    deviceScaleFactor: 1.75,
    isMobile: true,
    // This module removes what it made on a signal; Playwright must not exit first.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    timeout: loadTimeoutMs,
  });
  track(context);
  try {
    await context.addInitScript(pageProbe);
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: requestLatencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const trace = await traceOf(cdp, async () => {
      await page.goto(url, { waitUntil: 'load', timeout: loadTimeoutMs });
      await page.waitForSelector('html[data-has-hydrated="true"]', {
        state: 'attached',
        timeout: loadTimeoutMs,
      });
      await page.waitForLoadState('networkidle', { timeout: loadTimeoutMs });
    });
    const reading = (await page.evaluate(readProbe)) as ProbeReading;
    const h1Fonts = await h1FontsOf(cdp);
    const blocking = blockingAfterFcp(trace);
    const hydratedAt = reading.hydratedAt ?? Number.NaN;
    // Scripts the page runs; the chunks of other pages its links prefetch (initiator
    // "link") can start a moment before the page is marked hydrated, and are not its own.
    const isScript = (r: ProbeReading['resources'][number]): boolean =>
      r.initiatorType === 'script' && new URL(r.name).pathname.endsWith('.js');
    return {
      fcpMs: Math.round(reading.fcp),
      lcpMs: Math.round(reading.lcp),
      hydratedMs: Math.round(hydratedAt),
      blockingMs: blocking?.blockingMs ?? Number.NaN,
      longestTaskMs: blocking?.longestTaskMs ?? Number.NaN,
      totalBytes: reading.resources.reduce((sum, r) => sum + r.transferSize, 0),
      jsBeforeHydrationBytes: reading.resources
        .filter((r) => isScript(r) && r.startTime < hydratedAt)
        .reduce((sum, r) => sum + r.transferSize, 0),
      h1Fonts,
      cls: cumulativeLayoutShift(reading.shifts),
    };
  } finally {
    await context.close();
    track(null);
  }
}

export type ShapedOptions = {
  ourBuildDir: string;
  stockBuildDir: string;
  routes: string[];
  /** Routes stock has: the others are measured on this site alone. */
  stockRoutes: string[];
  runs: number;
  /** The run stops starting loads after this long, keeping what it measured. */
  maxMinutes: number;
};

export async function runShaped(options: ShapedOptions): Promise<ShapedOutcome> {
  const why = whyNoShapedLink();
  const browser = chromiumExecutable();
  if (why) return { skipped: why };
  if (!browser) return { skipped: 'no Chromium installed (scripts/ensure-system-deps.sh --bench)' };

  const started = Date.now();
  const loadAtStart = Number(loadavg()[0].toFixed(1));
  const deadline = started + options.maxMinutes * 60_000;
  const scratch = mkdtempSync(scratchPrefix(process.pid));
  let link: LinkNames | null = null;
  const servers: RunningServer[] = [];
  let openContext: BrowserContext | null = null;
  let cleaned = false;
  let stopping = false;

  const cleanUpSync = (): void => {
    if (cleaned) return;
    cleaned = true;
    if (link) removeLinkSync(link);
    rmSync(scratch, { recursive: true, force: true });
  };
  const cleanUp = async (): Promise<void> => {
    await openContext?.close().catch(() => undefined);
    await Promise.all(servers.map((s) => s.close().catch(() => undefined)));
    cleanUpSync();
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: removing the shaped link, servers and profiles…`);
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
  // Last resort when the process ends some other way: what can be removed synchronously.
  process.on('exit', cleanUpSync);

  try {
    link = await createLink(phoneShape);
    console.log(
      `  link: namespace ${link.namespace}, ${link.hostAddress} ↔ ${link.namespaceAddress}, ` +
        `${phoneShape.downKbit}/${phoneShape.upKbit} kbit/s, ${requestLatencyMs} ms per request, CPU ×${cpuSlowdown}`,
    );
    const wrapper = join(scratch, 'chromium-in-namespace');
    writeFileSync(wrapper, `#!/bin/sh\nexec ip netns exec ${link.namespace} ${browser} "$@"\n`);
    chmodSync(wrapper, 0o755);
    const ours = await serveCompressed(options.ourBuildDir, link.hostAddress);
    servers.push(ours);
    const stock = await serveCompressed(options.stockBuildDir, link.hostAddress);
    servers.push(stock);
    const origins: Record<Site, string> = { ours: ours.url, stock: stock.url };

    const loads: ShapedResults['loads'] = Object.fromEntries(
      options.routes.map((route) => [route, { ours: [], stock: [] }]),
    );
    const errors: string[] = [];
    let incomplete: string | undefined;
    let profiles = 0;
    outer: for (let run = 0; run < options.runs; run += 1) {
      for (const route of options.routes) {
        const sites: Site[] = options.stockRoutes.includes(route) ? ['ours', 'stock'] : ['ours'];
        if ((run + options.routes.indexOf(route)) % 2) sites.reverse();
        for (const site of sites) {
          if (stopping) break outer;
          if (Date.now() > deadline) {
            incomplete = `stopped after ${options.maxMinutes} min, in run ${run + 1} of ${options.runs}`;
            break outer;
          }
          const profile = join(scratch, `profile-${(profiles += 1)}`);
          try {
            const figures = await measureLoad(
              origins[site] + route,
              wrapper,
              profile,
              (context) => (openContext = context),
            );
            loads[route][site].push(figures);
            console.log(
              `  ${route} ${site} #${run + 1}: FCP ${figures.fcpMs} LCP ${figures.lcpMs} ` +
                `hydrated ${figures.hydratedMs} blocking ${figures.blockingMs} ms, ` +
                `h1 ${figures.h1Fonts[0] ?? 'none'}`,
            );
          } catch (error) {
            errors.push(`${route} ${site} run ${run + 1}: ${String(error).split('\n')[0]}`);
            console.error(`  ${errors.at(-1)}`);
          } finally {
            rmSync(profile, { recursive: true, force: true });
          }
        }
      }
    }
    return {
      date: new Date(started).toISOString(),
      link: { ...phoneShape, latencyMs: requestLatencyMs, cpuSlowdown },
      runsPerRoute: options.runs,
      seconds: Math.round((Date.now() - started) / 1000),
      loadAverage: [loadAtStart, Number(loadavg()[0].toFixed(1))],
      ...(incomplete ? { incomplete } : {}),
      routes: summariseRoutes(loads),
      loads,
      errors,
    };
  } finally {
    await cleanUp();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('SIGHUP', onSignal);
    process.off('exit', cleanUpSync);
  }
}
