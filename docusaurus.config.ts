import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import * as announcementBarIdPlugin from './plugins/announcement-bar-id';
import * as brandTokensPlugin from './plugins/brand-tokens';
import * as buildHighlightPlugin from './plugins/build-highlight';
import * as buildPipelinePlugin from './plugins/build-pipeline';
import * as compileOnDownloadPlugin from './plugins/compile-on-download';
import * as devFilesPlugin from './plugins/dev-files';
import { importedPlugin } from './plugins/importedPlugin';
import * as keptServerMarkupPlugin from './plugins/kept-server-markup';
import * as llmsPlugin from './plugins/llms';
import * as localeDatesPlugin from './plugins/locale-dates';
import * as openapiPlugin from './plugins/openapi';
import * as pageScriptsPlugin from './plugins/page-scripts';
import * as preactInBrowserPlugin from './plugins/preact-in-browser';
import * as prismOnDemandPlugin from './plugins/prism-on-demand';
import * as renderedPagesCachePlugin from './plugins/rendered-pages-cache';
import * as searchPlugin from './plugins/search';
import * as toastsPlugin from './plugins/toasts';
import type { Options as BrandTokensOptions } from './plugins/brand-tokens/options';
import type { Options as BuildHighlightOptions } from './plugins/build-highlight/options';
import rehypeBuildHighlight from './plugins/build-highlight/rehype';
import type { Options as BuildPipelineOptions } from './plugins/build-pipeline/options';
import type { Options as LlmsOptions } from './plugins/llms/options';
import type { Options as ToastsOptions } from './plugins/toasts/options';
import { openapiFile } from './plugins/openapi/document';
import remarkOpenApi from './plugins/openapi/remark';
import { cachedFrontMatterParser } from './plugins/mdx-source/frontMatter';
import { handOverParsedTree } from './plugins/mdx-source/parsedTrees';
import { searchPagePath } from './plugins/search/client/searchUrl';
import { socialCardPath } from './plugins/social-card';
import rehypeTableLabels from './plugins/stacked-tables/rehype';
import rehypeTaskListLabels from './plugins/task-lists/rehype';
import { brandCustomMedia } from './src/brand/customMedia';
import { brandStylesheet } from './src/brand/cssVariables';
import { brandPrismThemes } from './src/brand/prismThemes';
import { toastSettings } from './src/brand/toast';
import { firstMessageRequest, firstMessageSnippet } from './src/components/FirstMessage/request';
import { deployTarget } from './src/deployTarget';
import { hasFullGitHistory } from './src/gitHistory';
import { site } from './src/site';
import { fonts, palettes } from './src/tokens';

// Shared by the pages and their Markdown copies, so both say the same.
const remarkPlugins = [remarkOpenApi];

// The grammars added to the theme's, in load order (javascript extends clike): the build
// colours code in these and in every language the theme's Prism bundles (YAML, Go, TSX…,
// plugins/build-highlight); the request builder's live code, in the browser, has only
// these, on Prism's bare core (plugins/prism-on-demand).
const prismLanguages = ['clike', 'javascript', 'js-extras', 'bash', 'json', 'python'];
// Languages only the pages show (the CSV file on /3-0-messages): coloured at build time, so
// the browser never loads their grammars.
const buildLanguages = [...prismLanguages, 'csv'];

