/**
 * The scripts that do most of a page's compiling start with V8's explicit compile hint,
 * checked on the production build in build/ (the test command builds first): a minifier
 * that drops the comment, or a bundler that puts a byte before it, turns the hint off
 * without a sound. Smaller chunks go without, to keep its bytes off every page.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { hintedScriptBytes } from '../../plugins/compile-on-download';
import { routeBytes } from '../../tools/build-stats';
import { allRoutes } from '../../tools/routes';

const buildDir = join(__dirname, '../../build');
const hint = '//# allFunctionsCalledOnLoad\n';

const startsWithHint = (file: string): boolean =>
  readFileSync(join(buildDir, file), 'utf8').startsWith(hint);
const isLarge = (file: string): boolean =>
  readFileSync(join(buildDir, file)).length >= hintedScriptBytes + hint.length;

describe('compile hints in the build', () => {
  for (const { path: route } of allRoutes) {
    it(`${route}: the app's main script and every large script it loads start with the hint`, () => {
      const scripts = routeBytes(buildDir, route).files.filter((file) => file.endsWith('.js'));
      const main = scripts.find((file) => /\/main\.[0-9a-f]+\.js$/.test(file));
      expect(main, 'the app').toBeDefined();
      expect(startsWithHint(main ?? '')).toBe(true);
      for (const script of scripts) expect(startsWithHint(script), script).toBe(isLarge(script));
    });
  }

  it('every script the site ships has the hint exactly when it is large', () => {
    const scripts = readdirSync(join(buildDir, 'assets/js'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => `/assets/js/${name}`);
    expect(scripts.filter(isLarge).length).toBeGreaterThan(1);
    expect(scripts.filter(startsWithHint)).toEqual(scripts.filter(isLarge));
  });
});
