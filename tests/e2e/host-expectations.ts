/**
 * What every host must answer for a build, as one list: the page addresses 200 with the
 * page, the other spellings of a page one redirect to its address, each kind of file with
 * its type and Cache-Control, and the security headers of the build's own policy on all of
 * them. tests/e2e/hosts.spec.ts checks Cloudflare Pages' emulator, nginx and
 * `npm run serve` against the same list, and GitHub Pages' rules (`onGitHubPages`) with
 * the build made for it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { markdownPathFor } from '../../plugins/llms/client/markdownPath';
import { cacheControl, securityHeaders } from '../../plugins/static-hosting/headerPolicy';
import { applyHeaderRules, readHeaderRules } from '../../tools/headers-file';

export type Expectation = {
  path: string;
  /** The request's Accept; a browser's when not given. */
  accept?: string;
  status: 200 | 301 | 308 | 404;
  /** Where a redirect leads (path and query). */
  location?: string;
  /**
   * The answer is a page that sends the reader on at once to this path (a meta refresh)
   * and names it as canonical: a host that cannot redirect.
   */
  refreshTo?: string;
  /** The answer is the very page served at this path. */
  samePageAs?: string;
  /** The media type, and whether it must name charset=utf-8. */
  type?: string;
  utf8?: boolean;
  cache?: string;
  /** Must the answer say it depends on Accept? */
  varyAccept?: boolean;
  /** The Markdown copy, chosen by the request's Accept (a host that does not negotiate sends the page). */
  negotiated?: boolean;
};

export const browserAccept =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

/** Accept headers that rank Markdown above HTML, and ones that do not. */
const prefersMarkdown = [
  'text/markdown',
  'text/markdown, text/html;q=0.9',
  'text/html;q=0.5, text/markdown',
  'text/markdown;q=0.51, text/html;q=0.5',
  'text/markdown, */*;q=0.1',
];
const prefersHtml = [
  browserAccept,
  'text/markdown;q=0.5, text/html',
  'text/html, text/markdown',
  'text/markdown;q=0.9, */*',
  '*/*',
];

/** The path of a page's canonical link, as the site links and lists it (none on some pages). */
const canonicalPath = (html: string): string | undefined => {
  const href = /<link[^>]*\brel="?canonical"?[^>]*\bhref="?([^"\s>]+)/.exec(html)?.[1];
  return href ? new URL(href).pathname : undefined;
};

/**
 * The address of each page of a build: the one its canonical link names, which the
 * sitemap and every link use, else the one its file is served at (a.html is /a,
 * ar/index.html is /ar/).
 */
export function pageAddresses(buildDir: string): string[] {
  const addresses = readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !/^(\w+\/)?assets\//.test(file))
    .filter((file) => !/(^|\/)404\.html$/.test(file) && !file.startsWith('_'))
    .map(
      (file) =>
        canonicalPath(readFileSync(join(buildDir, file), 'utf8')) ??
        `/${file.replace(/index\.html$/, '').replace(/\.html$/, '')}`,
    );
  // A build for GitHub Pages names each page twice: its folder index names it as canonical.
  return [...new Set(addresses)].sort();
}

const page = (path: string, accept?: string): Expectation => ({
  path,
  accept,
  status: 200,
  type: 'text/html',
  utf8: true,
  cache: cacheControl.revalidate,
  varyAccept: true,
});

const redirect = (path: string, location: string): Expectation => ({
  path,
  status: 308,
  location,
});

/** A page's address and every other spelling of it. */
function pageForms(address: string): Expectation[] {
  if (address === '/') return [page('/'), redirect('/index.html', '/')];
  if (address.endsWith('/'))
    return [
      page(address),
      redirect(`${address}index.html`, address),
      redirect(address.slice(0, -1), address),
    ];
  return [
    page(address),
    redirect(`${address}.html`, address),
    redirect(`${address}/`, address),
    redirect(`${address}/index.html`, address),
    redirect(`${address}.html?from=old-link`, `${address}?from=old-link`),
  ];
}

