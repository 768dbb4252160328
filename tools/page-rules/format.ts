/**
 * markdownlint-cli2's output, one line per problem and nothing else:
 * `docs/page.mdx:LINE:COL  rule-name  what is wrong, and what to write instead`.
 */
import type { LintError } from 'markdownlint';

/** What markdownlint-cli2 hands an output formatter (its package has no types). */
export type FormatterOptions = {
  results: readonly (LintError & { fileName: string })[];
  logError: (message: string) => void;
};

/** A markdownlint rule's readable name: `no-trailing-spaces` rather than `MD009`. */
const nameOf = (ruleNames: readonly string[]): string => ruleNames[1] ?? ruleNames[0] ?? '';

/** Our rules say it all in their detail; markdownlint's own say it in description and detail. */
function messageOf(error: LintError): string {
  const builtIn = /^MD\d+$/.test(error.ruleNames[0] ?? '');
  if (!builtIn && error.errorDetail) return error.errorDetail;
  const detail = error.errorDetail ? ` (${error.errorDetail})` : '';
  const context = error.errorContext ? `, at "${error.errorContext}"` : '';
  return `${error.ruleDescription}${detail}${context}`;
}

export function formatProblem(error: LintError & { fileName: string }): string {
  const column = error.errorRange?.[0] ?? 1;
  return `${error.fileName}:${error.lineNumber}:${column}  ${nameOf(error.ruleNames)}  ${messageOf(error)}`;
}

export default function pageRulesFormatter({ results, logError }: FormatterOptions): Promise<void> {
  for (const error of results) logError(formatProblem(error));
  return Promise.resolve();
}
