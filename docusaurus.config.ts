import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { PluginOptions as SearchLocalOptions } from '@easyops-cn/docusaurus-search-local';
import { themes as prismThemes } from 'prism-react-renderer';

import { site } from './src/tokens';
import { searchFocusKeymap } from './src/theme/SearchBar/shortcuts';

const config = {
  title: site.name,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: '/',
  staticDirectories: ['static'],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  future: {
    faster: true,
    // v4 flags, except storage namespacing: SPEC.md fixes the storage keys
    // (theme, docusaurus.announcement.*) without a per-site suffix.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: false,
    },
  },

  markdown: {
    format: 'mdx',
    mdx1Compat: { comments: true, admonitions: true, headingIds: true },
    hooks: { onBrokenMarkdownLinks: 'warn' },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: { current: { label: 'Next' } },
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { changefreq: null, priority: null, ignorePatterns: ['/search'] },
      } satisfies Preset.Options,
    ],
  ],

  // Full-text search built into the site: the index is generated at build time and
  // searched in the browser, so no search service or API key is involved.
  themes: [
    [
      '@easyops-cn/docusaurus-search-local',
      {
        indexDocs: true,
        docsRouteBasePath: '/',
        indexBlog: false,
        indexPages: true,
        language: ['en'],
        hashed: 'filename',
        highlightSearchTermsOnTargetPage: true,
        searchResultLimits: 8,
        searchResultContextMaxLength: 60,
        explicitSearchResultPath: true,
        fuzzyMatchingDistance: 1,
        searchBarShortcut: true,
        searchBarShortcutHint: true,
        searchBarShortcutKeymap: searchFocusKeymap,
        searchBarPosition: 'right',
      } satisfies SearchLocalOptions,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{ name: 'theme-color', content: '#85144b' }],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'messages-api-2024',
      content:
        'New: send WhatsApp messages from your own code with the <a href="/3-1-messages">Messages API</a>.',
      isCloseable: true,
    },
    navbar: {
      title: site.name,
      logo: { alt: `${site.name} logo`, src: 'img/logo.svg', width: 32, height: 32 },
      items: [],
    },
    footer: {
      style: 'dark',
      links: [],
      logo: { alt: `${site.name} logo`, src: 'img/logo.svg', width: 40, height: 40 },
      copyright: `Copyright © 2024 ${site.name}.`,
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['bash', 'json', 'python'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
