import type { Plugin } from '@docusaurus/types';

import { brandStylesheet } from '../../src/brand/cssVariables';

/**
 * Puts the brand's CSS variables, generated from src/tokens.ts, inline in every page's
 * head: one source of truth for colours and fonts, painted before any stylesheet loads.
 */
export default function brandTokensPlugin(): Plugin {
  return {
    name: 'brand-tokens',
    injectHtmlTags() {
      return {
        headTags: [
          { tagName: 'style', attributes: { id: 'brand-tokens' }, innerHTML: brandStylesheet() },
        ],
      };
    },
  };
}
