/**
 * Every host the README names answers the built site the same way: Cloudflare Pages (its
 * own emulator, `wrangler pages dev`), nginx with deploy/nginx.conf and `npm run serve`,
 * each checked against one list of expectations (./host-expectations) on every route of
 * the five-page site and the versions-and-locales fixture, and on a sample of the grown
 * site; GitHub Pages, which no emulator serves offline, by the rules the trailing-slash
 * guide measured (./github-pages-host), against the same list as that host can answer it
 * (`onGitHubPages`), with each site built for it, and in Chromium, which follows a folder
 * index to its page. Each host is started once per site.
 */
import type { Response } from '@playwright/test';

import { builtFixtureSite, type FixtureSite } from './fixture-site';
import { test, expect } from './fixtures';
import { gitHubPagesBuild, startGitHubPages } from './github-pages-host';
import { grownSite } from './grown-site';
import { hostExpectations, mismatches, onGitHubPages, type Expectation } from './host-expectations';
import { versionsLocalesSite } from './versions-locales-site';
import { startNginx } from '../../tools/nginx-server';
import { buildDir } from '../../tools/paths';
import { serveBuild } from '../../tools/static-server';
import { startWranglerPages } from '../../tools/wrangler-pages';

type Site = {
  name: string;
  build: () => Promise<string>;
  /**
   * The same site built for GitHub Pages (`DEPLOY_TARGET=github-pages`). The grown site
   * has none: its pages are the five-page site's kind of route, written the same way, and a
   * third build for it cost the test run half a minute.
   */
  gitHubPagesBuild?: () => Promise<string>;
  sample?: (addresses: string[]) => string[];
};

const sites: readonly Site[] = [
  {
    name: 'the five-page site',
    build: async () => buildDir,
    gitHubPagesBuild: () => gitHubPagesBuild('fivePage'),
  },
  {
    name: 'the versions-and-locales fixture',
    build: () => builtFixtureSite(versionsLocalesSite),
    gitHubPagesBuild: () => gitHubPagesBuild('versionsLocales'),
  },
  {
    name: 'the grown site (every tenth page)',
    build: () => builtFixtureSite(grownSite as FixtureSite),
    sample: (addresses) => addresses.filter((_, i) => i % 10 === 0),
  },
];

/**
 * On a host that does not negotiate (Cloudflare Pages, from `_headers`), a request for
 * Markdown gets the page, as a browser's does, and no answer varies by Accept.
 */
const withoutNegotiation = (expected: Expectation): Expectation => ({
  ...expected,
  ...(expected.negotiated ? { type: 'text/html' } : {}),
  varyAccept: false,
});

for (const site of sites) {
  test.describe(site.name, () => {
    // A fixture site may still be building for another spec.
    test.describe.configure({ timeout: 900_000 });

    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring
    test('Cloudflare Pages (wrangler pages dev): every route, no invalid rule', async ({}, workerInfo) => {
      const dir = await site.build();
      const { common, onRequest, security } = hostExpectations(dir, site.sample);
      const host = await startWranglerPages(dir, workerInfo.parallelIndex);
      try {
        expect(
          await mismatches(
            host.origin,
            [...common, ...onRequest].map(withoutNegotiation),
            security,
          ),
        ).toEqual([]);
        expect(host.output()).toMatch(/Parsed \d+ valid header rules?/);
        expect(host.output()).toMatch(/Parsed \d+ valid redirect rules?/);
        expect(host.output()).not.toMatch(/invalid (header|redirect) rule/i);
      } finally {
        await host.stop();
      }
    });

    test('nginx (deploy/nginx.conf): every route, Markdown on request', async () => {
      const dir = await site.build();
      const { common, onRequest, security } = hostExpectations(dir, site.sample);
      const nginx = await startNginx(dir, 3);
      try {
        expect(await mismatches(nginx.origin, [...common, ...onRequest], security)).toEqual([]);
      } finally {
        await nginx.stop();
      }
    });

    test('npm run serve (tools/serve.ts): every route, Markdown on request', async () => {
      const dir = await site.build();
      const { common, onRequest, security } = hostExpectations(dir, site.sample);
      // As tools/serve.ts starts it.
      const server = await serveBuild(dir, { compress: false, withHeadersFile: true });
      try {
        expect(await mismatches(server.url, [...common, ...onRequest], security)).toEqual([]);
      } finally {
        await server.close();
      }
    });

    const { gitHubPagesBuild: builtForGitHubPages } = site;
    if (builtForGitHubPages)
      test('GitHub Pages (its rules, build:github-pages): every route reaches its page', async () => {
        const dir = await builtForGitHubPages();
        const { common, onRequest } = hostExpectations(dir, site.sample);
        const host = await startGitHubPages(dir);
        try {
          // The host sends none of the build's headers.
          expect(
            await mismatches(host.origin, [...common, ...onRequest].map(onGitHubPages), []),
          ).toEqual([]);
        } finally {
          await host.stop();
        }
      });
  });
}

test.describe('GitHub Pages in a browser', () => {
  test.describe.configure({ timeout: 900_000 });

  test('a reader who opens a page’s folder form lands on the page, one hop later', async ({
    page,
  }) => {
    const host = await startGitHubPages(await gitHubPagesBuild('fivePage'));
    try {
      for (const form of ['/introduction/', '/introduction/index.html']) {
        const documents: string[] = [];
        const onResponse = (response: Response): void => {
          if (response.request().isNavigationRequest() && response.frame() === page.mainFrame())
            documents.push(`${response.status()} ${new URL(response.url()).pathname}`);
        };
        page.on('response', onResponse);
        await page.goto(`${host.origin}${form}`);
        // Bounded: the site's tests set no navigation timeout, and a missing folder index
        // leaves the reader on the not-found page for good.
        await page.waitForURL(`${host.origin}/introduction`, { timeout: 15_000 });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        page.off('response', onResponse);
        expect(documents).toEqual([`200 ${form}`, '200 /introduction']);
      }
    } finally {
      await host.stop();
    }
  });
});
