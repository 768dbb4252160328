/**
 * Brand tokens: the one place the site's colours, fonts and breakpoints are defined (the
 * toasts' settings are in src/brand/toast.ts).
 */
import { withLightness } from './brand/color';

export const colors = {
  primary: '#85144b',
  secondary: '#3d9970',
  background: '#ffffff',
  text: '#000000',
} as const;

export const fonts = {
  heading: 'Montserrat',
  body: 'Lato',
} as const;

/** The local face sized to match a brand font (src/brand/fallbackFaces.ts). */
export const fallbackFamily = (font: string): string => `${font} fallback`;

/** Font stacks: the brand font, then its fallback face, then the system fonts. */
export const fontStacks = {
  heading: `${fonts.heading}, '${fallbackFamily(fonts.heading)}', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`,
  body: `${fonts.body}, '${fallbackFamily(fonts.body)}', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`,
} as const;

/** The only font weights the site uses; src/css/fonts.css declares exactly these. */
export const fontWeights = {
  heading: [700],
  body: [400, 700],
} as const;

/**
 * Where the docs layout switches, as Docusaurus's own theme does: up to this width the
 * mobile layout (sidebar behind a menu button), above it the desktop layout.
 */
export const docsMobileMaxWidthPx = 996;

/** The responsive breakpoints; the stylesheets use them as custom media (src/brand/customMedia.ts). */
export const breakpoints = {
  base: '0em',
  sm: '30em',
  md: '48em',
  lg: '62em',
  xl: '80em',
  '2xl': '96em',
} as const;

export type ColorMode = 'light' | 'dark';

/** Every colour a colour mode uses, derived from `colors` where the brand allows it. */
export type Palette = {
  primary: string;
  /** Text on a primary-filled button. */
  onPrimary: string;
  /** Fills, borders and large text only: #3d9970 on white is below 4.5:1. */
  secondary: string;
  /** A shade of the secondary colour that is safe for body-size text. */
  secondaryText: string;
  /** Text on a secondary-filled surface. */
  onSecondary: string;
  background: string;
  surface: string;
  /** The tinted band behind the landing hero. */
  heroBackground: string;
  text: string;
  mutedText: string;
  border: string;
  footerBackground: string;
  footerText: string;
  footerLink: string;
  danger: string;
  warning: string;
};

export const palettes: Record<ColorMode, Palette> = {
  light: {
    primary: colors.primary,
    onPrimary: '#ffffff',
    secondary: colors.secondary,
    secondaryText: withLightness(colors.secondary, 0.33),
    onSecondary: colors.text,
    background: colors.background,
    surface: colors.background,
    heroBackground: withLightness(colors.primary, 0.97),
    text: colors.text,
    mutedText: '#4b4047',
    border: withLightness(colors.primary, 0.9),
    footerBackground: withLightness(colors.primary, 0.12),
    footerText: '#ffffff',
    footerLink: withLightness(colors.primary, 0.85),
    danger: '#c0262d',
    warning: '#8a5a00',
  },
  dark: {
    // #85144b is unreadable on a dark background: a lighter tint of the same hue.
    primary: withLightness(colors.primary, 0.72),
    onPrimary: '#1b040f',
    secondary: colors.secondary,
    secondaryText: withLightness(colors.secondary, 0.55),
    onSecondary: colors.text,
    background: '#17131a',
    surface: '#211b24',
    heroBackground: withLightness(colors.primary, 0.09),
    text: '#f3eef1',
    mutedText: '#c9bfc6',
    border: '#3a3039',
    footerBackground: '#0f0c11',
    footerText: '#f3eef1',
    footerLink: withLightness(colors.primary, 0.85),
    danger: '#ff8a8f',
    warning: '#f5c451',
  },
};

/** Code block colours: brand hues, each at least 4.5:1 on its background. */
export type CodePalette = {
  background: string;
  text: string;
  comment: string;
  string: string;
  keyword: string;
  function: string;
  number: string;
  punctuation: string;
};

export const codePalettes: Record<ColorMode, CodePalette> = {
  light: {
    background: '#f6f4f5',
    text: '#1f1a1d',
    comment: '#675b62',
    string: palettes.light.secondaryText,
    keyword: palettes.light.primary,
    function: '#1d5fa8',
    number: '#8f4700',
    punctuation: palettes.light.mutedText,
  },
  dark: {
    background: '#1e1a21',
    text: palettes.dark.text,
    comment: '#a89ba3',
    string: palettes.dark.secondaryText,
    keyword: palettes.dark.primary,
    function: '#8cc4ff',
    number: palettes.dark.warning,
    punctuation: palettes.dark.mutedText,
  },
};
