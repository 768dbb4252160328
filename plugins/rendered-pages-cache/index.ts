import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { installedVersion } from '../build-steps/cache';
import { renderedPagesKeeper, type RenderedPagesKeeper } from './keeper';
import { serverModulesHash } from './serverModulesHash';

export { validateNoOptions as validateOptions } from '../noOptions';

const pluginName = 'chitchatlabs-rendered-pages-cache';

/**
 * What a page's render depends on besides the bundle and the render's parameters: the
 * code of core's render (which a patch changes without changing its version), the HTML
 * minifier's version, and whether it runs at all.
 */
function renderCodeKey(): string {
  const require = createRequire(import.meta.url);
  const corePackage = require.resolve('@docusaurus/core/package.json');
  const ssgDir = join(dirname(corePackage), 'lib/ssg');
  const hash = createHash('sha256');
  for (const name of readdirSync(ssgDir)
    .filter((file) => file.endsWith('.js'))
    .sort())
    hash.update(name).update(readFileSync(join(ssgDir, name)));
  const faster = require.resolve('@docusaurus/faster/package.json');
  const versionOf = (name: string, from: string): string => {
    try {
      return installedVersion(name, from);
    } catch {
      return 'none';
    }
  };
  hash.update(
    JSON.stringify([
      versionOf('@swc/html', faster),
      // Core's bundler package minifies with it, when `@swc/html` is not installed.
      versionOf('html-minifier-terser', createRequire(corePackage).resolve('@docusaurus/bundler')),
      process.env.SKIP_HTML_MINIFICATION === 'true',
    ]),
  );
  return hash.digest('hex');
}

/**
 * Keeps each page as Docusaurus rendered it, so that a later build renders again only the
 * pages whose render could differ: after one page's edit, that page (./keeper.ts). A build
 * only: the dev server renders no pages.
 */
export default function renderedPagesCachePlugin(
  context: LoadContext,
): Plugin & { renderedPagesKeeper?: RenderedPagesKeeper } {
  if (process.env.NODE_ENV !== 'production') return { name: pluginName };
  const serverModules = serverModulesHash();
  const dir = join(context.siteDir, 'node_modules/.cache', pluginName, context.i18n.currentLocale);
  return {
    name: pluginName,
    configureWebpack: (_config, isServer) => (isServer ? { plugins: [serverModules] } : {}),
    renderedPagesKeeper: renderedPagesKeeper(dir, () => {
      const modules = serverModules.value;
      return modules && `${modules}\0${renderCodeKey()}`;
    }),
  };
}
