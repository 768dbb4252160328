/**
 * The CSS custom properties the site's styles read, derived from src/tokens.ts:
 * Infima's own variables (so docs, navbar, sidebar, TOC, admonitions and buttons carry
 * the brand) and a few `--ccl-*` variables for the landing page, footer and toasts.
 */
import { fontStacks, palettes, type ColorMode } from '../tokens';
import { infimaShades } from './color';
import { fallbackFontFaces } from './fallbackFaces';
import { prismCssVariables, prismTokenRules } from './prismThemes';

function shadeVariables(prefix: string, hex: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(infimaShades(hex)).map(([suffix, value]) => [`${prefix}${suffix}`, value]),
  );
}

export function brandCssVariables(mode: ColorMode): Record<string, string> {
  const p = palettes[mode];
  return {
    ...shadeVariables('--ifm-color-primary', p.primary),
    ...shadeVariables('--ifm-color-success', p.secondary),
    '--ifm-background-color': p.background,
    '--ifm-background-surface-color': p.surface,
    '--ifm-font-color-base': p.text,
    '--ifm-font-color-base-inverse': p.onPrimary,
    '--ifm-heading-color': p.text,
    '--ifm-link-color': p.primary,
    '--ifm-link-hover-color':
      mode === 'light' ? 'var(--ifm-color-primary-dark)' : 'var(--ifm-color-primary-lightest)',
    '--ifm-font-family-base': fontStacks.body,
    '--ifm-heading-font-family': fontStacks.heading,
    '--ifm-navbar-background-color': p.surface,
    '--ifm-navbar-link-color': p.text,
    '--ifm-navbar-link-hover-color': p.primary,
    '--ifm-toc-link-color': p.mutedText,
    '--ccl-color-secondary': p.secondary,
    '--ccl-color-secondary-text': p.secondaryText,
    '--ccl-color-on-secondary': p.onSecondary,
    '--ccl-color-muted-text': p.mutedText,
    '--ccl-color-border': p.border,
    '--ccl-color-danger': p.danger,
    '--ccl-color-warning': p.warning,
    '--ccl-hero-background': p.heroBackground,
    '--ccl-footer-background': p.footerBackground,
    '--ccl-footer-text': p.footerText,
    '--ccl-footer-link': p.footerLink,
    // The dark footer's logo: the dark mode's colours in both modes.
    '--ccl-footer-logo-primary': palettes.dark.primary,
    '--ccl-footer-logo-on-primary': palettes.dark.onPrimary,
    ...prismCssVariables(mode),
  };
}

const selectors: Record<ColorMode, string> = {
  light: ':root',
  dark: "[data-theme='dark']",
};

/**
 * One stylesheet with both colour modes, the code colours (./prismThemes.ts) and the
 * fonts' fallback faces (./fallbackFaces.ts), for the page head.
 */
export function brandStylesheet(): string {
  return (Object.keys(selectors) as ColorMode[])
    .map((mode) => {
      const declarations = Object.entries(brandCssVariables(mode))
        .map(([name, value]) => `${name}:${value}`)
        .join(';');
      return `${selectors[mode]}{${declarations}}`;
    })
    .join('')
    .concat(prismTokenRules(), fallbackFontFaces());
}
