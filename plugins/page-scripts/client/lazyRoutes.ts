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
import type { SidebarPatch } from '../sidebarPatch';

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
const learnt = new Map<string, Promise<Route | undefined>>();
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
      settleWaiting(record);
    }
    return 0;
  };
  return arrived;
}
/** The start's wait for the page's own route, by path key. */
const waiting = new Map<string, (record: Promise<RouteRecord | undefined>) => void>();

/**
 * Ends the start's wait: with the route that came, or, when the page's script brought
 * another path's or did not run, with the bucket's.
 */
function settleWaiting(record?: RouteRecord): void {
  for (const [key, resolve] of waiting) {
    resolve(
      record && pathKey(record.p) === key
        ? Promise.resolve(record)
        : bucket(key).then((routes) => routes[key]),
    );
  }
  waiting.clear();
}
const arrived = typeof window === 'undefined' ? new Map<string, RouteRecord>() : ownRoutes();

/** Whether the page lists its route's data script, still to run. */
function pageListsOwnRoute(): boolean {
  const loader = document.querySelector('script[data-page-scripts]');
  return (loader?.getAttribute('data-page-scripts') ?? '').includes(`/${routesFolder}`);
}

/**
 * How soon a bucket is wanted: `low` for a link in view (Chromium then hands its
 * connection to the page's own requests first: over HTTP/1.1 a host gets six), `high` for
 * the page's own route, a link touched or hovered, or followed.
 */
type Urgency = 'low' | 'high';

/**
 * The JSON file at `file` (under the public path), fetched once for every `key` of
 * `fetched` that names it; a failed fetch is forgotten, so that a later one tries again.
 */
function fetchedOnce<K, T>(
  fetched: Map<K, Promise<T>>,
  key: K,
  file: string,
  priority: Urgency,
): Promise<T> {
  let pending = fetched.get(key);
  if (!pending) {
    pending = fetch(`${__webpack_require__.p}${file}`, { priority }).then((response) => {
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      return response.json() as Promise<T>;
    });
    pending.catch(() => fetched.delete(key));
    fetched.set(key, pending);
  }
  return pending;
}

function bucket(key: string, priority: Urgency = 'high'): Promise<RouteBucket> {
  const hashes = __webpack_require__.lr ?? [];
  if (hashes.length === 0) return Promise.resolve({});
  const index = routeBucketOf(key, hashes.length);
  return fetchedOnce(buckets, index, `${routesFolder}${index}.${hashes[index]}.json`, priority);
}

function recordOf(
  key: string,
  first: boolean,
  priority: Urgency,
): Promise<RouteRecord | undefined> {
  const own = arrived.get(key);
  if (own) return Promise.resolve(own);
  if (first && pageListsOwnRoute()) {
    addEventListener('load', () => settleWaiting(), { once: true });
    return new Promise((resolve) => waiting.set(key, resolve));
  }
  return bucket(key, priority).then((routes) => routes[key]);
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

/**
 * The route's component, whose preload (Docusaurus's before it renders the page, or on
 * a touched link) also puts back into the docs version's props what the page brings.
 */
function withVersion(
  component: ReturnType<typeof ComponentCreator>,
  record: RouteRecord,
): ReturnType<typeof ComponentCreator> {
  const { v } = record;
  if (!v) return component;
  const preload = component.preload.bind(component) as () => unknown;
  return Object.assign(component, {
    preload: () => Promise.all([preload(), patchedVersion(v)]).then(() => undefined),
  });
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
    component: withVersion(ComponentCreator(record.p, record.k.slice(record.p.length + 1)), record),
  };
  siblings.splice(siblings.length - 1, 0, route);
  return route;
}

/** The sidebar patches buckets name by file, each fetched once for all the pages sharing it. */
const patchFiles = new Map<string, Promise<SidebarPatch>>();

