/**
 * `npm run serve`: the built site (build/) on http://127.0.0.1:3000 (or `--port N`),
 * until Ctrl+C. The end-to-end tests run against this same server. It answers as
 * Cloudflare Pages does: each page 200 at its address, its other forms redirected once,
 * the headers of the build's `_headers`; and a page's Markdown copy to a request that
 * prefers `text/markdown`. It does not compress, as `docusaurus serve` before it did not.
 */
import { parseArgs } from 'node:util';

import { buildDir } from './paths';
import { serveBuild } from './static-server';

const { values } = parseArgs({ options: { port: { type: 'string', default: '3000' } } });

serveBuild(buildDir, { port: Number(values.port), compress: false, withHeadersFile: true }).then(
  (server) => console.info(`Serving build/ at ${server.url}/`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
