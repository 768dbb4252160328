/**
 * The shapes the search plugin's worker returns (they are not in its published
 * types). Field names are the index file's one-letter keys.
 */

/** Kinds of indexed document, numbered as the parts of the index file. */
export const DocumentType = {
  Title: 0,
  Heading: 1,
  Description: 2,
  Keywords: 3,
  Content: 4,
} as const;

export type IndexedDocument = {
  /** Id, unique in the index; a page's sections point to it with `p`. */
  i: number;
  /** The text: a page or heading title, or a passage of content. */
  t: string;
  /** Path of the page. */
  u: string;
  /** Anchor of the section, with its `#`; empty or missing for the top of the page. */
  h?: string;
  /** Id of the page the document belongs to. */
  p?: number;
  /** Breadcrumb of a page (sidebar categories). */
  b?: string[];
  /** Title of the section a passage of content sits in. */
  s?: string;
};

/** Where the query's words matched: start and length, per term and field. */
export type MatchMetadata = Record<string, Record<string, { position: [number, number][] }>>;

export type SearchHit = {
  document: IndexedDocument;
  type: number;
  /** The page a heading or passage belongs to. */
  page: IndexedDocument | false | undefined;
  metadata: MatchMetadata;
  /** The query's words, as the plugin tokenised them (lower case). */
  tokens: string[];
  score: number;
};

/** The search page's search: nothing typed, waiting for the index, answered, or broken. */
export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; query: string; hits: SearchHit[] }
  | { status: 'failed' };
