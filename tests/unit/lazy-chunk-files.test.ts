/**
 * The runtime keeps the hashes of the chunks no route names and the number of buckets of
 * the named ones; a named chunk's id and name each lead to the bucket that holds them.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { chunkFilesBuckets } from '../../plugins/page-scripts/chunkFiles';
import {
  bucketOf,
  chunkFilesRuntime,
  chunksPerBucket,
  type ChunkFilesBucket,
} from '../../plugins/page-scripts/chunkFilesRuntime';

const sha = (text: string): string => createHash('sha256').update(text).digest('hex');

const routeChunks = Array.from({ length: 1000 }, (_, n) => ({
  id: String(1000 + n),
  name: sha(`route ${n}`).slice(0, 8),
  hash: sha(`content ${n}`).slice(0, 8),
}));
const shared = [
  { id: '62', name: null, hash: 'aaaaaaaa' },
  { id: '130', name: null, hash: 'bbbbbbbb' },
];

describe('the lazy chunk files', () => {
  const { unnamed, buckets } = chunkFilesBuckets([...shared, ...routeChunks]);
  const runtimeOf = (chunks: typeof routeChunks): string => {
    const built = chunkFilesBuckets([...shared, ...chunks]);
    return chunkFilesRuntime('__webpack_require__', {
      folder: 'assets/js/',
      unnamed: built.unnamed,
      buckets: built.buckets.length,
    });
  };

  it('keeps only the unnamed chunks in the runtime, whatever the number of routes', () => {
    expect(unnamed).toEqual({ '62': 'aaaaaaaa', '130': 'bbbbbbbb' });
    expect(buckets).toHaveLength(Math.ceil(routeChunks.length / chunksPerBucket));
    const runtime = runtimeOf(routeChunks);
    for (const { id, name, hash } of routeChunks.slice(0, 50)) {
      expect(runtime).not.toContain(hash);
      expect(runtime).not.toContain(`"${name}"`);
      expect(runtime).not.toContain(`"${id}"`);
    }
  });

  it("finds each named chunk's hash by its id and its id by its name", () => {
    for (const { id, name, hash } of routeChunks) {
      const byId = JSON.parse(buckets[bucketOf(id, buckets.length)] ?? '{}') as ChunkFilesBucket;
      const byName = JSON.parse(
        buckets[bucketOf(name, buckets.length)] ?? '{}',
      ) as ChunkFilesBucket;
      expect(byId.i[id]).toBe(hash);
      expect(byName.n[name]).toBe(id);
    }
  });

  // Every page names the runtime's file, which is named by its content: a runtime that
  // changed with one page's edit would change every page.
  it("stays the same when a page's chunk changes", () => {
    const edited = routeChunks.map((chunk, n) =>
      n === 500 ? { ...chunk, hash: sha('edited').slice(0, 8) } : chunk,
    );
    expect(runtimeOf(edited)).toBe(runtimeOf(routeChunks));
  });

  it('writes the same buckets whatever order the bundler lists the chunks in', () => {
    const reversed = chunkFilesBuckets([...shared, ...routeChunks].reverse());
    expect(reversed.buckets).toEqual(buckets);
  });

  it('spreads the chunks evenly enough that no bucket is more than twice the mean', () => {
    const sizes = buckets.map(
      (json) => Object.keys((JSON.parse(json) as ChunkFilesBucket).i).length,
    );
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2 * chunksPerBucket);
  });
});
