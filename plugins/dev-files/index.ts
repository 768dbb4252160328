import type { IncomingMessage, ServerResponse } from 'node:http';
import logger from '@docusaurus/logger';

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
