/**
 * The address the site links a page by, found from what a request names: with
 * `trailingSlash: false` Docusaurus writes `/introduction` as introduction.html and a
 * locale's landing page `/ar/` as ar/index.html. The `.html`, `/index.html` and
 * trailing-slash forms of a page name the same page (redirected once to its address,
 * as Cloudflare Pages does).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';

import { markdownPathFor } from '../plugins/llms/client/markdownPath';

function isFile(dir: string, path: string): boolean {
  try {
    return statSync(join(dir, path)).isFile();
  } catch {
    return false; // missing, or a file where the path needs a folder
  }
}

/** The address of the page `path` names in the build `dir`, or undefined if it names none. */
export function pageAddressOf(dir: string, path: string): string | undefined {
  // A path that leaves the build (`..`) or holds a NUL names no page of it.
  if (/(^|\/)\.\.(\/|$)|\0/.test(path)) return undefined;
  const base = path
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  // The not-found page answers missing paths only.
  if (/(^|\/)404$/.test(base)) return undefined;
  if (base === '') return '/';
  if (isFile(dir, `${base}.html`)) return base;
  if (isFile(dir, `${base}/index.html`)) return `${base}/`;
  return undefined;
}

/** The built file of a page's address. */
export const pageFileOf = (address: string): string =>
  address.endsWith('/') ? `${address}index.html` : `${address}.html`;

/** The page's Markdown copy in the build, if it has one. */
export function markdownCopyOf(dir: string, address: string): string | undefined {
  const copy = markdownPathFor(address);
  return isFile(dir, copy) ? copy : undefined;
}
