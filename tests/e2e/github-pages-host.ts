/**
 * GitHub Pages, as far as it is known without deploying: no emulator of it runs offline,
 * so this small server answers a build by the rules slorber/trailing-slash-guide measured
 * on the host (README.md there, "GitHub Pages" row, for a site holding `file.html`,
 * `folder/index.html`, and `both.html` beside `both/index.html`):
 *
 * - `/file` and `/file.html` answer `file.html`; `/file/` answers 404.
 * - `/folder` redirects to `/folder/`; `/folder/` and `/folder/index.html` answer
 *   `folder/index.html`.
 * - With both, `/both`, `/both/`, `/both.html` and `/both/index.html` all answer without
 *   a redirect: `/both` is not sent on to `/both/` as `/folder` is, so the host found
 *   `both.html` before it looked for the folder, and `/both/` is the folder's index.
 *
 * Besides the guide, from GitHub's own documentation: an address no file answers gets the
 * site's `404.html` with status 404 ("Creating a custom 404 page for your GitHub Pages
 * site"), the query is not looked at, and the host reads neither `_headers` nor
 * `_redirects`: none of the build's headers is sent, only the host's own (its
 * `Cache-Control: max-age=600`). The redirect's status, 301, is the host's.
 */
import { createReadStream, statSync, type Stats } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';

import { builtFixtureSite, docusaurusBuild, type FixtureSite } from './fixture-site';
import { versionsLocalesSite } from './versions-locales-site';
import { repoRoot } from '../../tools/paths';

const types: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml',
  '.css': 'text/css; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

const fileAt = (dir: string, path: string): Stats | undefined =>
  statSync(join(dir, path), { throwIfNoEntry: false });

/** The file GitHub Pages answers `path` with, a redirect, or nothing (404). */
function resolve(dir: string, path: string): { file: string } | { redirect: string } | undefined {
  if (path.endsWith('/'))
    return fileAt(dir, `${path}index.html`)?.isFile() ? { file: `${path}index.html` } : undefined;
  if (fileAt(dir, path)?.isFile()) return { file: path };
  if (fileAt(dir, `${path}.html`)?.isFile()) return { file: `${path}.html` };
  if (fileAt(dir, `${path}/index.html`)?.isFile()) return { redirect: `${path}/` };
  return undefined;
}

function send(res: ServerResponse, status: number, dir: string, file: string): void {
  res.writeHead(status, {
    'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'max-age=600',
  });
  createReadStream(join(dir, file)).pipe(res);
}

export type GitHubPagesHost = { origin: string; stop: () => Promise<void> };

/** Serves `dir` on a free port of 127.0.0.1 as GitHub Pages would. */
export async function startGitHubPages(dir: string): Promise<GitHubPagesHost> {
  const server = createServer((req, res) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    } catch {
      path = '';
    }
    const found = path.includes('..') ? undefined : resolve(dir, path);
    if (!found) send(res, 404, dir, '404.html');
    else if ('redirect' in found) {
      res.writeHead(301, { Location: found.redirect, 'Cache-Control': 'max-age=600' });
      res.end();
    } else send(res, 200, dir, found.file);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A fixture site built for GitHub Pages (`DEPLOY_TARGET=github-pages`), cached apart. */
const forGitHubPages = (site: FixtureSite): FixtureSite => ({
  ...site,
  name: `github-pages-${site.name}`,
  env: { DEPLOY_TARGET: 'github-pages' },
});

/** The site itself (the five pages), built as `npm run build:github-pages` builds it. */
const fivePageSite: FixtureSite = {
  name: 'five-page-site',
  testInputs: ['tests/e2e/github-pages-host.ts', 'tests/e2e/fixture-site.ts'],
  pages: ['docs', 'src/pages'],
  build: (outDir, generatedDir, log, env) =>
    docusaurusBuild([], {
      cwd: repoRoot,
      generatedUnder: repoRoot,
      outDir,
      generatedDir,
      log,
      env,
    }),
  serve: {},
};

export const gitHubPagesSites = {
  fivePage: forGitHubPages(fivePageSite),
  versionsLocales: forGitHubPages(versionsLocalesSite),
} as const;

/** The folder of the GitHub Pages build of `site`, built now unless cached. */
export const gitHubPagesBuild = (site: keyof typeof gitHubPagesSites): Promise<string> =>
  builtFixtureSite(gitHubPagesSites[site]);
