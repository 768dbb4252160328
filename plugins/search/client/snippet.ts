import { stemmer } from 'stemmer';

/** A run of text, marked when it is one of the words the query matched. */
export type Segment = { text: string; marked: boolean };

/** Characters of context kept before the first matched word, and in all. */
const lead = 40;
const snippetLength = 160;

/** Words as the search engine splits them (MiniSearch's default tokenizer). */
const wordPattern = /[^\n\r\p{Z}\p{P}]+/gu;

/** Stems of the words met so far: a result's words are much the same as the last one's. */
const stems = new Map<string, string>();
const stemOf = (word: string): string => {
  let stem = stems.get(word);
  if (stem === undefined) {
    if (stems.size > 50_000) stems.clear();
    stems.set(word, (stem = stemmer(word)));
  }
  return stem;
};

/** Whether `word` is one of `wanted` (index terms): as written, or by its English stem. */
const isWanted = (wanted: ReadonlySet<string>, word: string): boolean => {
  const lower = word.toLowerCase();
  return wanted.has(lower) || wanted.has(stemOf(lower));
};

/** `text` cut into segments, the words in `terms` (lower case, or stems) marked. */
export function markTerms(text: string, terms: readonly string[]): Segment[] {
  const wanted = new Set(terms.map((term) => term.toLowerCase()));
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(wordPattern)) {
    if (!isWanted(wanted, match[0])) continue;
    if (match.index > last) segments.push({ text: text.slice(last, match.index), marked: false });
    segments.push({ text: match[0], marked: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), marked: false });
  return segments;
}

/**
 * About `snippetLength` characters of `text` around its first matched word, cut at
 * word boundaries, with an ellipsis where text was left out; the words marked.
 */
export function snippet(text: string, terms: readonly string[]): Segment[] {
  const wanted = new Set(terms.map((term) => term.toLowerCase()));
  const first = [...text.matchAll(wordPattern)].find((m) => isWanted(wanted, m[0]));
  let start = Math.max(0, (first?.index ?? 0) - lead);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + snippetLength);
  if (end < text.length)
    end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const cut = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return markTerms(cut, terms);
}

const mentions = (text: string, terms: readonly string[]): boolean =>
  markTerms(text, terms).some((segment) => segment.marked);

/** The snippet a result shows: from the prose, or from the code when only it matched. */
export function sectionSnippet(
  record: { text: string; code: string },
  terms: readonly string[],
): Segment[] {
  const source =
    !mentions(record.text, terms) && mentions(record.code, terms) ? record.code : record.text;
  return snippet(source, terms);
}
