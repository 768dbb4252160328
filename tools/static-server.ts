/**
 * A static server for a build folder, on 127.0.0.1: `npm run serve` (tools/serve.ts),
 * the end-to-end tests and, compressing as a host would, the measurements.
 */
import { createReadStream } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';

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

type HeaderRule = { pattern: RegExp; headers: Array<[string, string]> };

/**
 * The rules of a build's `_headers` file as Netlify and Cloudflare Pages read it: a path
 * (`*` matches anything) followed by indented `Name: value` lines; every rule whose path
 * matches a request adds its headers.
 */
function readHeaderRules(dir: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of readFileSync(join(dir, '_headers'), 'utf8').split('\n')) {
    if (line.startsWith('#') || !line.trim()) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${pattern}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

export type ServeOptions = {
  /** Send the headers the build's `_headers` file gives each path, as a CDN-style host does. Default: false. */
  withHeadersFile?: boolean;
  /** Default: a free one. */
  port?: number;
  /** Compress on the fly (gzip or brotli), as a host would. Default: true. */
  compress?: boolean;
};

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
      for (const rule of headerRules)
        if (rule.pattern.test(path))
          for (const [name, value] of rule.headers) res.setHeader(name, value);
      if (namesNoPage(req.url ?? '/')) sendNotFound(dir, res);
      else void handler(req, res, { public: dir, cleanUrls: true, directoryListing: false });
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
