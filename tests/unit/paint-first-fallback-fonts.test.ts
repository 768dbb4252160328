import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';

import { fallbackFacesCss } from '@site/plugins/paint-first/fallbackCss';
import { fallbackMetrics } from '@site/plugins/paint-first/fallbackFaces';

const fontsource = join(__dirname, '../../node_modules/@fontsource');
const fileOf = (face: string): string =>
  join(fontsource, face.split('-')[0], 'files', `${face}.woff2`);
const open = (face: string): Font => create(readFileSync(fileOf(face))) as Font;

const lato = open('lato-latin-400-normal');
const montserrat = open('montserrat-latin-700-normal');
const arimo = open('arimo-latin-400-normal');
const arimoBold = open('arimo-latin-700-normal');

const sample =
  'Send a WhatsApp message to a customer: call the API with the phone number and the text.';
const otherText =
  'Webhooks tell your server when a customer replies, so a bot can answer within seconds.';

/** How wide `text` sets in `font` at `size` px, scaled by `adjust` (what size-adjust does). */
const widthPx = (font: Font, text: string, size: number, adjust = 1): number =>
  (font.layout(text).advanceWidth / font.unitsPerEm) * size * adjust;

describe('fallback metrics computed from the font files', () => {
  it('size the fallback so a line of other text sets within 2 % of the brand face', () => {
    const metrics = fallbackMetrics(lato, arimo, sample);
    const brand = widthPx(lato, otherText, 16);
    const fallback = widthPx(arimo, otherText, 16, metrics.sizeAdjust);
    expect(Math.abs(fallback - brand) / brand).toBeLessThan(0.02);
    // Unadjusted, Arial-sized text is visibly wider than Lato.
    expect(widthPx(arimo, otherText, 16) / brand).toBeGreaterThan(1.02);
  });

  it('set the sample text as wide as the brand face (kerning across spaces aside)', () => {
    const metrics = fallbackMetrics(montserrat, arimoBold, sample);
    const brand = widthPx(montserrat, sample, 16);
    const fallback = widthPx(arimoBold, sample, 16, metrics.sizeAdjust);
    expect(Math.abs(fallback - brand) / brand).toBeLessThan(0.005);
    expect(Math.abs(widthPx(arimoBold, sample, 16) - brand) / brand).toBeGreaterThan(0.05);
  });

  it("give the fallback the brand face's ascent, descent and line gap once size-adjusted", () => {
    // Lato (hhea metrics): 1974 / 426 / 0 per 2000 units. Montserrat asks for its OS/2
    // typographic metrics: 968 / 251 / 0 per 1000.
    for (const [brand, fallback, ascent, descent] of [
      [lato, arimo, 0.987, 0.213],
      [montserrat, arimoBold, 0.968, 0.251],
    ] as const) {
      const metrics = fallbackMetrics(brand, fallback, sample);
      expect(metrics.ascentOverride * metrics.sizeAdjust).toBeCloseTo(ascent, 6);
      expect(metrics.descentOverride * metrics.sizeAdjust).toBeCloseTo(descent, 6);
      expect(metrics.lineGapOverride).toBe(0);
    }
  });

  it('are the identity for a font that falls back to itself', () => {
    expect(fallbackMetrics(lato, lato, sample)).toEqual({
      sizeAdjust: 1,
      ascentOverride: 0.987,
      descentOverride: 0.213,
      lineGapOverride: 0,
    });
  });

  it('ignore characters a font lacks, and refuse text neither can draw', () => {
    expect(fallbackMetrics(lato, arimo, `${sample} 中文`)).toEqual(
      fallbackMetrics(lato, arimo, sample),
    );
    expect(() => fallbackMetrics(lato, arimo, '中文')).toThrow(/No text/);
  });
});

describe('the fallback faces written into a stylesheet', () => {
  it('name one "<family> fallback" face per self-hosted face, a local Arial sized to it', () => {
    const url = '/assets/fonts/lato-latin-400-normal-0123456789abcdef.woff2';
    const boldUrl = '/assets/fonts/montserrat-latin-700-normal-0123456789abcdef.woff2';
    const css =
      `@font-face{font-family:Lato;font-weight:400;font-display:swap;src:url(${url})format("woff2")}` +
      `@font-face{font-family:'Montserrat';font-weight:700;src:url("${boldUrl}")}` +
      '@font-face{font-family:Other;src:url(/elsewhere.woff2)}';
    const files = new Map([
      [url, readFileSync(fileOf('lato-latin-400-normal'))],
      [boldUrl, readFileSync(fileOf('montserrat-latin-700-normal'))],
    ]);
    const rules = fallbackFacesCss(css, files, sample).match(/@font-face\{[^}]*\}/g) ?? [];
    expect(rules).toHaveLength(2);
    const [latoRule, montserratRule] = rules;
    expect(latoRule).toContain('font-family:"Lato fallback";font-weight:400;');
    expect(latoRule).toContain('src:local("Arial"),');
    expect(montserratRule).toContain('font-family:"Montserrat fallback";font-weight:700;');
    expect(montserratRule).toContain('src:local("Arial Bold"),');
    const sizeAdjust = Number(/size-adjust:([\d.]+)%/.exec(latoRule)?.[1]) / 100;
    expect(sizeAdjust).toBeCloseTo(fallbackMetrics(lato, arimo, sample).sizeAdjust, 4);
  });
});
