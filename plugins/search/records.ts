/** One searchable section of a page: what the index holds and a result shows. */
export type SearchRecord = {
  /** Position in the index; records of a page follow the page's reading order. */
  id: number;
  /** Path of the page, e.g. `/3-1-messages`. */
  url: string;
  /** Id of the section's heading, without `#`; empty for the top of the page. */
  anchor: string;
  /** Title of the page (its h1). */
  page: string;
  /** Title of the section (the page title for the top of the page). */
  title: string;
  /** Title of the h2 a subsection (h3) sits in. */
  parent?: string;
  /** The section's prose, whitespace collapsed. */
  text: string;
  /** The section's code blocks, whitespace collapsed. */
  code: string;
  /**
   * What the section's tables define: the first cell of each row (a field name in a
   * field table), so the section that defines a name ranks above those that mention it.
   */
  terms?: string;
};

/** The file the build writes and the browser fetches. */
export type SearchIndexFile = { records: SearchRecord[] };

/** Where the index is served, relative to the site's base URL. */
export const searchIndexFile = 'search-index.json';

/** Address of a record's section. */
export const recordHref = (record: Pick<SearchRecord, 'url' | 'anchor'>): string =>
  record.anchor ? `${record.url}#${record.anchor}` : record.url;
