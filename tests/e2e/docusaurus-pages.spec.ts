/**
 * Pages written the way Docusaurus's own docs are written (tests/fixtures/docusaurus-pages,
 * built and served by docusaurus-pages-site.ts): every code block is coloured as stock
 * Docusaurus colours it, whatever feeds it its code: a file imported as a string, strings
 * joined with `+` under another name for the CodeBlock, an expression worked out on the
 * page, a component that wraps the CodeBlock. The two the build cannot read are coloured
 * in the browser, with the grammar loaded then. Math (remark-math and rehype-katex) and
 * diagrams (@docusaurus/theme-mermaid), turned on as Docusaurus's guide says, draw under
 * the site's CSP and unused-CSS step, in both colour modes, and the page's Markdown copy
 * holds the LaTeX and the diagram's source as agents read them.
 */
import type { Locator, Page } from '@playwright/test';
import { Prism, normalizeTokens } from 'prism-react-renderer';

import { desktop, expect, openHydrated, recordCspViolations, useColorMode } from './fixtures';
import { colorModes } from '../../tools/routes';
import { test } from './docusaurus-pages-site';
import { stockPage, type StockPage } from './docusaurus-pages-stock';

test.use(desktop);

/**
 * How many coloured tokens stock Docusaurus draws for this code: its theme's Prism
 * (prism-react-renderer's, with the grammars it bundles) tokenizes it with its hooks, as
 * that package's Highlight does, and every token but plain text is drawn with a colour
 * of its type.
 */
function stockColouredTokens(code: string, language: string): number {
  const grammar = Prism.languages[language];
  if (!grammar) return 0;
  const env = { code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize> };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens)
    .flat()
    .filter((token) => token.content !== '' && token.types.join() !== 'plain').length;
}

/** The code a block shows, its language, and how many of its tokens are drawn in colour. */
async function drawn(
  block: Locator,
): Promise<{ code: string; language: string; coloured: number }> {
  return block.evaluate((element) => {
    const pre = element.querySelector('pre');
    const language = /language-(\S+)/.exec(pre?.className ?? '')?.[1] ?? '';
    const lines = [...element.querySelectorAll('.token-line')];
    const code = lines.map((line) => line.textContent ?? '').join('\n');
    const plain = getComputedStyle(pre ?? element).color;
    const coloured = [...element.querySelectorAll('.token:not(.plain)')].filter(
      (token) => token.textContent !== '',
    );
    // Every token a type names must also look coloured: one drawn in plain colour is not.
    const drawnInColour = coloured.filter((token) => getComputedStyle(token).color !== plain);
    return { code, language, coloured: drawnInColour.length > 0 ? coloured.length : 0 };
  });
}

const blocks = (page: Page): Locator => page.locator('main .theme-code-block');

/** Prism's name for a language a page writes (`md` is Markdown's other name). */
const grammarName = (language: string): string => (language === 'md' ? 'markdown' : language);

for (const [path, text, language] of [
  ['/guides/code', 'MyComponent rendered', 'jsx'],
  ['/guides/code', '"value"', 'json'],
  ['/guides/code', 'Greeting', 'tsx'],
  ['/guides/markdown/headings', 'Some **bold** text', 'md'],
] as const) {
  test(`${language} code fed to a CodeBlock as an expression on ${path} is coloured as stock colours it`, async ({
    page,
  }) => {
    await openHydrated(page, path);
    const block = blocks(page).filter({ hasText: text });
    await expect(block).toHaveCount(1);
    const { code, language: drawnLanguage } = await drawn(block);
    expect(drawnLanguage).toBe(language);
    const stock = stockColouredTokens(code, grammarName(language));
    expect(stock).toBeGreaterThan(0);
    // Code the build could not colour is coloured once its grammar has loaded.
    await expect.poll(async () => (await drawn(block)).coloured).toBe(stock);
  });
}

const mathPage = '/guides/markdown/math-and-diagrams';

for (const mode of colorModes) {
  test(`math and a diagram draw in ${mode} mode, under the site's CSP`, async ({ page }) => {
    await useColorMode(page, mode);
    const violations = await recordCspViolations(page);
    const response = await page.goto(mathPage);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);

    // KaTeX's stylesheet survived the unused-CSS step: its fonts draw the math, and the
    // MathML copy for screen readers is hidden from sight.
    const math = page.locator('main .katex').first();
    await expect(math).toBeVisible();
    expect(await math.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^KaTeX_Main/);
    const mathml = page.locator('main .katex-mathml').first();
    expect(await mathml.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    expect(
      await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some(
          (font) => font.family.includes('KaTeX_Main') && font.status === 'loaded',
        );
      }),
    ).toBe(true);
    await expect(page.locator('main .katex-display')).toHaveCount(1);

    // Mermaid draws the diagram in the browser: four nodes, in the mode's theme.
    const diagram = page.locator('main .docusaurus-mermaid-container svg');
    await expect(diagram.locator('g.node')).toHaveCount(4);
    const nodeFill = await diagram
      .locator('g.node rect, g.node path')
      .first()
      .evaluate((el) => getComputedStyle(el).fill);
    expect(nodeFill, `the ${mode} theme's node colour`).toBe(
      mode === 'dark' ? 'rgb(31, 32, 32)' : 'rgb(236, 236, 255)',
    );
    expect(await violations()).toEqual([]);
  });
}

