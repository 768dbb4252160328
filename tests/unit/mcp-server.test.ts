import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The docs' MCP server as an agent runs it (`npm run mcp`, on stdio), driven by the MCP
 * SDK's own client, against the production build.
 */
const connect = async (...args: string[]): Promise<Client> => {
  const client = new Client({ name: 'docs-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: 'npm', args: ['run', '--silent', 'mcp', '--', ...args] }),
  );
  return client;
};

type ToolResult = { content: { type: string; text: string }[]; isError?: boolean };

const call = async (client: Client, name: string, args: Record<string, string>) =>
  (await client.callTool({ name, arguments: args })) as ToolResult;

const textOf = (result: ToolResult): string => result.content.map((part) => part.text).join('');

describe('npm run mcp on the local build', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect();
  }, 30_000);
  afterAll(() => client.close());

  it('lists its two tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_page', 'search_docs']);
  });

  it('ranks pages as the search dialog does: "template categories" finds /3-0-messages first', async () => {
    const result = await call(client, 'search_docs', { query: 'template categories' });
    expect(result.isError).toBeFalsy();
    const pages = JSON.parse(textOf(result)) as { url: string; sections: { snippet: string }[] }[];
    expect(pages[0]?.url).toBe('/3-0-messages');
    expect(pages[0]?.sections[0]?.snippet).toMatch(/categor/i);
  });

  it('returns a page as its Markdown copy, by path or URL', async () => {
    const copy = textOf(await call(client, 'get_page', { path: '/support' }));
    expect(copy).toContain('# Support\n');
    expect(copy.startsWith('> [/llms.txt](')).toBe(true);
    const byUrl = textOf(
      await call(client, 'get_page', { path: 'https://docs.chitchatlabs.com/support' }),
    );
    expect(byUrl).toBe(copy);
    expect(textOf(await call(client, 'get_page', { path: '/' }))).toContain('# ChitChatLabs\n');
  });

  it('answers bad input with a tool error that says what was wrong', async () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      ['get_page', { path: '/no-such-page' }, /no page at \/no-such-page/],
      ['get_page', { path: '/../../etc/passwd' }, /not a page's path|no page at/],
      ['search_docs', { query: '   ' }, /query is empty/],
      ['search_docs', { query: 'word '.repeat(100) }, /at most 200/],
    ];
    for (const [tool, args, message] of cases) {
      const result = await call(client, tool, args);
      expect(result.isError, JSON.stringify(args)).toBe(true);
      expect(textOf(result)).toMatch(message);
    }
  });
});

describe('npm run mcp on a published site that cannot be reached', () => {
  it('answers with a tool error naming the address, and keeps running', async () => {
    // Port 9 (discard) has no server here: the connection is refused at once.
    const client = await connect('--site', 'http://127.0.0.1:9/');
    try {
      for (const [tool, args] of [
        ['search_docs', { query: 'messages' }],
        ['get_page', { path: '/support' }],
      ] as const) {
        const result = await call(client, tool, args);
        expect(result.isError).toBe(true);
        expect(textOf(result)).toMatch(/Cannot reach http:\/\/127\.0\.0\.1:9\//);
      }
      expect((await client.listTools()).tools).toHaveLength(2);
    } finally {
      await client.close();
    }
  }, 30_000);
});
