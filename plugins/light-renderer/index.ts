import { join } from 'node:path';
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

export default function lightRendererPlugin(context: LoadContext): Plugin {
  return {
    name: 'chitchatlabs-light-renderer',
    getClientModules() {
      return [join(context.siteDir, 'plugins/light-renderer/scrollToHash.ts')];
    },
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Docusaurus aliases react and react-dom to the site's copies; the first alias that
      // matches wins, so these replace those rather than follow them.
      const {
        react,
        'react-dom': reactDom,
        ...others
      } = (config.resolve?.alias ?? {}) as Record<string, unknown>;
      void react;
      void reactDom;
      config.resolve = { ...config.resolve, alias: { ...clientRendererAliases, ...others } };
      return {};
    },
  };
}
