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

/** The URL paths of the served files outside the hashed assets: every page form, every other file. */
function revalidatedPaths(files: readonly string[]): string[] {
  const paths = files.flatMap((file) => (file.endsWith('.html') ? pagePaths(file) : [`/${file}`]));
  return [...new Set(paths.filter((path) => !path.startsWith(hashedAssetsPrefix)))];
}

/**
 * The `_headers` file (Netlify / Cloudflare Pages) for the served `files` of a build.
 * Those hosts merge every rule that matches a path and join repeated headers with
 * commas, so no two rules set the same header on one path: security headers on `/*`,
 * Cache-Control on the assets' prefix and on each other path (as nginx does).
 */
export function renderHeadersFile(
  scriptHashes: readonly string[],
  files: readonly string[],
): string {
  const revalidated = revalidatedPaths(files);
  const revalidate: Header[] = [['Cache-Control', cacheControl.revalidate]];
  return [
    `# ${generatedNotice}`,
    ...block('/*', securityHeaders(scriptHashes)),
    ...block(`${hashedAssetsPrefix}*`, [['Cache-Control', cacheControl.immutable]]),
    ...revalidated.flatMap((path) => block(path, revalidate)),
    '',
  ].join('\n');
}
