import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

import { site } from '../../src/site';
import { docsOf, longestQuery, type ToolAnswer } from './docs';
import { UnreachableSiteError, type DocsSource } from './source';

const asResult = ({ text, isError }: ToolAnswer): CallToolResult => ({
  content: [{ type: 'text', text }],
  ...(isError ? { isError: true } : {}),
});

/** A tool's work, with a site that cannot be read (or any other failure) told as a tool error. */
async function answering(work: () => Promise<ToolAnswer>): Promise<CallToolResult> {
  try {
    return asResult(await work());
  } catch (error) {
    const text =
      error instanceof UnreachableSiteError
        ? error.message
        : `The documentation could not be read: ${(error as Error).message}`;
    return asResult({ text, isError: true });
  }
}

/** The MCP server of the docs at `source`: `search_docs` and `get_page`. */
export function createDocsServer(source: DocsSource): McpServer {
  const docs = docsOf(source);
  const server = new McpServer({ name: `${site.name} docs`, version: '1.0.0' });
  server.registerTool(
    'search_docs',
    {
      title: `Search the ${site.name} docs`,
      description:
        `Searches the ${site.name} developer documentation (${source.name}) as its search ` +
        'dialog does: pages best first, each with its sections that matched, their URLs ' +
        'and a snippet. Read a page in full with get_page.',
      inputSchema: {
        query: z.string().describe(`A few words, at most ${longestQuery} characters`),
      },
    },
    ({ query }) =>
      answering(async () => {
        const found = await docs.search(query);
        if (!Array.isArray(found)) return found;
        if (found.length === 0) return { text: `No page matches "${query.trim()}".` };
        return { text: JSON.stringify(found, null, 2) };
      }),
  );
  server.registerTool(
    'get_page',
    {
      title: `Read a ${site.name} docs page`,
      description:
        'Returns a page of the documentation as Markdown, by its path (/introduction) or URL; ' +
        '/ is the landing page.',
      inputSchema: { path: z.string().describe('The page path, such as /3-1-messages') },
    },
    ({ path }) => answering(() => docs.page(path)),
  );
  return server;
}
