/**
 * A static server for a build folder, on 127.0.0.1: `npm run serve` (tools/serve.ts),
 * the end-to-end tests and, compressing as a host would, the measurements.
 */
import { createReadStream, statSync } from 'node:fs';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';

import { applyHeaderRules, readHeaderRules } from './headers-file';
import { prefersMarkdown } from './markdown-negotiation';
import { markdownCopyOf, pageAddressOf, pageFileOf } from './page-address';

export type RunningServer = { url: string; close: () => Promise<void> };

/**
 * True for a request path no page of the site is named by, although a server that
 * decodes and merges slashes would find a file for it: an encoded slash
 * (/%2Fintroduction, /introduction%2F) or an empty segment (//introduction). The
 * page's router would then not recognise its own address and show "Page not found"
 * on a 200.
 */
export function namesNoPage(requestUrl: string): boolean {
  const path = requestUrl.split('?')[0];
  return /%2f/i.test(path) || path.includes('//');
}

function sendNotFound(dir: string, res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
  createReadStream(join(dir, '404.html')).pipe(res);
}

export type ServeOptions = {
  /** Send the headers the build's `_headers` file gives each path, as a CDN-style host does. Default: false. */
  withHeadersFile?: boolean;
  /** Default: a free one. */
  port?: number;
  /** Compress on the fly (gzip or brotli), as a host would. Default: true. */
  compress?: boolean;
};

/**
 * Rewrites the head of `res`, when it is written, with the `_headers` rules for `path`
 * applied over the server's own headers (so a rule's Content-Type replaces the
 * server's, as on Cloudflare Pages).
 */
function withHeaderRules(
  res: ServerResponse,
  rules: ReturnType<typeof readHeaderRules>,
  path: string,
): void {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const given = rest.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object');
    for (const [name, value] of Object.entries(given ?? {}))
      if (value !== undefined) res.setHeader(name, value);
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.getHeaders()))
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [name, value] of applyHeaderRules(rules, path, headers)) res.setHeader(name, value);
    return writeHead(status);
  }) as typeof res.writeHead;
}

/**
 * Answers a page: its address (`/introduction`) with the page, or its Markdown copy
 * when the request's Accept prefers `text/markdown`; any other form of it with one
 * redirect to the address. Returns false when `path` names no page.
 */
function servePage(dir: string, req: IncomingMessage, res: ServerResponse, path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const address = pageAddressOf(dir, decoded);
  if (address === undefined) return false;
  if (address !== decoded) {
    const query = (req.url ?? '').slice(path.length);
    res.writeHead(308, { Location: `${address}${query}` });
    res.end();
    return true;
  }
  const copy = prefersMarkdown(req.headers.accept) ? markdownCopyOf(dir, address) : undefined;
  const file = join(dir, copy ?? pageFileOf(address));
  res.writeHead(200, {
    'Content-Type': copy ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8',
    'Content-Length': statSync(file).size,
    Vary: 'Accept',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
  return true;
}

/** Serves `dir` on 127.0.0.1. */
export async function serveBuild(
  dir: string,
  { port = 0, compress: compressing = true, withHeadersFile = false }: ServeOptions = {},
): Promise<RunningServer> {
  const headerRules = withHeadersFile ? readHeaderRules(dir) : [];
  const compress = compression();
  type CompressRequest = Parameters<typeof compress>[0];
  type CompressResponse = Parameters<typeof compress>[1];
  const server: Server = createServer((req, res) => {
    const serve = (): void => {
      const path = (req.url ?? '/').split('?')[0];
      if (headerRules.length) withHeaderRules(res, headerRules, path);
      // The not-found page answers only as the answer to a missing path, with 404.
      if (namesNoPage(req.url ?? '/') || /(^|\/)404\.html$/.test(path)) sendNotFound(dir, res);
      else if (!servePage(dir, req, res, path))
        void handler(req, res, { public: dir, directoryListing: false });
    };
    if (!compressing) serve();
    // compression is written for Express, whose request and response extend Node's.
    else compress(req as unknown as CompressRequest, res as unknown as CompressResponse, serve);
  });
  // Idle connections stay open as long as nginx keeps them (75 s): with Node's 5 s, a
  // client on a busy machine reused a connection the server was closing ("other side
  // closed"), a failed request a host would not have given.
  server.keepAliveTimeout = 75_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    // Kept-alive connections (a test's request context keeps its own open) would hold
    // close() for their whole timeout.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
