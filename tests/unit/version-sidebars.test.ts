/**
 * A docs version's lean props: a closed category holding pages learnt later keeps its
 * items up to its first link (the address the theme draws for it), an open one keeps
 * them all, and a page's patch puts back the categories it is in, with their docs' titles.
 */
import { describe, expect, it } from 'vitest';

import { patchVersion } from '../../plugins/page-scripts/client/versionSidebars';
import { fullSidebarsKey } from '../../plugins/page-scripts/routeKeys';
import { splitVersionProps, type VersionProps } from '../../plugins/page-scripts/versionSidebars';

const link = (n: number) => ({
  type: 'link',
  href: `/page-${n}`,
  label: `Page ${n}`,
  docId: `page-${n}`,
  unlisted: false,
});
const category = (label: string, first: number, collapsed = true) => ({
  type: 'category',
  label,
  collapsible: true,
  collapsed,
  items: Array.from({ length: 25 }, (_, i) => link(first + i)),
});
const props = (): VersionProps => ({
  version: {
    version: 'current',
    docsSidebars: {
      main: [
        link(0),
        category('First', 1),
        { ...category('Second', 26), items: [category('Nested', 26), link(51)] },
        category('Open', 52, false),
      ],
    },
    docs: Object.fromEntries(
      Array.from({ length: 77 }, (_, n) => [`page-${n}`, { id: `page-${n}`, title: `T${n}` }]),
    ),
  },
});
const lazyDocs = new Set(Array.from({ length: 75 }, (_, n) => `page-${n + 1}`));

describe("a docs version's lean props", () => {
  const { start, patchOf } = splitVersionProps(props(), lazyDocs, 'assets/s.json');
  const [top, first, second, open] = start.version.docsSidebars.main ?? [];

  it('cuts each closed category holding learnt pages to its first link, and keeps an open one', () => {
    expect(top).toEqual(link(0));
    expect(first?.items).toEqual([link(1)]);
    expect(second?.items).toEqual([{ ...category('Nested', 26), items: [link(26)] }]);
    expect(open?.items).toHaveLength(25);
    // Only the docs inside cut categories leave the titles: the open one's stay.
    expect(Object.keys(start.version.docs)).toHaveLength(1 + 25);
    expect(start.version[fullSidebarsKey]).toBe('assets/s.json');
  });

  it("puts back the categories a page is in and their docs' titles", () => {
    const lean = structuredClone(start.version);
    const patch = patchOf('page-30');
    if (patch) patchVersion(lean, patch);
    const [, , patched] = lean.docsSidebars.main ?? [];
    expect(patched?.items?.[0]?.items).toHaveLength(25);
    expect(patched?.items?.[1]).toEqual(link(51));
    expect(lean.docs['page-30']).toEqual({ id: 'page-30', title: 'T30' });
    expect(lean.docs['page-49']).toEqual({ id: 'page-49', title: 'T49' });
    // The other closed categories stay cut.
    expect(lean.docsSidebars.main?.[1]?.items).toEqual([link(1)]);
  });
});
