/** A compressing static server for a build folder, on 127.0.0.1, for measurements. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import handler from 'serve-handler';

export type RunningServer = { url: string; close: () => Promise<void> };

export async function serveBuild(dir: string): Promise<RunningServer> {
  const compress = compression();
  type CompressRequest = Parameters<typeof compress>[0];
  type CompressResponse = Parameters<typeof compress>[1];
  const server: Server = createServer((req, res) => {
    // compression is written for Express, whose request and response extend Node's.
    compress(req as unknown as CompressRequest, res as unknown as CompressResponse, () => {
      void handler(req, res, { public: dir, cleanUrls: true, directoryListing: false });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
