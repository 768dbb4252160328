/**
 * Docusaurus's route table, split: the routes every page needs to start (the top level and
 * every route with routes of its own), and the others, each a page's route, which the
 * browser learns when a reader heads to that page (./client/lazyRoutes.ts).
 *
 * Docusaurus writes the table for the browser as three generated files: `routes.js` (the
 * tree, each route's component `ComponentCreator(path, hash)`), `routesChunkNames.json`
 * (each route's chunk names, under `path-hash`) and `registry.js` (each chunk name's
 * import and module). This reads the two scripts with a JavaScript parser, as core's
 * codegen writes them (lib/server/codegen/codegenRoutes.js), and writes the start's three.
 */
import { parse } from 'acorn';
import { pathKey } from './routeKeys';
import type {
  ArrayExpression,
  Expression,
  Node,
  ObjectExpression,
  Program,
  Property,
  SpreadElement,
} from 'acorn';

/** A route of `routes.js`: react-router's route config with Docusaurus's component key. */
export type RouteNode = {
  path: string;
  /** ComponentCreator's second argument; none for the catch-all route (`*`). */
  hash?: string;
  exact?: boolean;
  routes?: RouteNode[];
  /** The other keys a plugin gave the route (the docs' `sidebar`). */
  attributes: Record<string, unknown>;
};

/** Chunk names by prop, as routesChunkNames.json holds them (nested for arrays and objects). */
export type ChunkNames = { [prop: string]: string | ChunkNames | ChunkNames[] };

/** A route the browser learns later, with where it goes in the tree. */
export type LazyRoute = {
  /** The route's key in routesChunkNames (`path-hash`). */
  key: string;
  /** The key of the route whose `routes` it belongs to. */
  parent: string;
  path: string;
  exact: boolean;
  attributes: Record<string, unknown>;
  chunkNames: ChunkNames;
  /** A module no other route loads: the page template lists the route's data with it. */
  ownModule: string;
};

const fail = (what: string): never => {
  throw new Error(`The route table: ${what}; Docusaurus's generated routes changed`);
};

function literal(node: Expression | SpreadElement | null): unknown {
  if (node?.type === 'Literal') return node.value;
  if (node?.type === 'ArrayExpression') return node.elements.map(literal);
  if (node?.type === 'ObjectExpression')
    return Object.fromEntries(node.properties.map((p) => [keyOf(p), literal(valueOf(p))]));
  if (node?.type === 'UnaryExpression' && node.operator === '!') return !literal(node.argument);
  return fail(`a value of type ${node?.type ?? 'null'}`);
}

function keyOf(property: ObjectExpression['properties'][number]): string {
  if (property.type !== 'Property') return fail('a spread in an object');
  const { key } = property;
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal') return String(key.value);
  return fail('a computed key');
}

const valueOf = (property: ObjectExpression['properties'][number]): Expression =>
  (property as Property).value as Expression;

function defaultExport(source: string): Expression {
  const program: Program = parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const declaration = program.body.find((node) => node.type === 'ExportDefaultDeclaration');
  if (!declaration) return fail('no default export');
  return declaration.declaration as Expression;
}

function routeOf(node: Expression | SpreadElement | null): RouteNode {
  if (node?.type !== 'ObjectExpression') return fail('a route that is not an object');
  const route: RouteNode = { path: '', attributes: {} };
  for (const property of node.properties) {
    const key = keyOf(property);
    const value = valueOf(property);
    if (key === 'component') {
      if (value.type !== 'CallExpression') return fail('a component that is not a call');
      const [path, hash] = value.arguments.map((argument) => literal(argument));
      route.path = String(path);
      if (hash !== undefined) route.hash = String(hash);
    } else if (key === 'routes') {
      route.routes = (value as ArrayExpression).elements.map(routeOf);
    } else if (key === 'exact') {
      route.exact = Boolean(literal(value));
    } else if (key !== 'path') {
      route.attributes[key] = literal(value);
    }
  }
  return route;
}

/** The route tree of `routes.js`. */
export function readRoutes(source: string): RouteNode[] {
  const table = defaultExport(source);
  if (table.type !== 'ArrayExpression') return fail('the table is not an array');
  return table.elements.map(routeOf);
}

/** Each chunk name's module (the import's request) in `registry.js`. */
export function readRegistry(source: string): Record<string, string> {
  const registry = defaultExport(source);
  if (registry.type !== 'ObjectExpression') return fail('the registry is not an object');
  return Object.fromEntries(
    registry.properties.map((property) => {
      const entry = valueOf(property) as Node;
      if (entry.type !== 'ArrayExpression') return fail('a registry entry not an array');
      return [keyOf(property), String(literal((entry as ArrayExpression).elements[1] ?? null))];
    }),
  );
}

/** Every chunk name of a route's chunk names, in order. */
export function chunkNamesIn(names: ChunkNames | string): string[] {
  if (typeof names === 'string') return [names];
  return Object.values(names).flatMap((value) =>
    Array.isArray(value) ? value.flatMap(chunkNamesIn) : chunkNamesIn(value),
  );
}

