import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  test as base,
  expect,
  useColorMode,
  expectNotHydrated,
  recordCspViolations,
  waitForHydration,
} from './fixtures';
import { rawRequest, startNginx, type NginxServer } from '../../tools/nginx-server';
import { pageFileOf } from '../../tools/page-address';
import { buildDir } from '../../tools/paths';
import { allRoutes, colorModes } from '../../tools/routes';

/**
 * The shared e2e fixture, with one nginx per worker serving build/: `baseURL` (and
 * so `page.goto` and `request`) point at it instead of the Playwright webServer.
 */
const test = base.extend<object, { nginx: NginxServer }>({
  nginx: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring
    async ({}, use, workerInfo) => {
      const server = await startNginx(buildDir, workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginx }, use) => use(nginx.origin),
});

const built = (file: string): string => readFileSync(join(buildDir, file), 'utf8');
const pageFile = (path: string): string => pageFileOf(path).slice(1);
const notFoundPage = (): string => built('404.html');

/** The other URL forms of a page: with a slash, and the two .html spellings. */
const otherUrlForms = (path: string): string[] =>
  path === '/' ? ['/index.html'] : [`${path}/`, `${path}.html`, `${path}/index.html`];

/** The hashed bundles and stylesheet the landing page loads (the bundles from its loader). */
const hashedAssets = (): string[] =>
  [...built('index.html').matchAll(/(?:(?:src|href)=["']?|")(\/assets\/[^"' >]+)/g)].map(
    (m) => m[1],
  );

const searchIndexes = (): string[] =>
  readdirSync(buildDir).filter((file) => /^search-index.*\.json$/.test(file));

const immutable = 'public, max-age=31536000, immutable';

const requiredSecurityHeaders = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
];

test.describe('nginx answers every route', () => {
  for (const route of allRoutes) {
    test(`${route.path}: 200 with the page, its other URL forms one redirect to it`, async ({
      request,
    }) => {
      const response = await request.get(route.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(built(pageFile(route.path)));
      for (const form of otherUrlForms(route.path)) {
        const redirect = await request.get(form, { maxRedirects: 0 });
        expect(redirect.status(), form).toBe(308);
        expect(new URL(redirect.headers().location ?? '').pathname, form).toBe(route.path);
      }
    });
  }

  test('the API description and the Postman collection: YAML and JSON types, UTF-8', async ({
    request,
  }) => {
    const types = {
      '/openapi.yaml': 'application/yaml; charset=utf-8',
      '/openapi.json': 'application/json; charset=utf-8',
      '/chitchatlabs-messages.postman_collection.json': 'application/json; charset=utf-8',
    };
    for (const [path, type] of Object.entries(types)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe(type);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      expect(await response.text(), path).toBe(built(path.slice(1)));
    }
  });

  test('an unknown path: 404 with the not-found page', async ({ request }) => {
    for (const path of ['/no-such-page', '/introduction/nope', '/nope.html', '/404.html']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toBe(notFoundPage());
    }
  });

  test('an encoded or doubled slash: 404 with the not-found page, not the page it merges to', async ({
    nginx,
  }) => {
    const paths = [
      '/%2Fintroduction',
      '/introduction%2F',
      '/%2fintroduction',
      '/introduction%2f',
      '//introduction',
      '/introduction//',
      '/3-1-messages%2F?q=1',
      '/introduction%2F.html',
      '/introduction%2Findex.html',
    ];
    for (const path of paths) {
      const response = await rawRequest(
        nginx.port,
        `GET ${path} HTTP/1.1\r\nHost: docs.chitchatlabs.com\r\nConnection: close\r\n\r\n`,
      );
      expect(response.status, path).toBe(404);
      expect(response.body.toString('utf8'), path).toBe(notFoundPage());
    }
    // A slash encoded in the query string is the query's business.
    expect(
      (
        await rawRequest(
          nginx.port,
          `GET /search?q=a%2Fb HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
        )
      ).status,
    ).toBe(200);
  });

  test('build files that are not the site: 404', async ({ request }) => {
    for (const path of ['/_headers', '/_nginx/revalidate.conf', '/.git/config']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe('nginx headers', () => {
  test('hashed assets are cached for good, everything else revalidated', async ({ request }) => {
    const assets = hashedAssets();
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe(immutable);
    }
    const revalidated = [
      ...allRoutes.map((route) => route.path),
      '/introduction.html',
      '/sitemap.xml',
      '/no-such-page',
      ...searchIndexes().map((file) => `/${file}`),
    ];
    for (const path of revalidated) {
      const response = await request.get(path);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
    }
  });

  test('every kind of answer carries the security headers, and no version', async ({
    request,
    nginx,
  }) => {
    const answers = [
      await request.get('/introduction'),
      await request.get(hashedAssets()[0]),
      await request.get('/no-such-page'),
      await request.post('/introduction', { data: 'x' }),
    ];
    for (const response of answers) {
      const headers = response.headers();
      for (const name of requiredSecurityHeaders)
        expect(headers[name], `${response.url()} ${name}`).toBeTruthy();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers.server).toBe('nginx');
    }
    const malformed = await rawRequest(
      nginx.port,
      'GET /% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(malformed.status).toBe(400);
    for (const name of requiredSecurityHeaders)
      expect(malformed.head.toLowerCase()).toContain(`${name}:`);
  });

  test('the CSP allows own scripts and the hashed inline ones, nothing looser', async ({
    request,
  }) => {
    const csp = (await request.get('/introduction')).headers()['content-security-policy'];
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name, ...sources] = d.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    const scriptSrc = directives.get('script-src') ?? [];
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc.length).toBeGreaterThan(1);
    for (const source of scriptSrc.slice(1))
      expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(csp).not.toContain('unsafe-eval');
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  test('precompressed copies are served, brotli first', async ({ request }) => {
    const script = hashedAssets().find((asset) => asset.endsWith('.js'));
    expect(script).toBeDefined();
    // Pages, bundles, and the files the build's later steps write (index, Markdown copies).
    for (const path of ['/introduction', script ?? '', '/search-index.json', '/introduction.md']) {
      const br = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(br.headers()['content-encoding'], path).toBe('br');
      expect(br.headers().vary?.split(/[\n,]\s*/), path).toContain('Accept-Encoding');
      const gzip = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers()['content-encoding'], path).toBe('gzip');
      const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers()['content-encoding'], path).toBeUndefined();
      expect(await br.body()).toEqual(await plain.body());
    }
    // A file too small for a precompressed copy (the sitemap) is compressed on the fly.
    expect(existsSync(join(buildDir, 'sitemap.xml.gz'))).toBe(false);
    const sitemap = await request.get('/sitemap.xml', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(sitemap.headers()['content-encoding']).toBe('gzip');
  });
});

test.describe('nginx content types', () => {
  let server: NginxServer;
  let root: string;

  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring
  test.beforeAll(async ({}, testInfo) => {
    // A small site of its own: the build's header includes and not-found page, plus text files.
    root = mkdtempSync(join(tmpdir(), 'chitchatlabs-site-'));
    chmodSync(root, 0o755); // nginx workers may run as another user
    cpSync(join(buildDir, '_nginx'), join(root, '_nginx'), { recursive: true });
    copyFileSync(join(buildDir, '404.html'), join(root, '404.html'));
    writeFileSync(join(root, 'page.md'), '# Introduction\n\nWhat you need before you start.\n');
    writeFileSync(join(root, 'llms.txt'), '# ChitChatLabs\n');
    server = await startNginx(root, 5 + testInfo.parallelIndex);
  });

  test.afterAll(async () => {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  });

  test('.md is text/markdown and .txt text/plain, both UTF-8', async ({ request }) => {
    const markdown = await request.get(`${server.origin}/page.md`);
    expect(markdown.status()).toBe(200);
    expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers()['cache-control']).toBe('no-cache');
    expect(markdown.headers()['content-security-policy']).toBeTruthy();
    const text = await request.get(`${server.origin}/llms.txt`);
    expect(text.headers()['content-type']).toBe('text/plain; charset=utf-8');
  });
});

test.describe('hostile and malformed requests', () => {
  const request = (line: string, headers = ''): string =>
    `${line}\r\nHost: docs.chitchatlabs.com\r\n${headers}Connection: close\r\n\r\n`;
  const cases: ReadonlyArray<readonly [string, string, number]> = [
    ['dot segments', request('GET /../etc/passwd HTTP/1.1'), 400],
    ['encoded dot segments', request('GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1'), 400],
    ['encoded slashes', request('GET /..%2f..%2fetc%2fpasswd HTTP/1.1'), 400],
    ['double slash to a system path', request('GET //etc/passwd HTTP/1.1'), 404],
    ['backslashes', request('GET /..\\..\\etc\\passwd HTTP/1.1'), 404],
    ['a NUL byte', request('GET /%00 HTTP/1.1'), 400],
    ['a NUL before .html', request('GET /introduction%00.html HTTP/1.1'), 400],
    ['a lone %', request('GET /% HTTP/1.1'), 400],
    ['a 10 kB path', request(`GET /${'a'.repeat(10 * 1024)} HTTP/1.1`), 414],
    ['a 64 kB header', request('GET / HTTP/1.1', `X-Filler: ${'a'.repeat(64 * 1024)}\r\n`), 400],
    ['POST', request('POST /introduction HTTP/1.1', 'Content-Length: 3\r\n') + 'abc', 405],
    ['OPTIONS', request('OPTIONS / HTTP/1.1'), 405],
    ['OPTIONS *', request('OPTIONS * HTTP/1.1'), 400],
    ['TRACE', request('TRACE / HTTP/1.1'), 405],
    ['PUT', request('PUT /introduction HTTP/1.1', 'Content-Length: 0\r\n'), 405],
    ['DELETE', request('DELETE /introduction HTTP/1.1'), 405],
    ['CONNECT', request('CONNECT evil.example:443 HTTP/1.1'), 400],
    ['a control byte in the method', request('G\u0001T / HTTP/1.1'), 400],
    ['an unknown HTTP version', request('GET / HTTP/2.0'), 400],
    ['HTTP/1.1 without Host', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
    [
      'a TLS handshake on the HTTP port',
      '\u0016\u0003\u0001\u0000\u00a5\u0001\u0000\u0000\u00a1\u0003\u0003\r\n\r\n',
      400,
    ],
    [
      'an unsatisfiable range',
      request('GET /introduction HTTP/1.1', 'Range: bytes=99999999-\r\n'),
      416,
    ],
  ];

  for (const [name, raw, status] of cases) {
    test(`${name}: ${status}`, async ({ nginx }) => {
      const response = await rawRequest(nginx.port, raw);
      expect(response.status).toBe(status);
      expect(response.body.toString('latin1')).not.toMatch(/root:.*:0:0:/);
    });
  }

  test('ranges: 206 with the asked bytes, also for several ranges', async ({ nginx }) => {
    const page = Buffer.from(built(pageFile('/introduction')));
    const single = await rawRequest(
      nginx.port,
      request('GET /introduction HTTP/1.1', 'Range: bytes=0-9\r\n'),
    );
    expect(single.status).toBe(206);
    expect(single.head).toContain(`Content-Range: bytes 0-9/${page.length}`);
    expect(single.body).toEqual(page.subarray(0, 10));
    const several = await rawRequest(
      nginx.port,
      request('GET /introduction HTTP/1.1', 'Range: bytes=0-1,5-6\r\n'),
    );
    expect(several.status).toBe(206);
    expect(several.head).toContain('multipart/byteranges');
  });

  test('HEAD: 200 with headers and no body', async ({ nginx }) => {
    const response = await rawRequest(nginx.port, request('HEAD /introduction HTTP/1.1'));
    expect(response.status).toBe(200);
    expect(response.head).toMatch(/Content-Length: [1-9]\d*/);
    expect(response.body.length).toBe(0);
  });

  test('the server keeps answering after all of them', async ({ nginx, request: http }) => {
    for (const [, raw] of cases) await rawRequest(nginx.port, raw);
    expect((await http.get('/introduction')).status()).toBe(200);
  });
});

test.describe('the site in Chromium under the CSP', () => {
  for (const mode of colorModes) {
    for (const route of allRoutes) {
      test(`${route.path} in ${mode} mode: hydrates with zero CSP violations`, async ({ page }) => {
        const violations = await recordCspViolations(page);
        await useColorMode(page, mode);
        await page.goto(route.path);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expect(page.locator('h1')).toHaveText(route.h1);
        expect(await violations()).toEqual([]);
      });
    }
  }

  test('the colour-mode toggle works and is remembered', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await useColorMode(page, 'light');
    await page.goto('/introduction');
    await waitForHydration(page);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await violations()).toEqual([]);
  });

  test('an injected stylesheet (how the toast library styles itself) applies', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/introduction');
    const color = await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = '[data-csp-probe]{color:rgb(1, 2, 3)}';
      document.head.appendChild(style);
      const probe = document.createElement('div');
      probe.setAttribute('data-csp-probe', '');
      document.body.appendChild(probe);
      return getComputedStyle(probe).color;
    });
    expect(color).toBe('rgb(1, 2, 3)');
    expect(await violations()).toEqual([]);
  });

  test('tabs switch under the CSP', async ({ page }) => {
    const tabbed = allRoutes.find((route) => /role=["']?tablist/.test(built(pageFile(route.path))));
    expect(tabbed, 'a page of the build with tabs (/3-1-messages has them)').toBeDefined();
    const violations = await recordCspViolations(page);
    await page.goto(tabbed?.path ?? '/');
    await waitForHydration(page);
    const tab = page.getByRole('tablist').first().getByRole('tab').nth(1);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await violations()).toEqual([]);
  });

  test('search finds a page under the CSP', async ({ page }) => {
    expect(searchIndexes(), 'the build’s search index: run `npm run build`').not.toEqual([]);
    const violations = await recordCspViolations(page);
    await page.goto('/introduction');
    await waitForHydration(page);
    await page.locator('.navbar').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('dialog').getByRole('combobox').fill('Razorpay');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Razorpay');
    expect(await violations()).toEqual([]);
  });
});

test.describe('an address with an encoded slash in Chromium', () => {
  // The browser logs the 404 status of the document itself.
  test.use({ expectedConsoleErrors: /status of 404/ });

  for (const path of ['/%2Fintroduction', '/introduction%2F']) {
    test(`${path}: the not-found page, 404, and it hydrates without an error`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('h1')).toHaveText('Page not found');
    });
  }
});

test.describe('the colour-mode boot script under the CSP', () => {
  // The bundles are blocked, so only the inline boot script can set the theme.
  test.use({ expectedConsoleErrors: /net::ERR_FAILED/ });

  test('sets the stored theme before any bundle runs', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.route(/\/assets\/js\//, (route) => route.abort('failed'));
    await useColorMode(page, 'dark');
    await page.goto('/introduction');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNotHydrated(page);
    expect(await violations()).toEqual([]);
  });
});

test.describe('the CSP blocks what the build did not bring', () => {
  // The violation is the point: Chromium reports it on the console.
  test.use({ expectedConsoleErrors: /violates the following Content Security Policy/ });

  test('an inline script the build did not hash is blocked', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/introduction');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.appendChild(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toEqual([expect.stringContaining('script-src')]);
  });
});
