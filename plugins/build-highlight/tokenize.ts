import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { normalizeTokens, type PrismTheme, type Token } from 'prism-react-renderer';

import { tokenClassTypes } from './classTypes';

/** One token of a highlighted line: the Prism types that colour it, and its text. */
export type LineToken = { types: string[]; content: string };

type PrismCore = typeof import('prismjs');

const require = createRequire(import.meta.url);

/**
 * Prism's bare core with the grammars the site lists (themeConfig.prism.additionalLanguages,
 * in load order), as the browser's highlighter has them: the build colours the same
 * tokens the browser would.
 */
function prismWith(languages: readonly string[]): PrismCore {
  const core = require('prismjs/components/prism-core') as PrismCore;
  for (const name of languages) {
    const source = readFileSync(require.resolve(`prismjs/components/prism-${name}.js`), 'utf8');
    new Function('Prism', source)(core);
  }
  return core;
}

function classTypes(styles: PrismTheme['styles'], types: string[]): string[] {
  const kept = tokenClassTypes(styles, types);
  if (kept) return kept;
  throw new Error(
    `A code token of types "${types.join(' ')}" would take other colours from the CSS rules than from the Prism theme`,
  );
}

/** Replaces a line that is only a line break by an empty one, as the theme's Line does. */
function withoutLineBreak(styles: PrismTheme['styles'], line: Token[]): LineToken[] {
  if (line.length === 1 && line[0].content === '\n') return [{ types: line[0].types, content: '' }];
  return line.map(({ types, content }) => ({ types: classTypes(styles, types), content }));
}

/**
 * Returns a tokenizer: code and language in, the lines of tokens the theme would draw out,
 * each token with the types whose CSS rules (made from `theme`) colour it as the theme does.
 */
export function createTokenizer(languages: readonly string[], theme: PrismTheme) {
  const prism = prismWith(languages);
  const lines = (tokens: Token[][]): LineToken[][] =>
    tokens.map((line) => withoutLineBreak(theme.styles, line));
  return (code: string, language: string): LineToken[][] => {
    const grammar = prism.languages[language];
    if (grammar == null) return lines(normalizeTokens([code]));
    const env = { code, grammar, language, tokens: [] as ReturnType<PrismCore['tokenize']> };
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    return lines(normalizeTokens(env.tokens));
  };
}
