import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch from 'minisearch';

import { miniSearchOptions } from './client/engine';
import {
  shardKeysFile,
  type SearchIndexEntry,
  type SearchRecord,
  type SearchShard,
  type TermEntries,
} from './records';
import { pageFileOf, prefixOf, shardFileOf, shortestShardKey } from './terms';

/**
 * The most bytes of JSON a shard holds when its terms can be told apart by a longer key:
 * what a query fetches and the search worker reads per word stays about this size however
 * many pages use the word's first letters (a single term's own records can exceed it).
 */
const shardBudget = 64 * 1024;

/** Terms grouped by their first `length` characters (a shorter term by itself). */
function groupByKey(terms: TermEntries, length: number): Map<string, TermEntries> {
  const groups = new Map<string, TermEntries>();
  for (const entry of terms) {
    const key = prefixOf(entry[0], length);
    const group = groups.get(key) ?? [];
    group.push(entry);
    groups.set(key, group);
  }
  return groups;
}

/**
 * The shards of the terms of `key`: one, or where it is over `budget` bytes, split by one
 * more character of its terms, again until each fits or its terms are no longer than its
 * key; the terms as long as a split key stay in that key's own shard.
 */
function splitShards(
  key: string,
  terms: TermEntries,
  shardOf: (terms: TermEntries) => SearchShard,
  budget: number,
): Map<string, SearchShard> {
  const shards = new Map<string, SearchShard>();
  const pending: [string, TermEntries][] = [[key, terms]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [groupKey, group] = next;
    const shard = shardOf(group);
    const length = Array.from(groupKey).length;
    const longer = group.filter(([term]) => Array.from(term).length > length);
    if (longer.length === 0 || JSON.stringify(shard).length <= budget) {
      shards.set(groupKey, shard);
      continue;
    }
    const own = group.filter(([term]) => Array.from(term).length <= length);
    if (own.length > 0) shards.set(groupKey, shardOf(own));
    pending.push(...groupByKey(longer, length + 1));
  }
  return shards;
}

/** The files of one index: the entry, then every shard and page file under `dir`. */
export type IndexFiles = { entry: SearchIndexEntry; files: Map<string, unknown> };

/**
 * The index of `records` prebuilt with MiniSearch and split for the browser: an entry
 * with what ranking needs of the whole index, the terms in shards by their first two
 * characters (more where a shard would be over `shardBytes`, then every key in a file the
 * entry names), each with what ranking
 * needs of the records its terms name (so the entry does not grow with the pages), and
 * each page's records in a file of its own, fetched only when one of its sections is shown.
 */
export function splitIndex(
  records: readonly SearchRecord[],
  language: string,
  dir: string,
  shardBytes = shardBudget,
): IndexFiles {
  const numbered = records.map((record, id) => ({ ...record, id }));
  const miniSearch = new MiniSearch<SearchRecord>(miniSearchOptions(language));
  miniSearch.addAll(numbered);
  const json = miniSearch.toJSON();

  const pageStart: number[] = [];
  const pages = new Map<number, SearchRecord[]>();
  let first = 0;
  for (const record of numbered) {
    if (record.url !== numbered[first].url) first = record.id;
    pageStart.push(first);
    const page = pages.get(first) ?? [];
    page.push(record);
    pages.set(first, page);
  }

  const fieldCount = Object.keys(json.fieldIds).length;
  const shardOf = (terms: TermEntries): SearchShard => {
    const named = new Map<number, number[]>();
    for (const [, fields] of terms)
      for (const field in fields) {
        const fieldId = Number(field);
        for (const key in fields[field]) {
          const id = Number(key);
          let lengths = named.get(id);
          if (!lengths) named.set(id, (lengths = new Array<number>(fieldCount).fill(0)));
          lengths[fieldId] = json.fieldLength[key][fieldId];
        }
      }
    const ids = [...named.keys()].sort((a, b) => a - b);
    return {
      terms,
      ids: ids.map((id, i) => id - (ids[i - 1] ?? 0)),
      records: ids.map((id) => [id - pageStart[id], ...(named.get(id) ?? [])]),
    };
  };
  // The entry names the keys of two characters only, so it does not grow with the pages;
  // where a shard was split, a file beside the shards names every key, fetched with the
  // entry, so that a query fetches the shards of its terms at once instead of a split
  // shard first to learn the keys under it.
  const shards = new Map<string, SearchShard>();
  const entryKeys = groupByKey(json.index, shortestShardKey);
  for (const [key, terms] of entryKeys) {
    const split = splitShards(key, terms, shardOf, shardBytes);
    for (const [longerKey, shard] of split) shards.set(longerKey, shard);
  }
  const split = [...shards.keys()].some((key) => !entryKeys.has(key));

  const files = new Map<string, unknown>();
  for (const [key, shard] of shards) files.set(shardFileOf(key), shard);
  if (split) files.set(shardKeysFile, [...shards.keys()].sort());
  for (const [id, page] of pages) files.set(pageFileOf(id), page);
  return {
    entry: {
      language,
      dir,
      documentCount: json.documentCount,
      fieldIds: json.fieldIds,
      averageFieldLength: json.averageFieldLength,
      shards: [...entryKeys.keys()].sort(),
      ...(split ? { keys: shardKeysFile } : {}),
    },
    files,
  };
}

/**
 * Where an index's parts are written: in a folder beside its entry (the dev server, which
 * serves them fresh), or in a folder under the site's hashed assets named by the parts'
 * content (the build). Hosts cache the assets for a year without asking again, so a
 * reader's next page searches with the parts an earlier page fetched, with no round trip
 * per file; a build whose index changed names a new folder in the entry, which is asked
 * again on each page.
 */
export type PartsFolder = 'beside-entry' | 'named-by-content';

/** The folder, under the hashed assets, of parts whose serialized files are `files`. */
function contentFolder(files: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256');
  for (const name of [...files.keys()].sort()) hash.update(`${name}\0${files.get(name)}\0`);
  return `assets/search-index/${hash.digest('hex').slice(0, 16)}/`;
}

/** Writes the split index of `records` as `file` (in `outDir`) and its parts' folder. */
export async function writeSearchIndex(
  outDir: string,
  file: string,
  records: readonly SearchRecord[],
  language: string,
  folder: PartsFolder = 'named-by-content',
): Promise<void> {
  const { entry, files } = splitIndex(records, language, '');
  const serialized = new Map([...files].map(([name, content]) => [name, JSON.stringify(content)]));
  const dir =
    folder === 'beside-entry' ? `${file.replace(/\.json$/, '')}/` : contentFolder(serialized);
  await rm(join(outDir, dir), { recursive: true, force: true });
  await mkdir(join(outDir, dir), { recursive: true });
  await Promise.all(
    [...serialized].map(([name, content]) => writeFile(join(outDir, dir, name), content)),
  );
  await writeFile(join(outDir, file), JSON.stringify({ ...entry, dir }));
}
