import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { contentCache } from '@site/plugins/build-steps/cache';
import { runBuildSteps } from '@site/plugins/build-steps/run';
import type { BuildStep, BuiltSite } from '@site/plugins/build-steps/step';
import type { RouteConfig } from '@docusaurus/types';
import { headersStep, precompressStep } from '@site/plugins/static-hosting';
import { contentSecurityPolicy, headersFor } from '@site/plugins/static-hosting/headerPolicy';
import {
  cspHash,
  inlineScriptHashes,
  inlineScripts,
} from '@site/plugins/static-hosting/inlineScripts';
import { precompress, precompressAll } from '@site/plugins/static-hosting/precompress';
import { renderNginxInclude } from '@site/plugins/static-hosting/render';
import { applyHeaderRules, readHeaderRules } from '@site/tools/headers-file';

/** A script's CSP source expression, computed here with Node's own SHA-256. */
const sha256Source = (script: string): string =>
  `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;

const securityHeaderNames = [
  'Content-Security-Policy',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'X-Frame-Options',
];

describe('inline script hashes', () => {
  it('hashes the script text as browsers do (the CSP specification example)', () => {
    expect(cspHash("alert('Hello, world.');")).toBe(
      'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=',
    );
    expect(cspHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });

  it('finds only scripts that run from their own text, keeping every character', () => {
    const html = `<!doctype html><html><head>
      <script src=/assets/js/main.js defer></script>
      <script type=application/ld+json>{"@type":"BreadcrumbList"}</script>
      <SCRIPT>  first(); </SCRIPT>
      <script type="module">second()</script>
      <script type="text/javascript">third("</div>")</script>
      </head><body><noscript><script>not a script</script></noscript>
      <script>fourth();
