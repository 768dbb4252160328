/**
 * Which lines of a code block are magic comments (`// highlight-next-line`), as the
 * theme's CodeBlock finds them (theme-common's codeBlockUtils): the comment syntaxes
 * depend on the block's language, so in a ```md example `// highlight-next-line` is text
 * the reader sees, and a block whose info string gives lines (`{1,4-6}`) has none.
 */

// Docusaurus's default magic comments.
const directives = ['highlight-next-line', 'highlight-start', 'highlight-end'].join('|');

const commentStyles = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  tex: ['%', ''],
  wasm: ['\\;\\;', ''],
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
};

const patterns = new Map<string, RegExp>();

function patternFor(language: string): RegExp {
  const styles = stylesByLanguage[language] ?? popular;
  const key = styles.join();
  const known = patterns.get(key);
  if (known) return known;
  const alternatives = styles.map((style) => {
    const [start, end] = commentStyles[style];
    return `(?:${start}\\s*(?:${directives})\\s*${end})`;
  });
  const pattern = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
  patterns.set(key, pattern);
  return pattern;
}

/** A `{1,4-6}` in the info string: the theme then reads no magic comment in the code. */
const linesRange = /\{[\d,-]+\}/;

/** The code as the page shows it: without the lines that are magic comments there. */
export function withoutMagicComments(code: string, language: string, meta: string): string {
  if (linesRange.test(meta)) return code;
  const pattern = patternFor(language);
  return code
    .split('\n')
    .filter((line) => !pattern.test(line))
    .join('\n');
}
