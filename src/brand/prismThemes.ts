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

type StyleValue = string | number | undefined;

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The code colours as CSS, from the two themes above: a variable per mode where they
 * differ (for brandCssVariables) and one rule per theme entry, in the theme's order, for
 * the `.token` spans the build writes (plugins/build-highlight). Changing the colour mode
 * re-colours the code by the variables alone.
 */
function prismCss(): { variables: Record<ColorMode, Record<string, string>>; rules: string } {
  const { light, dark } = brandPrismThemes;
  // The names theme-common's getPrismCssVariables gives the plain colours.
  const plain = (theme: PrismTheme): Record<string, string> => ({
    '--prism-color': String(theme.plain.color),
    '--prism-background-color': String(theme.plain.backgroundColor),
  });
  const variables = { light: plain(light), dark: plain(dark) };
  const rules = light.styles.map(({ types, style }, i) => {
    const darkStyle = dark.styles[i]?.style as Record<string, StyleValue> | undefined;
    const declarations = Object.entries(style as Record<string, StyleValue>).map(
      ([property, value]) => {
        const name = kebab(property);
        if (value === darkStyle?.[property]) return `${name}:${value}`;
        const variable = `--ccl-code-${types[0]}-${name}`;
        variables.light[variable] = String(value);
        variables.dark[variable] = String(darkStyle?.[property]);
        return `${name}:var(${variable})`;
      },
    );
    return `${types.map((type) => `.token.${type}`).join(',')}{${declarations.join(';')}}`;
  });
  return { variables, rules: rules.join('') };
}

export const prismCssVariables = (mode: ColorMode): Record<string, string> =>
  prismCss().variables[mode];

export const prismTokenRules = (): string => prismCss().rules;
