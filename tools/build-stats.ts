/** Bytes a built page loads before it is interactive, read from the build output. */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

import { pageScriptsAttribute } from '../plugins/page-scripts/loader';

export type Bytes = { raw: number; gzip: number };
export type RouteBytes = { route: string; js: Bytes; css: Bytes; files: string[] };

/** gzip at level 9: what the build's precompressed copies use. */
export const gzipBytes = (data: Buffer | string): number => gzipSync(data, { level: 9 }).length;

const add = (a: Bytes, b: Bytes): Bytes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });
const zero: Bytes = { raw: 0, gzip: 0 };
const measure = (data: Buffer | string): Bytes => ({
  raw: Buffer.byteLength(data),
  gzip: gzipBytes(data),
});

export function htmlFileFor(buildDir: string, route: string): string {
  const candidates =
    route === '/' ? ['index.html'] : [`${route.slice(1)}/index.html`, `${route.slice(1)}.html`];
  const found = candidates.map((c) => join(buildDir, c)).find((c) => existsSync(c));
  if (!found) throw new Error(`No HTML file for ${route} in ${buildDir}`);
  return found;
}

const attribute = (tag: string, name: string): string | undefined =>
  tag
    .match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
    ?.slice(1)
    .find(Boolean);

/** The scripts and stylesheets an HTML page loads up front, as site paths. */
export function upFrontAssets(html: string): {
  js: string[];
  css: string[];
  inlineJs: string[];
  inlineCss: string[];
} {
  const js: string[] = [];
  const css: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attribute(tag, 'src');
    if (src) js.push(src);
    // The scripts an inline loader starts after the first paint still load before the
    // page is interactive (plugins/page-scripts).
    js.push(...(attribute(tag, pageScriptsAttribute)?.split(' ').filter(Boolean) ?? []));
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = attribute(tag, 'rel')?.toLowerCase() ?? '';
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'stylesheet') css.push(href);
    if (rel === 'modulepreload' || (rel === 'preload' && attribute(tag, 'as') === 'script'))
      js.push(href);
  }
  const inlineJs = [
    ...html.matchAll(
      /<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/gi,
    ),
  ].map((m) => m[1]);
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
  return { js: [...new Set(js)], css: [...new Set(css)], inlineJs, inlineCss };
}

/**
 * What a page needs before it is interactive: the scripts and stylesheets its HTML loads,
 * and those its loader starts (the entry bundles and the page's route chunks).
 */
export function routeBytes(buildDir: string, route: string): RouteBytes {
  const html = readFileSync(htmlFileFor(buildDir, route), 'utf8');
  const assets = upFrontAssets(html);
  const read = (path: string): string =>
    readFileSync(join(buildDir, path.replace(/^\//, '')), 'utf8');
  const fileBytes = (path: string): Bytes => measure(read(path));
  const js = [...assets.js.map(fileBytes), ...assets.inlineJs.map(measure)].reduce(add, zero);
  const css = [...assets.css.map(fileBytes), ...assets.inlineCss.map(measure)].reduce(add, zero);
  return { route, js, css, files: [...assets.js, ...assets.css] };
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * The search index entries the build ships (each locale's and docs version's
 * `search-index*.json`, which the dialog fetches on intent, before any query; a query
 * then fetches a few shards and pages from the folder beside it), and how many
 * sections they index.
 */
export function searchIndexBytes(buildDir: string): Bytes & { files: string[]; sections: number } {
  const files = walk(buildDir).filter((f) => /^search-index[^/]*\.json$/.test(basename(f)));
  const contents = files.map((f) => readFileSync(f));
  const bytes = contents.map(measure).reduce(add, zero);
  const sections = contents
    .map(
      (content) =>
        (JSON.parse(content.toString('utf8')) as { documentCount?: number }).documentCount,
    )
    .reduce<number>((count, documents) => count + (documents ?? 0), 0);
  return { ...bytes, files: files.map((f) => relative(buildDir, f)), sections };
}
