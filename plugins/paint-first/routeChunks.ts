/**
 * The scripts a built page fetches before it hydrates, read from the built bundles
 * alone: before rendering, Docusaurus's client preloads every chunk of every route that
 * matches the URL (the route tree and each route's chunk names are in the main bundle,
 * the registry there maps each chunk name to the chunk ids it imports, and the runtime
 * maps each chunk id to its file).
 */
import { runInNewContext } from 'node:vm';

type RouteConfig = { path: string; component: string; exact?: boolean; routes?: RouteConfig[] };
type ChunkNames = Record<string, unknown>;

/** The text of the bracketed literal that starts at `start` (`[` or `{`), strings skipped. */
function literalAt(source: string, start: number): string {
  const open = source[start];
  const close = open === '[' ? ']' : '}';
  let depth = 0;
  for (let i = start; i < source.length; i += 1) {
    const char = source[i];
    if (char === '"' || char === "'" || char === '`') {
      for (i += 1; source[i] !== char; i += source[i] === '\\' ? 2 : 1);
      continue;
    }
    if (char === open) depth += 1;
    else if (char === close && --depth === 0) return source.slice(start, i + 1);
  }
  throw new Error(`Unbalanced literal at ${start}`);
}

function mustFind(found: number, what: string): number {
  if (found < 0) throw new Error(`The main bundle has no ${what}: its format changed`);
  return found;
}

/** The route tree, each component named by its key in the chunk-name map ("/path-hash"). */
export function routeTree(main: string): RouteConfig[] {
  const at = mustFind(main.search(/\[\{path:"[^"]*",component:[\w$]+\("/), 'route tree');
  const creator = /component:([\w$]+)\(/.exec(main.slice(at))?.[1] ?? '';
  const componentKey = (path: string, hash?: string): string => (hash ? `${path}-${hash}` : '');
  return runInNewContext(`(${literalAt(main, at)})`, {
    [creator]: componentKey,
  }) as RouteConfig[];
}

/** Each route key's chunk names (routesChunkNames.json, inlined in the main bundle). */
export function routeChunkNames(main: string): Record<string, ChunkNames> {
  const at = mustFind(main.search(/\{"\/[^"]*-[0-9a-f]{3}":\{"__comp":/), 'chunk-name map');
  return JSON.parse(literalAt(main, at)) as Record<string, ChunkNames>;
}

/** Chunk name -> the chunk ids its import loads (the registry in the main bundle). */
export function registryChunkIds(main: string): Map<string, string[]> {
  const registry = new Map<string, string[]>();
  // A module already in the main bundle resolves at once (Promise.resolve()).
  const entry =
    /([\w$]+|"[^"]+"):\[\(\)=>(Promise\.all\(\[[^\]]*\]\)|[\w$]+\.e\("?\w+"?\)|Promise\.resolve\(\))/g;
  for (const [, key, loads] of main.matchAll(entry)) {
    const name = key.startsWith('"')
      ? key.slice(1, -1)
      : /^0x/.test(key)
        ? String(parseInt(key, 16))
        : key;
    registry.set(
      name,
      [...loads.matchAll(/\.e\("?(\w+)"?\)/g)].map((m) => m[1]),
    );
  }
  if (registry.size === 0) throw new Error('The main bundle has no registry: its format changed');
  return registry;
}

/** Chunk id -> its file under assets/js, from the runtime's two maps (names, hashes). */
export function chunkFiles(runtime: string): (id: string) => string {
  const at = mustFind(runtime.indexOf('"assets/js/"+'), 'chunk file map');
  const maps = [...runtime.slice(at, at + 20_000).matchAll(/\(?\{([^{}]*)\}\)?\[[\w$]+\]/g)]
    .slice(0, 2)
    .map(
      ([, body]) =>
        new Map(
          [...body.matchAll(/"?([\w.]+)"?:"([^"]+)"/g)].map(([, key, value]) => [
            /^0x/.test(key) ? String(parseInt(key, 16)) : key,
            value,
          ]),
        ),
    );
  if (maps.length !== 2) throw new Error('The runtime has no chunk file map: its format changed');
  const [names, hashes] = maps;
  return (id) => {
    const hash = hashes.get(id);
    if (!hash) throw new Error(`The runtime knows no file for chunk ${id}`);
    return `/assets/js/${names.get(id) ?? id}.${hash}.js`;
  };
}

/** The chunks the entry bundles hold already (the runtime's installed chunks). */
function installedChunks(runtime: string): Set<string> {
  const found = /[\w$]+=\{((?:"?\w+"?:0,?)+)\},[\w$]+\.f\.j=/.exec(runtime);
  return new Set([...(found?.[1] ?? '').matchAll(/"?(\w+)"?:0/g)].map((m) => m[1]));
}

/** The routes react-router-config's matchRoutes picks: the first match on each level. */
function matchedRoutes(routes: readonly RouteConfig[], pathname: string): RouteConfig[] {
  const route = routes.find(({ path, exact }) =>
    exact
      ? path === pathname
      : path === '*' || path === '/' || pathname === path || pathname.startsWith(`${path}/`),
  );
  if (!route) return [];
  return [route, ...matchedRoutes(route.routes ?? [], pathname)];
}

const leafValues = (names: unknown): string[] =>
  typeof names === 'string'
    ? [names]
    : names && typeof names === 'object'
      ? Object.values(names).flatMap(leafValues)
      : [];

/** The files of the route chunks a page at `pathname` loads before it hydrates. */
export function routeChunkFiles(main: string, runtime: string, pathname: string): string[] {
  const chunkNames = routeChunkNames(main);
  const registry = registryChunkIds(main);
  const fileOf = chunkFiles(runtime);
  const installed = installedChunks(runtime);
  const files = matchedRoutes(routeTree(main), pathname)
    .flatMap((route) => leafValues(chunkNames[route.component]))
    .flatMap((name) => {
      const ids = registry.get(name);
      if (!ids) throw new Error(`The registry has no chunk named ${name}`);
      return ids;
    })
    .filter((id) => !installed.has(id))
    .map(fileOf);
  return [...new Set(files)];
}
