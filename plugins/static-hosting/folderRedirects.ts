import { access, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import pMap from 'p-map';

import { pagesAtOnce } from '../build-steps/pages';
import type { BuildStep, BuiltSite } from '../build-steps/step';

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The folder index of the page at `address` (`/introduction`): a page that sends the
 * reader on to the address at once (a meta refresh, which the CSP does not govern, so
 * no script) and names it as canonical, so a search engine files it under the page.
 */
export function folderRedirectHtml(address: string, canonicalUrl: string, lang: string): string {
  const target = escapeAttribute(address);
  return [
    '<!doctype html>',
    `<html lang="${escapeAttribute(lang)}">`,
    '<meta charset="utf-8">',
    `<title>${target}</title>`,
    `<link rel="canonical" href="${escapeAttribute(canonicalUrl)}">`,
    `<meta http-equiv="refresh" content="0; url=${target}">`,
    `<p><a href="${target}">${escapeAttribute(canonicalUrl)}</a></p>`,
    '',
  ].join('\n');
}

const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * The file a route's folder index goes in (`introduction/index.html` for
 * `/introduction`), or none for a route that is a folder already (`/`, `/ar/`) or a file
 * (`/404.html`).
 */
export function folderIndexOf(route: string, baseUrl: string): string | undefined {
  const path = route.slice(baseUrl.length);
  if (!path || path.endsWith('/') || /\.html$/.test(path)) return undefined;
  return `${path}/index.html`;
}

/**
 * For each page written as `introduction.html`, `introduction/index.html` sending the
 * reader on to `/introduction`: on GitHub Pages, which serves `introduction.html` at
 * `/introduction` and a folder's `index.html` at `/introduction/` when both are there
 * and cannot redirect, `/introduction/` and `/introduction/index.html` then reach the
 * page instead of answering 404. Each is written from its own route, a few at a time;
 * a file already there (from `static/`) is left as it is.
 */
const writeFolderRedirects = async (site: BuiltSite): Promise<void> => {
  const { outDir, routesPaths, siteConfig, i18n } = site;
  const { baseUrl, url } = siteConfig;
  // A step tested on its own gets no i18n.
  const lang = i18n
    ? (i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale)
    : 'en';
  let written = 0;
  await pMap(
    routesPaths,
    async (route) => {
      const index = folderIndexOf(route, baseUrl);
      if (!index) return;
      const page = join(outDir, `${index.slice(0, -'/index.html'.length)}.html`);
      const file = join(outDir, index);
      if (!(await exists(page)) || (await exists(file))) return;
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, folderRedirectHtml(route, `${url}${route}`, lang));
      written += 1;
    },
    { concurrency: pagesAtOnce },
  );
  console.info(`[static-hosting] ${written} folder index(es) sending the reader to their page.`);
};

/** Run for GitHub Pages only (`DEPLOY_TARGET=github-pages`): other hosts redirect these forms. */
export const folderRedirectsStep: BuildStep = {
  name: 'folder redirects (GitHub Pages)',
  reads: ['pages'],
  writes: ['folder redirects'],
  run: writeFolderRedirects,
};
