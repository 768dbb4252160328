/**
 * Paint first, checked on the production build in build/ (the test command builds
 * before the unit tests): no page asks for the app's bundles before its first paint,
 * the loader that starts them is allowed by the CSP, and the subset fonts are small and
 * draw every character the pages show.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { create, type Font } from 'fontkit';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

import { pageScriptsAttribute } from '../../plugins/page-scripts/loader';
import budgets from '../../tools/budgets.json';
import { productionBuild } from './production-build';

const buildDir = productionBuild();
const files = (dir: string, ending: string): string[] =>
  readdirSync(join(buildDir, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ending))
    .map((file) => join(buildDir, dir, file));
const pages = files('.', '.html').map((path) => ({
  name: relative(buildDir, path),
  document: new JSDOM(readFileSync(path, 'utf8')).window.document,
}));
const appBundle = /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/;

/** What the page draws: text outside scripts, styles and templates, and alt/placeholder/value. */
function drawnText(document: Document): string {
  const root = document.documentElement.cloneNode(true) as HTMLElement;
  root.querySelectorAll('script, style, template').forEach((element) => element.remove());
  const attributes = [...root.querySelectorAll('[alt], [placeholder], [value]')].flatMap(
    (element) => ['alt', 'placeholder', 'value'].map((name) => element.getAttribute(name) ?? ''),
  );
  return (root.textContent ?? '') + attributes.join('');
}

let pageCharacters: Set<string> | undefined;
const charactersOfThePages = (): Set<string> =>
  (pageCharacters ??= new Set(pages.flatMap(({ document }) => [...drawnText(document)])));

describe('paint first, in the production build', { timeout: 60_000 }, () => {
  it('has pages to check', () => {
    expect(pages.length).toBeGreaterThan(5);
  });

  it.each(pages)('$name names the app bundles only in its inline loader', ({ document }) => {
    const scriptSources = [...document.querySelectorAll('script[src]')].map(
      (script) => script.getAttribute('src') ?? '',
    );
    const preloaded = [
      ...document.querySelectorAll('link[rel=modulepreload], link[rel=preload][as=script]'),
    ].map((link) => link.getAttribute('href') ?? '');
    expect([...scriptSources, ...preloaded].filter((url) => appBundle.test(url))).toEqual([]);
    const loaders = [...document.querySelectorAll('script:not([src])')].filter((script) =>
      /runtime~main\.[0-9a-f]+\.js[\s\S]*\/main\.[0-9a-f]+\.js/.test(
        script.getAttribute(pageScriptsAttribute) ?? '',
      ),
    );
    expect(loaders).toHaveLength(1);
  });

  it("carries no plugin's version in the app bundle, which only the debug plugin reads", () => {
    const [main] = files('assets/js', '.js').filter((file) => /\/main\.[0-9a-f]+\.js$/.test(file));
    const bundle = readFileSync(main ?? '', 'utf8');
    // The site metadata is there, as Docusaurus's context gives it to every page.
    expect(bundle).toMatch(/"?docusaurusVersion"?:"3\./);
    expect(bundle).not.toMatch(/"?chitchatlabs-page-scripts"?:\{"?type"?:/);
    expect(bundle).not.toMatch(/"?docusaurus-plugin-content-docs"?:\{"?type"?:/);
  });

  it('allows the loader by its hash in every CSP it ships, without unsafe-inline', () => {
    const loader = pages[0].document.querySelector(`script[${pageScriptsAttribute}]:not([src])`);
    expect(loader?.textContent).toBeTruthy();
    const hash = createHash('sha256')
      .update(loader?.textContent ?? '')
      .digest('base64');
    const policies = [
      readFileSync(join(buildDir, '_headers'), 'utf8'),
      ...files('_nginx', '.conf').map((path) => readFileSync(path, 'utf8')),
    ].flatMap((text) => text.match(/script-src [^;]*/g) ?? []);
    expect(policies.length).toBeGreaterThan(1);
    for (const policy of policies) {
      expect(policy).toContain(`'sha256-${hash}'`);
      expect(policy).not.toContain('unsafe-inline');
    }
  });

  const fonts = files('assets/fonts', '.woff2').map((path) => ({
    name: relative(buildDir, path),
    path,
    original: join(
      __dirname,
      '../../node_modules/@fontsource',
      relative(buildDir, path).replace(
        /^assets\/fonts\/([a-z]+)-(.*)-[0-9a-f]+\.woff2$/,
        '$1/files/$1-$2.woff2',
      ),
    ),
  }));

  it('ships the three brand faces', () => {
    expect(fonts.map((font) => font.name.replace(/-[0-9a-f]+\.woff2$/, '')).sort()).toEqual([
      'assets/fonts/lato-latin-400-normal',
      'assets/fonts/lato-latin-700-normal',
      'assets/fonts/montserrat-latin-700-normal',
    ]);
  });

  it.each(fonts)('$name is within the font file budget', ({ path }) => {
    expect(readFileSync(path).length).toBeLessThanOrEqual(budgets.fontFileBytes);
  });

  it.each(fonts)(
    '$name draws every character of the built pages that its full face has',
    ({ path, original }) => {
      const subset = create(readFileSync(path)) as Font;
      const full = create(readFileSync(original)) as Font;
      const characters = charactersOfThePages();
      const missing = [...characters].filter((char) => {
        const code = char.codePointAt(0) ?? 0;
        return full.hasGlyphForCodePoint(code) && !subset.hasGlyphForCodePoint(code);
      });
      expect(missing).toEqual([]);
      expect(characters.size).toBeGreaterThan(60);
    },
  );

  it.each(pages)(
    '$name preloads the faces a first view draws in (body, bold, headings) only, files the build has',
    ({ document }) => {
      const fontPreloads = [...document.querySelectorAll('link[rel=preload][as=font]')].map(
        (link) => link.getAttribute('href') ?? '',
      );
      expect(fontPreloads.map((href) => href.replace(/-[0-9a-f]+\.woff2$/, ''))).toEqual([
        '/assets/fonts/lato-latin-400-normal',
        '/assets/fonts/lato-latin-700-normal',
        '/assets/fonts/montserrat-latin-700-normal',
      ]);
      for (const href of fontPreloads) expect(existsSync(join(buildDir, href)), href).toBe(true);
    },
  );
});
