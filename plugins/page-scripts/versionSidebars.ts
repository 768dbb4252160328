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
import { fileURLToPath } from 'node:url';

import { fullSidebarsKey } from './routeKeys';
import type { DocTitle, SidebarItem, SidebarPatch } from './sidebarPatch';

/** A version's props as the docs plugin writes them. */
export type VersionProps = {
  version: {
    version: string;
    docsSidebars: Record<string, SidebarItem[]>;
    docs: Record<string, DocTitle>;
    [key: string]: unknown;
  };
};

/** The client code of the lean props, which only the doc pages of such a version load. */
const clientModule = fileURLToPath(new URL('./client/versionSidebars.ts', import.meta.url));

/**
 * The lean props' module: the props, which it hands to the sidebars' client code (the
 * whole sidebars on intent), and that code's patch function (`patch`, which the learnt
 * routes call), so that no other page loads it.
 */
function leanModuleSource(props: VersionProps): string {
  return [
    `import { patchVersion, sidebarsOnIntent } from ${JSON.stringify(clientModule)};`,
    `const props = ${JSON.stringify(props)};`,
    'sidebarsOnIntent(props.version);',
    'export { patchVersion as patch };',
    'export default props;',
    '',
  ].join('\n');
}

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
): { start: VersionProps; patchOf: (docId: string) => SidebarPatch | null } {
  const { docsSidebars, docs } = props.version;
  // The docs linked from inside a cut category: their titles come with the pages.
  const dropped = new Set<string>();
  const collect = (item: SidebarItem, inside: boolean): void => {
    const closed = item.collapsed !== false && item.collapsible !== false;
    const cutHere = inside || (item.type === 'category' && closed && holdsAny(item, lazyDocs));
    if (cutHere && item.docId !== undefined && lazyDocs.has(item.docId)) dropped.add(item.docId);
    for (const child of item.items ?? []) collect(child, cutHere);
  };
  for (const items of Object.values(docsSidebars)) for (const item of items) collect(item, false);
  const start: VersionProps = {
    version: {
      ...props.version,
      docsSidebars: Object.fromEntries(
        Object.entries(docsSidebars).map(([name, items]) => [
          name,
          items.map((item) => cut(item, lazyDocs)),
        ]),
      ),
      docs: Object.fromEntries(Object.entries(docs).filter(([id]) => !dropped.has(id))),
      [fullSidebarsKey]: fullSidebarsFile,
    },
  };
  const patchOf = (docId: string): SidebarPatch | null => {
    const titles: Record<string, DocTitle> = {};
    for (const [name, items] of Object.entries(docsSidebars)) {
      const categories = pathTo(items, docId, [name]);
      if (!categories) continue;
      const s = categories.map(([place, children]): [(string | number)[], SidebarItem[]] => {
        for (const child of children) {
          const title = child.docId === undefined ? undefined : docs[child.docId];
          if (title && child.docId && dropped.has(child.docId)) titles[child.docId] = title;
        }
        return [place, children.map((child) => cut(child, lazyDocs))];
      });
      return s.length > 0 ? { s, o: titles } : null;
    }
    return null;
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
  /** The lean props' module, and the whole sidebars' file (under the public path) and text. */
  leanSource: string;
  sidebarsFile: string;
  sidebarsJson: string;
  patchOf: (docId: string) => SidebarPatch | null;
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
): LeanVersion | null {
  const sidebarsJson = JSON.stringify(props.version.docsSidebars);
  const sidebarsFile = fileOf(sidebarsJson);
  const { start, patchOf } = splitVersionProps(props, lazyDocs, sidebarsFile);
  // No category was cut: the version's own props serve.
  if (JSON.stringify(start.version.docsSidebars) === sidebarsJson) return null;
  return {
    ...names,
    leanChunkName: `${names.chunkName}-lean`,
    leanSource: leanModuleSource(start),
    sidebarsFile,
    sidebarsJson,
    patchOf,
  };
}
