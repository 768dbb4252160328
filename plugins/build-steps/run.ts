import { builtPages } from './pages';
import type { BuildStep, BuiltSite } from './step';

/** The line the build prints for each step it ran: `[build-pipeline] fonts: 1.23 s`. */
export const stepTimeLine = (name: string, seconds: number): string =>
  `[build-pipeline] ${name}: ${seconds.toFixed(2)} s`;

async function timed(name: string, work: () => Promise<unknown>): Promise<void> {
  try {
    const started = performance.now();
    await work();
    console.info(stepTimeLine(name, (performance.now() - started) / 1000));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Build step "${name}" failed: ${reason}`, { cause: error });
  }
}

/**
 * Runs `steps` one after the other on the build, printing each one's time; a failure
 * names its step, and ends the run. The page-rewriting steps' edits are written in one
 * pass over the pages, after the last step that writes pages.
 */
export async function runBuildSteps(steps: readonly BuildStep[], site: BuiltSite): Promise<void> {
  const pages = builtPages(site.outDir);
  const lastPageWriter = steps.map((step) => step.writes.includes('pages')).lastIndexOf(true);
  for (const [index, step] of steps.entries()) {
    await timed(step.name, () => step.run(site, pages));
    if (index === lastPageWriter) await timed('writing the pages', () => pages.writeChanged());
  }
}
