import { describe, expect, it, vi } from 'vitest';

import {
  collectBundlerGarbage,
  collectStepGarbage,
} from '../../plugins/build-pipeline/bundlerGarbage';

type Shutdown = () => void;

/** The bundler plugin's hook, as the bundler calls it when it closes. */
function shutdownHookOf(config: ReturnType<typeof collectBundlerGarbage>): Shutdown {
  let hook: Shutdown | undefined;
  const compiler = {
    hooks: { shutdown: { tap: (_name: string, run: Shutdown) => void (hook = run) } },
  };
  const plugin = (config as { plugins: { apply: (c: typeof compiler) => void }[] }).plugins[0];
  plugin?.apply(compiler);
  if (!hook) throw new Error('the plugin taps no shutdown hook');
  return hook;
}

const nextTimer = (): Promise<void> => new Promise((done) => setTimeout(done, 0));

describe('the garbage the bundling leaves', () => {
  it('is collected once the bundler has closed, before the pages render', async () => {
    const shutdown = shutdownHookOf(collectBundlerGarbage('test'));
    // What the bundling built and let go of: no strong reference is left to it.
    let left: WeakRef<object> | undefined = (() => new WeakRef({ modules: new Array(1000) }))();
    await nextTimer();
    expect(left.deref()).toBeDefined();
    shutdown();
    await nextTimer();
    await nextTimer();
    expect(left.deref()).toBeUndefined();
    left = undefined;
  });

  it('leaves no `gc` for the build’s code to call', () => {
    collectBundlerGarbage('test');
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});

describe('the garbage the build steps leave', () => {
  it('is collected while they run, once the heap has grown by the budget', async () => {
    vi.useFakeTimers();
    const stop = collectStepGarbage(16 * 1024 * 1024, 100);
    try {
      // What a step read and let go of: enough objects to outlive the young generation.
      const left = (() => new WeakRef(Array.from({ length: 1_000_000 }, (_, at) => ({ at }))))();
      expect(left.deref()).toBeDefined();
      await vi.advanceTimersByTimeAsync(100);
      expect(left.deref()).toBeUndefined();
    } finally {
      stop();
      vi.useRealTimers();
    }
  });
});
