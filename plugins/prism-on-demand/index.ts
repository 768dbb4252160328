import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';

export { validateNoOptions as validateOptions } from '../noOptions';

/** theme-classic's client module that adds the grammars to Prism when the app starts. */
const grammarsAtStart = (siteDir: string): string =>
  join(
    dirname(
      createRequire(join(siteDir, 'package.json')).resolve(
        '@docusaurus/theme-classic/package.json',
      ),
    ),
    'lib/prism-include-languages',
  );

/** This plugin's browser modules, wherever the site folder is. */
const clientModule = (file: string): string =>
  fileURLToPath(new URL(`./client/${file}`, import.meta.url));

/**
 * Resolves `prism-react-renderer` to ./client (its Highlight on Prism's bare core) in
 * the client and server bundles alike, so server-rendered code blocks hydrate unchanged;
 * the grammars load with it (not when the app starts), so Prism is only in the chunks
 * of pages with code.
 */
export default function prismOnDemandPlugin(context: LoadContext): Plugin {
  return {
    name: 'chitchatlabs-prism-on-demand',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': clientModule('index.ts'),
            [`${grammarsAtStart(context.siteDir)}$`]: clientModule('grammarsWithHighlighter.ts'),
          },
        },
      };
    },
  };
}
