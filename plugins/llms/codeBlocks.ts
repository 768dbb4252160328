import type { Code, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';

import { leftOutAt, type ReportLeftOut } from './leftOut';
import { literalText } from './literals';
import { jsxAttribute, replaceAll, type JsxElement } from './mdast';

/** The code a `<CodeBlock>` shows: its one literal child, or the text it wraps. */
function codeOf(element: JsxElement): string | undefined {
  const [only, ...rest] =
    element.children.length === 1 && element.children[0]?.type === 'paragraph'
      ? element.children[0].children
      : element.children;
  if (!only || rest.length > 0) return undefined;
  if (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression') {
    return literalText(only);
  }
  return only.type === 'text' ? toString(only) : undefined;
}

/** Blank lines the template literal opens or closes with are not part of the code. */
const trimBlankLines = (code: string): string => code.replace(/^(?:[ \t]*\n)+|\n\s*$/g, '');

/**
 * `<CodeBlock language="json" title="payload.json">{`…`}</CodeBlock>` → a fenced
 * block with its language and title (inside a sentence, inline code). Code built by an
 * expression has no Markdown form.
 */
export function codeBlockElementsToFences(tree: Root, report: ReportLeftOut): void {
  replaceAll(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (element) => {
    if (element.name !== 'CodeBlock') return [element];
    const code = codeOf(element);
    if (code === undefined) {
      report(
        leftOutAt(element, '<CodeBlock> whose code is not a plain string or template literal'),
      );
      return [];
    }
    if (element.type === 'mdxJsxTextElement') return [{ type: 'inlineCode', value: code }];
    const language =
      jsxAttribute(element, 'language') ??
      /\blanguage-(\S+)/.exec(jsxAttribute(element, 'className') ?? '')?.[1];
    const title = jsxAttribute(element, 'title');
    const meta = [
      title === undefined ? '' : `title="${title}"`,
      jsxAttribute(element, 'metastring') ?? '',
    ]
      .join(' ')
      .trim();
    const fence: Code = {
      type: 'code',
      lang: language ?? null,
      meta: meta || null,
      value: trimBlankLines(code),
    };
    return [fence];
  });
}
