/**
 * Every Markdown and MDX feature a writer can use, as a reader sees it, on the one page
 * of tests/fixtures/markdown-features (built and served by markdown-features-site.ts).
 */
import type { Locator, Page } from '@playwright/test';

import {
  desktop,
  expect,
  openHydrated,
  seriousAxeViolations,
  useColorMode,
  waitForHydration,
} from './fixtures';
import { test } from './markdown-features-site';
import { colorModes } from '../../tools/routes';

test.use(desktop);

const path = '/features';

const main = (page: Page): Locator => page.locator('main');
const codeBlock = (page: Page, text: string): Locator =>
  main(page).locator('.theme-code-block').filter({ hasText: text });
/** The text of each line a code block shows (its number, if any, is drawn by CSS). */
const shownLines = (lines: Locator): Promise<string[]> => lines.allTextContents();
const colourOf = (element: Locator): Promise<string> =>
  element.evaluate((el) => getComputedStyle(el).color);

test.describe('code blocks', () => {
  test('a code block shows its title above the code', async ({ page }) => {
    await page.goto(path);
    const block = codeBlock(page, 'createClient');
    await expect(block.locator('[class*=codeBlockTitle]')).toHaveText('src/send.js');
  });

  test('the lines a range names ({2,4-5}) are highlighted, on a band of their own', async ({
    page,
  }) => {
    await page.goto(path);
    const block = codeBlock(page, 'createClient');
    const highlighted = block.locator('.theme-code-block-highlighted-line');
    expect(await shownLines(highlighted)).toEqual([
      "const to = '+15550100';",
      'await client.send({ to, text });',
      "console.log('sent');",
    ]);
    const background = (line: Locator) =>
      line.evaluate((el) => getComputedStyle(el).backgroundColor);
    const plainLine = block.locator('.token-line').first();
    expect(await background(highlighted.first())).not.toBe(await background(plainLine));
  });

  test('magic comments highlight the lines they name and are not shown', async ({ page }) => {
    await page.goto(path);
    const block = codeBlock(page, 'requests.post');
    expect(await shownLines(block.locator('.theme-code-block-highlighted-line'))).toEqual([
      'response = requests.post(url, json=body)',
      'print(response.status_code)',
      'print(response.json())',
    ]);
    await expect(block).not.toContainText('highlight-');
  });

  test("the site's own magic comment marks its line with its class", async ({ page }) => {
    await page.goto(path);
    const block = codeBlock(page, 'not sent');
    expect(await shownLines(block.locator('.fixture-error-line'))).toEqual([
      "    throw new Error('not sent');",
    ]);
    await expect(block).not.toContainText('fixture-error-next-line');
  });

  test("the page's Markdown copy leaves out the site's own magic comment and the theme's", async ({
    request,
  }) => {
    const copy = await (await request.get(`${path}.md`)).text();
    expect(copy).toContain(
      "```js\nfunction check(status) {\n  if (status !== 200) {\n    throw new Error('not sent');",
    );
    expect(copy).not.toMatch(/fixture-error-next-line|highlight-(?:next-line|start|end)/);
  });

  test('line numbers count the lines, from the number asked for', async ({ page }) => {
    await page.goto(path);
    for (const [text, lines, first] of [
      ['createClient', 5, 1],
      ['curl https://api.example.com', 2, 5],
    ] as const) {
      const block = codeBlock(page, text);
      const numbers = block.locator('[class*=codeLineNumber]');
      await expect(numbers).toHaveCount(lines);
      // Each number cell shows the line counter, which the code starts at `first`.
      const counter = await block.locator('code').evaluate((code) => {
        const cells = [...code.querySelectorAll('[class*=codeLineNumber]')];
        return {
          reset: getComputedStyle(code).counterReset,
          shown: cells.map((cell) => getComputedStyle(cell, '::before').content),
          counted: cells.map(
            (cell) => getComputedStyle(cell.parentElement ?? cell).counterIncrement,
          ),
          widths: cells.map((cell) => cell.getBoundingClientRect().width),
        };
      });
      expect(counter.reset).toBe(`line-count ${first - 1}`);
      expect(new Set(counter.shown)).toEqual(new Set(['counter(line-count)']));
      expect(new Set(counter.counted)).toEqual(new Set(['line-count 1']));
      for (const width of counter.widths) expect(width).toBeGreaterThan(0);
    }
  });

  test('the copy button copies the code without its magic comments', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openHydrated(page, path);
    const block = codeBlock(page, 'requests.post');
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(page.getByText('Code copied to the clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      [
        'import requests',
        '',
        'response = requests.post(url, json=body)',
        'print(response.status_code)',
        'print(response.json())',
      ].join('\n'),
    );
  });

  test('a code block inside a list item is coloured in the item', async ({ page }) => {
    await page.goto(path);
    const item = main(page).locator('ol > li').filter({ hasText: 'Install the client' });
    const block = item.locator('.theme-code-block');
    await expect(block).toContainText('npm install @chitchatlabs/client');
    const plain = await colourOf(block.locator('pre'));
    expect(await colourOf(block.locator('.token.function').first())).not.toBe(plain);
  });
});

