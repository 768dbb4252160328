import type { Hit } from './engine';

/** The sections of one page that matched, best first. */
export type PageGroup = { url: string; page: string; hits: Hit[] };

/**
 * Groups hits (best first) by page: pages in the order of their best section, and
 * sections within a page best first too, so the first option is the best match.
 */
export function groupResults(hits: readonly Hit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    const { url, page } = hit.record;
    const group = groups.get(url) ?? { url, page, hits: [] };
    group.hits.push(hit);
    groups.set(url, group);
  }
  return [...groups.values()];
}
