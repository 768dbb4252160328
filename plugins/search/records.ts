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
 * The file the browser fetches first: what ranking needs of the whole index (MiniSearch's
 * serialized index without its terms and documents) and the list of term shards. Its
 * size does not grow with the pages: a query fetches the shards of its terms, which
 * hold what ranking needs of the sections they name, then the pages of the results it shows.
 */
export type SearchIndexEntry = {
  /** The pages' language; it decides how words become terms. */
  language: string;
  /** Folder of the shards and page files, relative to the entry's address. */
  dir: string;
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** The keys of two characters of the shards (the first two characters of their terms). */
  shards: string[];
  /**
   * Where the terms of a key of two characters were too many for one file and were split
   * by longer keys: the file, in `dir`, that lists every shard's key (a term is in the
   * shard of the longest key it starts with). None: `shards` names every shard.
   */
  keys?: string;
};

/** MiniSearch's serialized entries for some terms: a term, then its counts by field and record. */
export type TermEntries = [string, Record<string, Record<string, number>>][];

/**
 * One shard: the terms of one key, and what ranking needs of the records they name
 * (so that the entry need not hold it for every record).
 */
export type SearchShard = {
  terms: TermEntries;
  /** The ids of the records the terms name, ascending, each as its step from the one before (the first from 0). */
  ids: number[];
  /**
   * For each of `ids`: how far the record is from the first record of its page (whose
   * id names its page file), then its length in each field its terms are in, by field
   * id (0 for the other fields: ranking reads only those a term is in).
   */
  records: number[][];
};

/** The file of a split index that names every shard's key (`SearchIndexEntry.keys`). */
export const shardKeysFile = 'keys.json';

/** Where a build writes the search index's parts, each index in a folder named by their content. */
export const searchIndexPartsFolder = 'assets/search-index/';

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
