import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import {
  hashedAssetsPrefix,
  headersFile,
  nginxIncludeFile,
  redirectsFile,
  nginxIncludesDir,
  type CacheClass,
} from './headerPolicy';

/**
 * Where a server listens and the folder it serves (the contents of build/), and the URL
 * paths of the locales built into folders of it besides the default one (`/ar/`).
 */
export type NginxSite = { listen: string; root: string; localePaths?: readonly string[] };

/** docs.chitchatlabs.com, as deploy/nginx.conf describes it. */
export const productionSite: NginxSite = { listen: '80', root: '/srv/chitchatlabs-docs' };

/** The command that writes deploy/nginx.conf from this file. */
export const regenerateCommand = 'npx tsx scripts/nginx-conf.ts > deploy/nginx.conf';

/** In a page's location: a request that prefers Markdown is answered by @markdown_copy. */
const markdownOnRequest = `if ($chitchatlabs_wants_markdown) {
        error_page 418 = @markdown_copy;
        return 418;
    }`;

/** A one-digit comparison for each digit: the Markdown q-value's string above HTML's. */
const higherDigitRules = Array.from({ length: 9 }, (_, i) => {
  const digit = i + 1;
  const lower = digit === 1 ? '0' : `[0-${digit - 1}]`;
  return `    "~^(.*)${digit}[^:]*:\\1(?:${lower}|$)" 1;`;
}).join('\n');

/**
 * The maps that decide, as tools/markdown-negotiation.ts does, whether a request prefers
 * a page's Markdown copy: the q-values its Accept gives text/markdown and HTML (text/html,
 * else text/*, else * /*), written as "1." or "0.8" so that comparing them digit by digit
 * compares the numbers; and the copy's path for a page's path.
 */
const markdownNegotiationMaps = String.raw`
# Markdown on request: the q-value Accept gives text/markdown and the one HTML gets
# (from text/html, else text/*, else */*), as "1." or "0.8"; the copy wins only above.
map $http_accept $chitchatlabs_markdown_q {
    "~*(?:^|,)\s*text/markdown(?:\s*;\s*(?!q=)[^;,]*)*\s*;\s*q=([01])(?:\.(\d{0,3}))?" "$1.$2";
    "~*(?:^|,)\s*text/markdown\s*(?:[;,]|$)" "1.";
    default "";
}
map $http_accept $chitchatlabs_html_q {
    "~*(?:^|,)\s*text/html(?:\s*;\s*(?!q=)[^;,]*)*\s*;\s*q=([01])(?:\.(\d{0,3}))?" "$1.$2";
    "~*(?:^|,)\s*text/html\s*(?:[;,]|$)" "1.";
    "~*(?:^|,)\s*text/\*(?:\s*;\s*(?!q=)[^;,]*)*\s*;\s*q=([01])(?:\.(\d{0,3}))?" "$1.$2";
    "~*(?:^|,)\s*text/\*\s*(?:[;,]|$)" "1.";
    "~*(?:^|,)\s*\*/\*(?:\s*;\s*(?!q=)[^;,]*)*\s*;\s*q=([01])(?:\.(\d{0,3}))?" "$1.$2";
    "~*(?:^|,)\s*\*/\*\s*(?:[;,]|$)" "1.";
    default "0.";
}
map "$chitchatlabs_markdown_q:$chitchatlabs_html_q" $chitchatlabs_wants_markdown {
${higherDigitRules}
    default 0;
}
# A page's copy: /introduction.md for /introduction, /index.md for /, /ar/index.md for /ar/.
map $uri $chitchatlabs_markdown_copy {
    "~^(.*/)$" "$1index.md";
    "~^(.+)$" "$1.md";
}
# Pages and copies depend on Accept; caches keep them apart.
map $uri $chitchatlabs_vary {
    "~\.(html|md)$" Accept;
    default "";
}`;

/**
 * The locations by file type, for the root or nested in a locale's location (whose
 * not-found page they then answer with): dot files refused, the `.html` spellings of a
 * page, the OpenAPI description's YAML type and the Markdown copies' type.
 */
