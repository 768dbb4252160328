import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { WatchedFromFullSets } from './watchedFromFullSets';

export { validateNoOptions as validateOptions } from '../noOptions';

type Next = (error?: unknown) => void;
type Middleware = (request: IncomingMessage, response: ServerResponse, next: Next) => void;

/**
 * Makes the files a request asks for, in the folder the dev server serves them from
 * (`dir`), before the server serves it; resolves once they are written (or when the
 * request is not for one of them).
 */
export type PrepareFiles = (pathname: string) => Promise<void>;

/**
 * The `devServer` settings a plugin's `configureWebpack` returns for files that
 * `docusaurus start` makes when a reader asks for them rather than on every change of the
 * docs: `dir` is served at the site's base URL, and each request is first handed to
 * `prepare`, so the work of one page is done for that page when it is asked for, and the
 * work of all pages (an index, llms-full.txt) when one of those files is, never on the way
 * from a saved edit to the page showing it.
 */
export function devFilesServer(dir: string, baseUrl: string, prepare: PrepareFiles): object {
  const middleware: Middleware = (request, _response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      next();
      return;
    }
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://dev').pathname);
    prepare(pathname).then(
      () => next(),
      (error: unknown) => {
        logger.error(`${pathname}: ${String(error)}`);
        next();
      },
    );
  };
  return {
    static: [{ directory: dir, publicPath: baseUrl, watch: false }],
    // Docusaurus merges this with its own setupMiddlewares by calling both with the same
    // list and joining what they return: the middleware goes first in the list (before
    // the fallback that answers every page address with the app), and nothing is returned,
    // so that no middleware is listed twice.
    setupMiddlewares: (middlewares: unknown[]): unknown[] => {
      middlewares.unshift({ name: `prepare ${dir}`, middleware });
      return [];
    },
  };
}

/**
 * Runs one task at a time per key, in the order asked: two requests never write the same
 * folder at once.
 */
export function serialized(): <T>(key: string, task: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>();
  return (key, task) => {
    const run = (tails.get(key) ?? Promise.resolve()).catch(() => undefined).then(task);
    tails.set(key, run);
    return run;
  };
}

/** What a plugin's configureWebpack may return (Docusaurus does not export the type). */
type WebpackResult = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;

/** Rspack's middleware that answers the browser's requests for a lazily compiled module. */
type LazyCompilationMiddleware = (compiler: unknown) => Middleware;

function lazyCompilationMiddlewareOf(bundler: unknown): LazyCompilationMiddleware | undefined {
  if (typeof bundler !== 'function' || !('lazyCompilationMiddleware' in bundler)) return undefined;
  const { lazyCompilationMiddleware } = bundler;
  return typeof lazyCompilationMiddleware === 'function'
    ? (lazyCompilationMiddleware as LazyCompilationMiddleware)
    : undefined;
}

/**
 * Under `npm start`, Rspack puts a lazily loaded module (each page's content and data, the
 * search dialog) into its chunk when the browser first asks for it: until then the chunk is
 * a small proxy, so the rebuild after an edit seals the chunks of the pages opened since,
 * not of a thousand. A page opened for the first time waits for that (its modules are
 * posted to the middleware, which compiles them in and hands them over as a hot update).
 * Docusaurus's route registry also names each module with `require.resolveWeak`, which
 * would have Rspack build every page's MDX at start and re-run the whole app on the first
 * open of each page: under `npm start` it is bundled without those (./registryLoader.cjs).
 * The build compiles everything as before.
 */
export default function devFilesPlugin(context: LoadContext): Plugin {
  return {
    name: 'chitchatlabs-dev-files',
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer || config.mode !== 'development') return undefined;
      const lazyCompilationMiddleware = lazyCompilationMiddlewareOf(currentBundler.instance);
      if (currentBundler.name !== 'rspack' || !lazyCompilationMiddleware) return undefined;
      const lazily: WebpackResult & { lazyCompilation: object; devServer: object } = {
        lazyCompilation: { entries: false, imports: true },
        // Rspack's own file watcher, off the thread the loaders and Docusaurus's reload of the
        // docs run on: the JavaScript one walked every watched file again after each rebuild
        // (0.4–1.5 s of that thread per edit at 1,000 generated pages), and began the rebuild
        // 0.7–2 s after the save. It is given a glob for what it leaves out: with Docusaurus's
        // regular expression (which looks ahead, to keep node_modules/@docusaurus) no edit
        // started a rebuild.
        // It is told only what each build added and removed; the build that first compiles a
        // page can drop that (./watchedFromFullSets.ts), so it is told from whole sets.
        experiments: { nativeWatcher: true },
        watchOptions: { ignored: '**/node_modules/**' },
        plugins: [new WatchedFromFullSets()],
        module: {
          rules: [
            {
              resource: join(context.generatedFilesDir, 'registry.js'),
              enforce: 'pre',
              use: [{ loader: fileURLToPath(new URL('./registryLoader.cjs', import.meta.url)) }],
            },
          ],
        },
        // Read by `docusaurus start` only; without the middleware (a development build)
        // Rspack compiles everything at once, as before.
        devServer: {
          setupMiddlewares: (middlewares: unknown[], devServer: { compiler: unknown }) => {
            middlewares.unshift({
              name: 'lazy compilation',
              middleware: lazyCompilationMiddleware(devServer.compiler),
            });
            return [];
          },
        },
      };
      return lazily;
    },
  };
}
