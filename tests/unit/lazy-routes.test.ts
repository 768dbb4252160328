/**
 * The route table the browser starts with holds the routes of the top level and those
 * with routes of their own, whatever the number of pages; each page's route goes to a
 * bucket by its path, with the docs it brings to the global data. The table is read as
 * Docusaurus's own code generator writes it.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import { splitGlobalDocs } from '../../plugins/page-scripts/globalDocs';
import { ownRouteScript, routeBuckets, routeRecords } from '../../plugins/page-scripts/lazyRoutes';
import {
  pathKey,
  routeBucketOf,
  type RouteBucket,
  type RouteRecord,
} from '../../plugins/page-scripts/routeKeys';
import type { SidebarPatch } from '../../plugins/page-scripts/sidebarPatch';
import {
  devRegistryModule,
  readRegistry,
  readRoutes,
  splitRoutes,
  startRoutesModule,
  type ChunkNames,
} from '../../plugins/page-scripts/routeTable';

type RouteConfig = {
  path: string;
  component: string;
  exact?: boolean;
  modules?: Record<string, string>;
  props?: unknown;
  routes?: RouteConfig[];
  sidebar?: string;
};
type Codegen = {
  generateRoutesCode: (routes: RouteConfig[]) => {
    routesConfig: string;
    routesChunkNames: Record<string, ChunkNames>;
    registry: Record<string, string>;
  };
};
const { generateRoutesCode } = createRequire(import.meta.url)(
  '@docusaurus/core/lib/server/codegen/codegenRoutes',
) as Codegen;

const pageCount = 300;
const docs = Array.from({ length: pageCount }, (_, n) => ({
  path: `/docs/page-${n}`,
  component: '@theme/DocItem',
  exact: true,
  sidebar: 'main',
  modules: { content: `@site/docs/page-${n}.mdx` },
}));
const routes: RouteConfig[] = [
  { path: '/', component: '@site/src/pages/index.tsx', exact: true },
  {
    path: '/docs',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/docs',
        component: '@theme/DocVersionRoot',
        modules: { version: '@generated/version.json' },
        routes: [{ path: '/docs', component: '@theme/DocRoot', routes: docs }],
      },
    ],
  },
];
const generated = generateRoutesCode(routes);
/** registry.js as core writes it (its genRegistry). */
const registrySource = `export default {
${Object.entries(generated.registry)
  .map(
    ([name, module]) =>
      `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`,
  )
  .join('\n')}};
`;

describe('the registry under npm start', () => {
  type Loader = (
    this: { async: () => (error: unknown, source?: string) => void },
    source: string,
  ) => void;
  const loader = createRequire(import.meta.url)(
    '../../plugins/dev-files/registryLoader.cjs',
  ) as Loader;
  const load = (source: string): Promise<string | undefined> =>
    new Promise((resolve, reject) => {
      const callback = (error: unknown, result?: string): void =>
        error ? reject(error as Error) : resolve(result);
      loader.call({ async: () => callback }, source);
    });

  it("keeps every chunk's import and module, without the weak references", async () => {
    const dev = await load(registrySource);
    expect(dev).toBe(devRegistryModule(registrySource));
    expect(dev).not.toContain('resolveWeak');
    expect(readRegistry(dev ?? '')).toEqual(readRegistry(registrySource));
    expect(dev).toContain(
      `() => import(/* webpackChunkName: ${JSON.stringify(Object.keys(generated.registry)[0])} */`,
    );
  });
});

