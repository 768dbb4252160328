import type { ConfigureWebpackUtils, Plugin } from '@docusaurus/types';

/** The bundler's types as Docusaurus's plugin API gives them. */
type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];
type RuleSetRule = ReturnType<ConfigureWebpackUtils['getStyleLoaders']>[number];

/** Class names as Docusaurus gives CSS modules, so they read the same in the page. */
const localIdentName = '[local]_[contenthash:base64:4]';

/**
 * The bundler rule for a stylesheet that ships inside the lazy chunk that imports it:
 * a CSS module whose default export is its CSS text (class names as named exports),
 * added to the page by the component. Docusaurus puts every other stylesheet of the
 * site into the one file each page loads before its first paint; this one stays out
 * of it, so the pages that never open the component load none of it.
 */
export function cssInLazyChunk(
  config: Configuration,
  isServer: boolean,
  utils: ConfigureWebpackUtils,
  stylesheet: string,
): void {
  const rules = config.module?.rules ?? [];
  for (const rule of rules) {
    if (!rule || typeof rule !== 'object') continue;
    const { test } = rule as RuleSetRule;
    if (test instanceof RegExp && test.test('a.module.css')) {
      const ruleSet = rule as RuleSetRule;
      ruleSet.exclude = ruleSet.exclude ? [ruleSet.exclude, stylesheet] : stylesheet;
    }
  }
  const loaders = utils.getStyleLoaders(isServer, {
    esModule: true,
    exportType: 'string',
    importLoaders: 1,
    modules: { localIdentName, namedExport: true },
  });
  // Without the loader that extracts CSS into the site's stylesheet (browser build).
  const use = loaders.filter((entry) =>
    /[\\/](css|postcss)-loader[\\/]/.test(String(entry.loader)),
  );
  rules.push({ test: stylesheet, use });
}
