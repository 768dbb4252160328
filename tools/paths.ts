import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The repository root: the nearest folder at or above the working directory that holds
 * docusaurus.config.ts. Works the same whether the caller is compiled to CommonJS
 * (Playwright) or run as an ES module (tsx, Vitest), from the root or a subfolder.
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'docusaurus.config.ts'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No docusaurus.config.ts at or above ${from}`);
  }
}

export const repoRoot = findRepoRoot(process.cwd());
export const buildDir = join(repoRoot, 'build');
