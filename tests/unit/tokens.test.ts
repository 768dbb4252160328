import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  breakpoints,
  colors,
  docsMobileMaxWidthPx,
  fontWeights,
  fonts,
  toastTokens,
} from '@site/src/tokens';

/**
 * The only checks on the tokens themselves: the brand's specified constants, guarded
 * against an accidental change. What the tokens do (colours, fonts, layout, contrast)
 * is checked where a reader sees it, in the end-to-end tests.
 */
describe('brand tokens', () => {
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
    expect(docsMobileMaxWidthPx).toBe(996);
    expect(toastTokens.durationMs).toBe(5000);
    expect([toastTokens.minWidthPx, toastTokens.maxWidthPx]).toEqual([300, 560]);
    expect(toastTokens.statuses).toEqual(['info', 'warning', 'success', 'error', 'loading']);
    expect(toastTokens.positions).toEqual([
      'top',
      'top-left',
      'top-right',
      'bottom',
      'bottom-left',
      'bottom-right',
    ]);
  });

  it('are the only fonts the stylesheet declares: Latin woff2, font-display optional', () => {
    const css = readFileSync(join(__dirname, '../../src/css/fonts.css'), 'utf8');
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]);
    const declared = faces
      .filter((face) => face.includes('url('))
      .map((face) => {
        expect(face).toMatch(/font-display:\s*optional/);
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
});
