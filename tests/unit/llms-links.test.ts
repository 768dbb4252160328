import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { createUrlResolver } from '@site/plugins/llms/links';
import { markdownPathFor } from '@site/plugins/llms/client/markdownPath';

const docs = path.resolve('/site/docs');
const resolve = createUrlResolver({
  siteUrl: 'https://docs.chitchatlabs.com',
  permalink: '/3-1-messages',
  sourceFile: path.join(docs, '3-1-messages.mdx'),
  permalinkBySourceFile: new Map([
    [path.join(docs, 'onboarding.mdx'), '/onboarding'],
    [path.join(docs, 'guides', 'csv.md'), '/guides/csv'],
  ]),
});

describe('links made absolute', () => {
  it('turns file links into the target page URL, keeping the anchor', () => {
    expect(resolve('./onboarding.mdx')).toBe('https://docs.chitchatlabs.com/onboarding');
    expect(resolve('onboarding.mdx#steps')).toBe('https://docs.chitchatlabs.com/onboarding#steps');
    expect(resolve('./guides/csv.md')).toBe('https://docs.chitchatlabs.com/guides/csv');
  });

  it('turns pathname:// links (files the build writes) into site URLs', () => {
    expect(resolve('pathname:///openapi.yaml')).toBe('https://docs.chitchatlabs.com/openapi.yaml');
  });

  it('resolves site paths, relative paths and anchors against the page', () => {
    expect(resolve('/support')).toBe('https://docs.chitchatlabs.com/support');
    expect(resolve('/examples/contacts.csv')).toBe(
      'https://docs.chitchatlabs.com/examples/contacts.csv',
    );
    expect(resolve('support')).toBe('https://docs.chitchatlabs.com/support');
    expect(resolve('#authentication')).toBe(
      'https://docs.chitchatlabs.com/3-1-messages#authentication',
    );
  });

  it('leaves links that already name their scheme or host alone', () => {
    for (const url of [
      'https://business.facebook.com',
      'mailto:info@chitchatlabs.com',
      'tel:+919739978284',
      '//example.com/x',
    ]) {
      expect(resolve(url)).toBe(url);
    }
  });
});

describe('where a page publishes its Markdown', () => {
  it('adds .md to the page URL, or index.md to a folder URL', () => {
    expect(markdownPathFor('/introduction')).toBe('/introduction.md');
    expect(markdownPathFor('/guides/')).toBe('/guides/index.md');
  });
});
