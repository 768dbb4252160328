/**
 * Puts back into a docs version's lean props (../versionSidebars.ts) what a learnt page
 * brings: the full items of the sidebar categories it is in and its docs' titles. Once a
 * reader heads for the sidebar (a pointer over it, focus in it, the menu's button), the
 * whole sidebars come, and a category pressed before they have is pressed again after.
 */
import { fullSidebarsKey } from '../routeKeys';
import type { SidebarPatch } from '../sidebarPatch';

type Item = { items?: Item[] };
type Version = {
  docsSidebars: Record<string, Item[]>;
  docs: Record<string, unknown>;
  [fullSidebarsKey]?: string;
};

const versions = new Set<Version>();
/** The versions whose sidebars came whole: no page's patch cuts a category again. */
const wholeVersions = new WeakSet<Version>();
let whole: Promise<void> | null = null;
let loaded = false;

/** Applies a page's patch to its version's props. */
export function patchVersion(version: Version, { s, o }: SidebarPatch): void {
  versions.add(version);
  Object.assign(version.docs, o);
  if (wholeVersions.has(version)) return;
  for (const [[sidebar, ...indexes], items] of s) {
    let list: Item[] | undefined = version.docsSidebars[String(sidebar)];
    let category: Item | undefined;
    for (const index of indexes) {
      category = list?.[Number(index)];
      list = category?.items;
    }
    // A new list, not the old one changed: the theme memoizes by the list.
    if (category) category.items = items as Item[];
  }
}

declare const __webpack_require__: { p: string };

/** Replaces each category's items with the whole sidebars' (fetched once). */
function loadWhole(publicPath: string): Promise<void> {
  whole ??= Promise.all(
    [...versions].map(async (version) => {
      const file = version[fullSidebarsKey];
      if (!file) return;
      const response = await fetch(`${publicPath}${file}`);
      if (!response.ok) throw new Error(`Sidebars: ${response.status}`);
      const sidebars = (await response.json()) as Record<string, Item[]>;
      for (const [name, items] of Object.entries(sidebars))
        version.docsSidebars[name]?.forEach((item, index) => {
          const full = items[index];
          if (item.items && full?.items) item.items = full.items;
        });
      wholeVersions.add(version);
    }),
  ).then(
    () => {
      loaded = true;
    },
    (error: unknown) => {
      whole = null;
      throw error;
    },
  );
  return whole;
}

const sidebar = '.theme-doc-sidebar-container, .navbar-sidebar, .navbar__toggle';

let listening = false;

/**
 * Notes a version's lean props (its module calls this when it runs), and starts the
 * whole sidebars' fetch on the reader's intent, holding an early press.
 */
export function sidebarsOnIntent(version: Version): void {
  versions.add(version);
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const publicPath = __webpack_require__.p;
  const intent = (event: Event): void => {
    if (event.target instanceof Element && event.target.closest(sidebar))
      void loadWhole(publicPath).catch(() => undefined);
  };
  for (const name of ['pointerover', 'focusin', 'touchstart'])
    addEventListener(name, intent, { capture: true, passive: true });
  addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const category = target?.closest('.menu__list-item-collapsible');
      if (loaded || !category || !target?.closest(sidebar) || versions.size === 0) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void loadWhole(publicPath).then(
        () => (target as HTMLElement).click(),
        () => undefined,
      );
    },
    true,
  );
}
