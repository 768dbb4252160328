import { describe, expect, it } from 'vitest';

import { fullCollection } from '../../plugins/build-pipeline/bundlerGarbage';
import { runtimeModuleClass } from '../../plugins/page-scripts/runtimeModule';

const nextTimer = (): Promise<void> => new Promise((done) => setTimeout(done, 0));

type RuntimeModuleBase = Parameters<typeof runtimeModuleClass>[0];

/** The bundler's base class, as much of it as the runtime module uses. */
class BundlerRuntimeModule {
  static readonly STAGE_TRIGGER = 20;
  chunk: { id: string; name: string } = { id: 'main', name: 'main' };
  fullHash = false;
  constructor(
    readonly name: string,
    readonly stage: number,
  ) {}
}

describe('a runtime module class the bundler keeps after the build', () => {
  it('holds nothing of the compilation once dropped, and gives the code it wrote', async () => {
    const collect = fullCollection();
    let compilation: { files: Map<string, string> } | undefined = {
      files: new Map([['assets/js/routes/0.json', 'x'.repeat(1_000_000)]]),
    };
    const kept = new WeakRef(compilation);
    const { Class, drop } = (() => {
      const state = compilation;
      return runtimeModuleClass(
        BundlerRuntimeModule as unknown as RuntimeModuleBase,
        'LazyRoutesRuntimeModule',
        () => `__webpack_require__.lr=${state.files.size};`,
        { fullHash: true },
      );
    })();
    const module = new Class();
    expect(module.generate()).toBe('__webpack_require__.lr=1;');
    expect((module as unknown as BundlerRuntimeModule).fullHash).toBe(true);
    drop();
    compilation = undefined;
    // A weak reference's target is kept until the job that made it ends.
    await nextTimer();
    collect();
    expect(kept.deref()).toBeUndefined();
    expect(new Class().generate()).toBe('__webpack_require__.lr=1;');
  });

  it('says so when asked for a chunk it never wrote once dropped', () => {
    const { Class, drop } = runtimeModuleClass(
      BundlerRuntimeModule as unknown as RuntimeModuleBase,
      'LazyChunkFilesRuntimeModule',
      () => 'code',
    );
    drop();
    expect(() => new Class().generate()).toThrow(/after its build ended/);
  });
});