describe("Docusaurus's route table, split", () => {
  const table = readRoutes(generated.routesConfig);
  const registry = readRegistry(registrySource);
  const { start, lazy } = splitRoutes(table, generated.routesChunkNames, registry);

  it("reads the tree, the hashes and the registry's modules as core writes them", () => {
    expect(table.map((route) => route.path)).toEqual(['/', '/docs', '*']);
    const docRoot = table[1]?.routes?.[0]?.routes?.[0];
    expect(docRoot?.routes).toHaveLength(pageCount);
    expect(docRoot?.routes?.[0]).toMatchObject({
      path: '/docs/page-0',
      exact: true,
      attributes: { sidebar: 'main' },
    });
    expect(Object.values(registry)).toContain('@site/docs/page-7.mdx');
  });

  it('starts with no page of the docs, whatever their number', () => {
    expect(lazy).toHaveLength(pageCount);
    const source = startRoutesModule(start, new Set(lazy.map((route) => route.parent)), 'x');
    expect(source).not.toContain('/docs/page-');
    expect(source.match(/lazyRoutes\(/g)).toHaveLength(1);
    expect(lazy[5]).toMatchObject({
      path: '/docs/page-5',
      ownModule: '@site/docs/page-5.mdx',
      attributes: { sidebar: 'main' },
    });
  });

  it("puts each page's route in the bucket of its path, and in a script of its own", () => {
    const records = routeRecords(
      lazy,
      new Map(Object.keys(registry).map((name, id) => [name, [id, [String(id)]]])),
    );
    const noPatch = (): string => {
      throw new Error('no route here has a sidebar patch');
    };
    const buckets = routeBuckets(records, noPatch).map((json) => JSON.parse(json) as RouteBucket);
    for (const record of records) {
      const key = pathKey(record.p);
      expect(buckets[routeBucketOf(key, buckets.length)]?.[key]).toEqual(record);
    }
    const [, , , third] = records;
    expect(third && ownRouteScript(third)).toContain('"/docs/page-3"');
    expect(third && ownRouteScript(third)).not.toContain('"/docs/page-4"');
  });

  it("names a route's sidebar patch in its bucket by the file that holds it, shared by the pages of its category", () => {
    // Pages 0-9 in one category, 10-19 in another, as a docs version's patches give them.
    const category = (n: number): SidebarPatch => {
      const first = n < 10 ? 0 : 10;
      const items = Array.from({ length: 10 }, (_, i) => ({
        type: 'link',
        href: `/docs/page-${first + i}`,
        label: `Page ${first + i}`,
        docId: `page-${first + i}`,
      }));
      return { s: [[['main', first / 10], items]], o: {} };
    };
    const sidebarOf = new Map(
      lazy
        .slice(0, 20)
        .map((route, n): [string, [string, SidebarPatch]] => [route.key, ['lean', category(n)]]),
    );
    const records = routeRecords(
      lazy,
      new Map(Object.keys(registry).map((name, id) => [name, [id, [String(id)]]])),
      new Map(),
      sidebarOf,
    );
    const files = new Map<string, string>();
    const buckets = routeBuckets(records, (json) => {
      const file = `patch-${json.length}-${json.slice(-40)}.json`;
      files.set(file, json);
      return file;
    });
    const bucketed = (record: RouteRecord): RouteRecord | undefined => {
      const key = pathKey(record.p);
      return (JSON.parse(buckets[routeBucketOf(key, buckets.length)] ?? '{}') as RouteBucket)[key];
    };
    expect(files.size).toBe(2);
    for (const [n, record] of records.slice(0, 20).entries()) {
      const [chunkName, file] = bucketed(record)?.v ?? [];
      expect(chunkName).toBe('lean');
      expect(typeof file).toBe('string');
      expect(JSON.parse(files.get(String(file)) ?? 'null')).toEqual(category(n));
      // The page's own script brings its patch itself: the page shows its sidebar at once.
      expect(ownRouteScript(record)).toContain(`"/docs/page-${n < 10 ? 9 : 19}"`);
    }
    expect(bucketed(records[0] as RouteRecord)?.v?.[1]).not.toBe(
      bucketed(records[10] as RouteRecord)?.v?.[1],
    );
    const bytes = buckets.reduce((sum, json) => sum + json.length, 0);
    expect(bytes).toBeLessThan(JSON.stringify(records).length);
  });

  it('finds a path with a trailing slash, .html, another case or escapes', () => {
    for (const path of [
      '/Docs/Page-5/',
      '/docs/page-5.html',
      '/docs/page-5/index.html',
      '/docs/page-5#a',
    ])
      expect(pathKey(path)).toBe('/docs/page-5');
    expect(pathKey('/caf%C3%A9')).toBe(pathKey('/café'));
  });

  it("keeps the global data's docs the theme needs, and each page brings its own", () => {
    const version = (name: string) => ({
      name,
      mainDocId: 'page-0',
      docs: docs.map((doc, n) => ({ id: `page-${n}`, path: doc.path, sidebar: 'main' })),
    });
    const globalData = {
      'docusaurus-plugin-content-docs': { default: { versions: [version('current')] } },
    };
    const { start: startData, docsOf } = splitGlobalDocs(globalData, lazy, new Set(['page-9']));
    const [kept] = (
      startData['docusaurus-plugin-content-docs']?.default as {
        versions: { docs: { id: string }[] }[];
      }
    ).versions;
    expect(kept?.docs.map((doc) => doc.id)).toEqual(['page-0', 'page-9']);
    expect(docsOf.get(lazy[5]?.key ?? '')).toEqual([
      [
        'docusaurus-plugin-content-docs',
        'default',
        'current',
        { id: 'page-5', path: '/docs/page-5', sidebar: 'main' },
      ],
    ]);
  });
});
