import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { accentedWordOf, generatedPage } from '../../tools/generate-pages';
import { repoRoot } from '../../tools/paths';

const siteText = readdirSync(join(repoRoot, 'docs'), { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.mdx?$/.test(name))
  .map((name) => readFileSync(join(repoRoot, 'docs', name), 'utf8'))
  .join('\n');

describe('generated pages', () => {
  it('each name a place in letters the site’s own pages do not use', () => {
    for (let n = 1; n <= 100; n += 1) {
      const word = accentedWordOf(n);
      expect(generatedPage(n, 100)).toContain(word);
      const ownLetters = [...word].filter(
        (letter) => letter > '\u007f' && !siteText.includes(letter),
      );
      expect(ownLetters.length, word).toBeGreaterThan(1);
    }
  });

  it('give a different letter to each of 62 pages in a row', () => {
    const words = Array.from({ length: 62 }, (_, i) => accentedWordOf(i + 1));
    expect(new Set(words).size).toBe(62);
  });
});
