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

/** A top-level category of a sidebar and its docs in reading order, for llms.txt's split. */
export type DocSection = { label: string; docIds: string[] };

/**
 * The version's docs by top-level sidebar category: the docs no category holds (top-level
 * docs, docs no sidebar shows) in `top`, each category's docs (sub-categories included)
 * in a section of their own.
 */
export function docSections(version: LoadedVersion): { top: string[]; sections: DocSection[] } {
  const inSection = new Set<string>();
  const sections: DocSection[] = [];
  for (const sidebar of Object.values(version.sidebars)) {
    for (const item of sidebar) {
      if (item.type !== 'category') continue;
      const docIds = docIdsOf([item]).filter((id) => !inSection.has(id));
      docIds.forEach((id) => inSection.add(id));
      if (docIds.length > 0) sections.push({ label: item.label, docIds });
    }
  }
  const top = docsInSidebarOrder(version)
    .map((doc) => doc.id)
    .filter((id) => !inSection.has(id));
  return { top, sections };
}
