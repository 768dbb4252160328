import type { LoadedVersion } from '@docusaurus/plugin-content-docs';

type SidebarItem = LoadedVersion['sidebars'][string][number];
type Doc = LoadedVersion['docs'][number];

function docIdsOf(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id];
    if (item.type === 'category') {
      const link = item.link?.type === 'doc' ? [item.link.id] : [];
      return [...link, ...docIdsOf(item.items)];
    }
    return [];
  });
}

/**
 * The version's docs in the order a reader meets them: sidebar order first (each
 * doc once), then the docs no sidebar shows.
 */
export function docsInSidebarOrder(version: LoadedVersion): Doc[] {
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const ordered = new Set<Doc>();
  for (const sidebar of Object.values(version.sidebars)) {
    for (const id of docIdsOf(sidebar)) {
      const doc = byId.get(id);
      if (doc) ordered.add(doc);
    }
  }
  for (const doc of version.docs) ordered.add(doc);
  return [...ordered];
}
