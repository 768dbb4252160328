/**
 * A site in two languages is built one locale after the other, the second into a folder
 * of the first (build/ar/), each running the build steps with its own output folder:
 * the headers a host reads at the publish root must cover every locale's pages.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { runBuildSteps } from '@site/plugins/build-steps/run';
import type { BuiltSite } from '@site/plugins/build-steps/step';
import { headersStep, precompressStep } from '@site/plugins/static-hosting';
import { publishLayout } from '@site/plugins/static-hosting/publishRoot';
import { applyHeaderRules, readHeaderRules } from '@site/tools/headers-file';

const sha256Source = (script: string): string =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const localeConfig = (baseUrl: string, direction: 'ltr' | 'rtl') => ({
  label: baseUrl,
  direction,
  htmlLang: baseUrl,
  calendar: 'gregory',
  path: baseUrl,
  translate: true,
  url: 'https://docs.example',
  baseUrl,
});

/** What Docusaurus hands the steps of one locale's build, as far as they read it. */
const builtLocale = (root: string, locale: 'en' | 'ar'): BuiltSite =>
  ({
    outDir: locale === 'en' ? root : join(root, 'ar'),
    i18n: {
      defaultLocale: 'en',
      locales: ['en', 'ar'],
      currentLocale: locale,
      path: 'i18n',
      localeConfigs: { en: localeConfig('/', 'ltr'), ar: localeConfig('/ar/', 'rtl') },
    },
  }) as unknown as BuiltSite;

function writePage(dir: string, file: string, script: string): void {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  const body = '<p>Turning chats into tech.</p>'.repeat(100);
  writeFileSync(join(dir, file), `<html><body><script>${script}</script>${body}</body></html>`);
}

describe('the headers of a site built in two locales', () => {
  let root: string;
  const build = async (locale: 'en' | 'ar', script: string): Promise<void> => {
    const site = builtLocale(root, locale);
    writePage(site.outDir, 'introduction/index.html', script);
    mkdirSync(join(site.outDir, 'assets/js'), { recursive: true });
    writeFileSync(join(site.outDir, 'assets/js/main.1234abcd.js'), 'run();'.repeat(400));
    await runBuildSteps([headersStep, precompressStep], site);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'static-hosting-locales-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds the publish root and every locale path from any locale build', () => {
    expect(publishLayout(builtLocale(root, 'ar'))).toEqual({ root, localePaths: ['/', '/ar/'] });
    expect(publishLayout(builtLocale(root, 'en'))).toEqual({ root, localePaths: ['/', '/ar/'] });
    expect(publishLayout({ outDir: root } as BuiltSite)).toEqual({ root, localePaths: ['/'] });
  });

  it('writes one _headers and one set of nginx includes at the root, with both locales’ hashes', async () => {
    await build('en', 'boot("en")');
    await build('ar', 'boot("ar")');
    const headers = readFileSync(join(root, '_headers'), 'utf8');
    const include = readFileSync(join(root, '_nginx/revalidate.conf'), 'utf8');
    for (const script of ['boot("en")', 'boot("ar")']) {
      expect(headers).toContain(sha256Source(script));
      expect(include).toContain(sha256Source(script));
    }
    expect(existsSync(join(root, 'ar/_headers'))).toBe(false);
    expect(existsSync(join(root, 'ar/_nginx'))).toBe(false);
  });

  it('keeps each locale’s hashed assets immutable and revalidates its pages', async () => {
    await build('en', 'boot("en")');
    await build('ar', 'boot("ar")');
    const headers = readFileSync(join(root, '_headers'), 'utf8');
    const rules = readHeaderRules(root);
    const cacheOf = (path: string): string | null =>
      applyHeaderRules(rules, path, new Headers()).get('Cache-Control');
    const immutable = 'public, max-age=31536000, immutable';
    expect(cacheOf('/assets/js/main.1234abcd.js')).toBe(immutable);
    expect(cacheOf('/ar/assets/js/main.1234abcd.js')).toBe(immutable);
    expect(cacheOf('/ar/introduction')).toBe('no-cache');
    expect(cacheOf('/introduction')).toBe('no-cache');
    // The first locale's compressed copies, written before the second locale's build, are not rules.
    expect(existsSync(join(root, 'introduction/index.html.gz'))).toBe(true);
    expect(headers).not.toContain('.gz\n');
  });
});
