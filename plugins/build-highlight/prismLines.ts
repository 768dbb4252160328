import type { Prism as PrismType, PrismTheme, Token } from 'prism-react-renderer';

import { tokenClassTypes } from './classTypes';

/** One token of a highlighted line: the Prism types that colour it, and its text. */
export type LineToken = { types: string[]; content: string };

type Tokens = ReturnType<typeof PrismType.tokenize>;

/**
 * Code in a language as the lines of tokens the theme's CodeBlock would draw, each token
 * with the types whose CSS rules (made from `styles`, src/brand/prismThemes.ts) colour it
 * as the theme does; `refused` says what to write when they cannot. Prism's tokenizer runs
 * with its hooks, as Prism.highlight runs it; an unknown language is plain text.
 */
export function prismLines(
  prism: typeof PrismType,
  normalizeTokens: (tokens: Tokens) => Token[][],
  styles: PrismTheme['styles'],
  refused: (types: string[]) => string[],
  code: string,
  language: string,
): LineToken[][] {
  // Prism's grammars are named in lower case; the theme lower-cases the writer's name too.
  const grammar = prism.languages[language.toLowerCase()];
  let tokens: Tokens = [code];
  if (grammar !== undefined) {
    const env = { code, grammar, language, tokens: [] as Tokens };
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    tokens = env.tokens;
  }
  return normalizeTokens(tokens).map((line) =>
    // A line that is only a line break becomes an empty one, as the theme's Line does.
    line.length === 1 && line[0].content === '\n'
      ? [{ types: line[0].types, content: '' }]
      : line.map(({ types, content }) => ({
          types: tokenClassTypes(styles, types) ?? refused(types),
          content,
        })),
  );
}
