import { DocumentType, type IndexedDocument, type SearchHit } from './types';

/** One section of a page: its heading, if it matched, and its passages that did. */
export type SectionResult = {
  hash: string;
  title: string;
  heading?: SearchHit;
  passages: SearchHit[];
};

/** One page of results: the page, and the sections in it that matched, in page order. */
export type PageResult = {
  url: string;
  title: string;
  breadcrumb: string[];
  /** The page's title matched. */
  titleHit?: SearchHit;
  /** Matches in the page's description or its opening text, before any heading. */
  summary: SearchHit[];
  sections: SectionResult[];
};

/**
 * Groups the worker's hits by page, then by section. Pages keep the order of their
 * first hit (the worker sorts by relevance); sections follow the page's own order.
 */
export function groupResults(hits: readonly SearchHit[]): PageResult[] {
  const pages = new Map<string, PageResult>();
  const pageFor = (doc: IndexedDocument, fallbackTitle: string): PageResult => {
    let page = pages.get(doc.u);
    if (!page) {
      page = {
        url: doc.u,
        title: fallbackTitle,
        breadcrumb: doc.b ?? [],
        summary: [],
        sections: [],
      };
      pages.set(doc.u, page);
    }
    return page;
  };

  for (const hit of hits) {
    const { document: doc, type } = hit;
    if (type === DocumentType.Title) {
      const page = pageFor(doc, doc.t);
      page.title = doc.t;
      page.titleHit ??= hit;
      continue;
    }
    const page = hit.page ? pageFor(hit.page, hit.page.t) : pageFor(doc, doc.s ?? doc.u);
    const atTop = !doc.h;
    if (
      type === DocumentType.Description ||
      type === DocumentType.Keywords ||
      (type === DocumentType.Content && atTop)
    ) {
      page.summary.push(hit);
      continue;
    }
    if (type !== DocumentType.Heading && type !== DocumentType.Content) continue;
    const hash = doc.h ?? '';
    let section = page.sections.find((s) => s.hash === hash);
    if (!section) {
      section = {
        hash,
        title: type === DocumentType.Heading ? doc.t : (doc.s ?? doc.t),
        passages: [],
      };
      page.sections.push(section);
    }
    if (type === DocumentType.Heading) section.heading ??= hit;
    else section.passages.push(hit);
  }
  for (const page of pages.values()) page.sections.sort((a, b) => firstId(a) - firstId(b));
  return [...pages.values()];
}

/** Index ids follow the order of the page, so this puts sections in reading order. */
const firstId = (section: SectionResult): number =>
  Math.min(
    ...[section.heading, ...section.passages].flatMap((hit) => (hit ? [hit.document.i] : [])),
  );

/** Query parameter that asks the target page to mark the searched words. */
export const highlightParam = '_highlight';

/** Link to a result that marks the searched words on arrival. */
export function resultLink(url: string, hash: string, tokens: readonly string[]): string {
  const params = new URLSearchParams();
  for (const token of tokens) params.append(highlightParam, token);
  const search = params.toString();
  return `${url}${search ? `?${search}` : ''}${hash}`;
}
