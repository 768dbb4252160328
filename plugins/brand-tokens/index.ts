import type { LoadContext, Plugin } from '@docusaurus/types';

import type { PluginOptions } from './options';

export { validateOptions } from './options';

/** The part of a PostCSS stylesheet this plugin touches. */
type CssRoot = { prepend: (css: string) => unknown };

/**
 * Puts the brand's CSS variables and the fonts' fallback faces inline in every page's
 * head: one source of truth for colours and fonts, painted before any stylesheet loads.
 * Gives every stylesheet the brand's breakpoints as custom media.
 */
export default function brandTokensPlugin(
  _context: LoadContext,
  { stylesheet, customMedia }: PluginOptions,
): Plugin {
  return {
    name: 'chitchatlabs-brand-tokens',
    injectHtmlTags() {
      return {
        headTags: [{ tagName: 'style', attributes: { id: 'brand-tokens' }, innerHTML: stylesheet }],
      };
    },
    configurePostCss(options) {
      // First, so that postcss-preset-env finds the definitions when it resolves them.
      options.plugins.unshift({
        postcssPlugin: 'brand-custom-media',
        Once: (root: CssRoot) => root.prepend(customMedia),
      });
      return options;
    },
  };
}
