import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';

import { serialized, type PrepareFiles } from '../dev-files';
import type { PublishedFile } from './files';
import type { PluginOptions } from './options';

type SiteContext = Pick<LoadContext, 'siteDir' | 'siteConfig'>;

/** What the dev server last loaded, by the folder it serves the files from. */
type Loaded = { docs: LoadedContent | undefined; context: SiteContext; options: PluginOptions };

/** The converter and its MDX parser load with the first file asked for, not with the dev server. */
const files = () => import('./files');

const loaded = new Map<string, Loaded>();
/** The text of each file written into a folder, by its path under the folder. */
const written = new Map<string, Map<string, string>>();
const oneAtATime = serialized();

/** Keeps the docs the dev server loaded (on each change): the files are made from them on request. */
export function keepLoadedDocs(dir: string, docs: Loaded): void {
  loaded.set(dir, docs);
}

/** Writes the files whose text changed; with `all`, also removes those no longer published. */
async function writeChanged(dir: string, files: readonly PublishedFile[], all: boolean) {
  const before = written.get(dir) ?? new Map<string, string>();
  if (!written.has(dir)) await rm(dir, { recursive: true, force: true });
  written.set(dir, before);
  for (const { file, text } of files) {
    if (before.get(file) === text) continue;
    const target = path.join(dir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
    before.set(file, text);
  }
  if (!all) return;
  const published = new Set(files.map(({ file }) => file));
  for (const file of [...before.keys()].filter((name) => !published.has(name))) {
    await rm(path.join(dir, file), { force: true });
    before.delete(file);
  }
}

/**
 * The dev server's Markdown copies and llms.txt, made when asked for: a page's copy from
 * that page alone (and again only when its source changed), llms.txt and llms-full.txt
 * from every page's cached copy.
 */
export const prepareLlmsFiles =
  (dir: string): PrepareFiles =>
  (pathname) => {
    const current = loaded.get(dir);
    if (!current) return Promise.resolve();
    const { docs, context, options } = current;
    if (pathname.endsWith('.md'))
      return oneAtATime(dir, async () => {
        const copy = await (await files()).markdownCopyAt(pathname, docs, context, options);
        if (copy) await writeChanged(dir, [copy], false);
      });
    if (pathname.endsWith('/llms.txt') || pathname.endsWith('/llms-full.txt'))
      return oneAtATime(dir, async () =>
        writeChanged(dir, await (await files()).llmsFiles(docs, context, options), true),
      );
    return Promise.resolve();
  };
