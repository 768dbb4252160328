import { describe, expect, it } from 'vitest';

import { loaderDebugLines } from './loading/loaderDebugLines';

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
 * Loads the site's config as `docusaurus start` does (@docusaurus/utils' loadFreshModule,
 * NODE_ENV=development). The config imports every plugin module it lists
 * (plugins/importedPlugin.ts), so loading it loads them all; a plugin listed by its path
 * instead would be loaded afresh on its own, as Docusaurus does, by the loop.
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
    const files = loaderDebugLines(loadAsDevServer, 'development').filter((line) =>
      line.startsWith('[jiti]'),
    );
    // The loader's lines name the plugins' own files: the check below sees what it read.
    expect(files.some((line) => line.includes('plugins/build-pipeline/index.ts'))).toBe(true);
    const imported = buildOnlyLibraries.filter((name) =>
      files.some((line) => line.includes(`node_modules/${name}/`)),
    );
    expect(imported).toEqual([]);
  }, 180_000);
});
