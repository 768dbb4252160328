import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

import { brandCssVariables, brandStylesheet } from '@site/src/brand/cssVariables';
import { contrastRatio, hexToRgb, infimaShades } from '@site/src/brand/color';
import { brandPrismThemes } from '@site/src/brand/prismThemes';
import {
  breakpoints,
  codePalettes,
  colors,
  docsDesktopMinWidthPx,
  fontStacks,
  fontWeights,
  fonts,
  palettes,
  toastTokens,
  type ColorMode,
} from '@site/src/tokens';
import { contrastMinimum, contrastPairs } from './brand/contrastPairs';

const root = join(__dirname, '..', '..');
const modes: ColorMode[] = ['light', 'dark'];
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

function cssFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

function hue(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => c / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  const h =
    max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return h * 60;
}

describe('brand tokens (SPEC.md section 9)', () => {
  it('keep the specified constants', () => {
    expect(colors).toEqual({
      primary: '#85144b',
      secondary: '#3d9970',
      background: '#ffffff',
      text: '#000000',
    });
    expect(fonts).toEqual({ heading: 'Montserrat', body: 'Lato' });
    expect(breakpoints).toEqual({
      base: '0em',
      sm: '30em',
      md: '48em',
      lg: '62em',
      xl: '80em',
      '2xl': '96em',
    });
    expect(docsDesktopMinWidthPx).toBe(996);
    expect(toastTokens.durationMs).toBe(5000);
    expect([toastTokens.minWidthPx, toastTokens.maxWidthPx]).toEqual([300, 560]);
  });

  it('use the brand colours as they are in light mode', () => {
    expect(palettes.light.primary).toBe(colors.primary);
    expect(palettes.light.secondary).toBe(colors.secondary);
    expect(palettes.light.background).toBe(colors.background);
    expect(palettes.light.text).toBe(colors.text);
  });

  it('use a lighter tint of the same hue for the primary colour in dark mode', () => {
    expect(palettes.dark.primary).not.toBe(colors.primary);
    expect(Math.abs(hue(palettes.dark.primary) - hue(colors.primary))).toBeLessThan(1);
    expect(contrastRatio(palettes.dark.primary, palettes.dark.background)).toBeGreaterThan(
      contrastRatio(colors.primary, palettes.dark.background),
    );
  });

  it('need a darker shade of the secondary colour for body text: #3d9970 on white is below 4.5:1', () => {
    expect(contrastRatio(colors.secondary, colors.background)).toBeLessThan(4.5);
    expect(palettes.light.secondaryText).not.toBe(colors.secondary);
  });
});

describe.each(modes)('contrast in %s mode (WCAG AA)', (mode) => {
  it.each(contrastPairs.map((pair) => [pair.name, pair] as const))('%s', (_name, pair) => {
    const p = palettes[mode];
    expect(contrastRatio(p[pair.foreground], p[pair.background])).toBeGreaterThanOrEqual(
      pair.minimum,
    );
  });
});

describe.each(modes)('code colours in %s mode', (mode) => {
  const code = codePalettes[mode];
  it.each(Object.entries(code).filter(([role]) => role !== 'background'))(
    '%s is readable (4.5:1)',
    (_role, color) => {
      expect(contrastRatio(color, code.background)).toBeGreaterThanOrEqual(contrastMinimum.text);
    },
  );

  it('drive the syntax highlighting theme', () => {
    const theme = brandPrismThemes[mode];
    expect(theme.plain).toEqual({ color: code.text, backgroundColor: code.background });
    const used = new Set(theme.styles.map((s) => s.style.color));
    for (const color of used) expect(Object.values(code)).toContain(color);
  });
});

