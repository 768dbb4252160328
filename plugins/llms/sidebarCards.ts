import type { LoadedVersion } from '@docusaurus/plugin-content-docs';

import type { DocCard } from './docCards';

type SidebarItem = LoadedVersion['sidebars'][string][number];
type Doc = LoadedVersion['docs'][number];

const holds = (items: readonly SidebarItem[], docId: string): boolean =>
  items.some(
    (item) =>
      (item.type === 'doc' && item.id === docId) ||
      (item.type === 'category' &&
        ((item.link?.type === 'doc' && item.link.id === docId) || holds(item.items, docId))),
  );

/** The deepest category holding the doc (or linking to it), or the sidebar's top items. */
function siblingsOf(sidebar: readonly SidebarItem[], docId: string): readonly SidebarItem[] {
  let items = sidebar;
  for (;;) {
    const category = items.find(
      (item): item is Extract<SidebarItem, { type: 'category' }> =>
        item.type === 'category' &&
        ((item.link?.type === 'doc' && item.link.id === docId) || holds(item.items, docId)),
    );
    if (!category) return items;
    items = category.items;
    if (category.link?.type === 'doc' && category.link.id === docId) return items;
  }
}

/**
 * The cards `<DocCardList />` shows on a doc: the items of the sidebar category it sits
 * in (Docusaurus's `useCurrentSidebarSiblings`), with their descriptions.
 */
export function docCardsOf(version: LoadedVersion, doc: Doc, siteUrl: string): DocCard[] {
  const byId = new Map(version.docs.map((d) => [d.id, d]));
  const sidebar = Object.values(version.sidebars).find((items) => holds(items, doc.id));
  if (!sidebar) return [];
  const absolute = (url: string): string => new URL(url, siteUrl).href;
  return siblingsOf(sidebar, doc.id).flatMap((item): DocCard[] => {
    if (item.type === 'doc' || item.type === 'ref') {
      const target = byId.get(item.id);
      if (!target) return [];
      const title = item.label ?? target.title;
      return [{ title, url: absolute(target.permalink), description: target.description }];
    }
    if (item.type === 'category') {
      const link = item.link;
      const url =
        link?.type === 'doc'
          ? byId.get(link.id)?.permalink
          : link?.type === 'generated-index'
            ? link.permalink
            : undefined;
      if (!url) return [];
      const count = `${item.items.length} item${item.items.length === 1 ? '' : 's'}`;
      return [{ title: item.label, url: absolute(url), description: item.description ?? count }];
    }
    if (item.type === 'link') {
      return [{ title: item.label, url: absolute(item.href), description: item.description }];
    }
    return [];
  });
}
