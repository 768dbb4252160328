/**
 * The route table the browser starts with (../routeTable.ts) and the routes it learns.
 *
 * Each route that lost its pages' routes to later learning ends with a route of no path
 * (`lazyRoutes`): react-router's Switch and Docusaurus's `preload` match it when no route
 * before it does, and the docs' DocRoot never does (it matches by path), so an unknown
 * path still renders the theme's "not found". Docusaurus preloads the matched routes
 * before it renders a page (at the start, and on each navigation, with the new address
 * already in `location`): preloading this one learns the route of the address, adds it
 * before the route of no path, and preloads it. The page's own route comes with the
 * page (a script its template lists, ../lazyRoutes.ts); any other from a bucket of
 * routes, one JSON file named by its content, fetched once.
 */
import ComponentCreator from '@docusaurus/ComponentCreator';
import globalData from '@generated/globalData';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import type { ComponentType } from 'react';

import {
  ownRouteGlobal,
  pathKey,
  routeBucketOf,
  routesFolder,
  type RouteBucket,
  type RouteRecord,
} from '../routeKeys';
import { loadSidebarsOnIntent, patchVersion } from './versionSidebars';

type Require = {
  (id: string | number): Record<string, unknown> | undefined;
  e(chunkId: string): Promise<unknown>;
  p: string;
  /** The routes' buckets' content hashes (../lazyRoutes.ts writes them into the runtime). */
  lr?: string[];
};
declare const __webpack_require__: Require;

/** A route as react-router-config reads it, and the key of the route whose routes it learns. */
type Route = {
  path?: string;
  exact?: boolean;
  component?: ComponentType;
  routes?: Route[];
  lazyParent?: string;
};
type Preloadable = ComponentType & { preload: () => Promise<void> };

const parents = new Map<string, Route[]>();
const learnt = new Map<string, Promise<void>>();
const buckets = new Map<number, Promise<RouteBucket>>();

/** The routes' data that arrived with the page, by path key (the page's own route). */
function ownRoutes(): Map<string, RouteRecord> {
  const arrived = new Map<string, RouteRecord>();
  const holder = globalThis as unknown as Record<string, RouteRecord[] | undefined>;
  const list = holder[ownRouteGlobal] ?? (holder[ownRouteGlobal] = []);
  for (const record of list) arrived.set(pathKey(record.p), record);
  list.push = (...records: RouteRecord[]): number => {
    for (const record of records) {
      arrived.set(pathKey(record.p), record);
      waiting.get(pathKey(record.p))?.(record);
    }
    return 0;
  };
  return arrived;
}
const waiting = new Map<string, (record: RouteRecord) => void>();
const arrived = typeof window === 'undefined' ? new Map<string, RouteRecord>() : ownRoutes();

/** Whether the page lists its route's data script, still to run. */
function pageListsOwnRoute(): boolean {
  const loader = document.querySelector('script[data-page-scripts]');
  return (loader?.getAttribute('data-page-scripts') ?? '').includes(`/${routesFolder}`);
}

function bucket(key: string): Promise<RouteBucket> {
  const hashes = __webpack_require__.lr ?? [];
  if (hashes.length === 0) return Promise.resolve({});
  const index = routeBucketOf(key, hashes.length);
  let pending = buckets.get(index);
  if (!pending) {
    const url = `${__webpack_require__.p}${routesFolder}${index}.${hashes[index]}.json`;
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`Routes ${index}: ${response.status}`);
      return response.json() as Promise<RouteBucket>;
    });
    pending.catch(() => buckets.delete(index));
    buckets.set(index, pending);
  }
  return pending;
}

function recordOf(key: string, first: boolean): Promise<RouteRecord | undefined> {
  const own = arrived.get(key);
  if (own) return Promise.resolve(own);
  if (first && pageListsOwnRoute()) return new Promise((resolve) => waiting.set(key, resolve));
  return bucket(key).then((routes) => routes[key]);
}

/** Loads a module as `import()` does: its chunks, then the module, as a namespace. */
function loader([module, chunks]: [string | number, string[]]): () => Promise<unknown> {
  return () =>
    Promise.all(chunks.map((chunk) => __webpack_require__.e(chunk))).then(() => {
      const exports = __webpack_require__(module);
      return exports?.__esModule ? exports : { default: exports };
    });
}

type DocsVersion = { name: string; docs: { path: string }[] };

/** Adds the docs a learnt route brings to their versions' lists in the global data. */
function addDocs(docs: RouteRecord['d']): void {
  const data = globalData as unknown as Record<string, Record<string, { versions: DocsVersion[] }>>;
  for (const [plugin, instance, versionName, doc] of docs) {
    const version = data[plugin]?.[instance]?.versions.find(({ name }) => name === versionName);
    if (version && !version.docs.some(({ path }) => path === doc.path)) version.docs.push(doc);
  }
}

/** Adds a learnt route to its parent's routes, before the route of no path. */
function add(record: RouteRecord): Route | undefined {
  addDocs(record.d);
  const siblings = parents.get(record.q);
  if (!siblings) return undefined;
  const known = siblings.find((route) => route.path === record.p);
  if (known) return known;
  const entries = registry as unknown as Record<string, unknown>;
  for (const [name, load] of Object.entries(record.l))
    entries[name] ??= [loader(load), name, load[0]];
  (routesChunkNames as Record<string, unknown>)[record.k] = record.c;
  const route: Route = {
    ...record.a,
    path: record.p,
    exact: true,
    component: ComponentCreator(record.p, record.k.slice(record.p.length + 1)),
  };
  siblings.splice(siblings.length - 1, 0, route);
  return route;
}

/** Loads the page's docs version's lean props and puts back what the page brings. */
async function patchedVersion([chunkName, patch]: NonNullable<RouteRecord['v']>): Promise<void> {
  const entry = (registry as unknown as Record<string, [() => Promise<unknown>] | undefined>)[
    chunkName
  ];
  const loaded = (await entry?.[0]()) as { default?: { version?: unknown } } | undefined;
  const version = loaded?.default?.version;
  if (version) patchVersion(version as Parameters<typeof patchVersion>[0], patch);
}

if (typeof window !== 'undefined') loadSidebarsOnIntent(__webpack_require__.p);

let started = false;

/** Learns the route of `path`, once: the page's own, or from its bucket. */
function learn(path: string): Promise<void> {
  const key = pathKey(path);
  let pending = learnt.get(key);
  if (!pending) {
    pending = recordOf(key, !started).then(async (record) => {
      const route = record && add(record);
      const preloaded = (route?.component as Partial<Preloadable> | undefined)?.preload?.();
      if (record?.v) await patchedVersion(record.v);
      await preloaded;
    });
    started = true;
    pending.catch(() => learnt.delete(key));
    learnt.set(key, pending);
  }
  return pending;
}

const Unknown: Preloadable = Object.assign(() => null, {
  preload: () => learn(window.location.pathname),
});

/** The route of no path that learns its parent's pages' routes. */
export function lazyRoutes(parent: string): Route {
  return { component: Unknown, lazyParent: parent };
}

/** The start's route table, with each route that learns routes noted by its key. */
export function routeTable(routes: Route[]): Route[] {
  const visit = (list: Route[]): void => {
    const last = list[list.length - 1];
    if (last?.lazyParent) parents.set(last.lazyParent, list);
    for (const route of list) if (route.routes) visit(route.routes);
  };
  visit(routes);
  return routes;
}
