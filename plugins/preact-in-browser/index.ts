import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';

export { validateNoOptions as validateOptions } from '../noOptions';

/**
 * The React modules the browser bundles get from Preact's compatibility layer, which
 * renders and hydrates the same components in about a third of React DOM's bytes. The
 * server bundle keeps React: the pages are rendered to HTML by React as before.
 */
export const clientRendererAliases = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
} as const;

/**
 * `@docusaurus/utils-common` (which core's Link imports) in the browser with only the
 * tslib helper it calls (./tslibHelpers.ts), not all of tslib.
 */
const utilsCommonDir = dirname(createRequire(import.meta.url).resolve('@docusaurus/utils-common'));
const tslibHelpers = fileURLToPath(new URL('./tslibHelpers.ts', import.meta.url));
const utilsCommonWithTslibHelpers = {
  include: utilsCommonDir,
  resolve: { alias: { tslib$: tslibHelpers } },
};

/**
 * Makes the bundler's persistent cache anew when this plugin's aliases or rules change:
 * Rspack keeps a package's resolved imports while the package is unchanged, so a build
 * on a cache made before an alias here was added or changed would still bundle the
 * module the alias replaces (seen with the rule for utils-common's tslib).
 */
function cacheDependsOnAliases(
  config: Parameters<NonNullable<Plugin['configureWebpack']>>[0],
): void {
  const { cache } = (config.experiments ?? {}) as { cache?: unknown };
  if (typeof cache !== 'object' || cache === null) return;
  const persistent = cache as { buildDependencies?: string[] };
  persistent.buildDependencies = [
    ...(persistent.buildDependencies ?? []),
    fileURLToPath(import.meta.url),
    tslibHelpers,
  ];
}

/**
 * The site's config as the pages read it (`useDocusaurusContext`), without the plugins'
 * and presets' options and the page template: the build's own settings (the brand
 * stylesheet, the code theme, the card's colours, the HTML every page is written from),
 * which no page reads and Docusaurus would otherwise bundle into every page's main script.
 */
function configForPages(siteConfig: LoadContext['siteConfig']): string {
  const { plugins, presets, ssrTemplate, ...forPages } = siteConfig;
  void plugins;
  void presets;
  void ssrTemplate;
  return `export default ${JSON.stringify(forPages)};\n`;
}

export default function preactInBrowserPlugin(context: LoadContext): Plugin {
  let pagesConfig = '';
  return {
    name: 'chitchatlabs-preact-in-browser',
    getClientModules() {
      return [fileURLToPath(new URL('./scrollToHash.ts', import.meta.url))];
    },
    async contentLoaded({ actions }) {
      pagesConfig = await actions.createData(
        'docusaurus.config.mjs',
        configForPages(context.siteConfig),
      );
    },
    configureWebpack(config, isServer) {
      // The first alias that matches wins: these come before Docusaurus's own (react and
      // react-dom to the site's copies in the browser, @generated to its generated files).
      const aliases = (config.resolve?.alias ?? {}) as Record<string, unknown>;
      const { react, 'react-dom': reactDom, ...others } = aliases;
      void react;
      void reactDom;
      const pages = { '@generated/docusaurus.config$': pagesConfig };
      if (!isServer) cacheDependsOnAliases(config);
      config.resolve = {
        ...config.resolve,
        alias: isServer
          ? { ...pages, ...aliases }
          : { ...pages, ...clientRendererAliases, ...others },
      };
      return isServer ? {} : { module: { rules: [utilsCommonWithTslibHelpers] } };
    },
  };
}
