/**
 * In the browser bundle, `@docusaurus/utils-common`'s CommonJS index gets from tslib only
 * the helper it calls (plugins/preact-in-browser/tslibHelpers.ts), not all of tslib, which
 * the bundler kept whole in every page's main script.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import * as packageIndex from '@docusaurus/utils-common';
import { beforeAll, describe, expect, it } from 'vitest';

import * as tslibHelpers from '../../plugins/preact-in-browser/tslibHelpers';
import { buildDir, productionBuild } from './production-build';

type CommonJsFactory = (
  exports: Record<string, unknown>,
  require: (request: string) => unknown,
  module: { exports: Record<string, unknown> },
) => void;

/** utils-common's index run as the browser bundle runs it: `require('tslib')` gets tslibHelpers. */
function indexWithTslibHelpers(): Record<string, unknown> {
  const indexPath = createRequire(import.meta.url).resolve('@docusaurus/utils-common');
  const requireFromIndex = createRequire(indexPath);
  const source = readFileSync(indexPath, 'utf8');
  const factory = runInThisContext(`(function (exports, require, module) {${source}\n})`, {
    filename: indexPath,
  }) as CommonJsFactory;
  const module = { exports: {} };
  factory(
    module.exports,
    (request) => (request === 'tslib' ? tslibHelpers : requireFromIndex(request)),
    module,
  );
  return module.exports;
}

describe('tslib in the browser bundle', () => {
  it('gives @docusaurus/utils-common’s index every helper it calls: the same exports', () => {
    const inBrowser = indexWithTslibHelpers();
    expect(Object.keys(inBrowser).sort()).toEqual(Object.keys(packageIndex).sort());
    // Reading an export runs the index's getter, which calls tslib's helper.
    for (const [name, value] of Object.entries(packageIndex))
      expect(inBrowser[name], name).toBe(value);
  });

  describe('in the production build', () => {
    beforeAll(productionBuild);

    it('leaves the rest of tslib out of every script', () => {
      const jsDir = join(buildDir, 'assets/js');
      for (const name of readdirSync(jsDir).filter((file) => file.endsWith('.js'))) {
        const script = readFileSync(join(jsDir, name), 'utf8');
        // Errors tslib's helpers throw (__extends, __generator), which minifying keeps.
        expect(script.includes('is not a constructor or null'), name).toBe(false);
        expect(script.includes('Generator is already executing'), name).toBe(false);
        // __decorate's call.
        expect(script.includes('Reflect.decorate'), name).toBe(false);
      }
    });
  });
});
