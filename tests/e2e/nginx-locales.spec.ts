import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, recordCspViolations, waitForHydration } from './fixtures';
import { test as base, versionsLocalesBuildDir as buildDir } from './versions-locales-site';
import { rawRequest, startNginx, type NginxServer } from '../../tools/nginx-server';

/** nginx serving the fixture's build through deploy/nginx.conf's server block, per worker. */
const test = base.extend<object, { nginx: NginxServer }>({
  nginx: [
    async ({ fixtureSite }, use, workerInfo) => {
      const server = await startNginx(fixtureSite.buildDir, 7 + workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginx }, use) => use(nginx.origin),
});

const built = (file: string): string => readFileSync(join(buildDir, file), 'utf8');

const pages = [
  { path: '/ar/1.0/introduction', lang: 'ar', dir: 'rtl', word: 'الاستطلاع' },
  { path: '/introduction', lang: 'en', dir: 'ltr', word: 'webhooks' },
] as const;

for (const { path, lang, dir, word } of pages) {
  test(`nginx: ${path} hydrates under the CSP with no violation`, async ({ page }) => {
    const violations = await recordCspViolations(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.locator('article')).toContainText(word);
    await waitForHydration(page);
    expect(await violations()).toEqual([]);
  });
}

test('nginx: a missing page under /ar/ gets the Arabic not-found page, 404', async ({
  request,
}) => {
  const arabicNotFound = built('ar/404.html');
  expect(arabicNotFound).toMatch(/<html lang="?ar\b/);
  for (const path of ['/ar/no-such-page', '/ar/1.0/no-such-page', '/ar/nope.html', '/ar/x.md']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toBe(arabicNotFound);
  }
  const english = await request.get('/no-such-page');
  expect(english.status()).toBe(404);
  expect(await english.text()).toBe(built('404.html'));
});

test('nginx: the Arabic pages, files and assets, precompressed and cached by class', async ({
  request,
}) => {
  const arabicPage = built('ar/1.0/introduction.html');
  const asset = /\/ar\/assets\/js\/main\.\w+\.js/.exec(arabicPage)?.[0] ?? '';
  expect(asset).not.toBe('');
  for (const path of ['/ar/1.0/introduction', '/ar/llms.txt', asset]) {
    const br = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.status(), path).toBe(200);
    expect(br.headers()['content-encoding'], path).toBe('br');
    const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
    expect(await br.body(), path).toEqual(await plain.body());
  }
  expect((await request.get(asset)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  expect((await request.get('/ar/1.0/introduction')).headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/ar/introduction.md')).headers()['content-type']).toBe(
    'text/markdown; charset=utf-8',
  );
});

test('nginx: an encoded slash under /ar/ names no page', async ({ nginx }) => {
  const response = await rawRequest(
    nginx.port,
    'GET /ar/%2Fintroduction HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  );
  expect(response.status).toBe(404);
  expect(response.body.toString('utf8')).toBe(built('ar/404.html'));
});
