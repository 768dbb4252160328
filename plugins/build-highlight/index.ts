import type { Plugin } from '@docusaurus/types';

import { createTokenizer } from './tokenize';

export type Snippet = { code: string; language: string };

export type BuildHighlightPluginOptions = {
  /** themeConfig.prism.additionalLanguages: the grammars, in load order. */
  languages: readonly string[];
  /**
   * Code that components (not Markdown) show, coloured at build time: each is written to
   * `@generated/build-highlight/default/<name>.json` as lines of tokens, for
   * `theme/tokenLines` to draw. Markdown's code blocks are coloured by ./rehype.
   */
  snippets: Record<string, Snippet>;
};

export default function buildHighlightPlugin({
  languages,
  snippets,
}: BuildHighlightPluginOptions): Plugin {
  return {
    name: 'build-highlight',
    async contentLoaded({ actions }) {
      const tokenize = createTokenizer(languages);
      for (const [name, { code, language }] of Object.entries(snippets)) {
        await actions.createData(`${name}.json`, JSON.stringify(tokenize(code, language)));
      }
    },
  };
}
