/**
 * The build's two compilations, the client's and the server's, run one after the other:
 * side by side, both held their modules and wrote their persistent caches at the same
 * time, the peak of a 5,000-page build's memory (plugins/build-pipeline/bundlingInTurn.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack, type Compiler, type RspackOptions } from '@rspack/core';
import { afterEach, describe, expect, it } from 'vitest';

import { bundlingInTurn } from '../../plugins/build-pipeline/bundlingInTurn';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** What each compilation did, in the order the bundler did it: `client started`, `server done`. */
async function compileBoth(
  fragments: (isServer: boolean) => Partial<RspackOptions>,
): Promise<string[]> {
  dir = mkdtempSync(join(tmpdir(), 'chitchatlabs-bundling-in-turn-'));
  // Enough modules that each compilation takes a while, as a site's does.
  for (let n = 0; n < 200; n += 1)
    writeFileSync(join(dir, `m${n}.js`), `export const v${n} = ${n};\n`);
  writeFileSync(
    join(dir, 'index.js'),
    Array.from({ length: 200 }, (_, n) => `export * from './m${n}.js';`).join('\n'),
  );
  const events: string[] = [];
  const config = (isServer: boolean): RspackOptions => {
    const side = isServer ? 'server' : 'client';
    return {
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: join(dir ?? '', side) },
      devtool: false,
      plugins: [
        {
          apply(compiler: Compiler) {
            compiler.hooks.compile.tap('test', () => events.push(`${side} started`));
            compiler.hooks.done.tap('test', () => events.push(`${side} done`));
          },
        },
      ],
      ...fragments(isServer),
    };
  };
  const compiler = rspack([config(false), config(true)]);
  await new Promise<void>((done, fail) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors())
        fail(error ?? new Error(stats?.toString({ all: false, errors: true })));
      else compiler.close(() => done());
    }),
  );
  return events;
}

describe('the build’s compilations', () => {
  it('run side by side unless told otherwise', async () => {
    const events = await compileBoth(() => ({}));
    expect(events.indexOf('server started')).toBeLessThan(events.indexOf('client done'));
  });

  it('run the server’s once the client’s is done', async () => {
    const events = await compileBoth((isServer) => ({ ...bundlingInTurn(isServer) }));
    expect(events).toEqual(['client started', 'client done', 'server started', 'server done']);
  });
});
