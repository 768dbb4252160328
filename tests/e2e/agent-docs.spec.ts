/**
 * The Agent-Friendly Documentation Spec's checker (afdocs) finds nothing to fix on the
 * five-page site and on the versions-and-locales fixture, served by each server that
 * negotiates Markdown: `npm run serve` (tools/serve.ts) and nginx with deploy/nginx.conf
 * (as `npm run serve:nginx` runs it). Each server is started once per test.
 */
import { builtFixtureSite } from './fixture-site';
import { test } from './fixtures';
import { expectAgentFriendly } from './agent-docs';
import { versionsLocalesSite } from './versions-locales-site';
import { startNginx } from '../../tools/nginx-server';
import { buildDir } from '../../tools/paths';
import { serveBuild } from '../../tools/static-server';

type Server = { origin: string; stop: () => Promise<void> };

const sites = [
  {
    name: 'the five-page site',
    build: async () => buildDir,
    canonicalOrigin: 'https://docs.chitchatlabs.com',
  },
  {
    name: 'the versions-and-locales fixture',
    build: () => builtFixtureSite(versionsLocalesSite),
    // The fixture's own address (its config's `url`).
    canonicalOrigin: 'https://fixture.invalid',
  },
] as const;

const servers = [
  {
    name: 'npm run serve',
    start: async (dir: string): Promise<Server> => {
      // As tools/serve.ts starts it.
      const server = await serveBuild(dir, { compress: false, withHeadersFile: true });
      return { origin: server.url, stop: () => server.close() };
    },
  },
  {
    name: 'nginx (npm run serve:nginx)',
    start: async (dir: string): Promise<Server> => startNginx(dir, 5),
  },
] as const;

for (const site of sites) {
  for (const server of servers) {
    test(`the agent-docs checker finds nothing to fix on ${site.name}, served by ${server.name}, and scores it 100`, async ({
      request,
    }) => {
      // A fixture site may still be building for another spec.
      test.setTimeout(900_000);
      const host = await server.start(await site.build());
      try {
        await expectAgentFriendly(host.origin, request, site.canonicalOrigin);
      } finally {
        await host.stop();
      }
    });
  }
}