/** A page's Markdown copy by its own path, and (where the host negotiates) on request. */
function markdownForms(
  buildDir: string,
  address: string,
  everyAccept: boolean,
): { copies: Expectation[]; onRequest: Expectation[] } {
  const copy = markdownPathFor(address);
  if (!existsSync(join(buildDir, copy))) return { copies: [], onRequest: [] };
  const markdown = {
    status: 200,
    type: 'text/markdown',
    utf8: true,
    cache: cacheControl.revalidate,
  } as const;
  return {
    copies: [{ path: copy, ...markdown }],
    onRequest: [
      ...(everyAccept ? prefersMarkdown : prefersMarkdown.slice(1, 2)).map(
        (accept): Expectation => ({
          path: address,
          accept,
          ...markdown,
          varyAccept: true,
          negotiated: true,
        }),
      ),
      ...(everyAccept ? prefersHtml : prefersHtml.slice(0, 2)).map((accept) =>
        page(address, accept),
      ),
    ],
  };
}

/** One file of each kind besides the pages: its type, and immutable only under assets/. */
function otherFiles(buildDir: string): Expectation[] {
  const kinds: ReadonlyArray<readonly [RegExp, string, boolean]> = [
    [/^assets\/js\/.+\.js$/, 'application/javascript', false],
    [/^(?!assets\/)[\w-]+\/assets\/js\/.+\.js$/, 'application/javascript', false],
    [/^assets\/css\/.+\.css$/, 'text/css', true],
    [/^assets\/.+\.woff2$/, 'font/woff2', false],
    [/^sitemap\.xml$/, 'application/xml', false],
    [/^search-index\.json$/, 'application/json', false],
    [/^llms\.txt$/, 'text/plain', true],
    [/^openapi\.yaml$/, 'application/yaml', true],
    [/^img\/.+\.svg$/, 'image/svg+xml', false],
  ];
  const files = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).sort();
  return kinds.flatMap(([pattern, type, utf8]) => {
    const file = files.find((name) => pattern.test(name));
    if (!file) return [];
    const hashed = /^([\w-]+\/)?assets\//.test(file);
    const cache = hashed ? cacheControl.immutable : cacheControl.revalidate;
    return [{ path: `/${file}`, status: 200, type, utf8, cache } satisfies Expectation];
  });
}

/**
 * What GitHub Pages must answer instead (tests/e2e/github-pages-host.ts has its rules):
 * it cannot redirect but from a folder to its index, nor negotiate, nor send the build's
 * headers. A page's address still answers the page; its `.html` form and a folder's
 * `index.html` answer the page itself; the trailing-slash form of a page written as
 * `introduction.html`, and its `/index.html` form, answer the folder index the build for
 * GitHub Pages writes, which sends the reader on to the page; a locale's `/ar` is the
 * host's one redirect to `/ar/`. Every other file answers 200 with the host's own type.
 */
export function onGitHubPages(expected: Expectation): Expectation {
  const { path, accept, status, location } = expected;
  const html = { type: 'text/html', utf8: true } as const;
  if (status === 200)
    return expected.type === 'text/html' || expected.negotiated
      ? { path, accept, status, ...html }
      : { path, accept, status };
  if (status === 404) return { path, status, ...html };
  if (location === undefined) return expected;
  const [requested] = path.split('?');
  const [address] = location.split('?');
  if (`${requested}/` === address) return { path, status: 301, location };
  if (/\/(index\.html)?$/.test(requested) && !address.endsWith('/'))
    return { path, status: 200, ...html, refreshTo: address };
  return { path, status: 200, ...html, samePageAs: address };
}

export type HostExpectations = {
  /** What every host answers alike. */
  common: Expectation[];
  /** Markdown on request: what a negotiating host answers; another gets the page. */
  onRequest: Expectation[];
  /** The security headers every answer carries, with this build's values. */
  security: ReadonlyArray<readonly [string, string]>;
};

