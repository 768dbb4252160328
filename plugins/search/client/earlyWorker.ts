/**
 * The search page's worker, started by the page's HTML before the app: `/search?q=` knows
 * its query from the address, so its answer is fetched and ranked while the app's
 * scripts load and hydrate, and the app's own ask for it finds it done.
 *
 * The script's text is the same on every build (one CSP hash); what it starts is on its
 * attributes: the worker's script, which the bundler names by its content and a build
 * step writes into the page (../earlyWorkerStep.ts), the index the page searches first
 * and how many pages' results it asks for first.
 */
export const earlyWorkerAttributes = {
  worker: 'data-search-worker',
  index: 'data-search-index',
  firstPages: 'data-search-first-pages',
} as const;

/** What the page's HTML holds until the build step names the worker's script. */
export const unnamedWorker = 'unnamed';

/** The request id of the early ask, which no ask of the app's uses (they count from 0). */
const earlyRequestId = -1;

/** Where the early script leaves its worker for the app (`takeEarlyWorker`). */
const earlyWorkerGlobal = '__searchEarlyWorker';

/** The started worker, and whether it failed to start before the app took it. */
type EarlyWorker = { worker: Worker; failed: boolean };

const { worker, index, firstPages } = earlyWorkerAttributes;

/**
 * The inline script: with a query in the address and a named worker, starts the worker
 * and asks it for the query's first pages, as the app would (`SearchRequest` in
 * ./workerProtocol.ts; tests/unit/search-early-worker.test.ts compares the two).
 */
export const earlyWorkerScript = [
  '(function(){',
  'var s=document.currentScript;if(!s||typeof Worker!=="function")return;',
  `var url=s.getAttribute(${JSON.stringify(worker)}),`,
  'q=(new URLSearchParams(location.search).get("q")||"").trim();',
  `if(!q||!url||url===${JSON.stringify(unnamedWorker)})return;`,
  'try{',
  'var w=new Worker(url),early={worker:w,failed:false};',
  'w.addEventListener("error",function(){early.failed=true});',
  `w.postMessage({id:${earlyRequestId},`,
  `indexUrl:new URL(s.getAttribute(${JSON.stringify(index)}),location.href).href,`,
  `query:q,firstPages:Number(s.getAttribute(${JSON.stringify(firstPages)}))});`,
  `window[${JSON.stringify(earlyWorkerGlobal)}]=early`,
  '}catch(e){}',
  '})()',
].join('');

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
