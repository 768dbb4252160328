/**
 * Serves a build folder on one address, compressed as a static host serves it: every
 * text file compressed once, before the first request (brotli at its highest quality
 * and gzip level 9, as the site's own precompressed copies), so that no request waits
 * for compression and both sites are treated alike whatever their build ships.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { RunningServer } from '../tools/static-server';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md']);

type Entry = { type: string; identity: Buffer; br?: Buffer; gzip?: Buffer };

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

async function load(dir: string): Promise<Map<string, Entry>> {
  const files = new Map<string, Entry>();
  for (const path of walk(dir)) {
    // The site's own precompressed copies: this server compresses for itself.
    if (path.endsWith('.gz') || path.endsWith('.br')) continue;
    const identity = readFileSync(path);
    const ext = extname(path);
    const entry: Entry = { type: contentTypes[ext] ?? 'application/octet-stream', identity };
    if (compressible.has(ext) && identity.length >= 1024) {
      entry.br = await brotliAsync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      });
      entry.gzip = await gzipAsync(identity, { level: 9 });
    }
    files.set(`/${relative(dir, path).split('\\').join('/')}`, entry);
  }
  return files;
}

/** The file a URL path names, with clean URLs (/a → /a.html or /a/index.html). */
export function fileFor(pathname: string, has: (path: string) => boolean): string | undefined {
  const path = normalize(decodeURIComponent(pathname)).replace(/\\/g, '/');
  const candidates = path.endsWith('/')
    ? [`${path}index.html`]
    : [path, `${path}.html`, `${path}/index.html`];
  return candidates.find(has);
}

/** The encoding to answer in, from a request's Accept-Encoding. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const offered = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name.toLowerCase());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return 'identity';
}

export async function serveCompressed(dir: string, host: string): Promise<RunningServer> {
  const files = await load(dir);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const name = fileFor(url.pathname, (path) => files.has(path));
    const notFound = files.get('/404.html');
    const entry = name ? files.get(name) : notFound;
    if (!entry) {
      res.writeHead(404).end();
      return;
    }
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const body = (encoding !== 'identity' && entry[encoding]) || entry.identity;
    res.writeHead(name ? 200 : 404, {
      'Content-Type': entry.type,
      'Content-Length': body.length,
      ...(body === entry.identity ? {} : { 'Content-Encoding': encoding }),
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
