/**
 * The page rules as markdownlint custom rules (`customRules` in .markdownlint-cli2.jsonc),
 * so `npm run lint` checks every documentation page and prints each problem on one line
 * (format.ts). Each rule reads the page as MDX, the way the site builds it.
 */
import type { Rule, RuleParams } from 'markdownlint';

import { codeRules } from './codeRules';
import { linkRules } from './linkRules';
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

/** Pages parsed once per lint, however many rules read them. */
const parsed = new WeakMap<readonly string[], Page | null>();

function pageFor(params: RuleParams, site: Site): Page | undefined {
  const known = parsed.get(params.lines);
  if (known !== undefined) return known ?? undefined;
  const text = [...params.frontMatterLines, ...params.lines].join('\n');
  const page = pageOf(params.name, text, site) ?? null;
  parsed.set(params.lines, page);
  return page ?? undefined;
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

/** The page rules for a site; a file outside its docs folder is not a page, and is left alone. */
export function markdownlintRules(site: () => Site): Rule[] {
  return pageRules.map((rule): Rule => ({
    names: [rule.name],
    description: rule.description,
    tags: ['page-rules'],
    parser: 'none',
    function: (params, onError) => {
      const page = pageFor(params, site());
      if (!page) return;
      for (const problem of rule.check(page, site())) onError(report(params, problem));
    },
  }));
}

let siteRead: Site | undefined;
const theRepositorySite = (): Site => (siteRead ??= repositorySite());

export default markdownlintRules(theRepositorySite);