/** The expectations for a build, on all its pages or on `sample` of them. */
export function hostExpectations(
  buildDir: string,
  sample?: (addresses: string[]) => string[],
): HostExpectations {
  const all = pageAddresses(buildDir);
  const addresses = sample ? sample(all) : all;
  // Every Accept on the first page with a copy, two of each kind on the others.
  const first = addresses.find((address) => existsSync(join(buildDir, markdownPathFor(address))));
  const markdown = addresses.map((address) => markdownForms(buildDir, address, address === first));
  const names = securityHeaders([]).map(([name]) => name);
  const policy = applyHeaderRules(readHeaderRules(buildDir), '/', new Headers());
  return {
    common: [
      ...addresses.flatMap(pageForms),
      ...markdown.flatMap(({ copies }) => copies),
      ...otherFiles(buildDir),
      { path: '/no-such-page', status: 404, type: 'text/html', utf8: true },
    ],
    onRequest: markdown.flatMap(({ onRequest }) => onRequest),
    security: names.map((name) => [name, policy.get(name) ?? ''] as const),
  };
}

/** How an answer differs from what was expected ('' when it does not). */
export async function mismatch(
  origin: string,
  expected: Expectation,
  security: HostExpectations['security'],
): Promise<string> {
  const response = await fetch(`${origin}${expected.path}`, {
    redirect: 'manual',
    headers: { Accept: expected.accept ?? browserAccept },
  });
  const body = await response.text();
  const { headers } = response;
  const problems: string[] = [];
  if (response.status !== expected.status) problems.push(`status ${response.status}`);
  if (expected.refreshTo !== undefined) {
    const refresh = /<meta\s+http-equiv="?refresh"?\s+content="?0;\s*url=([^"\s>]+)/i.exec(
      body,
    )?.[1];
    if (refresh !== expected.refreshTo) problems.push(`refresh to ${refresh}`);
    const canonical = canonicalPath(body);
    if (canonical !== expected.refreshTo) problems.push(`canonical ${canonical}`);
  }
  if (expected.samePageAs !== undefined) {
    const page = await fetch(`${origin}${expected.samePageAs}`, { redirect: 'manual' });
    if ((await page.text()) !== body || page.status !== 200)
      problems.push(`not the page at ${expected.samePageAs}`);
  }
  if (expected.location !== undefined) {
    const location = new URL(headers.get('location') ?? '', origin);
    if (`${location.pathname}${location.search}` !== expected.location)
      problems.push(`location ${headers.get('location')}`);
  }
  const [type, ...params] = (headers.get('content-type') ?? '')
    .split(';')
    .map((part) => part.trim().toLowerCase());
  if (expected.type && type !== expected.type) problems.push(`type ${type}`);
  if (expected.utf8 && !params.includes('charset=utf-8')) problems.push('no charset=utf-8');
  if (expected.cache && headers.get('cache-control') !== expected.cache)
    problems.push(`cache-control ${headers.get('cache-control')}`);
  const vary = (headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
  if (expected.varyAccept && !vary.includes('accept')) problems.push(`vary ${headers.get('vary')}`);
  for (const [name, value] of security)
    if (headers.get(name) !== value) problems.push(`${name} ${headers.get(name)?.slice(0, 40)}`);
  if (!problems.length) return '';
  const accept = expected.accept ? ` (Accept: ${expected.accept})` : '';
  return `${expected.path}${accept}: ${problems.join('; ')}`;
}

/** Every expectation's mismatch, a few requests at a time. */
export async function mismatches(
  origin: string,
  expectations: readonly Expectation[],
  security: HostExpectations['security'],
): Promise<string[]> {
  const found: string[] = [];
  for (let i = 0; i < expectations.length; i += 8) {
    const batch = expectations
      .slice(i, i + 8)
      .map((expected) => mismatch(origin, expected, security));
    found.push(...(await Promise.all(batch)).filter(Boolean));
  }
  return found;
}