/** Loads the page's docs version's lean props and puts back what the page brings. */
async function patchedVersion([chunkName, patch]: NonNullable<RouteRecord['v']>): Promise<void> {
  const entry = (registry as unknown as Record<string, [() => Promise<unknown>] | undefined>)[
    chunkName
  ];
  // The lean props' module brings its patch function (../versionSidebars.ts).
  const [loaded, brought] = (await Promise.all([
    entry?.[0](),
    typeof patch === 'string' ? fetchedOnce(patchFiles, patch, patch, 'high') : patch,
  ])) as [
    (
      | { default?: { version?: unknown }; patch?: (version: unknown, patch: SidebarPatch) => void }
      | undefined
    ),
    SidebarPatch,
  ];
  const version = loaded?.default?.version;
  if (version) loaded.patch?.(version, brought);
}

let started = false;

/** Learns the route of `path`, once (the page's own, or from its bucket), and adds it. */
function learn(path: string, priority: Urgency = 'high'): Promise<Route | undefined> {
  const key = pathKey(path);
  let pending = learnt.get(key);
  if (!pending) {
    pending = recordOf(key, !started, priority).then((record) =>
      record ? add(record) : undefined,
    );
    started = true;
    pending.catch(() => learnt.delete(key));
    learnt.set(key, pending);
  }
  return pending;
}

/**
 * Once Docusaurus marks the page hydrated: links in view ask for their pages while the
 * page hydrates, and nothing of another page is fetched before (as the chunk files).
 */
function hydrated(): Promise<void> {
  const html = document.documentElement;
  const done = (): boolean => html.getAttribute('data-has-hydrated') === 'true';
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    new MutationObserver((_changes, observer) => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    }).observe(html, { attributes: true, attributeFilter: ['data-has-hydrated'] });
  });
}

/**
 * Once the page's main thread is idle: what a link in view asks for waits behind what the
 * page itself does first (the search page's first answer, a hydrating widget's data).
 */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

/** How long a link in view waits at most for the page to stop saying it is busy. */
const busyLimitMs = 3000;

/**
 * Once no part of the page says it is being updated (`aria-busy="true"`, as the search
 * page's results say until their first answer is drawn): what a link in view asks for
 * would take the connections the page's own requests need (over HTTP/1.1 a host gets six).
 */
function notBusy(): Promise<void> {
  const busy = (): boolean => document.querySelector('[aria-busy="true"]') !== null;
  if (!busy()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (!busy()) done();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
    const limit = setTimeout(done, busyLimitMs);
  });
}

type Docusaurus = { prefetch: (path: string) => unknown; preload: (path: string) => unknown };

/**
 * Learns a route on the reader's intent: Docusaurus's links prefetch their page's chunks
 * when they come into view and preload them when touched or hovered (through
 * `window.docusaurus`), and both look the path up in the route table, which must then
 * hold it.
 */
function learnOnIntent(): void {
  const holder = window as unknown as { docusaurus?: Docusaurus };
  const core = holder.docusaurus;
  if (!core) return;
  const withRoute =
    (act: (path: string) => unknown, priority: Urgency) =>
    (path: string): Promise<unknown> =>
      hydrated()
        .then(() => (priority === 'low' ? idle().then(notBusy) : undefined))
        .then(() => learn(path, priority))
        .catch(() => undefined)
        .then(() => act(path));
  holder.docusaurus = Object.freeze({
    prefetch: withRoute(core.prefetch, 'low'),
    preload: withRoute(core.preload, 'high'),
  });
}

// Docusaurus sets `window.docusaurus` once the modules of its entry, this among them, have run.
if (typeof window !== 'undefined') queueMicrotask(learnOnIntent);

const Unknown: Preloadable = Object.assign(() => null, {
  // Docusaurus preloads the routes it matched: this one, so the route it learns too.
  preload: () =>
    learn(window.location.pathname).then((route) =>
      (route?.component as Partial<Preloadable> | undefined)?.preload?.(),
    ),
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
