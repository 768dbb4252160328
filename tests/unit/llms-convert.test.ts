import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { mdxToMarkdown } from '@site/plugins/llms/convert';
import { createUrlResolver } from '@site/plugins/llms/links';

const fixtures = fileURLToPath(new URL('./fixtures/llms/', import.meta.url));
const fixture = (name: string): string => readFileSync(path.join(fixtures, name), 'utf8');

const siteUrl = 'https://docs.chitchatlabs.com';
const resolveUrl = createUrlResolver({
  siteUrl,
  permalink: '/every-construct',
  sourceFile: path.join(fixtures, 'every-construct.mdx'),
  permalinkBySourceFile: new Map([[path.join(fixtures, 'introduction.mdx'), '/introduction']]),
});
const convert = (source: string, title = 'Every construct'): string =>
  mdxToMarkdown(source, { title, where: 'docs/every-construct.mdx', resolveUrl });

describe('MDX page to Markdown', () => {
  const markdown = convert(fixture('every-construct.mdx'));

  it('matches the reviewed conversion of a page with every construct', () => {
    expect(markdown).toBe(fixture('every-construct.md'));
  });

  it('drops front matter, imports, and MDX and HTML comments', () => {
    expect(markdown).not.toMatch(/^---$/m);
    expect(markdown).not.toContain('description: One page');
    expect(markdown).not.toMatch(/^import .+ from '@(theme|site)\//m);
    expect(markdown).not.toContain('Reviewers');
    expect(markdown).not.toContain('An HTML comment');
    expect(markdown.startsWith('# Every construct\n')).toBe(true);
  });

  it('turns admonitions into blockquotes that open with their label', () => {
    expect(markdown).toContain('> **Note**\n>\n> Templates must be approved');
    expect(markdown).toContain('> **Warning: Use test numbers**\n>\n> Never send');
    expect(markdown).toContain('> **Danger: Keep your API key secret**\n>\n> Call the API');
    expect(markdown).not.toContain(':::');
  });

  it('flattens tabs into one subsection per language, under the section they sit in', () => {
    const section = markdown.slice(markdown.indexOf('## Send a message'));
    const headings = section.match(/^#{2,4} .+$/gm)?.slice(0, 4);
    expect(headings).toEqual(['## Send a message', '### cURL', '### JavaScript', '### Python']);
    expect(markdown).not.toMatch(/<\/?Tab/);
  });

  it('keeps code blocks with their language and title, without display-only hints', () => {
    expect(markdown).toContain('```bash title="Send one message"\ncurl -X POST');
    expect(markdown).toContain('```js title="send.js"\nconst response');
    expect(markdown).toContain('```python\nimport requests\nrequests.post(url)\n```');
    expect(markdown).not.toContain('showLineNumbers');
    expect(markdown).not.toContain('highlight-next-line');
  });

  it('keeps tables', () => {
    expect(markdown).toMatch(/^\| Field +\| Required \| Meaning +\|$/m);
    expect(markdown).toMatch(/^\| `language` \| Yes +\| Template language, e\.g\. `en` \|$/m);
  });

  it('removes heading ids and makes every link absolute', () => {
    expect(markdown).not.toMatch(/\{#/);
    expect(markdown).toContain(`[introduction](${siteUrl}/introduction#prerequisites)`);
    expect(markdown).toContain(`[support](${siteUrl}/support)`);
    expect(markdown).toContain(`[section](${siteUrl}/every-construct#send-a-message)`);
    expect(markdown).toContain('[app](https://chitchatlabs.com)');
  });

  it('turns a JSX component into its meaning, not into nothing', () => {
    expect(markdown).toContain(
      '[ChitChatLabs onboarding walkthrough (video on YouTube)](https://www.youtube.com/watch?v=ToSfBWVY8R4)',
    );
    expect(markdown).toContain('Press `Enter` to send.');
    expect(markdown).not.toMatch(/<[A-Za-z]/);
  });

  it('adds the title when the page has no h1 of its own', () => {
    expect(convert('Just a line.\n', 'Support')).toBe('# Support\n\nJust a line.\n');
  });

  it('refuses a component it can find no meaning in, rather than lose it', () => {
    expect(() => convert('import Spacer from "./Spacer";\n\n<Spacer />\n')).toThrow(
      /docs\/every-construct\.mdx: <Spacer \/> has no children, link or label/,
    );
  });

  it('keeps the children of a component that only wraps content', () => {
    expect(convert('# T\n\n<Callout kind="info">\n\nRead **this**.\n\n</Callout>\n')).toBe(
      '# T\n\nRead **this**.\n',
    );
  });

  it('leaves text that looks like a directive as it was', () => {
    expect(convert('# T\n\nOpen at 10:30 on weekdays.\n')).toBe(
      '# T\n\nOpen at 10:30 on weekdays.\n',
    );
  });
});
