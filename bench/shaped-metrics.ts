/**
 * Pure computations of the shaped-link run (bench/shaped-run.ts): main-thread blocking
 * from a Chromium trace, cumulative layout shift, medians and ratios.
 */

/** A Chromium trace event, as Tracing.dataCollected reports it (times in µs). */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) duration of a complete event, µs. */
  tdur?: number;
  cat?: string;
  args?: { name?: string; frame?: string; data?: { frame?: string } };
};

/** A task is "long" past this many milliseconds; only the excess blocks (as in TBT). */
export const longTaskMs = 50;

/** The names Chromium gives the events of the tasks its threads run. */
const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export type Blocking = {
  /** Sum over the tasks that start after FCP of the CPU time past 50 ms, ms. */
  blockingMs: number;
  /** The longest of those tasks in CPU time, ms. */
  longestTaskMs: number;
  /** How many of them are long. */
  longTasks: number;
};

/** Tasks of one thread not nested in another task of the same thread. */
function topLevelTasks(events: TraceEvent[]): TraceEvent[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: TraceEvent[] = [];
  let end = -Infinity;
  for (const event of sorted) {
    if (event.ts < end) continue;
    tasks.push(event);
    end = event.ts + (event.dur ?? 0);
  }
  return tasks;
}

/**
 * Main-thread blocking after the first contentful paint, from CPU time: the renderer
 * main thread is the one that records the page's first `firstContentfulPaint`; each of
 * its top-level tasks that starts at or after that paint counts its thread duration
 * (`tdur`: CPU time, so time the machine gave to other processes does not count) minus
 * 50 ms. The protocol's CPU slowdown is in that CPU time: Chromium slows the thread by
 * making it spin in a signal handler.
 * Null when the trace has no first contentful paint.
 */
export function blockingAfterFcp(events: TraceEvent[]): Blocking | null {
  const fcp = events
    .filter((e) => e.name === 'firstContentfulPaint')
    .sort((a, b) => a.ts - b.ts)[0];
  if (!fcp) return null;
  const onMainThread = events.filter(
    (e) => e.ph === 'X' && taskNames.has(e.name) && e.pid === fcp.pid && e.tid === fcp.tid,
  );
  const cpuMs = topLevelTasks(onMainThread)
    .filter((task) => task.ts >= fcp.ts)
    .map((task) => (task.tdur ?? task.dur ?? 0) / 1000);
  const excess = cpuMs.map((ms) => Math.max(0, ms - longTaskMs));
  return {
    blockingMs: Math.round(excess.reduce((sum, ms) => sum + ms, 0)),
    longestTaskMs: Math.round(Math.max(0, ...cpuMs)),
    longTasks: excess.filter((ms) => ms > 0).length,
  };
}

export type LayoutShift = { value: number; startTime: number; hadRecentInput: boolean };

/**
 * Cumulative layout shift as browsers define it: the largest session window of shifts
 * not caused by input, a window closing after 1 s without a shift or 5 s after it opened.
 */
export function cumulativeLayoutShift(shifts: LayoutShift[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.hadRecentInput) continue;
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return Number(largest.toFixed(4));
}

/** The median of the finite values; NaN when there is none. */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** ours / stock to two decimals; NaN when either is missing or stock is 0. */
export function ratio(ours: number, stock: number): number {
  if (!Number.isFinite(ours) || !Number.isFinite(stock) || stock === 0) return Number.NaN;
  return Number((ours / stock).toFixed(2));
}

/** The value seen most often (the first of equals), or undefined for an empty list. */
export function mostCommon<T>(values: T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: T | undefined;
  let bestCount = 0;
  for (const [value, count] of counts)
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  return best;
}

export type Site = 'ours' | 'stock';

export type LoadFigures = {
  fcpMs: number;
  lcpMs: number;
  hydratedMs: number;
  blockingMs: number;
  longestTaskMs: number;
  /** Every response, transfer bytes (headers and compressed body). */
  totalBytes: number;
  /** JavaScript requested before the page was hydrated, transfer bytes. */
  jsBeforeHydrationBytes: number;
  /** The platform fonts Chromium drew the first h1's glyphs in, most glyphs first. */
  h1Fonts: string[];
  cls: number;
};

export type RouteSummary = {
  runs: number;
  ours: Record<keyof Omit<LoadFigures, 'h1Fonts'>, number> & { h1Font: string };
  stock?: Record<keyof Omit<LoadFigures, 'h1Fonts'>, number> & { h1Font: string };
  /** ours / stock of each median. */
  ratios?: Record<keyof Omit<LoadFigures, 'h1Fonts'>, number>;
};

/** Every load's figures, per route and site. */
export type Loads = Record<string, Record<Site, LoadFigures[]>>;

function summarise(loads: LoadFigures[]): RouteSummary['ours'] {
  const keys = [
    'fcpMs',
    'lcpMs',
    'hydratedMs',
    'blockingMs',
    'longestTaskMs',
    'totalBytes',
    'jsBeforeHydrationBytes',
    'cls',
  ] as const;
  const medians = Object.fromEntries(keys.map((k) => [k, median(loads.map((l) => l[k]))]));
  return {
    ...(medians as Record<(typeof keys)[number], number>),
    h1Font: mostCommon(loads.map((l) => l.h1Fonts[0] ?? 'none')) ?? 'none',
  };
}

/** Medians per route and site, and ours / stock. */
export function summariseRoutes(loads: Loads): Record<string, RouteSummary> {
  return Object.fromEntries(
    Object.entries(loads).map(([route, bySite]) => {
      const ours = summarise(bySite.ours);
      const stock = bySite.stock.length ? summarise(bySite.stock) : undefined;
      const ratios = stock
        ? (Object.fromEntries(
            Object.entries(ours)
              .filter(([k]) => k !== 'h1Font')
              .map(([k, v]) => [k, ratio(v as number, stock[k as keyof typeof stock] as number)]),
          ) as RouteSummary['ratios'])
        : undefined;
      return [route, { runs: bySite.ours.length, ours, stock, ratios }];
    }),
  );
}
