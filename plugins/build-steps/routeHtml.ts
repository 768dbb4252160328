import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { readOutputHTMLFile } from '@docusaurus/utils';

/**
 * The built HTML of a route, found as Docusaurus writes it (`/` → index.html, `/a` →
 * a.html, or a/index.html on a site without `trailingSlash: false`).
 */
export const readRouteHtml = async (
  outDir: string,
  route: string,
  baseUrl: string,
): Promise<string> =>
  (await readOutputHTMLFile(`/${route.slice(baseUrl.length)}`, outDir, undefined)).toString('utf8');

/**
 * The path of a route's built page, looked for where `readOutputHTMLFile` looks (the
 * folder's index.html first), for a reader that reads the page with others
 * (./pageReading.ts); none when the route has no page of its own.
 */
export async function routeHtmlFile(
  outDir: string,
  route: string,
  baseUrl: string,
): Promise<string | undefined> {
  const permalink = `/${route.slice(baseUrl.length)}`;
  const inFolder = join(outDir, permalink, 'index.html');
  const named = join(outDir, permalink.replace(/\/$/, ''));
  const asFile = /\.html?$/i.test(named) ? named : `${named}.html`;
  for (const file of [inFolder, asFile]) {
    const found = await stat(file).catch(() => undefined);
    if (found?.isFile()) return file;
  }
  return undefined;
}