function fileTypeLocations(include: (cacheClass: CacheClass) => string, indent: string): string {
  const block = String.raw`location ~ /\. {
    return 404;
}

# /introduction.html, /introduction/index.html and /introduction/ name the page
# /introduction (introduction.html), /ar/index.html the page /ar/: one redirect there.
location ~ ^(?<page>.*?)(?:/index)?\.html$ {
    if ($chitchatlabs_names_no_page) {
        return 404;
    }
    ${include('revalidate')}
    if (-f $document_root$page.html) {
        return 308 $page$is_args$args;
    }
    if (-f $document_root$page/index.html) {
        return 308 $page/$is_args$args;
    }
    return 404;
}
location ~ ^(?<page>/.+)/$ {
    if ($chitchatlabs_names_no_page) {
        return 404;
    }
    ${include('revalidate')}
    add_header Vary $chitchatlabs_vary always;
    if (-f $document_root$page.html) {
        return 308 $page$is_args$args;
    }
    ${markdownOnRequest}
    try_files $uri/index.html =404;
}

# The OpenAPI description (openapi.yaml): YAML's registered type (RFC 9512), which
# mime.types lacks. Its JSON form and the Postman collection are .json files.
location ~ \.yaml$ {
    types { }
    default_type application/yaml;
    ${include('revalidate')}
    try_files $uri =404;
}

# The sitemap: XML's registered type (RFC 7303), as the CDN hosts send it, not
# mime.types' text/xml.
location ~ \.xml$ {
    types { }
    default_type application/xml;
    ${include('revalidate')}
    try_files $uri =404;
}

# Markdown copies of the pages, for readers and tools that want plain text.
location ~ \.md$ {
    types { }
    default_type text/markdown;
    ${include('revalidate')}
    try_files $uri =404;
}`;
  return block
    .split('\n')
    .map((line) => (line ? `${indent}${line}` : line))
    .join('\n');
}

/**
 * The locations of a locale built into a folder of the site (`/ar/`): its own hashed
 * assets, immutable, and its pages and files, a missing one answered with its own
 * not-found page. `^~` keeps the root's regular-expression locations out, so they are
 * repeated inside, where they inherit that not-found page.
 */
function localeBlock(localePath: string, include: (cacheClass: CacheClass) => string): string {
  if (!/^\/[\w-]+(\/[\w-]+)*\/$/.test(localePath))
    throw new Error(`Not a locale's URL path: ${localePath}`);
  return String.raw`
    # The locale under ${localePath}: its hashed assets, its pages and its not-found page.
    location ^~ ${localePath}${hashedAssetsPrefix.slice(1)} {
        ${include('immutable')}
        try_files $uri =404;
    }
    location = ${localePath.slice(0, -1)} {
        ${include('revalidate')}
        return 308 ${localePath}$is_args$args;
    }
    location ^~ ${localePath} {
        if ($chitchatlabs_names_no_page) {
            return 404;
        }
        error_page 404 ${localePath}404.html;
        ${include('revalidate')}
        add_header Vary $chitchatlabs_vary always;
        ${markdownOnRequest}
        try_files $uri $uri.html $uri/index.html =404;
${fileTypeLocations(include, '        ')}
    }
    location = ${localePath}404.html {
        internal;
        ${include('revalidate')}
    }
`;
}

/**
 * The URL paths of the locales built into folders of `root` (`/ar/`): Docusaurus gives
 * each locale's build its own not-found page and hashed assets, which a docs folder
 * never has.
 */
export function builtLocalePaths(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .filter(
      (entry) =>
        existsSync(join(root, entry.name, '404.html')) &&
        existsSync(join(root, entry.name, hashedAssetsPrefix.slice(1))),
    )
    .map((entry) => `/${entry.name}/`)
    .sort();
}

/**
 * The nginx server block for the built site, with the names the build shares with it
 * (the header includes, the hashed assets' prefix, the build files it must not serve)
 * taken from the header policy. deploy/nginx.conf is this for `productionSite`;
 * scripts/serve-nginx.sh runs it for a local port and build folder.
 */