test('the Markdown copy of the math page holds its LaTeX and its diagram, fenced', async ({
  request,
}) => {
  const response = await request.get(`${mathPage}.md`);
  expect(response.status()).toBe(200);
  const copy = await response.text();
  expect(copy).toContain('Let $f\\colon[a,b] \\to \\R$ be Riemann integrable.');
  expect(copy).toContain('$F(x)= \\int_{a}^{x} f(t)\\,dt$');
  expect(copy).toContain('$$\nI = \\int_0^{2\\pi} \\sin(x)\\,dx\n$$');
  expect(copy).toContain(
    '```mermaid\ngraph TD;\n    A-->B;\n    A-->C;\n    B-->D;\n    C-->D;\n```',
  );
});

test('the Markdown copy of the code page fences the code fed to its code blocks', async ({
  request,
}) => {
  const copy = await (await request.get('/guides/code.md')).text();
  // A file imported as a string, and a component of the site that draws the CodeBlock.
  expect(copy).toContain("```jsx\nimport React, { useState } from 'react';");
  expect(copy).toContain(
    '```tsx title="Greeting.tsx"\nexport function Greeting({name}: {name: string}) {\n',
  );
  const headings = await (await request.get('/guides/markdown/headings.md')).text();
  // The theme's CodeBlock imported as <Code>, its code strings joined with +.
  expect(headings).toContain('```md\n### Hello World {#my-explicit-id}\n\nSome **bold** text');
});

/** Each page of the fixture: where it is served, and its source. */
const fixturePages = [
  ['/intro', 'intro.mdx'],
  ['/guides/code', 'guides/code-blocks.mdx'],
  ['/guides/markdown/', 'guides/markdown/index.mdx'],
  ['/guides/markdown/introduction', 'guides/markdown/intro.mdx'],
  ['/guides/markdown/headings', 'guides/markdown/headings.mdx'],
  ['/guides/markdown/math-and-diagrams', 'guides/markdown/math-and-diagrams.mdx'],
  ['/guides/markdown/react', 'guides/markdown/react.mdx'],
] as const;

/** What the page draws of what stockPage() says stock draws. */
async function drawnPage(page: Page): Promise<StockPage> {
  // The doc's own article (a card of a <DocCardList /> is an <article> too).
  return page
    .locator('main article')
    .first()
    .evaluate((article) => {
      const words = (element: Element | null | undefined): string =>
        (element?.textContent ?? '').replace(/\u200B/g, '').trim();
      const all = (selector: string): Element[] => [...article.querySelectorAll(selector)];
      const toc = [
        ...document.querySelectorAll('.theme-doc-toc-desktop a.table-of-contents__link'),
      ];
      return {
        title: words(article.querySelector('header h1')) || undefined,
        headings: all('.markdown :is(h2, h3, h4, h5, h6).anchor[id]').map((heading) => ({
          level: Number(heading.tagName.slice(1)),
          id: heading.id,
          text: words(heading),
        })),
        toc: toc.map((link) => {
          let level = 1;
          for (
            let list = link.closest('ul');
            list;
            list = list.parentElement?.closest('ul') ?? null
          ) {
            level += 1;
          }
          return {
            level,
            id: (link.getAttribute('href') ?? '').replace(/^#/, ''),
            text: words(link),
          };
        }),
        admonitions: all('.theme-admonition').map((admonition) => ({
          type: /theme-admonition-(\w+)/.exec(admonition.className)?.[1] ?? '',
          title: words(admonition.firstElementChild),
        })),
        tabs: all('.tabs-container').map((tabs) =>
          [...tabs.querySelectorAll('[role="tab"]')].map((tab) => words(tab)),
        ),
        summaries: all('details > summary').map((summary) => words(summary)),
      };
    });
}

for (const [path, source] of fixturePages) {
  test(`${path} draws what stock Docusaurus draws: title, headings and ids, table of contents, admonitions, tabs, details`, async ({
    page,
  }) => {
    const stock = stockPage(`tests/fixtures/docusaurus-pages/docs/${source}`);
    await openHydrated(page, path);
    expect(await drawnPage(page)).toEqual(stock);
  });
}

test('the React page draws its exports, and its Markdown copy holds what it draws', async ({
  page,
  request,
}) => {
  const path = '/guides/markdown/react';
  await openHydrated(page, path);
  const list = page.locator('main article ul').filter({ hasText: 'description' });
  await expect(list.locator('li')).toHaveText([
    'description: Using the power of React in Docusaurus Markdown documents, thanks to MDX.',
    'tags: mdxreact',
  ]);
  await expect(
    page.locator('main article p').filter({ hasText: 'The title of this page is' }),
  ).toHaveText('The title of this page is: MDX and React');
  const copy = await (await request.get(`${path}.md`)).text();
  expect(copy).toContain(
    [
      'The front matter of this page:',
      '',
      '- **description**: Using the power of React in Docusaurus Markdown documents, thanks to MDX.',
      '- **tags**: mdxreact',
      '',
      'The title of this page is: **MDX and React**',
    ].join('\n'),
  );
  // Not `Did you know\...`.
  expect(copy).toContain('> Did you know... admonitions take a title?');
});

test("the code page hides the site's own magic comment, and so does its Markdown copy", async ({
  page,
  request,
}) => {
  const path = '/guides/code';
  await openHydrated(page, path);
  const block = blocks(page).filter({ hasText: 'HighlightMoreText' });
  await expect(block).not.toContainText('This will error');
  await expect(block.locator('.code-block-error-line')).toHaveText(
    "  return 'Nothing highlighted';",
  );
  const copy = await (await request.get(`${path}.md`)).text();
  expect(copy).toContain(
    "    return 'This range is highlighted!';\n  }\n  return 'Nothing highlighted';",
  );
  expect(copy).not.toContain('This will error');
  // The page's toc, serialized by the page, as the page shows it.
  const { code: tocJson } = await drawn(blocks(page).filter({ hasText: '"level"' }));
  expect(copy).toContain(`\`\`\`json\n${tocJson}\n\`\`\``);
});
