import { describe, expect, it } from 'vitest';

import { pageBytesOf } from '@site/plugins/build-steps/pageBytes';
import { DrawnCharacters } from '@site/plugins/font-subset/builtText';

/** `text` as the bytes of a page that holds it (a lone surrogate half is written as U+FFFD). */
const bytesOf = (text: string) => pageBytesOf(Buffer.from(text));

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
      expect(drawn.mayGrowFrom(bytesOf(text)), JSON.stringify(text)).toBe(
        holdsNew(Buffer.from(text).toString(), 'aé😀'),
      );
  });

  it('counts both halves of a pair as one character, and a lone half as the replacement character', () => {
    const drawn = new DrawnCharacters();
    drawn.add('😀');
    expect(drawn.mayGrowFrom(bytesOf('x😀y'))).toBe(false);
    expect(drawn.mayGrowFrom(bytesOf('😁'))).toBe(true);
    expect(drawn.mayGrowFrom(bytesOf('\ude00'))).toBe(true);
    expect(drawn.mayGrowFrom(bytesOf('\u0085\u009f'))).toBe(false);
    drawn.add('\ufffd');
    expect(drawn.mayGrowFrom(bytesOf('\ude00'))).toBe(false);
  });

  it('reads a character beyond ASCII whatever bytes are around it, and a reference to one', () => {
    const drawn = new DrawnCharacters();
    drawn.add('é');
    // ASCII bytes between the characters, none, and a run of several characters.
    expect(drawn.mayGrowFrom(bytesOf('<p>é</p><p>ééé</p>'))).toBe(false);
    expect(drawn.mayGrowFrom(bytesOf('<p>éé–</p>'))).toBe(true);
    expect(drawn.mayGrowFrom(bytesOf('<p>&eacute;</p>'))).toBe(false);
    expect(drawn.mayGrowFrom(bytesOf('<p>&ndash;</p>'))).toBe(true);
  });
});
