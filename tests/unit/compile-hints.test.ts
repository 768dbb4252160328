/**
 * Every script a page loads starts with V8's explicit compile hint, checked on the
 * production build in build/ (the test command builds first): a minifier that drops the
 * comment, or a bundler that puts a byte before it, turns the hint off without a sound.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { routeBytes } from '../../tools/build-stats';
import { allRoutes } from '../../tools/routes';

const buildDir = join(__dirname, '../../build');
const hint = '//# allFunctionsCalledOnLoad\n';

describe('compile hints in the build', () => {
  for (const { path: route } of allRoutes) {
    it(`${route}: every script it loads starts with the compile hint`, () => {
      const scripts = routeBytes(buildDir, route).files.filter((file) => file.endsWith('.js'));
      expect(scripts.length, 'the runtime, the app and the page chunks').toBeGreaterThan(2);
      for (const script of scripts) {
        const start = readFileSync(join(buildDir, script), 'utf8').slice(0, hint.length);
        expect(start, script).toBe(hint);
      }
    });
  }

  it('every other script the site ships (search, toasts, other pages) starts with it too', () => {
    const dir = join(buildDir, 'assets/js');
    const scripts = readdirSync(dir).filter((name) => name.endsWith('.js'));
    const without = scripts.filter(
      (name) => !readFileSync(join(dir, name), 'utf8').startsWith(hint),
    );
    expect(scripts.length).toBeGreaterThan(10);
    expect(without).toEqual([]);
  });
});
