/**
 * The parts of prism-react-renderer the theme uses (`Highlight`, `Prism`), on Prism's
 * bare core. The bundler resolves `prism-react-renderer` here (plugins/prism-on-demand):
 * the package ships one file in which 40-odd grammars are bound to its Prism, so every
 * page would load them (about 26 KiB gzip) although the pages use five. The grammars
 * come from `themeConfig.prism.additionalLanguages` instead, as Docusaurus loads them.
 * The package's own `Highlight` (which takes a `prism` prop) cannot be used: it lives in
 * that same single file, so importing it brings the grammars along. The code below
 * follows prism-react-renderer 2.4 so that the rendered markup is the same.
 */
import { useEffect, useMemo, useState, type CSSProperties, type ReactElement } from 'react';
import clsx from 'clsx';
import type { PrismTheme, Token } from 'prism-react-renderer';

import './manualMode';
import PrismCore from 'prismjs/components/prism-core';
import includeLanguages from '@theme/prism-include-languages';

// The core registers itself as a global; the theme hands it to the grammars itself.
delete (globalThis as { Prism?: unknown }).Prism;
// themeConfig.prism.additionalLanguages, added here rather than when the app starts.
includeLanguages(PrismCore);

export const Prism = PrismCore;
export type { PrismTheme, Token } from 'prism-react-renderer';

type PrismToken = InstanceType<typeof PrismCore.Token>;
type StyleDictionary = Record<string, CSSProperties>;
type LineProps = { line: Token[]; className?: string; style?: CSSProperties };
type TokenProps = { token: Token; className?: string; style?: CSSProperties };

export type RenderProps = {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: LineProps & Record<string, unknown>) => Record<string, unknown>;
  getTokenProps: (input: TokenProps & Record<string, unknown>) => Record<string, unknown>;
};

export type HighlightProps = {
  theme: PrismTheme;
  language: string;
  code: string;
  children: (props: RenderProps) => ReactElement;
};

function themeToDictionary(theme: PrismTheme, language: string): StyleDictionary {
  const dictionary: StyleDictionary = {};
  for (const { languages, types, style } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dictionary[type] = { ...dictionary[type], ...style };
  }
  dictionary.root = theme.plain as CSSProperties;
  dictionary.plain = { ...(theme.plain as CSSProperties), backgroundColor: undefined };
  return dictionary;
}

function normalizeEmptyLine(line: Token[]): void {
  if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
  else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

const appendType = (types: string[], type: string | string[] | undefined): string[] =>
  !type || types[types.length - 1] === type ? types : types.concat(type);

/** Prism's nested tokens as lines of flat tokens, each with the types it is nested in. */
export function normalizeTokens(tokens: (string | PrismToken)[]): Token[][] {
  let line: Token[] = [];
  const lines = [line];
  const visit = (list: (string | PrismToken)[], parentTypes: string[], depth: number): void => {
    for (const token of list) {
      let types: string[];
      let content: string | PrismToken | (string | PrismToken)[];
      if (typeof token === 'string') {
        types = depth > 0 ? parentTypes : ['plain'];
        content = token;
      } else {
        types = appendType(appendType(parentTypes, token.type), token.alias);
        content = token.content;
      }
      if (typeof content !== 'string') {
        visit(Array.isArray(content) ? content : [content], types, depth + 1);
        continue;
      }
      const parts = content.split(/\r\n|\r|\n/);
      line.push({ types, content: parts[0] });
      for (const part of parts.slice(1)) {
        normalizeEmptyLine(line);
        lines.push((line = [{ types, content: part }]));
      }
    }
  };
  visit(tokens, [], 0);
  normalizeEmptyLine(line);
  return lines;
}

function tokenStyle(
  dictionary: StyleDictionary,
  { types, empty }: Token,
): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') {
    return empty != null ? { display: 'inline-block' } : undefined;
  }
  if (types.length === 1 && empty != null) return dictionary[types[0]];
  return Object.assign(
    empty != null ? { display: 'inline-block' } : {},
    ...types.map((type) => dictionary[type]),
  );
}

/** Runs Prism's tokenizer with its hooks, as Prism.highlight does. */
function tokenize(code: string, language: string): Token[][] {
  const grammar = PrismCore.languages[language];
  if (grammar == null) return normalizeTokens([code]);
  const env = { code, grammar, language, tokens: [] as (string | PrismToken)[] };
  PrismCore.hooks.run('before-tokenize', env);
  env.tokens = PrismCore.tokenize(code, grammar);
  PrismCore.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/** The languages (and their other names) stock Docusaurus colours: ./stockGrammars. */
const stockLanguages = new Set(
  (
    'markup html mathml svg xml ssml atom rss regex clike javascript js actionscript ' +
    'coffeescript coffee javadoclike css yaml yml markdown md graphql sql typescript ts ' +
    'jsdoc flow n4js n4jsd jsx tsx swift kotlin kt kts c objectivec objc reason rust go ' +
    'cpp python py json webmanifest'
  ).split(' '),
);

/**
 * A language stock colours and this Prism does not know yet (the build could not colour
 * this code, and the site's grammars do not cover it): its grammar is loaded, then the
 * code drawn again. Returns a number that changes when it has loaded.
 */
function useGrammarOf(language: string): number {
  const missing = PrismCore.languages[language] === undefined && stockLanguages.has(language);
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    if (!missing) return;
    let current = true;
    void import(/* webpackChunkName: "prism-stock-grammars" */ './stockGrammars')
      .then(({ addStockGrammars }) => addStockGrammars(PrismCore))
      .then(() => current && setLoaded((count) => count + 1));
    return () => {
      current = false;
    };
  }, [missing]);
  return loaded;
}

export function Highlight({ theme, language: languageName, code, children }: HighlightProps) {
  const language = languageName.toLowerCase();
  const grammarLoaded = useGrammarOf(language);
  const tokens = useMemo(
    () => tokenize(code, language),
    // Drawn again once a grammar it lacked has loaded.
    [code, language, grammarLoaded],
  );
  const dictionary = themeToDictionary(theme, language);

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dictionary.root,
    getLineProps: ({ line, className, style, ...rest }) => {
      void line; // consumed here, as the package does: it is no DOM attribute
      return {
        ...rest,
        className: clsx('token-line', className),
        style: { ...dictionary.plain, ...style },
      };
    },
    getTokenProps: ({ token, className, style, ...rest }) => {
      const base = tokenStyle(dictionary, token);
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style == null ? base : { ...base, ...style },
      };
    },
  });
}
