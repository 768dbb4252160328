/**
 * The shapes a docs version's sidebars take on their way to the browser, shared by the
 * build (`./versionSidebars.ts`), the route records (`./routeKeys.ts`) and the browser
 * (`./client/`).
 */

/** A sidebar item as the docs plugin writes it in a version's props. */
export type SidebarItem = {
  type: string;
  href?: string;
  docId?: string;
  unlisted?: boolean;
  items?: SidebarItem[];
  [key: string]: unknown;
};

/** A doc's title and description as a version's props hold them. */
export type DocTitle = { id: string; [key: string]: unknown };

/** What a learnt page brings to its version's props. */
export type SidebarPatch = {
  /** Each category it is in, outermost first: its place (sidebar, indexes), its items. */
  s: [(string | number)[], SidebarItem[]][];
  /** The titles and descriptions of the docs those items link. */
  o: Record<string, DocTitle>;
};
