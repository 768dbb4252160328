import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch from 'minisearch';

import { miniSearchOptions } from './client/engine';
import type { SearchIndexEntry, SearchRecord, SearchShard } from './records';
import { pageFileOf, shardFileOf, shardKeyOf } from './terms';

/** The files of one index: the entry, then every shard and page file under `dir`. */
export type IndexFiles = { entry: SearchIndexEntry; files: Map<string, unknown> };

/**
 * The index of `records` prebuilt with MiniSearch and split for the browser: an entry
 * with what ranking needs of every section (ids are positions, so none are written),
 * the terms in shards by their first two characters, and each page's records in a
 * file of its own, fetched only when one of its sections is shown.
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

  const shards = new Map<string, SearchShard>();
  for (const entry of json.index) {
    const key = shardKeyOf(entry[0]);
    const shard = shards.get(key) ?? [];
    shard.push(entry);
    shards.set(key, shard);
  }
  const pages = new Map<number, SearchRecord[]>();
  let first = 0;
  for (const record of numbered) {
    if (record.url !== numbered[first].url) first = record.id;
    const page = pages.get(first) ?? [];
    page.push(record);
    pages.set(first, page);
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
      fieldLength: numbered.map(({ id }) => json.fieldLength[id]),
      shards: [...shards.keys()].sort(),
      pages: [...pages.keys()],
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
