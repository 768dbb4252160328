import { pagesReader, readPages } from './pageReading';
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
 * Runs `steps` one after the other on the build, printing each one's time, with the
 * steps' early parts beside them from the start; a failure names its step, and ends the
 * run. The page-rewriting steps' edits are written in one pass over the pages, after the
 * last step that writes pages, and the steps' page readings are made of the final pages
 * in the same pass.
 */
export async function runBuildSteps(steps: readonly BuildStep[], site: BuiltSite): Promise<void> {
  const pages = builtPages(site.outDir);
  const lastPageWriter = steps.map((step) => step.writes.includes('pages')).lastIndexOf(true);
  // Each early part, after the last step that writes what it reads (-1: at once).
  const parts = steps.flatMap((step, index) =>
    (step.early ?? []).map((part) => ({
      step,
      part,
      after: Math.max(
        -1,
        ...steps
          .slice(0, index)
          .flatMap((writer, at) =>
            part.reads.some((read) => writer.writes.includes(read)) ? [at] : [],
          ),
      ),
    })),
  );
  const begun = new Map<BuildStep, Promise<void>[]>();
  const begin = (after: number): void => {
    for (const { step, part } of parts.filter((candidate) => candidate.after === after)) {
      const work = timed(`${step.name}, early: ${part.name}`, () => part.run(site));
      // A step that fails before this part is awaited ends the build: this part's own
      // failure, if any, is not the one to report.
      work.catch(() => undefined);
      begun.set(step, [...(begun.get(step) ?? []), work]);
    }
  };
  const reading = steps.flatMap(({ name, pageReading }) =>
    pageReading ? [{ name, pageReading }] : [],
  );
  const readingsOfFinalPages = () =>
    Promise.all(reading.map(({ pageReading }) => pageReading(site)));
  const readingNames = reading.map(({ name }) => name).join(', ');
  /** The pages' writing, and the steps' readings of the final pages in the same pass. */
  const writeAndReadPages = async (): Promise<void> => {
    if (reading.length === 0) {
      await timed('writing the pages', () => pages.writeChanged());
      return;
    }
    await timed(`writing and reading the pages (${readingNames})`, async () => {
      const reader = pagesReader(await readingsOfFinalPages());
      await pages.writeChanged(reader.read);
      await reader.finish();
    });
  };
  begin(-1);
  if (lastPageWriter < 0 && reading.length > 0)
    await timed(`reading the pages (${readingNames})`, async () =>
      readPages(await readingsOfFinalPages()),
    );
  for (const [index, step] of steps.entries()) {
    await Promise.all(begun.get(step) ?? []);
    await timed(step.name, () => step.run(site, pages));
    if (index === lastPageWriter) await writeAndReadPages();
    begin(index);
  }
}
