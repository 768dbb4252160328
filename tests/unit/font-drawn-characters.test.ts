import { describe, expect, it } from 'vitest';

import { DrawnCharacters } from '@site/plugins/font-subset/builtText';

/** Whether `text` holds a character a font draws that `known` lacks, one character at a time. */
function holdsNew(text: string, known: string): boolean {
  const codes = new Set([...known].map((char) => char.codePointAt(0)));
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xa0 && !codes.has(code)) return true;
  }
  return false;
}

/** Characters a page may hold: ASCII, C1 controls, Latin, arrows, emoji, a lone surrogate half. */
const alphabet = [
  'a',
  '<',
  ' ',
  '\u0085',
  '\u009f',
  '\u00a0',
  'é',
  'ß',
  '→',
  '😀',
  '😁',
  '\ud83d',
  '\ude00',
];

/** The same texts on every run: a small linear congruential generator. */
function* texts(count: number): Generator<string> {
  let seed = 43;
  const next = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let n = 0; n < count; n += 1)
    yield Array.from(
      { length: 1 + Math.floor(next() * 8) },
      () => alphabet[Math.floor(next() * alphabet.length)],
    ).join('');
}

describe('whether a page may add a character', () => {
  it('says so exactly when the page holds a drawn character not yet gathered', () => {
    const drawn = new DrawnCharacters();
    drawn.add('aé😀');
    for (const text of texts(2_000))
      expect(drawn.mayGrowFrom(text), JSON.stringify(text)).toBe(holdsNew(text, 'aé😀'));
  });

  it('counts both halves of a pair as one character, and a lone half as its own', () => {
    const drawn = new DrawnCharacters();
    drawn.add('😀');
    expect(drawn.mayGrowFrom('x😀y')).toBe(false);
    expect(drawn.mayGrowFrom('😁')).toBe(true);
    expect(drawn.mayGrowFrom('\ude00')).toBe(true);
    expect(drawn.mayGrowFrom('\u0085\u009f')).toBe(false);
  });
});
