import {
  hashedAssetsPrefix,
  headersFor,
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

/** What Cloudflare Pages reads of `_headers`: later rules and longer lines are dropped. */
export const headersFileLimits = { rules: 100, lineLength: 2000 } as const;

/** Files whose type the hosts' own tables get wrong: YAML is `application/yaml` (RFC 9512). */
const contentTypes: ReadonlyArray<readonly [extension: string, type: string]> = [
  ['.yaml', 'application/yaml; charset=utf-8'],
];

/**
 * One rule of `_headers`. `replaces` names headers a broader rule (`/*`) sets that this
 * one sets again: Cloudflare Pages joins a header set by two matching rules with a comma
 * unless the narrower one detaches it (`! Name`); Netlify skips that line (it has no
 * colon) and takes the value of the last matching rule, which is this one.
 */
function rule(
  path: string,
  headers: readonly Header[],
  replaces: readonly string[] = [],
): string[] {
  return [
    path,
    ...replaces.map((name) => `  ! ${name}`),
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
  ];
}

/** Each locale's hashed assets' prefix (`/assets/`, `/ar/assets/`). */
const assetsPrefixes = (localePaths: readonly string[]): string[] =>
  localePaths.map((localePath) => `${localePath}${hashedAssetsPrefix.slice(1)}`);

/**
 * The `_headers` file (Cloudflare Pages, Netlify) for a build whose served `files` sit
 * in locales under `localePaths` (`/`, `/ar/`), each with its own hashed assets. Its
 * size depends on the locales and the few files of a kind of their own, not on the
 * pages: `/*` gives every path the security headers and `Cache-Control: no-cache`
 * (pages, Markdown copies, the sitemap, the search index revalidate); each locale's
 * assets' rule replaces that Cache-Control with a year, immutable; a YAML file gets its
 * type. Throws when the file would pass Cloudflare's limits, which drop rules silently.
 */
export function renderHeadersFile(
  scriptHashes: readonly string[],
  files: readonly string[],
  localePaths: readonly string[] = ['/'],
): string {
  const typed = contentTypes.flatMap(([extension, type]) =>
    files
      .filter((file) => file.endsWith(extension))
      .map((file) => rule(`/${file}`, [['Content-Type', type]], ['Content-Type'])),
  );
  const rules = [
    rule('/*', headersFor('revalidate', scriptHashes)),
    ...assetsPrefixes(localePaths).map((prefix) =>
      rule(`${prefix}*`, [['Cache-Control', cacheControl.immutable]], ['Cache-Control']),
    ),
    ...typed,
  ];
  const lines = rules.flat();
  const long = lines.find((line) => line.length > headersFileLimits.lineLength);
  if (rules.length > headersFileLimits.rules || long)
    throw new Error(
      `_headers: ${rules.length} rules${long ? `, a line of ${long.length} characters` : ''}; Cloudflare Pages reads ${headersFileLimits.rules} rules of lines up to ${headersFileLimits.lineLength} characters.`,
    );
  return [`# ${generatedNotice}`, ...lines, ''].join('\n');
}

/**
 * The `_redirects` file (Cloudflare Pages, Netlify): a page's `/index.html` form, which
 * those hosts would answer 404 (the page is `introduction.html`), redirects once to the
 * page's address; a locale's landing page keeps its slash (`/ar/`), as its folder does.
 */
export function renderRedirectsFile(localePaths: readonly string[] = ['/']): string {
  const localeLandings = localePaths
    .filter((localePath) => localePath !== '/')
    .map((localePath) => `${localePath}index.html ${localePath} 308`);
  return [`# ${generatedNotice}`, ...localeLandings, '/*/index.html /:splat 308', ''].join('\n');
}