describe.each(modes)('Infima variables in %s mode', (mode) => {
  const vars = brandCssVariables(mode);
  const p = palettes[mode];

  it('set the primary colour and its six shades from the tokens', () => {
    for (const [suffix, value] of Object.entries(infimaShades(p.primary))) {
      expect(vars[`--ifm-color-primary${suffix}`]).toBe(value);
    }
    expect(Object.keys(vars).filter((name) => name.startsWith('--ifm-color-primary'))).toHaveLength(
      7,
    );
  });

  it('set links, text, backgrounds, navbar and fonts from the tokens', () => {
    expect(vars['--ifm-link-color']).toBe(p.primary);
    expect(vars['--ifm-link-hover-color']).toMatch(/^var\(--ifm-color-primary-/);
    expect(vars['--ifm-background-color']).toBe(p.background);
    expect(vars['--ifm-background-surface-color']).toBe(p.surface);
    expect(vars['--ifm-font-color-base']).toBe(p.text);
    expect(vars['--ifm-navbar-background-color']).toBe(p.surface);
    expect(vars['--ifm-navbar-link-hover-color']).toBe(p.primary);
    expect(vars['--ifm-font-family-base'].split(',')[0]).toBe(fonts.body);
    expect(vars['--ifm-heading-font-family'].split(',')[0]).toBe(fonts.heading);
  });

  it('set the footer colours the stylesheet maps onto Infima', () => {
    expect(vars['--ccl-footer-background']).toBe(p.footerBackground);
    expect(vars['--ccl-footer-text']).toBe(p.footerText);
    expect(vars['--ccl-footer-link']).toBe(p.footerLink);
  });
});

describe('stylesheets', () => {
  const stylesheets = cssFiles('src');

  it('put both colour modes in the generated head stylesheet', () => {
    const css = brandStylesheet();
    expect(css).toContain(`:root{--ifm-color-primary:${colors.primary};`);
    expect(css).toContain(`[data-theme='dark']{--ifm-color-primary:${palettes.dark.primary};`);
  });

  it('map the footer variables onto the dark footer', () => {
    const css = read('src/css/custom.css');
    for (const part of [
      'background-color: var(--ccl-footer-background)',
      'color: var(--ccl-footer-text)',
    ]) {
      expect(css).toContain(part);
    }
  });

  it('never repeat a colour literal: colours come from the generated variables', () => {
    for (const file of stylesheets) {
      expect(read(file), relative(root, file)).not.toMatch(/#[0-9a-f]{3,8}\b/i);
    }
  });

  it('lay out only at the breakpoints of the tokens', () => {
    const allowed = new Set([...Object.values(breakpoints), `${docsDesktopMinWidthPx}px`]);
    const used = stylesheets.flatMap((file) =>
      [...read(file).matchAll(/@media[^{]*\((?:min|max)-width:\s*([^)]+)\)/g)].map(
        (m) => `${file}: ${m[1].trim()}`,
      ),
    );
    expect(used.length).toBeGreaterThan(0);
    for (const entry of used) {
      expect(allowed.has(entry.split(': ')[1]), entry).toBe(true);
    }
  });

  it('declare exactly the brand fonts and weights, Latin woff2 with font-display swap', () => {
    const css = read('src/css/fonts.css');
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]);
    const declared = faces
      .filter((face) => face.includes('url('))
      .map((face) => {
        expect(face).toMatch(/font-display:\s*swap/);
        const urls = [...face.matchAll(/url\('([^']+)'\)/g)].map((m) => m[1]);
        expect(urls).toHaveLength(1);
        expect(urls[0]).toMatch(/^~@fontsource\/[a-z]+\/files\/[a-z]+-latin-\d+-normal\.woff2$/);
        return `${/font-family:\s*'([^']+)'/.exec(face)?.[1]} ${/font-weight:\s*(\d+)/.exec(face)?.[1]}`;
      });
    const expected = [
      ...fontWeights.body.map((w) => `${fonts.body} ${w}`),
      ...fontWeights.heading.map((w) => `${fonts.heading} ${w}`),
    ];
    expect(declared.sort()).toEqual(expected.sort());
  });

  it('give each brand font a local fallback sized like it, named in the font stacks', () => {
    const css = read('src/css/fonts.css');
    const fallbacks = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map((m) => m[1])
      .filter((face) => !face.includes('url('));
    for (const font of [fonts.body, fonts.heading]) {
      const own = fallbacks.filter((face) => face.includes(`font-family: '${font} fallback'`));
      expect(own.length, font).toBeGreaterThan(0);
      for (const face of own) {
        expect(face).toMatch(/src:\s*local\(/);
        expect(face).toMatch(/size-adjust: [\d.]+%/);
      }
    }
    expect(fontStacks.body.split(', ').slice(0, 2)).toEqual([
      fonts.body,
      `'${fonts.body} fallback'`,
    ]);
    expect(fontStacks.heading.split(', ').slice(0, 2)).toEqual([
      fonts.heading,
      `'${fonts.heading} fallback'`,
    ]);
  });

  it('draw the logos in the brand colours', () => {
    const logo = read('static/img/logo.svg');
    expect(logo).toContain(colors.primary);
    expect(logo).toContain(colors.secondary);
    expect(read('static/img/logo-dark.svg')).toContain(palettes.dark.primary);
  });
});
