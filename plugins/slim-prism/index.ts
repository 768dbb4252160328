import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Resolves `prism-react-renderer` to ./client (its Highlight on Prism's bare core) in
 * the client and server bundles alike, so server-rendered code blocks hydrate unchanged.
 */
export default function slimPrismPlugin(context: LoadContext): Plugin {
  return {
    name: 'slim-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': join(context.siteDir, 'plugins/slim-prism/client/index.ts'),
          },
        },
      };
    },
  };
}
