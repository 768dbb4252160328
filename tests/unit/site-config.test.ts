// @vitest-environment node
import { describe, expect, test } from 'vitest';
import type { ThemeConfig } from '@docusaurus/preset-classic';

import config from '../../docusaurus.config';
import sidebars from '../../sidebars';

const themeConfig = config.themeConfig as ThemeConfig;

describe('site configuration', () => {
  test('build rules: broken links fail the build; broken Markdown links, anchors and duplicate routes warn', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.markdown.hooks.onBrokenMarkdownLinks).toBe('warn');
    expect(config.onBrokenAnchors).toBe('warn');
    expect(config.onDuplicateRoutes).toBe('warn');
  });

  test('MDX with the compatibility options for comments, admonitions and heading ids', () => {
    expect(config.markdown.format).toBe('mdx');
    expect(config.markdown.mdx1Compat).toEqual({
      comments: true,
      admonitions: true,
      headingIds: true,
    });
  });

  test('one English site at the root, with static files from static/', () => {
    expect(config.baseUrl).toBe('/');
    expect(config.staticDirectories).toEqual(['static']);
    expect(config.i18n.locales).toEqual(['en']);
    expect(config.i18n.localeConfigs.en).toMatchObject({ htmlLang: 'en', direction: 'ltr' });
  });

  test('storage keys are not namespaced (theme, docusaurus.announcement.*)', () => {
    expect(config.future.v4).toMatchObject({ siteStorageNamespacing: false });
  });

  test('colour mode: light by default, switchable, not following the system', () => {
    expect(themeConfig.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
  });

  test('the docs sidebar cannot be hidden and its categories are not auto-collapsed', () => {
    expect(themeConfig.docs).toEqual({
      sidebar: { hideable: false, autoCollapseCategories: false },
    });
  });

  test('table of contents from h2 to h3; no navbar items; no footer links', () => {
    expect(themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(themeConfig.navbar).toMatchObject({ items: [] });
    expect(themeConfig.footer).toMatchObject({ style: 'dark', links: [] });
  });

  test('one sidebar, tutorialSidebar, with the five docs in reading order', () => {
    expect(sidebars).toEqual({
      tutorialSidebar: ['introduction', 'onboarding', '3-0-messages', '3-1-messages', 'support'],
    });
  });
});