export function renderNginxConf({ listen, root, localePaths = [] }: NginxSite): string {
  const include = (cacheClass: CacheClass): string =>
    `include ${root}/${nginxIncludeFile(cacheClass)};`;
  const localeLocations = localePaths.map((localePath) => localeBlock(localePath, include));
  return String.raw`# docs.chitchatlabs.com: the nginx server block for the built site.
# Generated from plugins/static-hosting/nginxConf.ts by: ${regenerateCommand}
#
# Include it in the http {} context of nginx.conf, next to "include mime.types;".
# It expects:
#   - the contents of build/ (from "npm run build") in ${root};
#     the build brings its own header includes in ${nginxIncludesDir}/ (security headers with
#     the CSP hashes of that build's inline scripts, and Cache-Control per file class);
#   - the brotli_static module (Debian: apt install libnginx-mod-http-brotli-static).
# TLS: terminate it in front of this server, or add "listen 443 ssl;" and certificates.
# scripts/serve-nginx.sh runs this same block locally, for 127.0.0.1 and the local build.

# An encoded slash (/%2Fintroduction, /introduction%2F) or an empty segment
# (//introduction) names no page, though nginx decodes and merges it into the path of
# one: that page's router would not know its own address and show "Page not found" on
# a 200. The page locations answer such a request 404.
map $request_uri $chitchatlabs_names_no_page {
    "~^[^?]*(%2[fF]|//)" 1;
    default 0;
}
${markdownNegotiationMaps}

server {
    listen ${listen};
    server_name docs.chitchatlabs.com;
    root ${root};
    index index.html;

    server_tokens off;
    # No "disable_symlinks on": brotli_static cannot open files under it. The build
    # step fails instead if build/ holds a symbolic link, so nothing leads outside it.
    # A request line over 8 kB is answered 414, a header over 8 kB 400.
    large_client_header_buffers 4 8k;
    client_max_body_size 1k;

    charset utf-8;
    charset_types text/plain text/markdown text/css text/xml application/yaml
                  application/javascript application/json application/xml image/svg+xml;

    # Precompressed copies from the build first (.br, then .gz), else compress on the fly.
    brotli_static on;
    gzip_static on;
    gzip on;
    gzip_vary on;
    gzip_comp_level 5;
    gzip_min_length 256;
    gzip_types text/plain text/markdown text/css text/xml application/javascript
               application/json application/xml image/svg+xml application/manifest+json
               application/yaml;

    # Responses made before a location is chosen (400, 405, 414) carry the headers too.
    ${include('revalidate')}

    # A static site: reading is all there is.
    if ($request_method !~ ^(GET|HEAD)$) {
        return 405;
    }

    error_page 404 /404.html;
    # A request line with an unknown HTTP version is a malformed request: 400, not 505.
    error_page 505 =400 /_bad_request;
    location = /_bad_request {
        internal;
        return 400;
    }

    # Pages at their addresses (/introduction is introduction.html, / is index.html);
    # their other forms redirect (below). A request that prefers text/markdown gets the
    # page's Markdown copy, when it has one.
    location / {
        if ($chitchatlabs_names_no_page) {
            return 404;
        }
        ${include('revalidate')}
        add_header Vary $chitchatlabs_vary always;
        ${markdownOnRequest}
        try_files $uri $uri.html $uri/index.html =404;
    }
    location @markdown_copy {
        types { }
        default_type text/markdown;
        ${include('revalidate')}
        add_header Vary Accept always;
        try_files $chitchatlabs_markdown_copy @page;
    }
    location @page {
        ${include('revalidate')}
        add_header Vary $chitchatlabs_vary always;
        try_files $uri $uri.html $uri/index.html =404;
    }

    # Hashed file names: a changed file is a new URL, so caches may keep these for good.
    location ^~ ${hashedAssetsPrefix} {
        ${include('immutable')}
        try_files $uri =404;
    }

    # The not-found page, only as the answer to a missing path (status 404).
    location = /404.html {
        internal;
        ${include('revalidate')}
    }
${localeLocations.join('')}
    # Build files that are not part of the site.
    location ^~ /${nginxIncludesDir}/ {
        return 404;
    }
    location = /${headersFile} {
        return 404;
    }
    location = /${redirectsFile} {
        return 404;
    }
${fileTypeLocations(include, '    ')}
}
`;
}
