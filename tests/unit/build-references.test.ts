/**
 * Every site-relative reference in the built HTML names a file of the build: pictures,
 * stylesheets, scripts, preloads, icons, the link-preview card (og:image,
 * twitter:image) and links. Docusaurus checks links between pages, not these. Checked on
 * build/ (the test command builds before the unit tests).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';

import { site } from '../../src/site';
import { productionBuild } from './production-build';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const buildDir = productionBuild();
const pageFiles = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.html') && !file.startsWith('_'),
);

/** The address a built file is served at: a.html is /a, ar/index.html is /ar/. */
const pageUrl = (file: string): URL =>
  new URL(`/${file.replace(/index\.html$/, '').replace(/\.html$/, '')}`, site.url);

const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

const metaImages = new Set(['og:image', 'twitter:image', 'og:image:secure_url', 'og:url']);

/** Every URL an element names: its src, href, srcset, poster, or a preview meta's content. */
function referencesOf(element: Element): string[] {
  const found: string[] = [];
  for (const name of ['src', 'href', 'poster', 'data-src']) {
    const value = attribute(element, name);
    if (value !== undefined) found.push(value);
  }
  for (const name of ['srcset', 'imagesrcset']) {
    const value = attribute(element, name);
    if (value) found.push(...value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]));
  }
  if (element.tagName === 'meta') {
    const key = attribute(element, 'property') ?? attribute(element, 'name') ?? '';
    const content = attribute(element, 'content');
    if (metaImages.has(key) && content) found.push(content);
  }
  // The loader that starts the app's bundles after the first paint lists them in its text.
  if (element.tagName === 'script' && attribute(element, 'src') === undefined) {
    const text = element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
    found.push(...[...text.matchAll(/"(\/assets\/[^"]+)"/g)].map((match) => match[1]));
  }
  return found;
}

function collect(node: Node, found: string[]): void {
  if ('tagName' in node) found.push(...referencesOf(node));
  const children =
    'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
  for (const child of children) collect(child, found);
}

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();

/** True when the build has a file that answers `pathname`, as the servers look it up. */
function resolves(pathname: string): boolean {
  const path = join(buildDir, decodeURIComponent(pathname));
  return isFile(path) || isFile(`${path}.html`) || isFile(join(path, 'index.html'));
}

describe('references in the built pages', () => {
  it('covers every page', () => {
    expect(pageFiles).toContain('index.html');
    expect(pageFiles).toContain('404.html');
  });

  it('each site-relative src, href, srcset and preview image names a file of the build', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of pageFiles) {
      const base = pageUrl(file);
      const references: string[] = [];
      collect(parse(readFileSync(join(buildDir, file), 'utf8')), references);
      for (const reference of references) {
        if (reference.startsWith('#') || reference === '') continue;
        const url = new URL(reference, base);
        if (url.origin !== base.origin) continue;
        checked += 1;
        if (!resolves(url.pathname)) missing.push(`${file}: ${reference}`);
      }
    }
    expect(missing).toEqual([]);
    // Pictures, styles, scripts and links of every page were looked at.
    expect(checked).toBeGreaterThan(pageFiles.length * 10);
  });

  it('the link-preview card is a 1200×630 PNG', () => {
    const html = readFileSync(join(buildDir, 'introduction.html'), 'utf8');
    const card = /<meta[^>]+property="?og:image"?[^>]+content="?([^"\s>]+)/.exec(html)?.[1];
    expect(card).toBeDefined();
    const png = readFileSync(join(buildDir, new URL(card ?? '', site.url).pathname));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk: width, then height, as 32-bit big-endian numbers.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
