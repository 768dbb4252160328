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
  /** The docs version the page belongs to (its name, e.g. `current`); none outside the docs. */
  version?: string;
};

/** Every section of a set of pages, as the index writer takes them. */
export type SearchIndexFile = { records: SearchRecord[] };

/**
 * The file the browser fetches first: what ranking needs of every section (MiniSearch's
 * serialized index without its terms), the list of term shards and of page files. A
 * query then fetches the shards of its terms, and the pages of the results it shows.
 */
export type SearchIndexEntry = {
  /** The pages' language; it decides how words become terms. */
  language: string;
  /** Folder of the shards and page files, relative to the entry's address. */
  dir: string;
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Each record's field lengths, by record id. */
  fieldLength: number[][];
  /** The shards that exist, by key (the first two characters of their terms). */
  shards: string[];
  /** The first record id of each page file, ascending. */
  pages: number[];
};

/** One shard: MiniSearch's serialized entries for the terms of one key. */
export type SearchShard = [string, Record<string, Record<string, number>>][];

/** Where the latest docs version's index is served, relative to the site's base URL. */
export const searchIndexFile = 'search-index.json';

/** The index entry of a docs version: the latest's is `search-index.json`. */
export const searchIndexFileOf = (version: string | undefined, latest: boolean): string =>
  latest || version === undefined
    ? searchIndexFile
    : `search-index-${version.replace(/[^\w.-]/g, '_')}.json`;

/** Address of a record's section. */
export const recordHref = (record: Pick<SearchRecord, 'url' | 'anchor'>): string =>
  record.anchor ? `${record.url}#${record.anchor}` : record.url;
