import type { ThemeConfig } from '@docusaurus/theme-common';

/**
 * Which lines of a code block are magic comments (`// highlight-next-line`), as the
 * theme's CodeBlock finds them (theme-common's codeBlockUtils, which runs in the browser
 * bundle only): the site's `themeConfig.prism.magicComments`, in the comment syntaxes of
 * the block's language, so in a ```md example `// highlight-next-line` is text the reader
 * sees, and a block whose info string gives lines (`{1,4-6}`) has none.
 */

type Prism = ThemeConfig['prism'];
export type MagicComment = Prism['magicComments'][number];

/** What the theme reads a code block's magic comments with: the site's prism settings. */
export type CodeBlockSettings = Pick<Prism, 'magicComments' | 'defaultLanguage'>;

/** The theme's own, which a site that configures none gets. */
export const defaultCodeBlockSettings: CodeBlockSettings = {
  magicComments: [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: { start: 'highlight-start', end: 'highlight-end' },
    },
  ],
};

const commentStyles = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: ['\\;\\;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const;

type Style = keyof typeof commentStyles;

const popular: readonly Style[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** The theme's choice of comment syntaxes by language; any other language: the popular ones. */
const stylesByLanguage: Readonly<Record<string, readonly Style[]>> = {
  js: ['js', 'jsBlock'],
  javascript: ['js', 'jsBlock'],
  ts: ['js', 'jsBlock'],
  typescript: ['js', 'jsBlock'],
  jsx: ['js', 'jsBlock', 'jsx'],
  tsx: ['js', 'jsBlock', 'jsx'],
  html: ['js', 'jsBlock', 'html'],
  python: ['bash'],
  py: ['bash'],
  bash: ['bash'],
  markdown: ['html', 'jsx', 'bash'],
  md: ['html', 'jsx', 'bash'],
  tex: ['tex'],
  latex: ['tex'],
  matlab: ['tex'],
  lua: ['lua'],
  haskell: ['lua'],
  sql: ['lua', 'jsBlock'],
  wasm: ['wasm'],
  vb: ['vb', 'rem'],
  vba: ['vb', 'rem'],
  'visual-basic': ['vb', 'rem'],
  vbnet: ['vbnet', 'rem'],
  batch: ['rem'],
  basic: ['rem', 'f90'],
  fsharp: ['js', 'ml'],
  ocaml: ['ml'],
  sml: ['ml'],
  fortran: ['f90'],
  cobol: ['cobol'],
};

const patterns = new WeakMap<readonly MagicComment[], Map<string, RegExp>>();

/** The theme's pattern for a line that is only a magic comment (directives as written). */
function patternFor(language: string, magicComments: readonly MagicComment[]): RegExp {
  const styles = stylesByLanguage[language] ?? popular;
  const byStyles = patterns.get(magicComments) ?? new Map<string, RegExp>();
  patterns.set(magicComments, byStyles);
  const key = styles.join();
  const known = byStyles.get(key);
  if (known) return known;
  const directives = magicComments
    .flatMap(({ line, block }) => [line, block?.start, block?.end])
    .filter((directive): directive is string => Boolean(directive))
    .join('|');
  const alternatives = styles.map((style) => {
    const [start, end] = commentStyles[style];
    return `(?:${start}\\s*(?:${directives})\\s*${end})`;
  });
  const pattern = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
  byStyles.set(key, pattern);
  return pattern;
}

/** A `{1,4-6}` in the info string: the theme then reads no magic comment in the code. */
const linesRange = /\{[\d,-]+\}/;

/**
 * The code as the page shows it: without the lines that are magic comments there. A block
 * with no language is in the site's default language, else `text` (the popular syntaxes).
 */
export function withoutMagicComments(
  code: string,
  language: string | undefined,
  meta: string,
  settings: CodeBlockSettings = defaultCodeBlockSettings,
): string {
  if (linesRange.test(meta)) return code;
  const shownLanguage = (language || settings.defaultLanguage || 'text').toLowerCase();
  const pattern = patternFor(shownLanguage, settings.magicComments);
  return code
    .split('\n')
    .filter((line) => !pattern.test(line))
    .join('\n');
}
