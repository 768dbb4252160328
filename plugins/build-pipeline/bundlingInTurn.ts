import type { Plugin } from '@docusaurus/types';

/** The name the build's client compilation takes, which the server's waits for. */
export const clientCompilationName = 'client';

/**
 * Has the bundler compile the server bundle once the client's is done, not beside it (a
 * multi-compiler's `dependencies`, by the compilations' `name`). Side by side, both
 * ended together, each holding its modules and writing its persistent cache: a clean
 * 5,000-page build's memory peaked there, at 6,794 MiB, against 5,250 MiB with one after
 * the other (the render's peak, about 6,000 MiB, is then the build's), and the bundling
 * took 151.7 s against 144.0 (bench/GROWTH.md).
 */
export function bundlingInTurn(
  isServer: boolean,
): ReturnType<NonNullable<Plugin['configureWebpack']>> {
  return isServer
    ? { name: 'server', dependencies: [clientCompilationName] }
    : { name: clientCompilationName };
}
