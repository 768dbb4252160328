import { lint } from 'markdownlint/promise';

import { markdownlintRules } from '../../../tools/page-rules';
import { formatProblem } from '../../../tools/page-rules/format';
import type { Site } from '../../../tools/page-rules/site';

/**
 * The lines `npm run lint` prints for these pages under the page rules: the rules and
 * the formatter the lint loads, run by markdownlint on pages named by their path from
 * the site's folder (`docs/faq.mdx`).
 */
export async function pageRuleProblems(
  site: Site,
  pages: Record<string, string>,
): Promise<string[]> {
  const results = await lint({
    strings: pages,
    config: { default: false, 'page-rules': true },
    customRules: markdownlintRules(() => site),
  });
  return Object.entries(results).flatMap(([fileName, errors]) =>
    errors.map((error) => formatProblem({ ...error, fileName })),
  );
}
