import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch from 'minisearch';

import { miniSearchOptions } from './client/engine';
import type { SearchIndexEntry, SearchRecord, SearchShard, TermEntries } from './records';
import { pageFileOf, shardFileOf, shardKeyOf } from './terms';

/** The files of one index: the entry, then every shard and page file under `dir`. */
export type IndexFiles = { entry: SearchIndexEntry; files: Map<string, unknown> };

/**
 * The index of `records` prebuilt with MiniSearch and split for the browser: an entry
 * with what ranking needs of the whole index, the terms in shards by their first two
 * characters, each with what ranking needs of the records its terms name (so the entry
 * does not grow with the pages), and each page's records in a file of its own, fetched
 * only when one of its sections is shown.
 */
export function splitIndex(
  records: readonly SearchRecord[],
  language: string,
  dir: string,
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

  const termsByKey = new Map<string, TermEntries>();
  for (const entry of json.index) {
    const key = shardKeyOf(entry[0]);
    const terms = termsByKey.get(key) ?? [];
    terms.push(entry);
    termsByKey.set(key, terms);
  }
  const fieldCount = Object.keys(json.fieldIds).length;
  const shards = new Map<string, SearchShard>();
  for (const [key, terms] of termsByKey) {
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
    shards.set(key, {
      terms,
      ids: ids.map((id, i) => id - (ids[i - 1] ?? 0)),
      records: ids.map((id) => [id - pageStart[id], ...(named.get(id) ?? [])]),
    });
  }

  const files = new Map<string, unknown>();
  for (const [key, shard] of shards) files.set(shardFileOf(key), shard);
  for (const [id, page] of pages) files.set(pageFileOf(id), page);
  return {
    entry: {
      language,
      dir,
      documentCount: json.documentCount,
      fieldIds: json.fieldIds,
      averageFieldLength: json.averageFieldLength,
      shards: [...shards.keys()].sort(),
    },
    files,
  };
}

/** Writes the split index of `records` as `file` (in `outDir`) and its folder beside it. */
export async function writeSearchIndex(
  outDir: string,
  file: string,
  records: readonly SearchRecord[],
  language: string,
): Promise<void> {
  const dir = `${file.replace(/\.json$/, '')}/`;
  const { entry, files } = splitIndex(records, language, dir);
  await rm(join(outDir, dir), { recursive: true, force: true });
  await mkdir(join(outDir, dir), { recursive: true });
  await Promise.all(
    [...files].map(([name, content]) =>
      writeFile(join(outDir, dir, name), JSON.stringify(content)),
    ),
  );
  await writeFile(join(outDir, file), JSON.stringify(entry));
}
