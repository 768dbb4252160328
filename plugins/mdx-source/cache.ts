import { createHash } from 'node:crypto';

/** A short digest of the inputs a result was made from. */
export const contentKey = (...parts: readonly string[]): string => {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url');
};

/**
 * Results made from a file, each kept with the key of the inputs it was made from (see
 * `contentKey`): `get` makes a file's result again only when its key changed. One entry
 * per file, so a file edited a hundred times holds one result.
 */
export class ContentCache<T> {
  private readonly entries = new Map<string, { key: string; value: T }>();

  get(file: string, key: string, make: () => T): T {
    const entry = this.entries.get(file);
    if (entry?.key === key) return entry.value;
    const value = make();
    this.entries.set(file, { key, value });
    return value;
  }
}
