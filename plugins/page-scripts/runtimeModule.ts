import type { CurrentBundler } from '@docusaurus/types';

type Bundler = CurrentBundler['instance'];
type Compiler = InstanceType<Bundler['Compiler']>;
type Chunk = InstanceType<Bundler['Chunk']>;
type RuntimeModuleBase = Compiler['webpack']['RuntimeModule'];

/**
 * A runtime module class whose code `generate` writes for each runtime chunk, and which
 * holds nothing of the compilation once `drop` is called (when the compilation has
 * emitted its files). Rspack keeps a runtime module's class after the build, and with it
 * whatever its methods can reach: a class declared in a compilation's hook kept that
 * hook's whole scope, the compilation and every file the hook wrote (at 1,000 generated
 * pages the routes' files, 8 MB of the main process's heap while the pages render). The
 * code each chunk got is kept, should the bundler ask again.
 */
export function runtimeModuleClass(
  RuntimeModule: RuntimeModuleBase,
  name: string,
  generate: (chunk: Chunk) => string,
  options: { fullHash?: boolean } = {},
): { Class: new () => InstanceType<RuntimeModuleBase>; drop: () => void } {
  let write: ((chunk: Chunk) => string) | undefined = generate;
  const written = new Map<string, string>();
  class DroppingRuntimeModule extends RuntimeModule {
    constructor() {
      super(name, RuntimeModule.STAGE_TRIGGER);
      // Generated once every chunk's content hash is known.
      if (options.fullHash) this.fullHash = true;
    }
    override generate(): string {
      const chunk = this.chunk as Chunk;
      const key = String(chunk.id ?? chunk.name);
      if (write) written.set(key, write(chunk));
      const code = written.get(key);
      if (code === undefined) throw new Error(`${name}: asked for a chunk after its build ended`);
      return code;
    }
  }
  return {
    Class: DroppingRuntimeModule,
    drop: () => {
      write = undefined;
    },
  };
}
