/**
 * The browser bundle gets `@docusaurus/utils-common` from the package's own files
 * (plugins/preact-in-browser/utilsCommon.ts), not from its CommonJS index, which brought
 * all of tslib into every page's main script for one helper.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as packageIndex from '@docusaurus/utils-common';
import { beforeAll, describe, expect, it } from 'vitest';

import * as inBrowser from '../../plugins/preact-in-browser/utilsCommon';
import { buildDir, productionBuild } from './production-build';

describe('@docusaurus/utils-common in the browser', () => {
  it('exports what the package’s index exports, the same values', () => {
    expect(Object.keys(inBrowser).sort()).toEqual(Object.keys(packageIndex).sort());
    for (const [name, value] of Object.entries(packageIndex))
      expect(inBrowser[name as keyof typeof inBrowser], name).toBe(value);
  });

  describe('in the production build', () => {
    beforeAll(productionBuild);

    it('leaves tslib out of every script', () => {
      const jsDir = join(buildDir, 'assets/js');
      for (const name of readdirSync(jsDir).filter((file) => file.endsWith('.js'))) {
        const script = readFileSync(join(jsDir, name), 'utf8');
        // Helpers of tslib no code of the site's browser bundle calls.
        expect(script.includes('__decorate'), name).toBe(false);
        expect(script.includes('__extends'), name).toBe(false);
      }
    });
  });
});
