/**
 * Which files a fixture site's content key covers (tests/e2e/fixture-site.ts): a build
 * is reused only while every file it is built from is the same, so a file its build
 * reads must count; a spec or another site's file must not, or editing a test would
 * rebuild every site.
 */
import { describe, expect, it } from 'vitest';

import { contentKey, isInputOf } from '../e2e/fixture-site';
import { gitHubPagesSites } from '../e2e/github-pages-host';
import { grownSite } from '../e2e/grown-site';
import { markdownFeaturesSite } from '../e2e/markdown-features-site';
import { searchSite } from '../e2e/search-site';
import { versionsLocalesSite } from '../e2e/versions-locales-site';

describe("a fixture site's content key", () => {
  it("covers what its build reads: the site's config, plugins, theme, packages and own files", () => {
    const read = [
      'docusaurus.config.ts',
      'plugins/search/index.ts',
      'src/theme/Root.tsx',
      'src/css/custom.css',
      'static/img/logo-dark.svg',
      'tools/generate-pages.ts',
      'package-lock.json',
      'patches/@docusaurus+core+3.10.2.patch',
      'tests/fixtures/search-site/docs/introduction.md',
      'tests/fixtures/search-site/docusaurus.config.ts',
      'tests/e2e/search-site.ts',
      'tests/e2e/fixture-site.ts',
    ];
    expect(read.filter((path) => !isInputOf(searchSite, path))).toEqual([]);
    expect(isInputOf(grownSite, 'docs/introduction.mdx')).toBe(true);
    expect(isInputOf(versionsLocalesSite, 'tests/fixtures/versions-locales/versions.json')).toBe(
      true,
    );
  });

  it("leaves out the specs, the unit tests, other sites' files and the repository's documents", () => {
    const unread = [
      'tests/e2e/search.spec.ts',
      'tests/e2e/fixtures.ts',
      'tests/unit/search-index.test.ts',
      'tests/fixtures/versions-locales/docs/introduction.md',
      'tests/e2e/markdown-features-site.ts',
      'README.md',
      'CONTRIBUTING.md',
      'playwright.config.ts',
      '.github/workflows/ci.yml',
    ];
    expect(unread.filter((path) => isInputOf(searchSite, path))).toEqual([]);
  });

  it('differs between sites', () => {
    const keys = [
      searchSite,
      markdownFeaturesSite,
      versionsLocalesSite,
      grownSite,
      ...Object.values(gitHubPagesSites),
    ].map(contentKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => /^[0-9a-f]{16}$/.test(key))).toBe(true);
  });

  it('differs for the same site built for another host, whose environment it sets', () => {
    expect(gitHubPagesSites.versionsLocales.env).toEqual({ DEPLOY_TARGET: 'github-pages' });
    expect(contentKey(gitHubPagesSites.versionsLocales)).not.toBe(contentKey(versionsLocalesSite));
  });
});
