import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import pMap from 'p-map';

import { miniSearchOptions } from './client/engine';
import {
  searchIndexPartsFolder,
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

/** How many of the index's files are written at once. */
const filesAtOnce = 8;

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
 * The shards of the terms of `key`, each as its key and JSON, one at a time: one, or where
 * it is over `budget` bytes, split by one more character of its terms, again until each
 * fits or its terms are no longer than its key; the terms as long as a split key stay in
 * that key's own shard. A group whose terms alone are over the budget is split without
 * making its shard: at 5,000 pages, making and writing the shards of groups split again
 * took 9 of the index's 17 s.
 */
function* splitShards(
  key: string,
  terms: TermEntries,
  shardOf: (terms: TermEntries) => SearchShard,
  budget: number,
): Generator<[string, string]> {
  const termLengths = new Map<TermEntries[number], number>();
  /** The length of `JSON.stringify(group)`, each term's part measured once. */
  const termsJsonLength = (group: TermEntries): number => {
    let length = 1 + group.length; // the brackets and the commas between the terms
    for (const entry of group) {
      let own = termLengths.get(entry);
      if (own === undefined) termLengths.set(entry, (own = JSON.stringify(entry).length));
      length += own;
    }
    return length;
  };
  const pending: [string, TermEntries][] = [[key, terms]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [groupKey, group] = next;
    const length = Array.from(groupKey).length;
    const longer = group.filter(([term]) => Array.from(term).length > length);
    // The shard holds its terms' JSON and more: past the budget whatever else it holds.
    const json =
      longer.length > 0 && termsJsonLength(group) > budget
        ? undefined
        : JSON.stringify(shardOf(group));
    if (json !== undefined && (longer.length === 0 || json.length <= budget)) {
      yield [groupKey, json];
      continue;
    }
    const own = group.filter(([term]) => Array.from(term).length <= length);
    if (own.length > 0) yield [groupKey, JSON.stringify(shardOf(own))];
    pending.push(...groupByKey(longer, length + 1));
  }
}

/** What the shards need of MiniSearch's index of `records`, without the index itself. */
function serializedIndex(records: readonly SearchRecord[], language: string) {
  const miniSearch = new MiniSearch<SearchRecord>(miniSearchOptions(language));
  miniSearch.addAll(records.map((record, id) => ({ ...record, id })));
  const { index, ...ranking } = miniSearch.toJSON();
  return { keys: groupByKey(index, shortestShardKey), ...ranking };
}

/**
 * The files of the index of `records`, prebuilt with MiniSearch and split for the
 * browser, each as its name in `dir` and its JSON, made when the one before is taken (a
 * writer holds a few at once, not the whole index: at 5,000 pages its shards took 420 MB
 * as objects), then, as the generator's value, the entry: what ranking needs of the whole
 * index and the list of the terms' shards by their first two characters (more where a
 * shard would be over `shardBytes`, then every key in a file the entry names). Each shard
 * holds what ranking needs of the records its terms name (so the entry does not grow with
 * the pages), and each page's records are in a file of their own, fetched only when one
 * of its sections is shown.
 */
function* indexFiles(
  records: readonly SearchRecord[],
  language: string,
  dir: string,
  shardBytes = shardBudget,
): Generator<[string, string], SearchIndexEntry> {
  // Each page's records, in a file named by its first record's id.
  const pageStart: number[] = [];
  let page: SearchRecord[] = [];
  for (const [id, record] of records.entries()) {
    if (page.length > 0 && record.url !== page[0].url) {
      yield [pageFileOf(page[0].id), JSON.stringify(page)];
      page = [];
    }
    page.push({ ...record, id });
    pageStart.push(page[0].id);
  }
  if (page.length > 0) yield [pageFileOf(page[0].id), JSON.stringify(page)];

  const { keys, fieldIds, fieldLength, documentCount, averageFieldLength } = serializedIndex(
    records,
    language,
  );
  const fieldCount = Object.keys(fieldIds).length;
  const shardOf = (terms: TermEntries): SearchShard => {
    const named = new Map<number, number[]>();
    for (const [, fields] of terms)
      for (const field in fields) {
        const fieldId = Number(field);
        for (const key in fields[field]) {
          const id = Number(key);
          let lengths = named.get(id);
          if (!lengths) named.set(id, (lengths = new Array<number>(fieldCount).fill(0)));
          lengths[fieldId] = fieldLength[key][fieldId];
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
  // shard first to learn the keys under it. A key's terms are let go once its shards are made.
  const entryKeys = [...keys.keys()].sort();
  const shardKeys: string[] = [];
  for (const key of [...keys.keys()]) {
    const terms = keys.get(key) ?? [];
    keys.delete(key);
    for (const [shardKey, json] of splitShards(key, terms, shardOf, shardBytes)) {
      shardKeys.push(shardKey);
      yield [shardFileOf(shardKey), json];
    }
  }
  const twoCharacterKeys = new Set(entryKeys);
  const split = shardKeys.some((key) => !twoCharacterKeys.has(key));
  if (split) yield [shardKeysFile, JSON.stringify(shardKeys.sort())];
  return {
    language,
    dir,
    documentCount,
    fieldIds,
    averageFieldLength,
    shards: entryKeys,
    ...(split ? { keys: shardKeysFile } : {}),
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

/** The files of one index: the entry, then every shard and page file under `dir`. */
export type IndexFiles = { entry: SearchIndexEntry; files: Map<string, unknown> };

/** Every file of the index of `records` at once (see `indexFiles`), as the browser reads them. */
export function splitIndex(
  records: readonly SearchRecord[],
  language: string,
  dir: string,
  shardBytes = shardBudget,
): IndexFiles {
  const files = new Map<string, unknown>();
  const made = indexFiles(records, language, dir, shardBytes);
  for (let next = made.next(); ; next = made.next()) {
    if (next.done) return { entry: next.value, files };
    files.set(next.value[0], JSON.parse(next.value[1]));
  }
}

/**
 * Writes the split index of `records` as `file` (in `outDir`) and its parts' folder, a few
 * files at a time, each made as a write ends. Parts named by their content are written to
 * a folder of their own, then moved to the name the hash of every part gives.
 */
export async function writeSearchIndex(
  outDir: string,
  file: string,
  records: readonly SearchRecord[],
  language: string,
  folder: PartsFolder = 'named-by-content',
): Promise<void> {
  const besideEntry = `${file.replace(/\.json$/, '')}/`;
  const writing =
    folder === 'beside-entry'
      ? besideEntry
      : `${searchIndexPartsFolder}.writing-${file.replace(/\W/g, '-')}/`;
  await rm(join(outDir, writing), { recursive: true, force: true });
  await mkdir(join(outDir, writing), { recursive: true });
  const hash = createHash('sha256');
  let entry: SearchIndexEntry | undefined;
  function* files(): Generator<[string, string]> {
    entry = yield* indexFiles(records, language, '');
  }
  // p-map takes the files in the order they are made, so the hash is the same for the same parts.
  await pMap(
    files(),
    ([name, json]) => {
      hash.update(`${name}\0${json}\0`);
      return writeFile(join(outDir, writing, name), json);
    },
    { concurrency: filesAtOnce },
  );
  let dir = writing;
  if (folder === 'named-by-content') {
    dir = `${searchIndexPartsFolder}${hash.digest('hex').slice(0, 16)}/`;
    await rm(join(outDir, dir), { recursive: true, force: true });
    await rename(join(outDir, writing), join(outDir, dir));
  }
  await writeFile(join(outDir, file), JSON.stringify({ ...entry, dir }));
}
