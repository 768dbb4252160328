import { describe, expect, it } from 'vitest';

import { loaderDebugLines } from './loading/loaderDebugLines';

/**
 * Loads the site as `docusaurus build` does before it bundles (the config, then every
 * plugin made with its options).
 */
const loadAsBuild = `
const { loadContext } = require('@docusaurus/core/lib/server/site');
const { initPlugins } = require('@docusaurus/core/lib/server/plugins/init');
(async () => {
  const context = await loadContext({ siteDir: process.cwd() });
  await initPlugins(context);
})();
`;

/** How many times each file was evaluated, from jiti's debug lines. */
function evaluations(debugLines: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of debugLines) {
    const file = /\[transpile\](?: \[esm\])? (\S+)/.exec(line)?.[1];
    if (file) counts.set(file, (counts.get(file) ?? 0) + 1);
  }
  return counts;
}

describe('loading the site for a build', () => {
  it('evaluates each module of the config and the plugins once', () => {
    const counts = evaluations(loaderDebugLines(loadAsBuild, 'production'));
    // The plugins' own files and the build's steps are among them: the check sees them.
    expect([...counts.keys()].some((file) => file.endsWith('plugins/llms/index.ts'))).toBe(true);
    expect(
      [...counts.keys()].some((file) => file.endsWith('plugins/build-pipeline/steps.ts')),
    ).toBe(true);
    const repeated = [...counts].filter(([, times]) => times > 1);
    expect(repeated).toEqual([]);
  }, 180_000);
});
