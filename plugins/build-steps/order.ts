import type { BuildStep } from './step';

/**
 * Stops when a step reads what a later step writes, or begins early on what any step writes: it would read the files before their
 * final form, or miss some. Steps that rewrite the same files (read and write them, as the
 * page-rewriting steps do) follow one another in the list's order. Run when the build
 * starts, so a misordered list never builds.
 */
export function checkStepOrder(steps: readonly BuildStep[]): void {
  for (const { name, early } of steps) {
    const written = early?.reads.find((read) => steps.some((step) => step.writes.includes(read)));
    const writer = steps.find((step) => written && step.writes.includes(written));
    if (written && writer)
      throw new Error(
        `Build step "${name}" begins early on the ${written}, which the step "${writer.name}" writes: it would read them before their final form.`,
      );
  }
  for (const [index, reader] of steps.entries()) {
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
