import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runBuildSteps } from '@site/plugins/build-steps/run';
import type { BuiltSite } from '@site/plugins/build-steps/step';
import { headersStep } from '@site/plugins/static-hosting';
import {
  builtLocalePaths,
  productionSite,
  regenerateCommand,
  renderNginxConf,
} from '@site/plugins/static-hosting/nginxConf';

const deployed = readFileSync(join(__dirname, '../../deploy/nginx.conf'), 'utf8');

type Location = { match: string; body: string };

/** The server's location blocks, each with the lines inside it. */
function locations(conf: string): Location[] {
  const found: Location[] = [];
  let current: Location | undefined;
  let depth = 0;
  for (const line of conf.split('\n')) {
    const opening = /^\s*location (.+) \{$/.exec(line);
    if (!current && opening) {
      current = { match: opening[1], body: '' };
      depth = 1;
      continue;
    }
    if (!current) continue;
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    if (depth === 0) {
      found.push(current);
      current = undefined;
    } else current.body += `${line}\n`;
  }
  return found;
}

const includes = (text: string): string[] =>
  [...text.matchAll(/^\s*include (\S+);$/gm)].map((m) => m[1]);

describe('deploy/nginx.conf', () => {
  it('is the server block the header policy renders', () => {
    expect(deployed, `Out of date: run ${regenerateCommand}`).toBe(renderNginxConf(productionSite));
  });

  it('serves the hashed assets as immutable and every other file as revalidated', () => {
    const root = /^\s*root (\S+);$/m.exec(deployed)?.[1];
    const all = locations(deployed);
    for (const { match, body } of all.filter((location) => location.body.includes('try_files')))
      expect(includes(body).length, match).toBe(1);
    const withHeaders = all.filter((location) => includes(location.body).length > 0);
    expect(withHeaders.length).toBeGreaterThan(5);
    for (const { match, body } of withHeaders) {
      const cacheClass = match.startsWith('^~ /assets/') ? 'immutable' : 'revalidate';
      expect(includes(body), match).toEqual([`${root}/_nginx/${cacheClass}.conf`]);
    }
    expect(locations(deployed).map((location) => location.match)).toEqual(
      expect.arrayContaining(['^~ /_nginx/', '= /_headers']),
    );
  });
});

describe('the server block for a build', () => {
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nginx-conf-'));
    mkdirSync(join(root, 'assets/js'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<html><body><script>boot()</script></body></html>');
    await runBuildSteps([headersStep], { outDir: root } as BuiltSite);
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('includes exactly the header files the build writes, from that build', () => {
    const conf = renderNginxConf({ listen: '127.0.0.1:8080', root });
    const included = [...new Set(includes(conf))].sort();
    const written = readdirSync(join(root, '_nginx')).map((file) => join(root, '_nginx', file));
    expect(included).toEqual(written.sort());
    expect(conf).toMatch(/^\s*listen 127\.0\.0\.1:8080;$/m);
    expect(conf).not.toContain(productionSite.root);
  });
});

describe('the server block for a site built in more than one locale', () => {
  const conf = renderNginxConf({ listen: '80', root: '/srv/site', localePaths: ['/ar/'] });
  const byMatch = new Map(locations(conf).map(({ match, body }) => [match, body]));

  it('serves each locale’s hashed assets as immutable', () => {
    expect(includes(byMatch.get('^~ /ar/assets/') ?? '')).toEqual([
      '/srv/site/_nginx/immutable.conf',
    ]);
  });

  it('answers a missing page of a locale with that locale’s not-found page', () => {
    const locale = byMatch.get('^~ /ar/') ?? '';
    expect(locale).toContain('error_page 404 /ar/404.html;');
    expect(byMatch.get('= /ar/404.html')).toContain('internal;');
    // The .html and trailing-slash spellings, Markdown copies and dot files of the locale
    // are answered inside it; its landing page without the slash redirects to it.
    expect(byMatch.get('= /ar')).toContain('return 308 /ar/$is_args$args;');
    expect(locations(locale).map((location) => location.match)).toEqual([
      '~ /\\.',
      '~ ^(?<page>.*?)(?:/index)?\\.html$',
      '~ ^(?<page>/.+)/$',
      '~ \\.yaml$',
      '~ \\.xml$',
      '~ \\.md$',
    ]);
  });

  it('finds the locales built into folders of a build by their own not-found page and assets', () => {
    const root = mkdtempSync(join(tmpdir(), 'nginx-locales-'));
    for (const folder of ['ar/assets', 'docs/assets', 'fr-ca/assets', '_nginx'])
      mkdirSync(join(root, folder), { recursive: true });
    for (const page of ['404.html', 'ar/404.html', 'fr-ca/404.html', '_nginx/404.html'])
      writeFileSync(join(root, page), '<html></html>');
    expect(builtLocalePaths(root)).toEqual(['/ar/', '/fr-ca/']);
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses a locale path that is not a plain URL folder', () => {
    expect(() => renderNginxConf({ listen: '80', root: '/srv/site', localePaths: ['ar'] })).toThrow(
      /locale/,
    );
  });
});
