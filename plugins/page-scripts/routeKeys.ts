/**
 * How the browser finds a route it has not learnt yet (./client/lazyRoutes.ts): by a key
 * of its path, in a bucket of routes named by the key's hash, the same at build time and
 * in the browser.
 */
import { bucketOf } from './chunkFilesRuntime';
import type { SidebarPatch } from './sidebarPatch';

/** Where the routes' data is written, under the bundle's public path. */
export const routesFolder = 'assets/js/routes/';

/** Routes per bucket, about: a bucket is a few KiB of JSON. */
export const routesPerBucket = 32;

/**
 * The key a path is looked up by: decoded, without a trailing slash, in lower case
 * (react-router matches paths with neither case nor the trailing slash counting), and
 * without `.html` or `/index.html`, which Docusaurus drops from an address no route has,
 * nor the query or the hash a link may carry.
 */
export function pathKey(path: string): string {
  let decoded = path.replace(/[?#].*$/, '');
  try {
    decoded = decodeURI(decoded);
  } catch {
    // A malformed escape is looked up as written.
  }
  const page = decoded.replace(/(?:\/index)?\.html$/, '') || '/';
  return (page.length > 1 ? page.replace(/\/+$/, '') : page).toLowerCase();
}

/** The bucket of a path's key. */
export const routeBucketOf = (key: string, buckets: number): number => bucketOf(key, buckets);

/**
 * A route as the browser learns it: its key in routesChunkNames (`path-hash`), its
 * parent's key, its path, other attributes (the docs' `sidebar`), its chunk names, and
 * how to load each chunk name's module: the module's id and the chunks it needs.
 */
export type RouteRecord = {
  k: string;
  q: string;
  p: string;
  a: Record<string, unknown>;
  c: Record<string, unknown>;
  l: Record<string, [string | number, string[]]>;
  /** Docs the route brings to the global data: plugin, instance, version, doc. */
  d: [string, string, string, { id: string; path: string }][];
  /**
   * Its docs version's lean props' chunk name, and what the page brings to them: in the
   * page's own script, or, in a bucket, the file that holds it (under the public path),
   * which the routes of the same categories share and which is fetched only when the route
   * is preloaded, not when a link to it comes into view.
   */
  v?: [string, SidebarPatch | string];
};

/** A bucket: its routes by path key. */
export type RouteBucket = Record<string, RouteRecord>;

/** The global the page's own route's data script hands its route to. */
export const ownRouteGlobal = '__chitchatlabsRoutes';

/** The key of a docs version's lean props that names its whole sidebars' file. */
export const fullSidebarsKey = 'chitchatlabsSidebars';
