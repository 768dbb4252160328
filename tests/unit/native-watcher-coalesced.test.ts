/**
 * Rspack's native watcher (turned on by plugins/dev-files under `npm start`) learns only
 * what each build added to or removed from the files it watches. Rspack 1.7 drops that for
 * a build that ends while another is due, so a file it added was never watched: lazy
 * compilation asks for a build whenever the browser opens a page, and an edit to a page
 * first compiled in such a build never showed (web-infra-dev/rspack#12904). With
 * `WatchedFromFullSets` the watcher is given the differences between whole sets instead.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack, type Watching } from '@rspack/core';
import { afterEach, expect, it } from 'vitest';

import { WatchedFromFullSets } from '../../plugins/dev-files/watchedFromFullSets';

let dir: string | undefined;
let watching: Watching | undefined;

afterEach(async () => {
  await new Promise<void>((done) => (watching ? watching.close(() => done()) : done()));
  watching = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it('an edit to a file first compiled in a build that ended while another was due starts a build', async () => {
  dir = mkdtempSync(join(tmpdir(), 'chitchatlabs-native-watcher-'));
  const entry = join(dir, 'index.js');
  const late = join(dir, 'late.js');
  writeFileSync(entry, 'console.log(1);\n');
  writeFileSync(late, 'export const edit = 0;\n');
  // The build that first compiles late.js asks for another while it runs, as the lazy
  // compilation of a page the browser opens does.
  writeFileSync(
    join(dir, 'asks-again.cjs'),
    'let asked = false;\n' +
      'module.exports = function (source) {\n' +
      '  if (!asked) { asked = true; this._compiler.watching.invalidate(); }\n' +
      '  return source;\n' +
      '};\n',
  );
  const compiler = rspack({
    mode: 'development',
    context: dir,
    entry: './index.js',
    output: { path: join(dir, 'dist') },
    devtool: false,
    experiments: { nativeWatcher: true },
    watchOptions: { ignored: '**/node_modules/**', aggregateTimeout: 10 },
    module: { rules: [{ test: /late\.js$/, use: [join(dir, 'asks-again.cjs')] }] },
    plugins: [new WatchedFromFullSets()],
  });
  const changed: string[][] = [];
  let onBuild: (() => void) | undefined;
  watching = compiler.watch({}, (error) => {
    expect(error).toBeNull();
    changed.push([...(compiler.modifiedFiles ?? [])]);
    onBuild?.();
  });
  const builds = (count: number, within: number): Promise<boolean> =>
    new Promise((done) => {
      const timer = setTimeout(() => done(false), within);
      onBuild = () => {
        if (changed.length < count) return;
        clearTimeout(timer);
        done(true);
      };
      onBuild();
    });
  /**
   * Writes `file` until a build follows: the watcher starts listening a moment after a
   * build is handed over, and a write before then goes unseen however the deltas flow.
   */
  const editUntilBuilt = async (file: string, text: (attempt: number) => string) => {
    const count = changed.length + 1;
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      writeFileSync(file, text(attempt));
      if (await builds(count, 1_000)) return true;
    }
    return false;
  };

  expect(await builds(1, 10_000)).toBe(true);
  expect(await editUntilBuilt(entry, (attempt) => `import('./late.js'); // ${attempt}\n`)).toBe(
    true,
  );
  expect(await editUntilBuilt(late, (attempt) => `export const edit = ${attempt};\n`)).toBe(true);
  expect(changed.at(-1)).toContain(late);
}, 30_000);
