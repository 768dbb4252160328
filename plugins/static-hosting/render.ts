import {
  hashedAssetsPrefix,
  headersFor,
  securityHeaders,
  cacheControl,
  type CacheClass,
  type Header,
} from './headerPolicy';

const generatedNotice = 'Generated at build time by plugins/static-hosting; do not edit.';

/** nginx cannot escape `$` in a string and these would end or break the quoted value. */
function nginxQuoted(value: string): string {
  if (/["\\$\n\r]/.test(value)) throw new Error(`Header value not safe for nginx: ${value}`);
  return `"${value}"`;
}

/**
 * One nginx include per cache class: every header as `add_header … always`, so
 * error responses carry them too. nginx drops inherited add_header lines in any
 * block that has its own, hence one complete file per class.
 */
export function renderNginxInclude(
  cacheClass: CacheClass,
  scriptHashes: readonly string[],
): string {
  const lines = headersFor(cacheClass, scriptHashes).map(
    ([name, value]) => `add_header ${name} ${nginxQuoted(value)} always;`,
  );
  return [`# ${generatedNotice}`, ...lines, ''].join('\n');
}

/** The URL paths a page file answers on a CDN-style host (pretty URLs, with or without slash). */
export function pagePaths(htmlFile: string): string[] {
  if (htmlFile === 'index.html') return ['/'];
  if (htmlFile.endsWith('/index.html')) {
    const dir = `/${htmlFile.slice(0, -'/index.html'.length)}`;
    return [dir, `${dir}/`];
  }
  return [`/${htmlFile}`, `/${htmlFile.slice(0, -'.html'.length)}`];
}

function block(path: string, headers: readonly Header[]): string[] {
  return [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)];
}

/** Each locale's hashed assets' prefix (`/assets/`, `/ar/assets/`). */
const assetsPrefixes = (localePaths: readonly string[]): string[] =>
  localePaths.map((localePath) => `${localePath}${hashedAssetsPrefix.slice(1)}`);

/** The URL paths of the served files outside the hashed assets: every page form, every other file. */
function revalidatedPaths(files: readonly string[], localePaths: readonly string[]): string[] {
  const paths = files.flatMap((file) => (file.endsWith('.html') ? pagePaths(file) : [`/${file}`]));
  const hashed = assetsPrefixes(localePaths);
  return [...new Set(paths.filter((path) => !hashed.some((prefix) => path.startsWith(prefix))))];
}

/**
 * The `_headers` file (Netlify / Cloudflare Pages) for the served `files` of a build,
 * whose locales sit under `localePaths` (`/`, `/ar/`), each with its own hashed assets.
 * Those hosts merge every rule that matches a path and join repeated headers with
 * commas, so no two rules set the same header on one path: security headers on `/*`,
 * Cache-Control on each assets' prefix and on each other path (as nginx does).
 */
export function renderHeadersFile(
  scriptHashes: readonly string[],
  files: readonly string[],
  localePaths: readonly string[] = ['/'],
): string {
  const revalidated = revalidatedPaths(files, localePaths);
  const revalidate: Header[] = [['Cache-Control', cacheControl.revalidate]];
  const immutable: Header[] = [['Cache-Control', cacheControl.immutable]];
  return [
    `# ${generatedNotice}`,
    ...block('/*', securityHeaders(scriptHashes)),
    ...assetsPrefixes(localePaths).flatMap((prefix) => block(`${prefix}*`, immutable)),
    ...revalidated.flatMap((path) => block(path, revalidate)),
    '',
  ].join('\n');
}
