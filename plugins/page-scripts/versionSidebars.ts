/**
 * A docs version's props (its sidebars and its docs' titles and descriptions, which every
 * doc page of the version loads) without what only other pages need. A sidebar category
 * that holds pages the browser learns later keeps only the items up to its first link
 * (which the theme's server render and hydration use as the category's address); a
 * learnt page brings the full items of the categories it is in, each subcategory again
 * cut, and the titles of their docs (`./client/versionSidebars.ts` puts them back). The
 * whole sidebars are a content-addressed file, fetched when a reader heads for the
 * sidebar, so any category opens whole.
 */
type SidebarItem = {
  type: string;
  href?: string;
  docId?: string;
  unlisted?: boolean;
  items?: SidebarItem[];
  [key: string]: unknown;
};
type DocTitle = { id: string; [key: string]: unknown };

/** A version's props as the docs plugin writes them. */
export type VersionProps = {
  version: {
    version: string;
    docsSidebars: Record<string, SidebarItem[]>;
    docs: Record<string, DocTitle>;
    [key: string]: unknown;
  };
};

/** What a learnt page brings to its version's props. */
export type SidebarPatch = {
  /** Each category it is in, outermost first: its place (sidebar, indexes), its items. */
  s: [(string | number)[], SidebarItem[]][];
  /** The titles and descriptions of the docs those items link. */
  o: Record<string, DocTitle>;
};

/** The key of the version props that names the whole sidebars' file. */
export const fullSidebarsKey = 'chitchatlabsSidebars';

const holdsAny = (item: SidebarItem, docs: ReadonlySet<string>): boolean =>
  (item.docId !== undefined && docs.has(item.docId)) ||
  (item.items ?? []).some((child) => holdsAny(child, docs));

const linksSomewhere = (item: SidebarItem): boolean =>
  (item.type === 'link' && !item.unlisted) ||
  (item.type === 'category' &&
    ((typeof item.href === 'string' && !item.linkUnlisted) ||
      (item.items ?? []).some(linksSomewhere)));

/** A closed category cut to its items up to the first that links somewhere, itself cut. */
function cut(item: SidebarItem, docs: ReadonlySet<string>): SidebarItem {
  if (item.type !== 'category' || !item.items || !holdsAny(item, docs)) return item;
  // A category drawn open on every page keeps its items.
  if (item.collapsed === false || item.collapsible === false)
    return { ...item, items: item.items.map((child) => cut(child, docs)) };
  const first = item.items.findIndex(linksSomewhere);
  const kept = first < 0 ? [] : item.items.slice(0, first + 1);
  return { ...item, items: kept.map((child) => cut(child, docs)) };
}

/** The categories (places and items) on the way to `docId`'s link, outermost first. */
function pathTo(
  items: SidebarItem[],
  docId: string,
  place: (string | number)[],
): [(string | number)[], SidebarItem[]][] | null {
  for (const [index, item] of items.entries()) {
    if (item.type === 'link' && item.docId === docId) return [];
    if (item.items) {
      const inner = pathTo(item.items, docId, [...place, index]);
      if (inner) return [[[...place, index], item.items], ...inner];
    }
  }
  return null;
}

/** The version's props cut for pages that learn `lazyDocs` later, and each doc's patch. */
export function splitVersionProps(
  props: VersionProps,
  lazyDocs: ReadonlySet<string>,
  fullSidebarsFile: string,
): { start: VersionProps; patchOf: (docId: string) => SidebarPatch } {
  const { docsSidebars, docs } = props.version;
  const start: VersionProps = {
    version: {
      ...props.version,
      docsSidebars: Object.fromEntries(
        Object.entries(docsSidebars).map(([name, items]) => [
          name,
          items.map((item) => cut(item, lazyDocs)),
        ]),
      ),
      docs: Object.fromEntries(Object.entries(docs).filter(([id]) => !lazyDocs.has(id))),
      [fullSidebarsKey]: fullSidebarsFile,
    },
  };
  const patchOf = (docId: string): SidebarPatch => {
    const titles: Record<string, DocTitle> = {};
    const own = docs[docId];
    if (own) titles[docId] = own;
    for (const [name, items] of Object.entries(docsSidebars)) {
      const categories = pathTo(items, docId, [name]);
      if (!categories) continue;
      const s = categories.map(([place, children]): [(string | number)[], SidebarItem[]] => {
        for (const child of children) {
          const title = child.docId === undefined ? undefined : docs[child.docId];
          if (title && child.docId) titles[child.docId] = title;
        }
        return [place, children.map((child) => cut(child, lazyDocs))];
      });
      return { s, o: titles };
    }
    return { s: [], o: titles };
  };
  return { start, patchOf };
}

/** A version's props module the start loads instead, and what it needs. */
export type LeanVersion = {
  /** The docs plugin's module (`@generated/…/p/….json`) and the lean one in its place. */
  module: string;
  leanModule: string;
  /** The chunk name of each, in the route chunk names and the registry. */
  chunkName: string;
  leanChunkName: string;
  /** The lean props' text, and the whole sidebars' file (under the public path) and text. */
  leanJson: string;
  sidebarsFile: string;
  sidebarsJson: string;
  patchOf: (docId: string) => SidebarPatch;
};

/**
 * The lean props of the version module `module` (read from `file`), for the docs
 * `lazyDocs` learnt later; `fileOf` names the whole sidebars' file by its text.
 */
export function leanVersion(
  props: VersionProps,
  names: { module: string; leanModule: string; chunkName: string },
  lazyDocs: ReadonlySet<string>,
  fileOf: (json: string) => string,
): LeanVersion {
  const sidebarsJson = JSON.stringify(props.version.docsSidebars);
  const sidebarsFile = fileOf(sidebarsJson);
  const { start, patchOf } = splitVersionProps(props, lazyDocs, sidebarsFile);
  return {
    ...names,
    leanChunkName: `${names.chunkName}-lean`,
    leanJson: JSON.stringify(start),
    sidebarsFile,
    sidebarsJson,
    patchOf,
  };
}
