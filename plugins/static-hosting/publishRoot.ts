import { resolve } from 'node:path';

import type { BuiltSite } from '../build-steps/step';

/** Where the site is published and the URL path each locale's build sits under there. */
export type PublishLayout = {
  /** The folder the host publishes: the default locale's build, the others' in folders of it. */
  root: string;
  /** Each locale's URL path under the root, `/` for the default locale (`/ar/` for another). */
  localePaths: string[];
};

/**
 * Docusaurus builds one locale at a time, the default locale first into the output folder
 * (emptying it) and each other locale into a folder of it (`build/ar/`) named by the part
 * its base URL adds to the default locale's; each build runs its own postBuild with its
 * own `outDir`. Files the host reads only at the publish root (`_headers`) therefore
 * belong in `root`, covering every locale built so far.
 */
export function publishLayout({ outDir, i18n }: Pick<BuiltSite, 'outDir' | 'i18n'>): PublishLayout {
  // A build step tested on its own gets no i18n: one locale, at the root.
  if (!i18n) return { root: outDir, localePaths: ['/'] };
  const defaultBaseUrl = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? '/';
  const pathOf = (locale: string): string =>
    (i18n.localeConfigs[locale]?.baseUrl ?? defaultBaseUrl).replace(defaultBaseUrl, '/');
  const currentPath = pathOf(i18n.currentLocale);
  const levelsUp = currentPath
    .split('/')
    .filter(Boolean)
    .map(() => '..');
  return {
    root: resolve(outDir, ...levelsUp),
    localePaths: [...new Set(i18n.locales.map(pathOf))].sort(),
  };
}
