import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import announcementBarIdPlugin from './plugins/announcement-bar-id';
import buildHighlightPlugin from './plugins/build-highlight';
import rehypeBuildHighlight from './plugins/build-highlight/rehype';
import { hasFullGitHistory } from './plugins/last-update/gitHistory';
import llmsPlugin from './plugins/llms';
import openapiPlugin, { openapiLlmsFiles } from './plugins/openapi';
import remarkOpenApi from './plugins/openapi/remark';
import searchPlugin from './plugins/search';
import slimPrismPlugin from './plugins/slim-prism';
import socialCardPlugin, { socialCardPath } from './plugins/social-card';
import rehypeTableLabels from './plugins/stacked-tables/rehype';
import brandTokensPlugin from './plugins/brand-tokens';
import lightRendererPlugin from './plugins/light-renderer';
import { appAfterPaintTemplate, shrinkAssetsStep } from './plugins/paint-first';
import staticHostingPlugin from './plugins/static-hosting';
import { brandPrismThemes } from './src/brand/prismThemes';
import { firstMessageRequest } from './src/components/FirstMessage/request';
import { site } from './src/site';
import { palettes } from './src/tokens';

// Shared by the pages and their Markdown copies, so both say the same.
const remarkPlugins = [remarkOpenApi];

// Every grammar the pages use, in load order (javascript extends clike): the code is
// coloured at build time (plugins/build-highlight) and the request builder's live code in
// the browser, from Prism's bare core (plugins/slim-prism).
const prismLanguages = ['clike', 'javascript', 'js-extras', 'bash', 'json', 'python'];

const config = {
  title: site.name,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: '/',
  staticDirectories: ['static'],
  // The app's bundles start after the first paint (plugins/paint-first).
  ssrTemplate: appAfterPaintTemplate,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  future: {
    faster: true,
    // v4 flags, except storage namespacing: the storage keys stay as they are
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
    // The browser renders with Preact (React's API, a third of its bytes); the server with React.
    lightRendererPlugin,
    brandTokensPlugin,
    announcementBarIdPlugin,
    // Security headers (CSP hashes of the inline scripts), _headers and .gz/.br copies,
    // made after the fonts are subset to the characters of the built pages. The faces a
    // first view draws in are preloaded: the body text's and the headings' and navbar
    // title's (Montserrat 700), so a first visit shows them (font-display: optional).
    (context) =>
      staticHostingPlugin(context, {
        rewriteBuild: [
          shrinkAssetsStep({ preload: ['lato-latin-400-normal', 'montserrat-latin-700-normal'] }),
        ],
      }),
    // Markdown copies of the docs, llms.txt and llms-full.txt.
    llmsPlugin({ remarkPlugins, files: openapiLlmsFiles }),
    // openapi.yaml published as YAML, JSON and a Postman collection.
    openapiPlugin,
    // The landing page's code, coloured at build time as the docs' code blocks are.
    () =>
      buildHighlightPlugin({
        languages: prismLanguages,
        snippets: { 'first-message': { code: firstMessageRequest, language: 'bash' } },
      }),
    // The request builder's live code, highlighted in the browser with only the grammars
    // listed in prism.additionalLanguages.
    slimPrismPlugin,
    // Full-text search built into the site: the /search page, and an index of every
    // page's sections written after the build and searched in the browser.
    searchPlugin,
    // The link-preview card (og:image), drawn from the brand at every build.
    socialCardPlugin,
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          // Field tables and endpoints rendered from openapi.yaml.
          remarkPlugins,
          rehypePlugins: [
            // Column names on table cells, for the stacked tables of a phone.
            rehypeTableLabels,
            // Code blocks coloured at build time: no page loads Prism to show its code.
            [rehypeBuildHighlight, { languages: prismLanguages }],
          ],
          // The date each page last changed, from git; hidden when the checkout's history is
          // shallow, where every page would show the date of the one commit it has.
          showLastUpdateTime: hasFullGitHistory(process.cwd()),
          lastVersion: 'current',
          versions: { current: { label: 'Next' } },
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { changefreq: null, priority: null, ignorePatterns: ['/search'] },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: socialCardPath,
    metadata: [{ name: 'theme-color', content: palettes.light.primary }],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'messages-api-2024',
      content:
        'Send WhatsApp messages from your own code with the <a href="/3-1-messages">Messages API</a>.',
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
      additionalLanguages: prismLanguages,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
