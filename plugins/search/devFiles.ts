import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';

import { serialized, type PrepareFiles } from '../dev-files';
import { writeSearchIndex } from './indexWriter';
import { searchIndexFile } from './records';

/** The docs the dev server last loaded, not yet indexed, by the folder it serves the index from. */
const toIndex = new Map<string, { docs: LoadedContent | undefined; siteDir: string }>();
const oneAtATime = serialized();

/** Keeps the docs the dev server loaded (on each change): the index is made from them on request. */
export function keepLoadedDocs(dir: string, docs: LoadedContent | undefined, siteDir: string) {
  toIndex.set(dir, { docs, siteDir });
}

/** Writes the index of the latest version's listed docs, made from their sources. */
async function writeDevIndex(
  content: LoadedContent | undefined,
  siteDir: string,
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
  await writeSearchIndex(dir, searchIndexFile, devSearchIndex(docs).records, language);
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
      await writeDevIndex(pending.docs, pending.siteDir, dir, language);
    });
  };
