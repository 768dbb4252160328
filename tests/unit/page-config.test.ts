/**
 * The site's config the pages read (useDocusaurusContext) is bundled into every page's
 * main script; the build's own plugin and preset options (the brand stylesheet, the code
 * theme, the card's colours) and the page template stay out of it (plugins/preact-in-browser). Checked on the
 * production build in build/.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import { site } from '@site/src/site';
import { buildDir, productionBuild } from './production-build';

const jsDir = join(buildDir, 'assets/js');

describe('the config in the pages’ main script', () => {
  beforeAll(productionBuild);

  const main = (): string => {
    const file = readdirSync(jsDir).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
    if (!file) throw new Error('The build has no main script');
    return readFileSync(join(jsDir, file), 'utf8');
  };

  it('carries what the pages read: the title, tagline and theme settings', () => {
    const script = main();
    expect(script).toContain(JSON.stringify(site.tagline));
    expect(script).toContain('announcementBar');
  });

  it('leaves out the plugins’ and presets’ options', () => {
    const script = main();
    expect(script).not.toContain('./plugins/');
    expect(script).not.toContain('rehypePlugins');
    expect(script).not.toContain('--ifm-color-primary-dark:');
  });

  it('leaves out the page template the build writes every page from', () => {
    expect(main()).not.toContain('<!DOCTYPE html>');
  });
});
