/**
 * Code coloured at build time (plugins/build-highlight), checked on the production build
 * in build/ (the test command builds before the unit tests): every code block of the
 * pages arrives as coloured tokens with the code's exact text, the colours come from CSS
 * for both colour modes, and no page fetches Prism before it hydrates.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

import { createTokenizer } from '@site/plugins/build-highlight/tokenize';
import { tokenClassTypes } from '@site/plugins/build-highlight/classTypes';
import { brandPrismThemes } from '@site/src/brand/prismThemes';
import { routeBytes } from '../../tools/build-stats';
import { allRoutes } from '../../tools/routes';

const buildDir = join(__dirname, '../../build');
const built = existsSync(join(buildDir, 'index.html'));
const pageOf = (route: string): Document =>
  new JSDOM(readFileSync(join(buildDir, route, 'index.html'), 'utf8')).window.document;

/** Prism's tokenizer runs this hook: it is in every build of Prism's core. */
const prismMark = 'before-tokenize';

describe.runIf(built)('code coloured at build time', () => {
  it('draws the API page code blocks as lines of coloured tokens, without inline colours', () => {
    const blocks = [...pageOf('3-1-messages').querySelectorAll('.theme-code-block')];
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks) {
      const lines = block.querySelectorAll('pre.prism-code > code > .token-line');
      expect(lines.length).toBeGreaterThan(0);
      expect(block.querySelector('[style]')).toBeNull();
    }
    const coloured = blocks.flatMap((block) => [
      ...block.querySelectorAll('.token.string, .token.keyword, .token.property'),
    ]);
    expect(coloured.length).toBeGreaterThan(20);
  });

  it('gives the landing page request the exact text of the request', async () => {
    const { firstMessageRequest } = await import('@site/src/components/FirstMessage/request');
    const code = pageOf('.').querySelector('.theme-code-block code');
    const lines = [...(code?.querySelectorAll('.token-line') ?? [])].map((l) => l.textContent);
    expect(lines.join('\n')).toBe(firstMessageRequest);
    expect(code?.querySelector('.token.string')).not.toBeNull();
  });

  it('colours each token type in both colour modes from the brand themes', () => {
    const head = pageOf('3-1-messages').getElementById('brand-tokens')?.textContent ?? '';
    for (const mode of ['light', 'dark'] as const) {
      const keyword = brandPrismThemes[mode].styles.find((s) => s.types.includes('keyword'));
      expect(head).toContain(String(keyword?.style.color));
      expect(head).toContain(
        `--prism-background-color:${brandPrismThemes[mode].plain.backgroundColor}`,
      );
    }
    expect(head).toMatch(/\.token\.keyword[^{]*\{color:var\(--[\w-]+\)/);
  });

  it('fetches no Prism before any page hydrates; only the request builder loads it', () => {
    for (const { path } of allRoutes) {
      for (const file of routeBytes(buildDir, path).files) {
        expect(readFileSync(join(buildDir, file), 'utf8'), `${path} ${file}`).not.toContain(
          prismMark,
        );
      }
    }
    const chunks = readdirSync(join(buildDir, 'assets/js')).filter((f) => f.endsWith('.js'));
    const withPrism = chunks.filter((f) =>
      readFileSync(join(buildDir, 'assets/js', f), 'utf8').includes(prismMark),
    );
    expect(withPrism.length).toBeGreaterThan(0);
  });
});

describe('token classes', () => {
  const { styles } = brandPrismThemes.light;
  it('keeps the types that colour a token, as Prism renderer styles it', () => {
    // Prism's renderer gives a token the colour of its last styled type.
    expect(tokenClassTypes(styles, ['string', 'variable', 'operator'])).toEqual(['operator']);
    expect(tokenClassTypes(styles, ['comment'])).toEqual(['comment']);
    expect(tokenClassTypes(styles, ['plain'])).toEqual(['plain']);
    expect(tokenClassTypes(styles, ['function', 'parameter'])).toEqual(['function', 'parameter']);
  });

  it('splits the code into lines and keeps empty lines', () => {
    const lines = createTokenizer(['clike', 'javascript'], brandPrismThemes.light)(
      'const a = 1;\n\nf(a);',
      'js',
    );
    expect(lines.map((line) => line.map((t) => t.content).join(''))).toEqual([
      'const a = 1;',
      '',
      'f(a);',
    ]);
    expect(lines[0][0]).toEqual({ types: ['keyword'], content: 'const' });
  });
});
