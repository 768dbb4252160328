import type { NodeOf } from './mdast';

type Expression = NodeOf<'mdxFlowExpression'> | NodeOf<'mdxTextExpression'>;

/**
 * The text a `{…}` renders when it is a plain literal: `{'{'}`, `{42}`, or a template
 * literal with no `${…}` in it (how a writer gives `<CodeBlock>` its code). Anything
 * else only has a value when the page runs: undefined.
 */
export function literalText(expression: Expression): string | undefined {
  const body = expression.data?.estree?.body ?? [];
  const statement = body.length === 1 ? body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const value = statement.expression;
  if (value.type === 'Literal') {
    return typeof value.value === 'string' || typeof value.value === 'number'
      ? String(value.value)
      : undefined;
  }
  if (value.type === 'TemplateLiteral' && value.expressions.length === 0) {
    return value.quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

const commentOnly = /^\s*\/\*[\s\S]*\*\/\s*$/;

/** `{/* a comment *\/}`: an expression that holds only comments (or nothing). */
export function isComment(expression: Expression): boolean {
  const program = expression.data?.estree;
  return program ? program.body.length === 0 : commentOnly.test(expression.value);
}
