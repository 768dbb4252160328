/**
 * markdownlint's stock rules that misread MDX, run on the page with its MDX blanked out:
 * `{/* comments *\/}`, `{expressions}` and `import`/`export` lines are not Markdown, so
 * `{/* #usage *\/}` is no emphasis with spaces inside, and `{/* prettier-ignore *\/}` on
 * the line before a fence is no text against it. A heading's `{/* #id *\/}` is read as the
 * `{#id}` it stands for, so links to it keep `link-fragments`. The stock rules are turned
 * off in .markdownlint-cli2.jsonc and these run in their place, under the same names with
 * `-mdx` after them; a page that does not parse as MDX is checked as it is written.
 */
import type { Nodes } from 'mdast';
import type { Rule } from 'markdownlint';
import { lint } from 'markdownlint/sync';
import type { PluggableList } from 'unified';
import { visit } from 'unist-util-visit';

import { parseMdxSourceByLine } from '../../plugins/mdx-source/parse';

/** The stock rules MDX confuses (they read a comment or an expression's code), by code and name. */
const stockRules = {
  MD011: 'no-reversed-links',
  MD031: 'blanks-around-fences',
  MD032: 'blanks-around-lists',
  MD034: 'no-bare-urls',
  MD037: 'no-space-in-emphasis',
  MD038: 'no-space-in-code',
  MD039: 'no-space-in-links',
  MD042: 'no-empty-links',
  MD049: 'emphasis-style',
  MD050: 'strong-style',
  MD051: 'link-fragments',
  MD052: 'reference-links-images',
  MD059: 'descriptive-link-text',
} as const;

/** What is not Markdown: MDX's expressions and imports, and math where a site reads it. */
const mdxNodeTypes = new Set([
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxjsEsm',
  'math',
  'inlineMath',
]);

/** `{/* #id *\/}` as a heading's last child. */
const commentId = /^\{\s*\/\*\s*#([^\s*]+)[^]*\*\/\s*\}$/;

const blankedPages = new WeakMap<readonly string[], string>();

/** The page of these lines with its MDX blanked, worked out once for every rule. */
function blankedOnce(lines: readonly string[], text: string, syntax: PluggableList): string {
  const known = blankedPages.get(lines);
  if (known !== undefined) return known;
  const blanked = withMdxBlanked(text, syntax);
  blankedPages.set(lines, blanked);
  return blanked;
}

/** The page with each MDX expression and import blanked (same length, same lines). */
export function withMdxBlanked(text: string, syntax: PluggableList = []): string {
  let tree: Nodes;
  try {
    tree = parseMdxSourceByLine(text, syntax);
  } catch {
    return text;
  }
  // Lines and columns, which the parse keeps as written (see parseMdxSourceByLine).
  const lines = text.split('\n').map((line) => line.split(''));
  visit(tree, (node) => {
    if (!mdxNodeTypes.has(node.type) || !node.position) return;
    const { start, end } = node.position;
    const written = spanOf(lines, start, end);
    const id = commentId.exec(written)?.[1];
    const replacement = id && `{#${id}}`.length <= written.length ? `{#${id}}` : '';
    let kept = 0;
    for (let line = start.line; line <= end.line; line += 1) {
      const units = lines[line - 1] ?? [];
      const from = line === start.line ? start.column - 1 : 0;
      const to = line === end.line ? end.column - 1 : units.length;
      for (let i = from; i < to; i += 1) {
        units[i] = replacement[kept] ?? ' ';
        kept += 1;
      }
      kept += 1; // the line break
    }
  });
  return lines.map((units) => units.join('')).join('\n');
}

type Point = { line: number; column: number };

/** The text between two points of the page. */
function spanOf(lines: readonly string[][], start: Point, end: Point): string {
  const parts: string[] = [];
  for (let line = start.line; line <= end.line; line += 1) {
    const units = lines[line - 1] ?? [];
    const from = line === start.line ? start.column - 1 : 0;
    const to = line === end.line ? end.column - 1 : units.length;
    parts.push(units.slice(from, to).join(''));
  }
  return parts.join('\n');
}

/** One stock rule, run on the page with its MDX blanked; its problems at their places. */
function inMdx(code: keyof typeof stockRules, syntax: PluggableList): Rule {
  const name = stockRules[code];
  return {
    names: [`${name}-mdx`],
    description: `markdownlint's ${name} (${code}), with the page's MDX comments, expressions and imports left out`,
    tags: ['markdown-in-mdx'],
    parser: 'none',
    function: (params, onError) => {
      const text = [...params.frontMatterLines, ...params.lines].join('\n');
      const results = lint({
        strings: { page: blankedOnce(params.lines, text, syntax) },
        config: { default: false, [code]: params.config ?? true },
      });
      for (const error of results.page ?? []) {
        onError({
          lineNumber: error.lineNumber - params.frontMatterLines.length,
          detail: [error.ruleDescription, error.errorDetail].filter(Boolean).join(': '),
          ...(error.errorContext ? { context: error.errorContext } : {}),
          ...(error.errorRange ? { range: error.errorRange } : {}),
        });
      }
    },
  };
}

/** The stock rules MDX confuses, for a site whose pages read with these remark plugins. */
export const markdownInMdxRules = (syntax: PluggableList = []): Rule[] =>
  (Object.keys(stockRules) as (keyof typeof stockRules)[]).map((code) => inMdx(code, syntax));
