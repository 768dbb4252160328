/**
 * Lints openapi.yaml with Redocly's OpenAPI linter and the committed redocly.yaml;
 * any problem, warning or error, fails `npm run lint`.
 */
import { formatProblems, getTotals, lint, loadConfig } from '@redocly/openapi-core';

import { openapiFile } from '../plugins/openapi/document';

async function main(): Promise<void> {
  const config = await loadConfig({
    configPath: new URL('../redocly.yaml', import.meta.url).pathname,
  });
  const problems = await lint({ ref: openapiFile(), config });
  if (problems.length > 0) {
    formatProblems(problems, { format: 'stylish', totals: getTotals(problems), version: '' });
    process.exit(1);
  }
  console.log('openapi.yaml: valid OpenAPI 3.1, no lint problems.');
}

void main();
