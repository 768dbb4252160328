import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Prism, normalizeTokens, type PrismTheme } from 'prism-react-renderer';

import { prismLines, type LineToken } from './prismLines';

export type { LineToken } from './prismLines';

/** Turns code in a language into the lines of tokens the theme's CodeBlock would draw. */
export type Tokenizer = ((code: string, language: string) => LineToken[][]) & {
  /** Whether a grammar colours the language (`text` has one that colours nothing). */
  knows: (language: string) => boolean;
};

const require = createRequire(import.meta.url);

/**
 * The grammars already run against the theme's Prism, kept on Prism itself: the site's
 * config and the plugin each load this module, and a grammar run twice is not the same
 * grammar (javascript's insertBefore rewrites the grammars that refer to it).
 */
const addedKey = Symbol.for('chitchatlabs-build-highlight.addedLanguages');
const marked = Prism as typeof Prism & { [addedKey]?: Set<string> };
const addedLanguages = (marked[addedKey] ??= new Set<string>());

/**
 * The theme's Prism (prism-react-renderer's, with its bundled grammars: YAML, Go, TSX and
 * the others stock Docusaurus colours) plus the site's `additionalLanguages`, added in
 * order as Docusaurus's prism-include-languages adds them. Grammars loaded here, at build
 * time, cost a reader nothing: the browser never runs them.
 */
function addLanguages(languages: readonly string[]): void {
  // PHP's grammar needs markup-templating first, which Docusaurus adds for it.
  const files = languages.flatMap((name) => (name === 'php' ? ['markup-templating', name] : name));
  for (const name of files) {
    if (addedLanguages.has(name)) continue;
    addedLanguages.add(name);
    const source = readFileSync(require.resolve(`prismjs/components/prism-${name}.js`), 'utf8');
    new Function('Prism', source)(Prism);
  }
}

/** A token whose CSS colours would differ from the Prism theme's stops the build. */
function refuse(types: string[]): never {
  throw new Error(
    `A code token of types "${types.join(' ')}" would take other colours from the CSS rules than from the Prism theme`,
  );
}

/**
 * Returns a tokenizer: code and language in, the lines of tokens the theme would draw out,
 * each token with the types whose CSS rules (made from `theme`) colour it as the theme does.
 * An unknown language is drawn as plain text, as the theme draws it.
 */
export function createTokenizer(languages: readonly string[], theme: PrismTheme): Tokenizer {
  addLanguages(languages);
  const tokenize = (code: string, language: string): LineToken[][] =>
    prismLines(Prism, normalizeTokens, theme.styles, refuse, code, language);
  return Object.assign(tokenize, {
    knows: (language: string) => Prism.languages[language.toLowerCase()] !== undefined,
  });
}