const config = {
  title: site.name,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: '/',
  // Each page is written as introduction.html and linked as /introduction: every host
  // the README names answers that address 200 without a redirect (a folder with
  // index.html would be redirected to /introduction/ by Cloudflare Pages, Netlify and
  // GitHub Pages).
  trailingSlash: false,
  staticDirectories: ['static'],
  // The app's bundles start after the first paint (plugins/page-scripts).
  ssrTemplate: pageScriptsPlugin.appAfterPaintTemplate,

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
    parseFrontMatter: cachedFrontMatterParser(),
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
    },
  },

  // The site's own plugins (plugins/*), each with its options checked when the build starts.
  plugins: [
    // The browser renders with Preact (React's API, a third of its bytes); the server with React.
    importedPlugin(preactInBrowserPlugin),
    // Scripts compiled as they stream in, off the main thread (V8's explicit compile hint).
    importedPlugin(compileOnDownloadPlugin),
    // Each page's template lists the route chunks it needs, for the loader to start after
    // the first paint with the app's bundles (ssrTemplate above).
    importedPlugin(pageScriptsPlugin),
    // The brand's CSS variables in every page's head, its breakpoints as custom media.
    importedPlugin(brandTokensPlugin, {
      stylesheet: brandStylesheet(),
      customMedia: brandCustomMedia(),
    } satisfies BrandTokensOptions),
    importedPlugin(announcementBarIdPlugin),
    // On the first page, Markdown's blocks and code lines stay as the server wrote them:
    // the app does not render them again to hydrate them.
    importedPlugin(keptServerMarkupPlugin),
    // The toast API (`@theme/Toast`), its toaster loaded with the first toast, in the brand's settings.
    importedPlugin(toastsPlugin, toastSettings satisfies ToastsOptions),
    // The words a page writes its last-updated day with, in each locale (src/theme/LastUpdated).
    importedPlugin(localeDatesPlugin),
    // A second build renders again only the pages an edit could change; the others are
    // written as the last build rendered them (plugins/rendered-pages-cache).
    importedPlugin(renderedPagesCachePlugin),
    // Everything made once the pages are written, in an order checked from what each step
    // reads and writes (plugins/build-pipeline): the pages rewritten (fonts subset to their
    // characters, unused CSS dropped), the search index, the Markdown copies, the downloads,
    // the social card and the sitemap, then the security headers (CSP hashes of the inline
    // scripts), _headers and _nginx, and .gz/.br copies.
    importedPlugin(buildPipelinePlugin, {
      // The faces a first view draws in: the body text's, its bold (the sidebar's current
      // page, labels, the landing page's buttons), and the headings' and navbar title's
      // (Montserrat 700), so a first visit shows them (font-display: optional).
      fonts: {
        preload: ['lato-latin-400-normal', 'lato-latin-700-normal', 'montserrat-latin-700-normal'],
      },
      // The link-preview card (og:image): the title, tagline and host in the brand's
      // colours (the footer's), fonts and light-on-dark logo.
      socialCard: {
        palette: {
          background: palettes.light.footerBackground,
          accent: palettes.light.secondary,
          text: palettes.light.footerText,
          secondaryText: palettes.light.footerLink,
        },
        fonts,
        logo: 'static/img/logo-dark.svg',
      },
      sitemap: {
        ignorePatterns: [searchPagePath],
        lastmod: null,
        changefreq: null,
        priority: null,
      },
      // GitHub Pages cannot redirect: there each page's folder index
      // (introduction/index.html) sends the reader on to the page, so /introduction/ and
      // /introduction/index.html reach it (`npm run build:github-pages`).
      folderRedirects: deployTarget() === 'github-pages',
    } satisfies BuildPipelineOptions),
    // Markdown copies of the docs, llms.txt and llms-full.txt (and the dev server's), read
    // with the docs' remarkPlugins. The copies of the pages that draw openapi.yaml are made
    // again when it changes.
    importedPlugin(llmsPlugin, {
      remarkInputs: [openapiFile()],
      files: openapiPlugin.openapiLlmsFiles,
    } satisfies LlmsOptions),
    // openapi.yaml published as YAML, JSON and a Postman collection.
    importedPlugin(openapiPlugin),
    // Code coloured at build time (the docs' blocks by its rehype plugin below, the landing
    // page's request as a snippet), drawn by its code block: no page loads Prism to show code.
    importedPlugin(buildHighlightPlugin, {
      languages: buildLanguages,
      theme: brandPrismThemes.light,
      snippets: { [firstMessageSnippet]: { code: firstMessageRequest, language: 'bash' } },
    } satisfies BuildHighlightOptions),
    // `npm start` compiles a page when it is opened, not every page at start (lazy compilation).
    importedPlugin(devFilesPlugin),
    // The request builder's live code, highlighted in the browser with only the grammars
    // listed in prism.additionalLanguages.
    importedPlugin(prismOnDemandPlugin),
    // Full-text search built into the site: the /search page, and an index of every
    // page's sections written after the build and searched in the browser.
    importedPlugin(searchPlugin),
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          // Each page's tree as the MDX loader parses it, handed to its Markdown copy
          // (plugins/llms), so a build parses a page once.
          beforeDefaultRemarkPlugins: [handOverParsedTree],
          // Field tables and endpoints rendered from openapi.yaml.
          remarkPlugins,
          rehypePlugins: [
            // Column names on table cells, for the stacked tables of a phone.
            rehypeTableLabels,
            // Task lists' checkboxes named by their items' words, for screen readers.
            rehypeTaskListLabels,
            // Code blocks coloured at build time: no page loads Prism to show its code.
            [rehypeBuildHighlight, { languages: buildLanguages, theme: brandPrismThemes.light }],
          ],
          // The date each page last changed, from git; hidden when the checkout's history is
          // shallow, where every page would show the date of the one commit it has.
          showLastUpdateTime: hasFullGitHistory(process.cwd()),
          lastVersion: 'current',
          versions: { current: { label: 'Next' } },
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        // Written by the build pipeline, after the pages and before the headers.
        sitemap: false,
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
