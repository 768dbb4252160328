import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { contentKey } from '../mdx-source/cache';

let converter: Promise<string> | undefined;
/**
 * The code that makes a copy, as one key: the site's plugins (this converter, the MDX
 * parser, the remark plugins) and the installed packages, so a copy kept by a build
 * before a change to either is not reused. Its own module, so that a copy found kept
 * loads no converter.
 */
export const converterKey = (): Promise<string> =>
  (converter ??= (async () => {
    const pluginsDir = fileURLToPath(new URL('..', import.meta.url));
    const files = (await readdir(pluginsDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    const lockFile = path.join(pluginsDir, '../package-lock.json');
    return contentKey(
      ...(await Promise.all(files.map((file) => readFile(file, 'utf8')))),
      await readFile(lockFile, 'utf8').catch(() => ''),
    );
  })());
