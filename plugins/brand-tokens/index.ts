import type { Plugin } from '@docusaurus/types';

import { brandCustomMedia } from '../../src/brand/customMedia';
import { brandStylesheet } from '../../src/brand/cssVariables';

/** The part of a PostCSS stylesheet this plugin touches. */
type CssRoot = { prepend: (css: string) => unknown };

/**
 * Puts the brand's CSS variables, generated from src/tokens.ts, inline in every page's
 * head: one source of truth for colours and fonts, painted before any stylesheet loads.
 * Gives every stylesheet the breakpoints of the tokens as custom media.
 */
export default function brandTokensPlugin(): Plugin {
  const customMedia = brandCustomMedia();
  return {
    name: 'brand-tokens',
    injectHtmlTags() {
      return {
        headTags: [
          { tagName: 'style', attributes: { id: 'brand-tokens' }, innerHTML: brandStylesheet() },
        ],
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
