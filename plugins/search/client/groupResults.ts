import type { Hit } from './engine';

/** The sections of one page that matched, in the page's reading order. */
export type PageGroup = { url: string; page: string; hits: Hit[] };

/**
 * Groups hits (best first) by page: pages in the order of their best section,
 * sections within a page in reading order (record ids follow it).
 */
export function groupResults(hits: readonly Hit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    const { url, page } = hit.record;
    const group = groups.get(url) ?? { url, page, hits: [] };
    group.hits.push(hit);
    groups.set(url, group);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    hits: [...group.hits].sort((a, b) => a.record.id - b.record.id),
  }));
}
