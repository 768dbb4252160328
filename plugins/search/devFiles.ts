import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { PluggableList } from 'unified';

import { serialized, type PrepareFiles } from '../dev-files';
import { writeSearchIndex } from './indexWriter';
import { searchIndexFile } from './records';

/** The docs the dev server last loaded, not yet indexed, by the folder it serves the index from. */
type LoadedDocs = {
  docs: LoadedContent | undefined;
  siteDir: string;
  /** The docs plugin's remark plugins (docsRemarkPlugins): the sources are read through them. */
  remarkPlugins: PluggableList;
};
const toIndex = new Map<string, LoadedDocs>();
const oneAtATime = serialized();

/** Keeps the docs the dev server loaded (on each change): the index is made from them on request. */
export function keepLoadedDocs(dir: string, loaded: LoadedDocs) {
  toIndex.set(dir, loaded);
}

/** Writes the index of the latest version's listed docs, made from their sources. */
async function writeDevIndex(
  { docs: content, siteDir, remarkPlugins }: LoadedDocs,
  dir: string,
  language: string,
): Promise<void> {
  const version = content?.loadedVersions.find((v) => v.isLast) ?? content?.loadedVersions[0];
  const docs = await Promise.all(
    (version?.docs ?? [])
      .filter((doc) => !doc.unlisted)
      .map(async (doc) => ({
        url: doc.permalink,
        title: doc.title,
        source: await readFile(join(siteDir, doc.source.replace(/^@site\//, '')), 'utf8'),
      })),
  );
  // The MDX parser loads with the first request for the index, not with the dev server.
  const { devSearchIndex } = await import('./devIndex');
  const { records } = await devSearchIndex(docs, remarkPlugins);
  await writeSearchIndex(dir, searchIndexFile, records, language, 'beside-entry');
}

/**
 * The dev server's search index, made when the dialog asks for it, from the docs as
 * last loaded (each doc read again only when it changed): an edit never waits for it.
 */
export const prepareDevIndex =
  (dir: string, baseUrl: string, language: string): PrepareFiles =>
  async (pathname) => {
    if (!pathname.slice(baseUrl.length).startsWith('search-index')) return;
    await oneAtATime(dir, async () => {
      const pending = toIndex.get(dir);
      if (!pending) return;
      toIndex.delete(dir);
      await writeDevIndex(pending, dir, language);
    });
  };
