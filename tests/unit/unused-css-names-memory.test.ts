import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const usedNamesModule = fileURLToPath(
  new URL('../../plugins/unused-css/withoutUnusedRules.ts', import.meta.url),
);

/**
 * What the names gathered from `pages` pages of 1 MB each, one long word of its own in
 * each, hold of the JavaScript heap once collected (MiB), measured in a Node of its own
 * with the collector exposed.
 */
function heapAfterGathering(pages: number, add: 'add' | 'addPage'): number {
  const script = `
    const loaded = await import(${JSON.stringify(usedNamesModule)});
    const { UsedNames } = loaded.UsedNames ? loaded : loaded.default;
    const used = new UsedNames();
    for (let n = 0; n < ${pages}; n += 1) {
      used.${add}('<nav><a class="menu__link">Guides</a></nav><p class="note">' + '.'.repeat(1_000_000) + 'a-word-only-page-' + n + '-uses</p>');
    }
    globalThis.gc();
    if (used.words.size < ${pages}) throw new Error('words missing');
    console.log(process.memoryUsage().heapUsed / 2 ** 20);
  `;
  const run = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return Number(run.stdout.trim());
}

describe('the names the pages use', () => {
  it('keep the words they found, not the pages they found them in', () => {
    // 200 pages of 1 MB: kept whole, they would be 200 MB of heap.
    expect(heapAfterGathering(200, 'add')).toBeLessThan(50);
  });

  it('keep the parts of pages they remember as copies, not the pages they are parts of', () => {
    expect(heapAfterGathering(200, 'addPage')).toBeLessThan(50);
  });
});
