import type { Font } from 'fontkit';

/** The descriptors that size a local font like a web font, as fractions of 1 em. */
export type FallbackMetrics = {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
};

/** The vertical metrics a browser lays a line out with: OS/2's when the font asks for them. */
function verticalMetrics(font: Font): { ascent: number; descent: number; lineGap: number } {
  const os2 = font['OS/2'];
  if (os2.fsSelection.useTypoMetrics)
    return {
      ascent: os2.typoAscender,
      descent: -os2.typoDescender,
      lineGap: os2.typoLineGap,
    };
  return { ascent: font.ascent, descent: -font.descent, lineGap: font.lineGap };
}

/** How often each word of `text` occurs (set once each: a page's words repeat a lot). */
function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of text.split(/\s+/)) if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** How wide `words` set in `font`, one space between each, in em (kerning applied). */
function widthInEm(font: Font, words: Map<string, number>): number {
  let width = 0;
  let spaces = 0;
  for (const [word, count] of words) {
    width += font.layout(word).advanceWidth * count;
    spaces += count;
  }
  return (width + font.layout(' ').advanceWidth * spaces) / font.unitsPerEm;
}

/** The characters of `text` both fonts have: the others neither face draws. */
const inBoth = (a: Font, b: Font, text: string): string =>
  [...text]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return /\s/.test(char) || (a.hasGlyphForCodePoint(code) && b.hasGlyphForCodePoint(code));
    })
    .join('');

/**
 * The metrics that make `fallback` take the room `brand` takes: scaled so that `text`
 * (the text the pages draw) sets to the same width, and with the brand's ascent, descent
 * and line gap, so each line's baseline and height stay put when the brand face arrives.
 * The overrides apply after the size adjustment, hence the division.
 */
export function fallbackMetrics(brand: Font, fallback: Font, text: string): FallbackMetrics {
  const words = wordCounts(inBoth(brand, fallback, text));
  if (words.size === 0) throw new Error('No text both fonts can draw to size the fallback by');
  const sizeAdjust = widthInEm(brand, words) / widthInEm(fallback, words);
  const { ascent, descent, lineGap } = verticalMetrics(brand);
  const perEm = brand.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: ascent / perEm,
    descentOverride: descent / perEm,
    lineGapOverride: lineGap / perEm,
  };
}

const percent = (fraction: number): string => `${Number((fraction * 100).toFixed(3))}%`;

/** An @font-face rule for `family` drawn with the `local` fonts sized by `metrics`. */
export function fallbackFaceRule(
  family: string,
  weight: number,
  local: readonly string[],
  metrics: FallbackMetrics,
): string {
  const src = local.map((name) => `local(${JSON.stringify(name)})`).join(',');
  return (
    `@font-face{font-family:${JSON.stringify(family)};font-weight:${weight};src:${src};` +
    `size-adjust:${percent(metrics.sizeAdjust)};ascent-override:${percent(metrics.ascentOverride)};` +
    `descent-override:${percent(metrics.descentOverride)};line-gap-override:${percent(metrics.lineGapOverride)}}`
  );
}
