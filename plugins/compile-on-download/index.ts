import type { CurrentBundler, Plugin } from '@docusaurus/types';

/** The bundler's compiler (Rspack's, or webpack's: the site builds with either). */
type Compiler = InstanceType<CurrentBundler['instance']['Compiler']>;

export { validateNoOptions as validateOptions } from '../noOptions';

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): the
 * functions of a script that starts with it are compiled while the script streams in, on
 * a background thread, instead of one by one on the main thread the first time each runs.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * The scripts that carry it: the app's and a long page's content, whose functions are most
 * of the compiling a page does. On each smaller chunk there is little to compile, and the
 * hint would still add its bytes to every page that loads the chunk (about 23 gzip bytes
 * each; a doc page loads about ten of them, and the longest is at the 96 KiB target).
 */
export const hintedScriptBytes = 30 * 1024;

/** The hint at the start of every script of at least `hintedScriptBytes`. */
class CompileHintPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, which drops comments, and before the content hashes.
        { name: 'CompileHintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!name.endsWith('.js') || source.size() < hintedScriptBytes) continue;
            compilation.updateAsset(name, new sources.ConcatSource(`${compileHint}\n`, source));
          }
        },
      );
    });
  }
}

export default function compileOnDownloadPlugin(): Plugin {
  return {
    name: 'chitchatlabs-compile-on-download',
    configureWebpack(config, isServer) {
      // Not under `npm start`: there it would rewrite the app's script, megabytes at a
      // thousand pages, on every compile that shows an edit.
      if (isServer || config.mode !== 'production') return {};
      return { plugins: [new CompileHintPlugin()] };
    },
  };
}
