import { describe, expect, it } from 'vitest';

import { ContentCache, contentKey } from '../../plugins/mdx-source/cache';
import { parseMdxSource } from '../../plugins/mdx-source/parse';

describe('the MDX every reader of the pages parses', () => {
  it('reads comments, admonition titles, heading ids, tables and JSX as Docusaurus does', () => {
    const tree = parseMdxSource(
      [
        '---',
        'title: T',
        '---',
        '',
        '## Limits {#limits}',
        '',
        '<!-- for writers -->',
        '',
        ':::tip Heads up',
        '',
        'Body.',
        '',
        ':::',
        '',
        '| a | b |',
        '| - | - |',
        '| 1 | 2 |',
        '',
        '<Tabs />',
      ].join('\n'),
    );
    expect(tree.children.map((node) => node.type)).toEqual([
      'yaml',
      'heading',
      'containerDirective',
      'table',
      'mdxJsxFlowElement',
    ]);
    expect(JSON.stringify(tree)).not.toContain('for writers');
    expect(JSON.stringify(tree.children[2])).toContain('Heads up');
  });
});

describe('the cache of what is made from a file', () => {
  it('makes a result again only when the key of its inputs changes', () => {
    const cache = new ContentCache<string>();
    let made = 0;
    const make = (text: string) => () => {
      made += 1;
      return text.toUpperCase();
    };
    expect(cache.get('a.mdx', contentKey('one'), make('one'))).toBe('ONE');
    expect(cache.get('a.mdx', contentKey('one'), make('one'))).toBe('ONE');
    expect(made).toBe(1);
    expect(cache.get('a.mdx', contentKey('two'), make('two'))).toBe('TWO');
    expect(cache.get('b.mdx', contentKey('two'), make('two'))).toBe('TWO');
    expect(made).toBe(3);
  });

  it('keys inputs apart however their text splits', () => {
    expect(contentKey('ab', 'c')).not.toBe(contentKey('a', 'bc'));
  });
});
