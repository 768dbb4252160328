import type { CurrentBundler } from '@docusaurus/types';

/** The bundler's compiler (Rspack's, or webpack's: the site builds with either). */
export type Compiler = InstanceType<CurrentBundler['instance']['Compiler']>;

/** A compilation, as the bundler hands it to a hook once its files are written. */
export type Compilation = Parameters<Parameters<Compiler['hooks']['afterEmit']['tap']>[1]>[0];

/**
 * A bundler plugin that reads a value from each compilation once its files are written
 * (a chunk's file name, a hash of its modules), for a build step or another plugin to
 * read after the bundling: only the bundler knows it. None until a compilation is
 * written, and none again while the next one runs.
 */
export class EmittedValuePlugin<T> {
  private current: T | undefined;

  constructor(
    private readonly name: string,
    private readonly read: (compilation: Compilation, compiler: Compiler) => T | undefined,
  ) {}

  /** What the last written compilation gave; none before one is written. */
  get value(): T | undefined {
    return this.current;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(this.name, () => {
      this.current = undefined;
    });
    compiler.hooks.afterEmit.tap(this.name, (compilation) => {
      this.current = this.read(compilation, compiler);
    });
  }
}
