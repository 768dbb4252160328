/** What `npm run bench` measures, as bench/results.json holds it. */
import type { RouteBytes, searchIndexBytes } from '../tools/build-stats';
import type { BuildFigures } from './build-timing';
import type { DevServerRow } from './dev-server';
import type { GrowthRow } from './growth';
import type { LighthouseFigures, Preset } from './lighthouse';
import type { ShapedOutcome } from './shaped-run';

export type SiteResults = {
  build: BuildFigures | null;
  bytes: RouteBytes[];
  lighthouse: Record<string, Record<Preset, LighthouseFigures>>;
  darkCls?: Record<string, number>;
};

export type BenchResults = {
  date: string;
  machine: { cpus: number; node: string };
  lighthouseRuns: number;
  ours: SiteResults & { searchIndex: ReturnType<typeof searchIndexBytes> };
  stock: SiteResults;
  extras: Record<string, unknown>;
  /** Page loads over the shaped link (absent from results measured before it existed). */
  shaped?: ShapedOutcome;
  /** The site and stock grown by generated pages (absent from results measured before it existed). */
  growth?: GrowthRow[];
  /** The dev server of the grown site and stock's (absent from results measured before it existed). */
  devServer?: DevServerRow[];
};
