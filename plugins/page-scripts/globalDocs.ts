/**
 * The docs plugin's global data without the docs of the routes the browser learns later:
 * every page's main script held every doc's id, path and sidebar, for every version. The
 * theme reads a version's docs to find the page's own doc and the same doc in the other
 * versions (the version dropdown, the banner's link to the latest version), its main doc
 * and the docs the navbar names (`docId`). Those stay; a learnt route brings its own doc
 * and that doc in every other version (`./client/lazyRoutes.ts` adds them to the lists).
 */
import type { LazyRoute } from './routeTable';

type DocEntry = { id: string; path: string; sidebar?: string };
type DocsVersion = { name: string; mainDocId: string; docs: DocEntry[] };
type DocsInstance = { versions: DocsVersion[] };
type GlobalData = Record<string, Record<string, unknown>>;

/** A doc a route brings: the plugin, its instance, the version, the doc. */
export type RouteDoc = [string, string, string, DocEntry];

const docsPlugin = 'docusaurus-plugin-content-docs';

/** Every `docId` the theme config names (navbar and footer items). */
export function docIdsIn(value: unknown): Set<string> {
  const ids = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) {
        if (key === 'docId' && typeof child === 'string') ids.add(child);
        else visit(child);
      }
  };
  visit(value);
  return ids;
}

/** The global data the browser starts with, and the docs each learnt route brings. */
export function splitGlobalDocs(
  globalData: GlobalData,
  lazy: readonly LazyRoute[],
  namedDocIds: ReadonlySet<string>,
): { start: GlobalData; docsOf: Map<string, RouteDoc[]> } {
  const routeByPath = new Map(lazy.map((route) => [route.path, route.key]));
  const docsOf = new Map<string, RouteDoc[]>();
  const instances = (globalData[docsPlugin] ?? {}) as Record<string, DocsInstance>;
  const startInstances = Object.fromEntries(
    Object.entries(instances).map(([instanceId, instance]) => {
      const kept = (version: DocsVersion, doc: DocEntry): boolean =>
        doc.id === version.mainDocId || namedDocIds.has(doc.id) || !routeByPath.has(doc.path);
      for (const version of instance.versions)
        for (const doc of version.docs) {
          const key = routeByPath.get(doc.path);
          if (!key || kept(version, doc)) continue;
          // The route's doc, and the same doc in every version.
          const brought = instance.versions.flatMap((other) =>
            other.docs
              .filter((entry) => entry.id === doc.id)
              .map((entry): RouteDoc => [docsPlugin, instanceId, other.name, entry]),
          );
          docsOf.set(key, brought);
        }
      const versions = instance.versions.map((version) => ({
        ...version,
        docs: version.docs.filter((doc) => kept(version, doc)),
      }));
      return [instanceId, { ...instance, versions }];
    }),
  );
  return { start: { ...globalData, [docsPlugin]: startInstances }, docsOf };
}
