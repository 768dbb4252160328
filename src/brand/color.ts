/** Colour arithmetic for the brand tokens, with the `color` library Docusaurus's own docs use. */
import Color, { type ColorInstance } from 'color';

const hex = (color: ColorInstance): string => color.hex().toLowerCase();

/** The same hue and saturation at another HSL lightness (0..1). */
export function withLightness(color: string, lightness: number): string {
  return hex(Color(color).lightness(Math.min(1, Math.max(0, lightness)) * 100));
}

/**
 * Infima's six primary shades, computed as the Docusaurus docs' colour generator does:
 * darken and lighten by 10, 15 and 30 % of the lightness.
 */
export function infimaShades(color: string): Record<string, string> {
  const base = Color(color);
  return {
    '': color,
    '-dark': hex(base.darken(0.1)),
    '-darker': hex(base.darken(0.15)),
    '-darkest': hex(base.darken(0.3)),
    '-light': hex(base.lighten(0.1)),
    '-lighter': hex(base.lighten(0.15)),
    '-lightest': hex(base.lighten(0.3)),
  };
}
