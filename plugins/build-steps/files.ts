import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** The files under `dir` whose names end in `ending`, as paths relative to it with `/`. */
export async function filesEndingIn(dir: string, ending: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}