const routeKey = (route: RouteNode): string => `${route.path}-${route.hash ?? ''}`;

/**
 * Splits the table: a route goes to the browser later when it is a page's own (exact, with
 * no routes of its own and no parameters), inside another route, alone at its path, and
 * loads a module no other route loads.
 */
export function splitRoutes(
  routes: RouteNode[],
  chunkNames: Record<string, ChunkNames>,
  registry: Record<string, string>,
): { start: RouteNode[]; lazy: LazyRoute[] } {
  const users = new Map<string, number>();
  for (const names of Object.values(chunkNames))
    for (const name of new Set(chunkNamesIn(names))) users.set(name, (users.get(name) ?? 0) + 1);
  const paths = new Map<string, number>();
  const countPaths = (nodes: RouteNode[]): void => {
    for (const node of nodes) {
      paths.set(pathKey(node.path), (paths.get(pathKey(node.path)) ?? 0) + 1);
      if (node.routes) countPaths(node.routes);
    }
  };
  countPaths(routes);

  const lazy: LazyRoute[] = [];
  const keep = (node: RouteNode, parent: RouteNode | null): RouteNode | null => {
    const names = chunkNames[routeKey(node)];
    const own = names && chunkNamesIn(names).find((name) => users.get(name) === 1);
    const isPage =
      parent !== null &&
      node.exact === true &&
      !node.routes &&
      node.hash !== undefined &&
      !/[:*(]/.test(node.path) &&
      paths.get(pathKey(node.path)) === 1;
    if (isPage && names && own && registry[own]) {
      lazy.push({
        key: routeKey(node),
        parent: routeKey(parent),
        path: node.path,
        exact: true,
        attributes: node.attributes,
        chunkNames: names,
        ownModule: registry[own],
      });
      return null;
    }
    if (!node.routes) return node;
    return {
      ...node,
      routes: node.routes.flatMap((child) => keep(child, node) ?? []),
    };
  };
  const start = routes.flatMap((node) => keep(node, null) ?? []);
  return { start, lazy };
}

/**
 * The start's `routes.js`: the routes kept, and in each route that lost routes to the
 * browser's later learning, a last route with no path that learns them (`lazyRoutes`).
 */
export function startRoutesModule(
  start: RouteNode[],
  parents: ReadonlySet<string>,
  clientModule: string,
): string {
  const serialize = (node: RouteNode): string => {
    const parts = [
      `path: ${JSON.stringify(node.path)}`,
      node.hash === undefined
        ? `component: ComponentCreator(${JSON.stringify(node.path)})`
        : `component: ComponentCreator(${JSON.stringify(node.path)}, ${JSON.stringify(node.hash)})`,
    ];
    if (node.exact) parts.push('exact: true');
    if (node.routes) {
      const children = node.routes.map(serialize);
      if (parents.has(routeKey(node)))
        children.push(`lazyRoutes(${JSON.stringify(routeKey(node))})`);
      parts.push(`routes: [${children.join(',\n')}]`);
    }
    for (const [key, value] of Object.entries(node.attributes))
      parts.push(`${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    return `{${parts.join(',\n')}}`;
  };
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import { lazyRoutes, routeTable } from ${JSON.stringify(clientModule)};`,
    `export default routeTable([${start.map(serialize).join(',\n')}]);`,
    '',
  ].join('\n');
}

/**
 * Docusaurus's `registry.js` for `npm start`, without each module's weak reference
 * (`require.resolveWeak`, its entries' third element). react-loadable reads that only to
 * render a module already loaded without waiting; under lazy compilation, Rspack builds
 * every module a weak reference names at start (every page's MDX), and the registry's code
 * changes each time one of them is first compiled into a chunk (the weak reference then has
 * an id), which makes the hot update of every page a reader opens re-run the whole app.
 * Without it, the dev server loads a route's modules before rendering it, as it does for
 * any route it has not loaded yet.
 */
export function devRegistryModule(source: string): string {
  const entries = Object.entries(readRegistry(source)).map(([name, module]) => {
    const request = JSON.stringify(module);
    return `${JSON.stringify(name)}: [() => import(/* webpackChunkName: ${JSON.stringify(name)} */ ${request}), ${request}]`;
  });
  return `export default {${entries.join(',\n')}};\n`;
}

/** The start's `registry.js`: the kept routes' chunks, as core writes each entry. */
export function startRegistryModule(
  registry: Record<string, string>,
  fullRegistry: string,
): string {
  const entries = Object.entries(registry).map(([name, module]) => {
    const request = JSON.stringify(module);
    return `${JSON.stringify(name)}: [() => import(/* webpackChunkName: ${JSON.stringify(name)} */ ${request}), ${request}, require.resolveWeak(${request})]`;
  });
  return [
    // Every route's chunks, in a chunk no page loads: the bundler makes each route's chunks
    // from these imports, and the build reads from them how the browser loads each one.
    `export const everyRoute = () => import(/* webpackChunkName: "every-route" */ ${JSON.stringify(fullRegistry)});`,
    `export default {${entries.join(',\n')}};`,
    '',
  ].join('\n');
}
