/**
 * The one source of truth for the HTTP headers the site is served with, and for the
 * names the web server shares with the build. The build renders it twice: as nginx
 * includes (deploy/nginx.conf, rendered by ./nginxConf, loads them) and as a
 * `_headers` file for CDN-style hosts.
 */

export type Header = readonly [name: string, value: string];

/** Files under this prefix carry a content hash in their name, so never change. */
export const hashedAssetsPrefix = '/assets/';

export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
} as const;

export type CacheClass = keyof typeof cacheControl;

/** The build's files for the web server, which it must not serve: CDN rules and nginx includes. */
export const headersFile = '_headers';
export const redirectsFile = '_redirects';
export const nginxIncludesDir = '_nginx';

/** The nginx include with every header of one cache class, under the build folder. */
export const nginxIncludeFile = (cacheClass: CacheClass): string =>
  `${nginxIncludesDir}/${cacheClass}.conf`;

/** Browser features the site does not use: all denied. (Clipboard stays: code blocks copy.) */
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/**
 * The Content-Security-Policy for a build whose inline scripts hash to
 * `scriptHashes` (values like `sha256-…`). Scripts: own origin plus exactly those
 * inline scripts; no eval. Styles keep 'unsafe-inline': React style attributes and
 * the toast library's injected stylesheet need it, and styles cannot run code.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const directives: ReadonlyArray<readonly [string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Headers every response carries, whatever the file. */
export function securityHeaders(scriptHashes: readonly string[]): Header[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(scriptHashes)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', deniedFeatures.map((feature) => `${feature}=()`).join(', ')],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** The full header set for one class of file. */
export function headersFor(cacheClass: CacheClass, scriptHashes: readonly string[]): Header[] {
  return [...securityHeaders(scriptHashes), ['Cache-Control', cacheControl[cacheClass]]];
}
