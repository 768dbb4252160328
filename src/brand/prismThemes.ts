import type { PrismTheme } from 'prism-react-renderer';

import { codePalettes, type ColorMode } from '../tokens';

/** Syntax highlighting in the brand's colours, readable (AA) in both colour modes. */
function prismTheme(mode: ColorMode): PrismTheme {
  const c = codePalettes[mode];
  return {
    plain: { color: c.text, backgroundColor: c.background },
    styles: [
      {
        types: ['comment', 'prolog', 'doctype', 'cdata'],
        style: { color: c.comment, fontStyle: 'italic' },
      },
      { types: ['punctuation', 'operator'], style: { color: c.punctuation } },
      { types: ['string', 'char', 'attr-value', 'regex', 'inserted'], style: { color: c.string } },
      { types: ['keyword', 'atrule', 'selector', 'tag', 'important'], style: { color: c.keyword } },
      {
        types: ['function', 'function-variable', 'class-name', 'builtin'],
        style: { color: c.function },
      },
      {
        types: [
          'number',
          'boolean',
          'constant',
          'symbol',
          'variable',
          'property',
          'attr-name',
          'url',
          'entity',
        ],
        style: { color: c.number },
      },
      { types: ['deleted'], style: { color: c.keyword, textDecorationLine: 'line-through' } },
    ],
  };
}

export const brandPrismThemes: Record<ColorMode, PrismTheme> = {
  light: prismTheme('light'),
  dark: prismTheme('dark'),
};
