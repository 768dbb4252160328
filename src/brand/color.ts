/** Colour arithmetic for the brand tokens: hex <-> HSL, shades, WCAG contrast. */

type Rgb = readonly [number, number, number];
type Hsl = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  const channel = (c: number): string =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

function rgbToHsl([r, g, b]: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rn
      ? (gn - bn) / d + (gn < bn ? 6 : 0)
      : max === gn
        ? (bn - rn) / d + 2
        : (rn - gn) / d + 4;
  return [h * 60, s, l];
}

function hslToRgb([h, s, l]: Hsl): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/** The same hue and saturation at another lightness (0..1). */
export function withLightness(hex: string, lightness: number): string {
  const [h, s] = rgbToHsl(hexToRgb(hex));
  return rgbToHex(hslToRgb([h, s, Math.min(1, Math.max(0, lightness))]));
}

export function lightnessOf(hex: string): number {
  return rgbToHsl(hexToRgb(hex))[2];
}

/** Lightens (ratio > 0) or darkens (ratio < 0) by a share of the current lightness. */
export function scaleLightness(hex: string, ratio: number): string {
  return withLightness(hex, lightnessOf(hex) * (1 + ratio));
}

/**
 * Infima's six primary shades, computed the way the Docusaurus docs generate them:
 * darken by 10/15/30 % and lighten by 10/15/30 % of the lightness.
 */
export function infimaShades(hex: string): Record<string, string> {
  return {
    '': hex,
    '-dark': scaleLightness(hex, -0.1),
    '-darker': scaleLightness(hex, -0.15),
    '-darkest': scaleLightness(hex, -0.3),
    '-light': scaleLightness(hex, 0.1),
    '-lighter': scaleLightness(hex, 0.15),
    '-lightest': scaleLightness(hex, 0.3),
  };
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two colours, 1..21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
