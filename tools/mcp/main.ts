/**
 * `npm run mcp`: the docs as a Model Context Protocol server on stdio, answering from the
 * local build (`build/`, or `--build <folder>`) or from the published site (`--site <url>`).
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { parseArgs } from 'node:util';

import { createDocsServer } from './server';
import { buildFolderSource, publishedSiteSource, type DocsSource } from './source';

const usage = 'npm run mcp [-- --site https://docs.example.com | --build <folder>]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { site: { type: 'string' }, build: { type: 'string', default: 'build' } },
  });
  let source: DocsSource;
  if (values.site) {
    try {
      source = publishedSiteSource(new URL(values.site).href);
    } catch {
      throw new Error(`--site ${values.site} is not a URL. Usage: ${usage}`);
    }
  } else source = buildFolderSource(values.build);
  await createDocsServer(source).connect(new StdioServerTransport());
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
