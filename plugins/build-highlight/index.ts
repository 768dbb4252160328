import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';

import type { PluginOptions } from './options';
import { packLine } from './packedLines';
import { createTokenizer } from './tokenize';

export { validateOptions } from './options';

/** `@theme/HighlightedCodeBlock`, and the `MDXComponents/Code` that draws Markdown's code with it. */
const themePath = fileURLToPath(new URL('./theme', import.meta.url));

/**
 * Code coloured at build time, so that no page loads a highlighter to show its code:
 * Markdown's code blocks through ./rehype (in the docs' rehypePlugins), and the snippets
 * components show through generated data.
 */
export default function buildHighlightPlugin(
  _context: LoadContext,
  { languages, theme, snippets }: PluginOptions,
): Plugin {
  return {
    name: 'chitchatlabs-build-highlight',
    getThemePath: () => themePath,
    async contentLoaded({ actions }) {
      const tokenize = createTokenizer(languages, theme);
      for (const [name, { code, language }] of Object.entries(snippets)) {
        await actions.createData(
          `${name}.json`,
          JSON.stringify(tokenize(code, language).map(packLine)),
        );
      }
    },
  };
}
