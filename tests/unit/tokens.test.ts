import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { fontWeights, fonts } from '@site/src/tokens';

/**
 * The brand's constants are checked where a reader sees them, in the end-to-end tests
 * (colours and fonts: brand.spec.ts; breakpoints: brand.spec.ts and layout.spec.ts)
 * and the toast tests; here, that the stylesheet declares the faces the tokens name.
 */
describe('brand tokens', () => {
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