</script></body></html>`;
    expect(inlineScripts(html)).toEqual([
      '  first(); ',
      'second()',
      'third("</div>")',
      'fourth();\n',
    ]);
  });

  it('merges the scripts of all pages into one sorted list without repeats', () => {
    const page = (script: string): string => `<html><body><script>${script}</script></body></html>`;
    const hashes = inlineScriptHashes([page('a()'), page('b()'), page('a()')]);
    expect(hashes).toEqual([sha256Source('a()'), sha256Source('b()')].sort());
  });
});

describe('header policy', () => {
  const csp = contentSecurityPolicy(['sha256-abc=']);
  const directive = (name: string): string =>
    csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('limits scripts to the own origin and the given hashes, with no eval', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(csp).not.toContain('unsafe-eval');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
  });

  it('sends the security headers the issue asks for on every file class', () => {
    for (const cacheClass of ['immutable', 'revalidate'] as const) {
      const names = headersFor(cacheClass, []).map(([name]) => name);
      expect(names).toEqual(expect.arrayContaining([...securityHeaderNames, 'Cache-Control']));
    }
    const cacheControlOf = (cacheClass: 'immutable' | 'revalidate'): string | undefined =>
      headersFor(cacheClass, []).find(([name]) => name === 'Cache-Control')?.[1];
    expect(cacheControlOf('immutable')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('revalidate')).toBe('no-cache');
  });
});

describe('rendering', () => {
  it('writes one add_header … always line per header for nginx', () => {
    const include = renderNginxInclude('immutable', ['sha256-abc=']);
    const lines = include.split('\n').filter((line) => line.startsWith('add_header'));
    for (const line of lines) expect(line).toMatch(/^add_header [A-Za-z-]+ "[^"$\\]*" always;$/);
    expect(lines.map((line) => line.split(' ')[1]).sort()).toEqual(
      [...securityHeaderNames, 'Cache-Control'].sort(),
    );
    expect(include).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    );
  });

  it('refuses a value nginx would read as a variable', () => {
    expect(() => renderNginxInclude('immutable', ['sha256-$x'])).toThrow(/not safe for nginx/);
  });
});

describe('the headers and precompression steps after a build', () => {
  let site: string;
  let outDir: string;
  const runSteps = async (): Promise<void> => {
    await runBuildSteps([headersStep, precompressStep], { outDir } as BuiltSite);
  };
  /** The file of the build compressed by Brotli at `quality`, as the step compresses it. */
  const brotliAt = (file: string, quality: number): Buffer => {
    const original = readFileSync(join(outDir, file));
    return brotliCompressSync(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    });
  };

  beforeEach(() => {
    site = mkdtempSync(join(tmpdir(), 'static-hosting-'));
    outDir = join(site, 'build');
    mkdirSync(join(outDir, 'assets/js'), { recursive: true });
    const body = '<p>Turning chats into tech.</p>'.repeat(100);
    writeFileSync(
      join(outDir, 'index.html'),
      `<html><body><script>boot()</script>${body}</body></html>`,
    );
    writeFileSync(join(outDir, 'assets/js/main.1234abcd.js'), 'console.log("hello");'.repeat(200));
    writeFileSync(join(outDir, 'assets/js/tiny.5678.js'), 'x()');
  });

  afterEach(() => rmSync(site, { recursive: true, force: true }));

  it('writes the nginx includes and _headers with the hashes of the inline scripts', async () => {
    await runSteps();
    const include = readFileSync(join(outDir, '_nginx/revalidate.conf'), 'utf8');
    expect(include).toContain(`'${sha256Source('boot()')}'`);
    expect(include).toContain('add_header Cache-Control "no-cache" always;');
    expect(readFileSync(join(outDir, '_nginx/immutable.conf'), 'utf8')).toContain('immutable');
    expect(readFileSync(join(outDir, '_headers'), 'utf8')).toContain(sha256Source('boot()'));
  });

  it('writes .gz and .br copies that decompress to the original, skipping tiny files', async () => {
    await runSteps();
    for (const file of ['index.html', 'assets/js/main.1234abcd.js']) {
      const original = readFileSync(join(outDir, file));
      expect(gunzipSync(readFileSync(join(outDir, `${file}.gz`)))).toEqual(original);
      expect(brotliDecompressSync(readFileSync(join(outDir, `${file}.br`)))).toEqual(original);
    }
    expect(() => readFileSync(join(outDir, 'assets/js/tiny.5678.js.gz'))).toThrow();
  });

  it("compresses the hashed assets at Brotli's best quality and the pages at quality 6", async () => {
    await runSteps();
    expect(readFileSync(join(outDir, 'assets/js/main.1234abcd.js.br'))).toEqual(
      brotliAt('assets/js/main.1234abcd.js', 11),
    );
    expect(readFileSync(join(outDir, 'index.html.br'))).toEqual(brotliAt('index.html', 6));
  });

  it('caches the search index parts for a year and compresses them as the pages are', async () => {
    const part = 'assets/search-index/0123456789abcdef/t-2p.json';
    mkdirSync(join(outDir, dirname(part)), { recursive: true });
    const terms = Array.from({ length: 400 }, (_, i) => [`term${i}`, { 4: { [i]: i % 7 } }]);
    writeFileSync(join(outDir, part), JSON.stringify({ terms }));
    await runSteps();
    const rules = readHeaderRules(outDir);
    expect(applyHeaderRules(rules, `/${part}`, new Headers()).get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(brotliAt(part, 6)).not.toEqual(brotliAt(part, 10));
    expect(readFileSync(join(outDir, `${part}.br`))).toEqual(brotliAt(part, 6));
  });

  it('compresses the search index parts beside the steps after the index, not after them', async () => {
    const part = 'assets/search-index/0123456789abcdef/t-2p.json';
    const searchIndex: BuildStep = {
      name: 'search index',
      reads: ['pages'],
      writes: ['search indexes'],
      run: () => {
        mkdirSync(join(outDir, dirname(part)), { recursive: true });
        writeFileSync(
          join(outDir, part),
          JSON.stringify({ terms: ['template', 'categories'] }).repeat(80),
        );
        return Promise.resolve();
      },
    };
    let compressedBeside = false;
    // A step after the index finishes only once the part's copy is there: the copies of the
    // last files are made after every other step, so this step would wait for good.
    const nextStep: BuildStep = {
      name: 'Markdown copies',
      reads: [],
      writes: ['Markdown copies'],
      run: async () => {
        await expect
          .poll(() => existsSync(join(outDir, `${part}.br`)), { timeout: 20_000 })
          .toBe(true);
        compressedBeside = true;
      },
    };
    await runBuildSteps([searchIndex, nextStep, headersStep, precompressStep], {
      outDir,
    } as BuiltSite);
    expect(compressedBeside).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(outDir, `${part}.br`)))).toEqual(
      readFileSync(join(outDir, part)),
    );
  });

  it('compresses the scripts one page alone loads (by the client manifest) as the pages are', async () => {
    const script = (name: string): string => `assets/js/${name}.0123abcd.js`;
    const generatedFilesDir = join(site, '.docusaurus');
    mkdirSync(generatedFilesDir);
    writeFileSync(
      join(generatedFilesDir, 'client-manifest.json'),
      JSON.stringify({
        entrypoints: ['main'],
        origins: {
          '@theme/DocRoot': ['around'],
          '@theme/DocItem': ['shared'],
          '@site/docs/a.mdx': ['a', 'shared'],
          '@site/docs/b.mdx': ['b'],
        },
        assets: Object.fromEntries(
          ['around', 'shared', 'a', 'b'].map((chunk) => [chunk, { js: [{ file: script(chunk) }] }]),
        ),
      }),
    );
    for (const chunk of ['around', 'shared', 'a', 'b'])
      writeFileSync(
        join(outDir, script(chunk)),
        `render("${chunk}", ${'[1, 2, 3], '.repeat(400)});`,
      );
    const page = (name: string): RouteConfig => ({
      path: `/docs/${name}`,
      component: '@theme/DocItem',
      modules: { content: `@site/docs/${name}.mdx` },
    });
    const routes: RouteConfig[] = [
      { path: '/docs', component: '@theme/DocRoot', routes: [page('a'), page('b')] },
    ];
    await runBuildSteps([headersStep, precompressStep], {
      outDir,
      generatedFilesDir,
      routes,
    } as unknown as BuiltSite);
    for (const own of [script('a'), script('b')]) {
      expect(brotliAt(own, 6)).not.toEqual(brotliAt(own, 10));
      expect(readFileSync(join(outDir, `${own}.br`)), own).toEqual(brotliAt(own, 6));
    }
    // Loaded by both pages: the one route around them, and a component both render.
    for (const shared of [script('around'), script('shared')])
      expect(readFileSync(join(outDir, `${shared}.br`)), shared).toEqual(brotliAt(shared, 10));
  });

  it("compresses each page's route data as the pages are, the bundler's scripts at 10 and more", async () => {
    const routeData = 'assets/js/routes/0a1b2c3d.js';
    mkdirSync(join(outDir, dirname(routeData)), { recursive: true });
    const links = Array.from({ length: 25 }, (_, i) => ({
      type: 'link',
      href: `/page-${i}`,
      label: `Page ${i}`,
    }));
    writeFileSync(join(outDir, routeData), `self.routes.push(${JSON.stringify({ links })})`);
    await runSteps();
    expect(brotliAt(routeData, 6)).not.toEqual(brotliAt(routeData, 10));
    expect(readFileSync(join(outDir, `${routeData}.br`))).toEqual(brotliAt(routeData, 6));
    expect(readFileSync(join(outDir, 'assets/js/main.1234abcd.js.br'))).toEqual(
      brotliAt('assets/js/main.1234abcd.js', 10),
    );
  });

  it('covers the files earlier steps wrote: Cache-Control and compressed copies', async () => {
    writeFileSync(join(outDir, 'search-index.json'), JSON.stringify({ records: [] }).repeat(200));
    await runSteps();
    const rules = readHeaderRules(outDir);
    expect(applyHeaderRules(rules, '/search-index.json', new Headers()).get('Cache-Control')).toBe(
      'no-cache',
    );
    expect(gunzipSync(readFileSync(join(outDir, 'search-index.json.gz')))).toEqual(
      readFileSync(join(outDir, 'search-index.json')),
    );
  });

  it("keeps each page's script hashes for the next build, and sees a changed script", async () => {
    const built = { outDir, siteDir: site } as BuiltSite;
    await runBuildSteps([headersStep], built);
    const memo = join(site, 'node_modules/.cache/chitchatlabs-inline-script-hashes.json');
    expect(Object.values(JSON.parse(readFileSync(memo, 'utf8')) as object)).toEqual([
      JSON.stringify([sha256Source('boot()')]),
    ]);
    writeFileSync(join(outDir, 'index.html'), '<html><body><script>start()</script></body></html>');
    await runBuildSteps([headersStep], built);
    const include = readFileSync(join(outDir, '_nginx/revalidate.conf'), 'utf8');
    expect(include).toContain(`'${sha256Source('start()')}'`);
    expect(include).not.toContain(sha256Source('boot()'));
  });

  it('fails the build when the site holds a symbolic link', async () => {
    symlinkSync('/etc/passwd', join(outDir, 'passwd'));
    await expect(runSteps()).rejects.toThrow(/Symbolic link/);
  });
});

/** Bytes that no compressor can shrink: a SHA-256 chain, the same on every run. */
function incompressibleBytes(length: number): Buffer {
  const blocks: Buffer[] = [];
  let block = createHash('sha256').update('precompress').digest();
  for (let size = 0; size < length; size += block.length) {
    blocks.push(block);
    block = createHash('sha256').update(block).digest();
  }
  return Buffer.concat(blocks).subarray(0, length);
}

describe('precompress', () => {
  const files: string[] = [];
  const fileWith = (name: string, content: Buffer | string): string => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    files.push(dir);
    const file = join(dir, name);
    writeFileSync(file, content);
    return file;
  };
  afterEach(() => {
    for (const dir of files.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps no copy that is not smaller than the original', async () => {
    const file = fileWith('random.js', incompressibleBytes(2048));
    // Both compressors make it larger: neither copy is kept.
    expect(gzipSync(readFileSync(file)).length).toBeGreaterThanOrEqual(2048);
    expect(await precompress(file, 'immutable')).toEqual([]);
    expect(existsSync(`${file}.gz`)).toBe(false);
    expect(existsSync(`${file}.br`)).toBe(false);
  });

  it('keeps both copies of a file that compresses', async () => {
    const file = fileWith('text.js', 'console.log("hello");'.repeat(100));
    expect(await precompress(file, 'immutable')).toEqual([`${file}.gz`, `${file}.br`]);
  });

  it('writes both copies of every file of a large site, each decompressing to its original', async () => {
    const texts = Array.from(
      { length: 60 },
      (_, i) => `page ${i}: ${'a line of text. '.repeat(100 + i)}`,
    );
    const paths = texts.map((text, i) =>
      fileWith(i % 2 ? `page-${i}.html` : `chunk-${i}.css`, text),
    );
    const copies = await precompressAll(
      paths.map((path, i) => ({ path, cacheClass: i % 2 ? 'revalidate' : 'immutable' })),
    );
    expect(copies).toHaveLength(120);
    paths.forEach((path, i) => {
      expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(texts[i]);
      expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(texts[i]);
    });
  });

  it('reuses the copies an earlier build made of the same bytes, and redoes a changed file', async () => {
    const site = mkdtempSync(join(tmpdir(), 'precompress-cache-'));
    files.push(site);
    const outDir = join(site, 'build');
    mkdirSync(outDir);
    const texts = ['first', 'second', 'third'].map(
      (name) => `${name}: ${'some text. '.repeat(200)}`,
    );
    const paths = texts.map((text, i) => {
      writeFileSync(join(outDir, `page-${i}.html`), text);
      return join(outDir, `page-${i}.html`);
    });
    const build = async (): Promise<{ reused: number; made: number }> => {
      const cache = contentCache({ siteDir: site }, 'compressed-copies');
      await precompressAll(
        paths.map((path) => ({ path, cacheClass: 'revalidate' as const })),
        cache,
      );
      return cache?.counts ?? { reused: 0, made: 0 };
    };

    expect(await build()).toEqual({ reused: 0, made: 6 });
    expect(await build(), 'a second build of the same files').toEqual({ reused: 6, made: 0 });
    // Linked to the kept copy, not read and written again.
    expect(statSync(`${paths[0]}.gz`).nlink).toBe(2);
    writeFileSync(paths[1], 'edited: '.repeat(300));
    expect(await build(), 'after one file changed').toEqual({ reused: 4, made: 2 });
    expect(gunzipSync(readFileSync(`${paths[1]}.gz`)).toString()).toBe('edited: '.repeat(300));
    expect(brotliDecompressSync(readFileSync(`${paths[1]}.br`)).toString()).toBe(
      'edited: '.repeat(300),
    );
    expect(brotliDecompressSync(readFileSync(`${paths[0]}.br`)).toString()).toBe(texts[0]);
  });
});
