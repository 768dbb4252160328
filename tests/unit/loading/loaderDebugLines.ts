import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';

import { repoRoot } from '../../../tools/paths';

/**
 * Runs `script` in a Node process of its own at the repository's root, with
 * NODE_ENV=`nodeEnv` and jiti's debug lines on (the loader Docusaurus loads the config
 * and each plugin's modules with), and returns the lines it printed. jiti prints one
 * `[transpile]` line per evaluation of a TypeScript or ES module file, which it never
 * takes from Node's module cache. Expects the script to exit with 0.
 */
export function loaderDebugLines(script: string, nodeEnv: 'production' | 'development'): string[] {
  const loaded = spawnSync(process.execPath, ['-e', script], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: nodeEnv, JITI_DEBUG: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(loaded.status, loaded.stderr).toBe(0);
  return loaded.stdout.split('\n');
}
