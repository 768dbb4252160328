import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { afterAll, describe, expect, it } from 'vitest';

import { cacheControl, securityHeaders } from '@site/plugins/static-hosting/headerPolicy';
import {
  headersFileLimits,
  renderHeadersFile,
  renderRedirectsFile,
} from '@site/plugins/static-hosting/render';
import { applyHeaderRules, readHeaderRules } from '@site/tools/headers-file';
import { generatedIdOf } from '@site/tools/generate-pages';

/** More inline-script hashes than a build of this site has (3). */
const scriptHashes = Array.from({ length: 8 }, (_, i) => `sha256-${String(i).repeat(43)}=`);
const localePaths = ['/', '/ar/'];

/** The served files of a build of `pages` generated pages in two locales and two docs versions. */
function builtFiles(pages: number): string[] {
  const perLocale = ['index.html', '404.html', 'search.html', 'sitemap.xml', 'search-index.json'];
  for (let n = 1; n <= pages; n += 1) {
    const id = generatedIdOf(n);
    perLocale.push(`${id}.html`, `${id}.md`, `1.0/${id}.html`, `1.0/${id}.md`);
    perLocale.push(`assets/js/${id}.${n.toString(16)}.js`);
  }
  return [
    ...perLocale,
    ...perLocale.map((file) => `ar/${file}`),
    'openapi.yaml',
    'openapi.json',
    'llms.txt',
  ];
}

/** What each kind of path must get, whatever the host. */
const expectations: ReadonlyArray<readonly [path: string, cache: string, type?: string]> = [
  ['/', cacheControl.revalidate],
  ['/generated-0001', cacheControl.revalidate],
  ['/ar/1.0/generated-0999', cacheControl.revalidate],
  ['/generated-0001.md', cacheControl.revalidate],
  ['/sitemap.xml', cacheControl.revalidate],
  ['/search-index.json', cacheControl.revalidate],
  ['/assets/js/generated-0001.1.js', cacheControl.immutable],
  ['/ar/assets/js/generated-0001.1.js', cacheControl.immutable],
  ['/openapi.yaml', cacheControl.revalidate, 'application/yaml; charset=utf-8'],
];

const work = mkdtempSync(join(tmpdir(), 'headers-file-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const writeHeaders = (pages: number): string => {
  const dir = mkdtempSync(join(work, `${pages}-`));
  writeFileSync(
    join(dir, '_headers'),
    renderHeadersFile(scriptHashes, builtFiles(pages), localePaths),
  );
  return dir;
};

describe('_headers at any size', () => {
  for (const pages of [5, 1000, 5000]) {
    it(`holds the policy in at most 100 rules of 2,000 characters with ${pages} pages`, () => {
      const file = renderHeadersFile(scriptHashes, builtFiles(pages), localePaths);
      const lines = file.split('\n');
      expect(lines.filter((line) => line.startsWith('/')).length).toBeLessThanOrEqual(
        headersFileLimits.rules,
      );
      expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(
        headersFileLimits.lineLength,
      );
    });
  }

  it('gives every kind of path its headers as Cloudflare Pages applies the rules', () => {
    const rules = readHeaderRules(writeHeaders(1000));
    for (const [path, cache, type] of expectations) {
      const served = new Headers({ 'Content-Type': 'text/yaml; charset=utf-8' });
      const headers = applyHeaderRules(rules, path, served);
      expect(headers.get('Cache-Control'), path).toBe(cache);
      for (const [name, value] of securityHeaders(scriptHashes))
        expect(headers.get(name), `${path} ${name}`).toBe(value);
      if (type) expect(headers.get('Content-Type'), path).toBe(type);
    }
  });

  it('gives every kind of path its headers as Netlify reads the same file', async () => {
    const dir = writeHeaders(1000);
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [join(dir, '_headers')],
      configHeaders: [],
      minimal: false,
    });
    expect(errors).toEqual([]);
    // Netlify's CLI serves the values of every matching rule, a later rule's replacing an
    // earlier one's (headersForPath in netlify-cli).
    const valuesFor = (path: string): Record<string, string> =>
      Object.assign(
        {},
        ...(headers as Header[])
          .filter(({ forRegExp }) => forRegExp.test(path))
          .map(({ values }) => values),
      ) as Record<string, string>;
    for (const [path, cache, type] of expectations) {
      const values = valuesFor(path);
      expect(values['Cache-Control'], path).toBe(cache);
      for (const [name, value] of securityHeaders(scriptHashes))
        expect(values[name], `${path} ${name}`).toBe(value);
      if (type) expect(values['Content-Type'], path).toBe(type);
    }
  });

  it('fails the build rather than let a host drop a rule', () => {
    const tooMany = Array.from({ length: 40 }, (_, i) => `sha256-${String(i).padStart(43, 'x')}=`);
    expect(() => renderHeadersFile(tooMany, builtFiles(5), localePaths)).toThrow(
      /a line of \d+ characters; Cloudflare Pages reads 100 rules/,
    );
  });
});

describe('_redirects', () => {
  it("sends a page's /index.html form to its address, a locale's landing page to its folder", () => {
    expect(renderRedirectsFile(localePaths).split('\n').slice(1)).toEqual([
      '/ar/index.html /ar/ 308',
      '/*/index.html /:splat 308',
      '',
    ]);
  });
});
