import { test, expect } from './fixtures';
import { docRoutes } from '../../tools/routes';

const markdownType = 'text/markdown; charset=utf-8';
/** What every Markdown copy starts with: where an agent finds the others. */
const indexPointer =
  '> [/llms.txt](https://docs.chitchatlabs.com/llms.txt) is the index of this documentation: every page, each with its Markdown copy.\n\n';
const textType = 'text/plain; charset=utf-8';

/** What MDX source looks like, and must not survive into the Markdown. */
const mdxLeftovers = [
  /^import\s/m,
  /^export\s/m,
  /<\/?[A-Z][\w.]*[\s/>]/,
  /\{\/\*/,
  /^:::/m,
  /\{#[\w-]+\}/,
  /^---\n[\s\S]*?\n---/,
];

/** The Markdown without its fenced code, where `import` and `<Tag>` are fair content. */
const proseOf = (markdown: string): string =>
  markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '');

for (const route of docRoutes) {
  test(`${route.path}.md is the page as clean Markdown`, async ({ page, request }) => {
    const response = await request.get(`${route.path}.md`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe(markdownType);
    const markdown = await response.text();
    expect(markdown.startsWith(`${indexPointer}# ${route.h1}\n`)).toBe(true);
    for (const leftover of mdxLeftovers) expect(proseOf(markdown)).not.toMatch(leftover);

    await page.goto(route.path);
    const codeBlocks = await page.locator('.theme-code-block pre code').evaluateAll((blocks) =>
      blocks.map((block) =>
        Array.from(block.querySelectorAll('.token-line'))
          .map((line) => (line.textContent ?? '').replace(/\n$/, ''))
          .join('\n'),
      ),
    );
    for (const code of codeBlocks) expect(markdown).toContain(`\n${code.trim()}\n`);
  });

  test(`${route.path} points to its Markdown from the head`, async ({ page }) => {
    await page.goto(route.path);
    const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
    await expect(alternate).toHaveAttribute('href', `${route.path}.md`);
  });
}

test('llms.txt lists exactly the doc pages, in sidebar order, with working links', async ({
  request,
}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe(textType);
  const text = await response.text();
  expect(text.startsWith('# ChitChatLabs\n\n> Turning chats into tech\n')).toBe(true);

  const docs = text.slice(text.indexOf('\n## Docs\n'), text.indexOf('\n## API\n'));
  const entries = [...docs.matchAll(/^- \[(.+?)\]\((.+?)\): (.+)$/gm)];
  expect(entries.map(([, title]) => title)).toEqual(docRoutes.map((route) => route.h1));
  for (const [, , url, description] of entries) {
    const { origin, pathname } = new URL(url ?? '');
    expect(origin).toBe('https://docs.chitchatlabs.com');
    expect(description?.trim()).not.toBe('');
    const target = await request.get(pathname);
    expect(target.status(), pathname).toBe(200);
    expect(target.headers()['content-type']).toBe(markdownType);
  }
});

test('llms.txt lists the OpenAPI description and the Postman collection, which answer', async ({
  request,
}) => {
  const text = await (await request.get('/llms.txt')).text();
  const api = text.slice(text.indexOf('\n## API\n'));
  // Autolinks: files, not pages with a Markdown copy.
  const urls = [...api.matchAll(/^- (.+?): <(.+?)>, (.+)$/gm)].map(([, , url]) => url ?? '');
  expect(urls.map((url) => new URL(url).pathname)).toEqual([
    '/openapi.yaml',
    '/openapi.json',
    '/chitchatlabs-messages.postman_collection.json',
  ]);
  for (const url of urls) {
    expect(new URL(url).origin).toBe('https://docs.chitchatlabs.com');
    expect((await request.get(new URL(url).pathname)).status(), url).toBe(200);
  }
});

test("the API page's Markdown copy has the same request-body fields and the download links", async ({
  page,
  request,
}) => {
  const markdown = await (await request.get('/3-1-messages.md')).text();
  expect(markdown).toContain('(https://docs.chitchatlabs.com/openapi.yaml)');
  await page.goto('/3-1-messages');
  // Each field's first line starts with its name: `to.mobile` · string · …
  const fields = (await page.locator('main li > p:first-child').allTextContents())
    .map((line) => /^([\w.]+) · /.exec(line)?.[1])
    .filter(Boolean);
  expect(fields.length).toBeGreaterThan(10);
  const listedFields = [...markdown.matchAll(/^ *- `([\w.]+)` · /gm)].map((m) => m[1]);
  expect(listedFields).toEqual(fields);
});

test('llms-full.txt holds every page in sidebar order', async ({ request }) => {
  const response = await request.get('/llms-full.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe(textType);
  const full = await response.text();
  const positions = docRoutes.map((route) => full.indexOf(`# ${route.h1}\n`));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  for (const route of docRoutes) {
    expect(full).toContain(`Source: https://docs.chitchatlabs.com${route.path}\n`);
  }
});

test('every page tells agents, at the top of its HTML, where llms.txt and the Markdown copies are', async ({
  request,
}) => {
  for (const path of ['/', ...docRoutes.map((route) => route.path)]) {
    const html = await (await request.get(path)).text();
    // Read as the agent-docs checker reads a page: its body without navigation, scripts
    // and styles, in which the line must be in the first tenth, however short the page.
    const body = html
      .slice(html.indexOf('<body'), html.lastIndexOf('</body>'))
      .replace(/<(nav|script|style)\b[\s\S]*?<\/\1>/gi, '');
    expect(body.indexOf('For AI agents:'), path).toBeGreaterThan(0);
    expect(body.indexOf('For AI agents:'), path).toBeLessThan(body.length / 10);
    expect(body, path).toContain('https://docs.chitchatlabs.com/llms.txt');
  }
});

test('the landing page has a Markdown copy, which its head and llms.txt name', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
  await expect(alternate).toHaveAttribute('href', '/index.md');
  // A page that is not the pages plugin's has none of its own.
  await page.goto('/search');
  await expect(alternate).toHaveCount(0);

  const response = await request.get('/index.md');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe(markdownType);
  const markdown = await response.text();
  expect(markdown.startsWith(indexPointer)).toBe(true);
  expect(markdown).toContain('# ChitChatLabs\n');
  expect(markdown).toContain('- [Onboarding](https://docs.chitchatlabs.com/onboarding): ');
  const llmsTxt = await (await request.get('/llms.txt')).text();
  expect(llmsTxt).toContain('(https://docs.chitchatlabs.com/index.md)');
});

test('robots.txt lets every crawler read the pages and their Markdown', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).not.toMatch(/^Disallow: \S/m);
});
