/**
 * The page rules as markdownlint custom rules (`customRules` in .markdownlint-cli2.jsonc),
 * so `npm run lint` checks every documentation page and prints each problem on one line
 * (format.ts). Each rule reads the page as MDX, the way the site builds it.
 */
import type { Rule, RuleParams } from 'markdownlint';

import { codeRules } from './codeRules';
import { linkRules } from './linkRules';
import { markdownInMdxRules } from './markdownInMdx';
import { pageOf, type Page, type PageRule, type Problem } from './page';
import { repositorySite, type Site } from './site';
import { structureRules } from './structureRules';
import { wordingRules } from './wordingRules';

/** Every rule a documentation page keeps, in the order CONTRIBUTING.md lists them. */
export const pageRules: readonly PageRule[] = [
  ...structureRules,
  ...linkRules,
  ...codeRules,
  ...wordingRules,
];

/** A page as read: the page, or what could not be read and why (one line for the writer). */
type Read = { page: Page } | { unreadable: Problem } | { notAPage: true };

/** Pages parsed once per lint, however many rules read them. */
const parsed = new WeakMap<readonly string[], Read>();

const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/** Where in the page's text an error points (MDX's parse errors carry it), else line 1. */
function placeOf(error: unknown): { line: number; column: number } {
  const { line, column } = (error ?? {}) as { line?: unknown; column?: unknown };
  return typeof line === 'number' && typeof column === 'number'
    ? { line, column }
    : { line: 1, column: 1 };
}

function read(params: RuleParams, site: () => Site): Read {
  const known = parsed.get(params.lines);
  if (known) return known;
  let result: Read;
  try {
    const theSite = site();
    const text = [...params.frontMatterLines, ...params.lines].join('\n');
    const page = pageOf(params.name, text, theSite);
    const unreadable = page && theSite.unreadable.get(page.file);
    result = !page
      ? { notAPage: true }
      : unreadable
        ? { unreadable: { line: 1, column: 1, message: `its front matter: ${unreadable}` } }
        : { page };
  } catch (error) {
    const what = error instanceof Error && error.name === 'YAMLException' ? 'front matter' : 'MDX';
    result = { unreadable: { ...placeOf(error), message: `its ${what}: ${reasonOf(error)}` } };
  }
  parsed.set(params.lines, result);
  return result;
}

/** A problem as markdownlint takes it: lines counted after the front matter, a valid range. */
function report(params: RuleParams, problem: Problem) {
  const lineNumber = Math.max(1, problem.line - params.frontMatterLines.length);
  const length = params.lines[lineNumber - 1]?.length ?? 0;
  const column = Math.min(problem.column, length);
  return {
    lineNumber,
    detail: problem.message,
    ...(column >= 1 ? { range: [column, 1] as [number, number] } : {}),
  };
}

/**
 * A page no rule can read (its MDX does not parse, its front matter is not YAML) gets one
 * line, from this rule, and the page rules leave it alone.
 */
const readablePage = (site: () => Site): Rule => ({
  names: ['page-readable'],
  description: 'The page parses as MDX, with front matter in YAML, so the page rules can read it.',
  tags: ['page-rules'],
  parser: 'none',
  function: (params, onError) => {
    const result = read(params, site);
    if ('unreadable' in result) {
      const { message, ...at } = result.unreadable;
      onError(report(params, { ...at, message: `the page rules could not read ${message}` }));
    }
  },
});

/**
 * The page rules for a site; a file outside its docs folder is not a page, and is left
 * alone. A rule never throws: one that fails on a page reports one line for that page.
 */
export function markdownlintRules(site: () => Site): Rule[] {
  const rules = pageRules.map((rule): Rule => ({
    names: [rule.name],
    description: rule.description,
    tags: ['page-rules'],
    parser: 'none',
    function: (params, onError) => {
      const result = read(params, site);
      if (!('page' in result)) return;
      let problems: Problem[];
      try {
        problems = rule.check(result.page, site());
      } catch (error) {
        problems = [
          { line: 1, column: 1, message: `the rule could not read this page: ${reasonOf(error)}` },
        ];
      }
      for (const problem of problems) onError(report(params, problem));
    },
  }));
  return [readablePage(site), ...rules];
}

let siteRead: Site | undefined;
const theRepositorySite = (): Site => (siteRead ??= repositorySite());

/** The page rules, and markdownlint's stock rules that MDX confuses, read as MDX. */
export default [...markdownlintRules(theRepositorySite), ...markdownInMdxRules()];
