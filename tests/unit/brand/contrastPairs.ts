import type { Palette } from '@site/src/tokens';

/** WCAG AA: 4.5:1 for body text, 3:1 for large text and UI parts. */
export const contrastMinimum = { text: 4.5, largeTextOrUi: 3 } as const;

type ContrastPair = {
  name: string;
  foreground: keyof Palette;
  background: keyof Palette;
  minimum: number;
};

const { text, largeTextOrUi } = contrastMinimum;
const pair = (
  name: string,
  foreground: keyof Palette,
  background: keyof Palette,
  minimum: number,
): ContrastPair => ({ name, foreground, background, minimum });

/** The text/background pairs the site actually paints, in both colour modes. */
export const contrastPairs: readonly ContrastPair[] = [
  pair('body text', 'text', 'background', text),
  pair('body text on surfaces', 'text', 'surface', text),
  pair('muted text', 'mutedText', 'background', text),
  pair('muted text on hero', 'mutedText', 'heroBackground', text),
  pair('links', 'primary', 'background', text),
  pair('links on surfaces', 'primary', 'surface', text),
  pair('hero text', 'text', 'heroBackground', text),
  pair('hero accent', 'primary', 'heroBackground', text),
  pair('primary button', 'onPrimary', 'primary', text),
  pair('secondary text', 'secondaryText', 'background', text),
  pair('secondary text on hero', 'secondaryText', 'heroBackground', text),
  pair('secondary fills and borders', 'secondary', 'background', largeTextOrUi),
  pair('text on secondary fills', 'onSecondary', 'secondary', text),
  pair('footer text', 'footerText', 'footerBackground', text),
  pair('footer links', 'footerLink', 'footerBackground', text),
  pair('error toast icon', 'danger', 'surface', largeTextOrUi),
  pair('warning toast icon', 'warning', 'surface', largeTextOrUi),
];
