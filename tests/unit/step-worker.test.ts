import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';

import { afterEach, describe, expect, it } from 'vitest';

import { startStepWorker, type StepWorker } from '../../plugins/build-steps/stepWorker';
import type * as Functions from '../fixtures/step-worker/functions';

const moduleFile = fileURLToPath(new URL('../fixtures/step-worker/functions.ts', import.meta.url));

describe("a step's worker thread", () => {
  let worker: StepWorker<typeof Functions> | undefined;
  afterEach(async () => {
    await worker?.close();
    worker = undefined;
  });

  it('runs the TypeScript module’s functions in a thread of their own, each call answered', async () => {
    const started = startStepWorker<typeof Functions>(moduleFile);
    worker = started;
    const answers = await Promise.all(['a', 'b', 'c'].map((text) => started.call('echo', text)));
    expect(answers.map(({ text }) => text)).toEqual(['a', 'b', 'c']);
    for (const answer of answers) expect(answer.threadId).not.toBe(threadId);
    expect(new Set(answers.map((answer) => answer.threadId)).size).toBe(1);
  });

  it('fails the call with the error the function threw, and answers the next', async () => {
    worker = startStepWorker<typeof Functions>(moduleFile);
    await expect(worker.call('fail', 'no such page')).rejects.toThrow('failed: no such page');
    await expect(worker.call('echo', 'after')).resolves.toMatchObject({ text: 'after' });
  });

  it('fails the calls still waiting when it is ended', async () => {
    worker = startStepWorker<typeof Functions>(moduleFile);
    const waiting = worker.call('echo', 'late');
    await worker.close();
    await expect(waiting).rejects.toThrow(/ended/);
    await expect(worker.call('echo', 'after the end')).rejects.toThrow(/ended/);
  });

  it('fails a call when its module cannot be loaded', async () => {
    worker = startStepWorker<typeof Functions>(`${moduleFile}.missing.ts`);
    await expect(worker.call('echo', 'x')).rejects.toThrow();
  });
});
