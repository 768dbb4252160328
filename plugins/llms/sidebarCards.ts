import type { LoadedVersion } from '@docusaurus/plugin-content-docs';

import type { DocCard } from './docCards';

type SidebarItem = LoadedVersion['sidebars'][string][number];
type Doc = LoadedVersion['docs'][number];

type Category = Extract<SidebarItem, { type: 'category' }>;

/**
 * A version's sidebars indexed once, so that finding a doc's siblings costs the depth of
 * its category, not a walk of every sidebar: each category's held and linked doc ids as a
 * set, and the docs by id. Walking the sidebars for each doc made the copies' inputs grow
 * with the square of the page count.
 */
type SidebarIndex = {
  byId: ReadonlyMap<string, Doc>;
  sidebars: ReadonlyArray<{ items: readonly SidebarItem[]; ids: ReadonlySet<string> }>;
  idsUnder: (category: Category) => ReadonlySet<string>;
};

const indexes = new WeakMap<LoadedVersion, SidebarIndex>();

function indexOf(version: LoadedVersion): SidebarIndex {
  const known = indexes.get(version);
  if (known) return known;
  const held = new Map<Category, Set<string>>();
  const collect = (items: readonly SidebarItem[], into: Set<string>): Set<string> => {
    for (const item of items) {
      if (item.type === 'doc') into.add(item.id);
      if (item.type !== 'category') continue;
      const ids = new Set<string>();
      if (item.link?.type === 'doc') ids.add(item.link.id);
      collect(item.items, ids);
      held.set(item, ids);
      for (const id of ids) into.add(id);
    }
    return into;
  };
  const index: SidebarIndex = {
    byId: new Map(version.docs.map((d) => [d.id, d])),
    sidebars: Object.values(version.sidebars).map((items) => ({
      items,
      ids: collect(items, new Set()),
    })),
    idsUnder: (category) => held.get(category) ?? new Set(),
  };
  indexes.set(version, index);
  return index;
}

/** The deepest category holding the doc (or linking to it), or the sidebar's top items. */
function siblingsOf(
  index: SidebarIndex,
  sidebar: readonly SidebarItem[],
  docId: string,
): readonly SidebarItem[] {
  let items = sidebar;
  for (;;) {
    const category = items.find(
      (item): item is Category => item.type === 'category' && index.idsUnder(item).has(docId),
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
  const index = indexOf(version);
  const { byId } = index;
  const sidebar = index.sidebars.find(({ ids }) => ids.has(doc.id))?.items;
  if (!sidebar) return [];
  const absolute = (url: string): string => new URL(url, siteUrl).href;
  return siblingsOf(index, sidebar, doc.id).flatMap((item): DocCard[] => {
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
