import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { PluginOptions } from '@site/plugins/build-pipeline/options';
import { siteBuildSteps } from '@site/plugins/build-pipeline/steps';
import { builtPages } from '@site/plugins/build-steps/pages';
import { checkStepOrder } from '@site/plugins/build-steps/order';
import type { BuiltSite } from '@site/plugins/build-steps/step';
import {
  folderIndexOf,
  folderRedirectHtml,
  folderRedirectsStep,
} from '@site/plugins/static-hosting/folderRedirects';
import { deployTarget } from '@site/src/deployTarget';

let outDir: string;
beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'folder-redirects-'));
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }), 60_000);

const write = (file: string, text: string): void => {
  mkdirSync(join(outDir, file, '..'), { recursive: true });
  writeFileSync(join(outDir, file), text);
};
const read = (file: string): string => readFileSync(join(outDir, file), 'utf8');

const site = (routesPaths: string[], baseUrl = '/'): BuiltSite =>
  ({
    outDir,
    routesPaths,
    siteConfig: { baseUrl, url: 'https://docs.example.com' },
    i18n: {
      currentLocale: 'ar',
      localeConfigs: { ar: { htmlLang: 'ar-EG' } },
    },
  }) as unknown as BuiltSite;

const runStep = (built: BuiltSite): Promise<void> =>
  folderRedirectsStep.run(built, builtPages(outDir));

describe('folder redirects for GitHub Pages', () => {
  it('names the folder index of a page written as a file, and none for a folder or a file route', () => {
    expect(folderIndexOf('/introduction', '/')).toBe('introduction/index.html');
    expect(folderIndexOf('/ar/docs/1.0/intro', '/ar/')).toBe('docs/1.0/intro/index.html');
    expect(folderIndexOf('/', '/')).toBeUndefined();
    expect(folderIndexOf('/ar/', '/ar/')).toBeUndefined();
    expect(folderIndexOf('/404.html', '/')).toBeUndefined();
  });

  it('sends the reader on to the page and names it canonical, with no script', () => {
    const html = folderRedirectHtml('/a&b', 'https://docs.example.com/a&b', 'en');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/a&amp;b">');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/a&amp;b">');
    expect(html).not.toContain('<script');
  });

  it('writes one per page of the locale, leaves a file already there, and skips routes without a page', async () => {
    write('introduction.html', 'page');
    write('docs/1.0/intro.html', 'page');
    write('kept.html', 'page');
    write('kept/index.html', 'from static');
    write('index.html', 'home');
    await runStep(
      site(
        [
          '/ar/',
          '/ar/introduction',
          '/ar/docs/1.0/intro',
          '/ar/kept',
          '/ar/no-file',
          '/ar/404.html',
        ],
        '/ar/',
      ),
    );
    expect(read('introduction/index.html')).toContain('url=/ar/introduction"');
    expect(read('introduction/index.html')).toContain(
      'href="https://docs.example.com/ar/introduction"',
    );
    expect(read('introduction/index.html')).toContain('<html lang="ar-EG">');
    expect(read('docs/1.0/intro/index.html')).toContain('url=/ar/docs/1.0/intro"');
    expect(read('kept/index.html')).toBe('from static');
    expect(read('index.html')).toBe('home');
    expect(existsSync(join(outDir, 'no-file'))).toBe(false);
  });

  // A file per page, written from its route, no page read: each page here is a folder
  // named like the page's file, so a step that read a page (as one that parsed every page
  // would) fails on it with EISDIR.
  it('writes one per page of a thousand without reading a page', async () => {
    const routes = Array.from({ length: 1000 }, (_, i) => `/generated/page-${i}`);
    for (const route of routes)
      mkdirSync(join(outDir, `${route.slice(1)}.html`), { recursive: true });
    await runStep(site(routes));
    for (const i of [0, 500, 999])
      expect(read(`generated/page-${i}/index.html`)).toContain(`url=/generated/page-${i}"`);
  }, 60_000);

  it('runs only in a build for GitHub Pages, after the steps that list the pages', () => {
    const context = {
      siteDir: '.',
      generatedFilesDir: '.docusaurus',
      siteConfig: { future: {} },
    } as LoadContext;
    const options = (folderRedirects: boolean) =>
      ({ fonts: { preload: [] }, sitemap: {}, folderRedirects }) as unknown as PluginOptions;
    expect(siteBuildSteps(context, options(false))).not.toContain(folderRedirectsStep);
    const steps = siteBuildSteps(context, options(true));
    expect(() => checkStepOrder(steps)).not.toThrow();
    expect(steps.slice(-3).map((step) => step.name)).toEqual([
      folderRedirectsStep.name,
      'headers (CSP, _headers, _nginx)',
      'precompression (.gz, .br)',
    ]);
  });

  it('reads the host from DEPLOY_TARGET and stops on a name it does not know', () => {
    expect(deployTarget(undefined)).toBeUndefined();
    expect(deployTarget('')).toBeUndefined();
    expect(deployTarget('github-pages')).toBe('github-pages');
    expect(() => deployTarget('gh-pages')).toThrow('DEPLOY_TARGET=gh-pages names no host');
  });
});
