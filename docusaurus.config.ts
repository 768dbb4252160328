import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { PluginOptions as SearchLocalOptions } from '@easyops-cn/docusaurus-search-local';

import announcementBarIdPlugin from './plugins/announcement-bar-id';
import llmsPlugin from './plugins/llms';
import slimPrismPlugin from './plugins/slim-prism';
import brandTokensPlugin from './plugins/brand-tokens';
import staticHostingPlugin from './plugins/static-hosting';
import { brandPrismThemes } from './src/brand/prismThemes';
import { searchFocusKeymap } from './src/theme/SearchBar/shortcuts';
import { site } from './src/site';
import { palettes } from './src/tokens';

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

  plugins: [
    brandTokensPlugin,
    announcementBarIdPlugin,
    // Security headers (CSP hashes of the inline scripts), _headers and .gz/.br copies.
    staticHostingPlugin,
    // Markdown copies of the docs, llms.txt and llms-full.txt.
    llmsPlugin,
    // Syntax highlighting with only the grammars listed in prism.additionalLanguages.
    slimPrismPlugin,
  ],

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
    metadata: [{ name: 'theme-color', content: palettes.light.primary }],
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
      // CSS variables from the brand tokens, so the bar follows the colour mode.
      backgroundColor: 'var(--ifm-color-primary)',
      textColor: 'var(--ifm-font-color-base-inverse)',
    },
    navbar: {
      title: site.name,
      logo: {
        alt: `${site.name} logo`,
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [],
    },
    footer: {
      style: 'dark',
      links: [],
      // The footer is dark in both colour modes: the light-on-dark logo suits it.
      logo: { alt: `${site.name} logo`, src: 'img/logo-dark.svg', width: 40, height: 40 },
      copyright: `Copyright © 2024 ${site.name}.`,
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    prism: {
      theme: brandPrismThemes.light,
      darkTheme: brandPrismThemes.dark,
      // Every grammar the pages use, in load order (javascript extends clike): the
      // highlighter starts from Prism's bare core (plugins/slim-prism).
      additionalLanguages: ['clike', 'javascript', 'js-extras', 'bash', 'json', 'python'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
