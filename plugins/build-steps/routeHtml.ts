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
