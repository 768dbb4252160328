import type { BuildStep } from './step';

/**
 * Stops when a step reads what a later step writes, begins a part early on what it or a
 * later step writes, or reads the final pages (`pageReading`) while it or a later step
 * writes pages: it would read the files before their final form, or miss some. Steps
 * that rewrite the same files (read and write them, as the page-rewriting steps do)
 * follow one another in the list's order. Run when the build starts, so a misordered
 * list never builds.
 */
export function checkStepOrder(steps: readonly BuildStep[]): void {
  for (const [index, { name, early }] of steps.entries()) {
    for (const part of early ?? []) {
      const writer = steps
        .slice(index)
        .find((step) => part.reads.some((read) => step.writes.includes(read)));
      const written = part.reads.find((read) => writer?.writes.includes(read));
      if (writer && written)
        throw new Error(
          `Build step "${name}" begins its ${part.name} early on the ${written}, which "${writer.name}" writes: it would read them before their final form.`,
        );
    }
  }
  for (const [index, reader] of steps.entries()) {
    const pageWriter = steps.slice(index).find((step) => step.writes.includes('pages'));
    if (reader.pageReading && pageWriter)
      throw new Error(
        `Build step "${reader.name}" reads the final pages, which "${pageWriter.name}" writes: it would read them before their final form.`,
      );
    for (const writer of steps.slice(index + 1)) {
      const output = reader.reads.find(
        (read) => !reader.writes.includes(read) && writer.writes.includes(read),
      );
      if (output)
        throw new Error(
          `Build step "${reader.name}" reads the ${output} that the later step "${writer.name}" writes: run "${writer.name}" first.`,
        );
    }
  }
}
