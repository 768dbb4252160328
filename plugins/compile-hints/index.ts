import type { Plugin } from '@docusaurus/types';

export { validateNoOptions as validateOptions } from '../noOptions';

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): the
 * functions of a script that starts with it are compiled while the script streams in, on
 * a background thread, instead of one by one on the main thread the first time each runs.
 * A page runs most of the functions in the scripts it loads (the app, the page's content,
 * the components it hydrates), so that work leaves the tasks a reader waits on.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'chitchatlabs-compile-hints',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { BannerPlugin, Compilation } = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: compileHint,
            raw: true,
            test: /\.js$/,
            // After minification, which drops comments, and before the content hashes.
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}
