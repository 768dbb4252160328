import { describe, expect, it } from 'vitest';

import { prefersMarkdown } from '@site/tools/markdown-negotiation';

describe('Markdown on request', () => {
  it.each([
    'text/markdown',
    'TEXT/Markdown',
    'text/markdown; charset=utf-8',
    'text/markdown, text/html;q=0.9',
    'text/html;q=0.5, text/markdown',
    'text/markdown;q=0.51, text/html;q=0.5',
    'text/markdown, */*;q=0.1',
    'text/markdown, text/html;q=0',
  ])('gives the copy to %s', (accept) => expect(prefersMarkdown(accept)).toBe(true));

  it.each([
    undefined,
    '',
    '*/*',
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'text/markdown;q=0.5, text/html',
    'text/html, text/markdown',
    'text/markdown;q=0.9, */*',
    'text/markdown;q=0.9, text/*',
    'text/markdown;q=0',
  ])('gives the page to %s', (accept) => expect(prefersMarkdown(accept)).toBe(false));
});
