import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

import { repoRoot } from '../../tools/paths';

/**
 * Libraries only a build (or a file the dev server makes on request) runs. Docusaurus
 * loads the config and each plugin's module afresh, through its own loader, every time
 * `npm start` starts; each of these, imported there, costs the writer seconds of every start.
 */
const buildOnlyLibraries = [
  'subset-font',
  'purgecss',
  '@resvg/resvg-js',
  'openapi-to-postmanv2',
  '@redocly/openapi-core',
  // The MDX parser of the Markdown copies and the dev search index, and the copies' writer.
  'remark-mdx',
  'remark-directive',
  'remark-stringify',
];

/**
 * Loads the site's config and every plugin module it lists as `docusaurus start` does
 * (@docusaurus/utils' loadFreshModule, NODE_ENV=development) and prints each file its
 * loader reads (jiti's debug lines).
 */
const loadAsDevServer = `
const { loadFreshModule } = require('@docusaurus/utils');
const path = require('node:path');
(async () => {
  const config = await loadFreshModule(path.resolve('docusaurus.config.ts'));
  for (const entry of config.plugins) {
    const name = Array.isArray(entry) ? entry[0] : entry;
    if (typeof name === 'string') await loadFreshModule(path.resolve(name));
  }
})();
`;

describe('what `npm start` imports', () => {
  it('loads no build-only library with the config and the plugins', () => {
    const loaded = spawnSync(process.execPath, ['-e', loadAsDevServer], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'development', JITI_DEBUG: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(loaded.status, loaded.stderr).toBe(0);
    const files = loaded.stdout.split('\n').filter((line) => line.startsWith('[jiti]'));
    // The loader's lines name the plugins' own files: the check below sees what it read.
    expect(files.some((line) => line.includes('plugins/build-pipeline/index.ts'))).toBe(true);
    const imported = buildOnlyLibraries.filter((name) =>
      files.some((line) => line.includes(`node_modules/${name}/`)),
    );
    expect(imported).toEqual([]);
  }, 180_000);
});
