import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** The functions a worker module exports: each takes and returns what a message can carry. */
type WorkerFunctions = Record<string, (...args: never[]) => unknown>;

/** A worker thread running a step's module: each call is a message, answered in turn. */
export type StepWorker<Functions extends WorkerFunctions> = {
  call<Name extends keyof Functions & string>(
    name: Name,
    ...args: Parameters<Functions[Name]>
  ): Promise<Awaited<ReturnType<Functions[Name]>>>;
  /** Ends the thread; calls still waiting fail. */
  close(): Promise<void>;
};

type Answer = { id: number; result?: unknown; error?: string };

const entry = fileURLToPath(new URL('./workerEntry.cjs', import.meta.url));

/**
 * Runs the functions `moduleFile` exports in a thread of their own. A step whose work is
 * mostly waiting on Node's thread pool (compression, files) runs there beside the steps
 * that keep the main thread busy: on the main thread each of its many small waits ended
 * only when the page being read there let go, and a 5,000-page build's scripts took
 * 142 s to compress beside the steps against 32 s alone. The thread keeps the build's
 * process alive only while a call waits.
 */
export function startStepWorker<Functions extends WorkerFunctions>(
  moduleFile: string,
): StepWorker<Functions> {
  const worker = new Worker(entry, { workerData: { moduleFile } });
  worker.unref();
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  const failAll = (error: Error): void => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', ({ id, result, error }: Answer) => {
    const call = waiting.get(id);
    if (!call) return;
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
    if (error === undefined) call.resolve(result);
    else call.reject(new Error(error));
  });
  let ended: Error | undefined;
  worker.on('error', failAll);
  worker.on('exit', (code) => {
    ended = new Error(`The step's worker thread ended (${code}).`);
    failAll(ended);
  });
  return {
    call(name, ...args) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        if (ended) {
          reject(ended);
          return;
        }
        // Referenced while a call waits: the build awaits it, and nothing else may be pending.
        if (waiting.size === 0) worker.ref();
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        worker.postMessage({ id, name, args });
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
