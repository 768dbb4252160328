import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';

/** English words too common to tell sections apart: neither indexed nor searched for. */
const englishStopWords = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'the',
  'to',
]);

/** A page's language as its `<html lang>` gives it (`en`, `en-GB`, `fr`…). */
export const isEnglish = (language: string): boolean => /^en(-|$)/i.test(language);

/** Turns a word into the term(s) the index holds, or null for a word not to index. */
export type TermProcessor = (word: string) => string | null;

/** A word as the reader typed it: lower-cased, null for an English stop word. */
export function typedWordProcessor(language: string): TermProcessor {
  const english = isEnglish(language);
  return (word) => {
    const lower = word.toLowerCase();
    return lower === '' || (english && englishStopWords.has(lower)) ? null : lower;
  };
}

/**
 * A whole word's term: English words are lower-cased and stemmed (Porter), so
 * "categories" finds "category"; other languages are lower-cased only, as English
 * stems would mangle them.
 */
export function termProcessor(language: string): TermProcessor {
  const typed = typedWordProcessor(language);
  if (!isEnglish(language)) return typed;
  return (word) => {
    const lower = typed(word);
    return lower && stemmer(lower);
  };
}

/**
 * What the index holds of a word: its stem, and the word itself where they differ, so
 * that a word still being typed ("verificat") finds, as a prefix, the words it starts
 * ("verification"), whose stem ("verif") it does not.
 */
export function indexTermProcessor(language: string): (word: string) => string[] | null {
  const typed = typedWordProcessor(language);
  const stem = termProcessor(language);
  return (word) => {
    const [lower, stemmed] = [typed(word), stem(word)];
    if (!lower || !stemmed) return null;
    return lower === stemmed ? [lower] : [lower, stemmed];
  };
}

/** Words as MiniSearch splits a text (its default tokenizer). */
export const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/**
 * The characters of a term that name its shard in the index's entry: its first two (a
 * shorter term by itself). A query loads the shards of its own terms only; a typo it
 * forgives and a prefix it completes keep those two.
 */
export const shortestShardKey = 2;

/** The first `length` characters (code points) of `term`. */
export const prefixOf = (term: string, length: number): string =>
  Array.from(term).slice(0, length).join('');

/**
 * The shard of a term among the index's `keys`: the longest key the term starts with, or
 * none (./indexWriter.ts splits a shard too big for a query to fetch by longer keys). A
 * query loads the shards of its own terms only; a typo it forgives and a prefix it
 * completes keep the key's characters.
 */
export function shardKeyIn(term: string, keys: ReadonlySet<string>): string | undefined {
  const chars = Array.from(term);
  for (let length = chars.length; length > 0; length -= 1) {
    const key = chars.slice(0, length).join('');
    if (keys.has(key)) return key;
  }
  return undefined;
}

/** A shard's file name: code points in base 36, safe on every file system and server. */
export const shardFileOf = (key: string): string =>
  `t-${Array.from(key, (c) => (c.codePointAt(0) ?? 0).toString(36)).join('-')}.json`;

/** The file that holds the records of a page, named by its first record's id. */
export const pageFileOf = (firstId: number): string => `p-${firstId}.json`;