for (const mode of colorModes) {
  test.describe(`in ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await useColorMode(page, mode);
      await openHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    });

    for (const [language, text, tokenTypes] of [
      ['YAML', 'webhook', ['atrule', 'string']],
      ['Go', 'package main', ['keyword', 'string']],
      ['TSX', 'Greeting', ['tag', 'attr-value']],
    ] as const) {
      test(`${language} code is coloured`, async ({ page }) => {
        const block = codeBlock(page, text);
        const plain = await colourOf(block.locator('pre'));
        for (const type of tokenTypes) {
          const token = block.locator(`.token.${type}`).first();
          expect(await colourOf(token), `.token.${type}`).not.toBe(plain);
        }
      });
    }

    test('a <CodeBlock> written in JSX draws its title, numbered lines and colours', async ({
      page,
    }) => {
      const block = codeBlock(page, '"to"');
      await expect(block.locator('[class*=codeBlockTitle]')).toHaveText('payload.json');
      await expect(block.locator('[class*=codeLineNumber]')).toHaveCount(4);
      const plain = await colourOf(block.locator('pre'));
      expect(await colourOf(block.locator('.token.property').first())).not.toBe(plain);
      expect(await colourOf(block.locator('.token.string').first())).not.toBe(plain);
    });

    test('axe finds no serious or critical violation on the page', async ({ page }) => {
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
}

test.describe('MDX', () => {
  test('expressions, exports and imports render as text and components', async ({ page }) => {
    await page.goto(path);
    await expect(main(page)).toContainText(
      'This page is written by ChitChatLabs: two and three make 5.',
    );
  });

  test("TOCInline lists the page's headings as links", async ({ page }) => {
    await page.goto(path);
    const inline = main(page).locator('.theme-doc-markdown [class*=tableOfContentsInline]');
    await expect(inline.getByRole('link', { name: 'Code blocks' })).toHaveAttribute(
      'href',
      '#code-blocks',
    );
    await expect(inline.getByRole('link', { name: 'Tabs' })).toHaveAttribute('href', '#tabs');
  });

  test('toc_max_heading_level puts level-4 headings in the table of contents', async ({ page }) => {
    await page.goto(path);
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc.getByRole('link', { name: 'Line numbers from five' })).toBeVisible();
  });
});

test.describe('admonitions and details', () => {
  test('an admonition shows its [title], and one nests inside another', async ({ page }) => {
    await page.goto(path);
    const tip = main(page).locator('.theme-admonition-tip');
    await expect(tip).toContainText('Send a test first');
    const nested = tip.locator('.theme-admonition-info');
    await expect(nested).toContainText('Nested');
    await expect(nested.locator('.theme-admonition-warning')).toContainText(
      'An admonition inside another.',
    );
    await expect(main(page).locator('.theme-admonition-note')).toContainText('From a component');
    // Every fence closed its box: none is left on the page as text.
    await expect(main(page)).not.toContainText(':::');
  });

  for (const [written, summary, content] of [
    ['<details>', 'What a template is', 'A message with blanks'],
    ['The Details component', 'What a session is', 'The 24 hours after'],
  ]) {
    test(`${written} opens when its summary is clicked`, async ({ page }) => {
      await openHydrated(page, path);
      const answer = main(page).getByText(content);
      await expect(answer).toBeHidden();
      await main(page).locator('summary', { hasText: summary }).click();
      await expect(answer).toBeVisible();
    });
  }
});

test.describe('tabs', () => {
  const tabGroups = (page: Page): Locator => main(page).locator('.tabs-container');
  const selected = (page: Page): Locator => tabGroups(page).getByRole('tab', { selected: true });

  test('tab groups with the same groupId switch together', async ({ page }) => {
    await openHydrated(page, path);
    await expect(selected(page)).toHaveText(['JavaScript', 'JavaScript']);
    await tabGroups(page).first().getByRole('tab', { name: 'Python' }).click();
    await expect(selected(page)).toHaveText(['Python', 'Python']);
    await expect(main(page).getByText('Install the Python client.')).toBeVisible();
  });

  test('the queryString chooses the tab from the address, and a click writes it there', async ({
    page,
  }) => {
    await page.goto(`${path}?language=py`);
    await waitForHydration(page);
    await expect(selected(page).first()).toHaveText('Python');
    await tabGroups(page).first().getByRole('tab', { name: 'JavaScript' }).click();
    await expect(page).toHaveURL(/\?language=js$/);
  });
});

test.describe('GitHub-flavoured Markdown', () => {
  test('a task list shows checkboxes, ticked as written', async ({ page }) => {
    await page.goto(path);
    const boxes = main(page).getByRole('checkbox');
    await expect(boxes).toHaveCount(2);
    // Each named by its item, as a screen reader announces it.
    await expect(main(page).getByRole('checkbox', { name: 'Create an account' })).toBeChecked();
    await expect(
      main(page).getByRole('checkbox', { name: 'Send a first message' }),
    ).not.toBeChecked();
  });

  test('table columns are aligned as the separator row says', async ({ page }) => {
    await page.goto(path);
    const cells = main(page).locator('table tbody tr').first().locator('td');
    const alignment = await cells.evaluateAll((tds) =>
      tds.map((td) => getComputedStyle(td).textAlign),
    );
    expect(alignment).toEqual(['left', 'center', 'right']);
  });

  test('strikethrough crosses the text out', async ({ page }) => {
    await page.goto(path);
    const struck = main(page).locator('del', { hasText: 'deprecated' });
    expect(await struck.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe(
      'line-through',
    );
  });

  test('a footnote reference leads to its note', async ({ page }) => {
    await openHydrated(page, path);
    await main(page).locator('sup a').first().click();
    const note = main(page).locator('section[data-footnotes] li').first();
    await expect(note).toContainText('It answered until 2023.');
    await expect(page).toHaveURL(new RegExp(`#${await note.getAttribute('id')}$`));
  });
});

test.describe('the Markdown copy for people and AI tools', () => {
  test('holds the code blocks with their languages and titles, and the JSX CodeBlock as one', async ({
    page,
  }) => {
    const response = await page.request.get(`${path}.md`);
    expect(response.ok()).toBe(true);
    const copy = await response.text();
    expect(copy).toContain('```js title="src/send.js"');
    expect(copy).toContain('```yaml title="config.yaml"');
    expect(copy).toMatch(/```go\n/);
    expect(copy).toMatch(/```tsx\n/);
    expect(copy).toContain('```json title="payload.json"');
    // Magic comments mark lines for the page; the copy shows the code alone.
    expect(copy).not.toContain('highlight-next-line');
  });
});
