/**
 * The search page's worker, started by the page's HTML before the app: `/search?q=` knows
 * its query from the address, so its answer is fetched and ranked while the app's
 * scripts load and hydrate, and the app's own ask for it finds it done.
 *
 * The page renders an empty script element whose attributes say what to start: the
 * worker's script, which the bundler names by its content, the index the page searches
 * first and how many pages' results it asks for first. The build writes the worker's
 * address and the script's text into it (../earlyWorkerStep.ts), so no browser bundle
 * carries the text, and an element the app draws itself runs nothing.
 */
export const earlyWorkerAttributes = {
  worker: 'data-search-worker',
  index: 'data-search-index',
  firstPages: 'data-search-first-pages',
} as const;

/** What the page's HTML holds until the build step names the worker's script. */
export const unnamedWorker = 'unnamed';

/** The request id of the early ask, which no ask of the app's uses (they count from 0). */
export const earlyRequestId = -1;

/** Where the early script leaves its worker for the app (`takeEarlyWorker`). */
export const earlyWorkerGlobal = '__searchEarlyWorker';

/** The started worker, and whether it failed to start before the app took it. */
type EarlyWorker = { worker: Worker; failed: boolean };

/**
 * The worker the page's HTML started, once, for the app's search to use; none where no
 * early script ran, or its worker could not start.
 */
export function takeEarlyWorker(): Worker | undefined {
  const held = window as unknown as Record<string, EarlyWorker | undefined>;
  const early = held[earlyWorkerGlobal];
  held[earlyWorkerGlobal] = undefined;
  return early && !early.failed ? early.worker : undefined;
}
