import type { Code, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';

import { codeBlockWrappers } from '../build-highlight/codeBlockWrappers';
import {
  codeBlockNames,
  defaultImports,
  literalOf,
  rawImportPath,
  type KnownStrings,
  type MdxNode,
} from '../build-highlight/jsxCodeBlock';
import { leftOutAt, type ReportLeftOut } from './leftOut';
import { literalText } from './literals';
import { jsxAttribute, replaceAll, type JsxElement } from './mdast';
import type { ReadPartial } from './partials';

type Estree = Parameters<typeof literalOf>[0];

/** The files the page imports as strings (`./a.js?raw`), by the name it gives each, read now. */
function rawImports(page: MdxNode, read: ReadPartial | undefined): Map<string, string> {
  const strings = new Map<string, string>();
  for (const { name, from } of defaultImports(page)) {
    const path = rawImportPath(from);
    const text = path === undefined ? undefined : read?.(path);
    if (text !== undefined) strings.set(name, text);
  }
  return strings;
}

/**
 * The code a `<CodeBlock>` shows: its one child, a literal, strings joined with `+` or
 * a file imported as a string (as the build colours it), or the text it wraps.
 */
function codeOf(element: JsxElement, known: KnownStrings): string | undefined {
  const [only, ...rest] =
    element.children.length === 1 && element.children[0]?.type === 'paragraph'
      ? element.children[0].children
      : element.children;
  if (!only || rest.length > 0) return undefined;
  if (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression') {
    const value = literalText(only) ?? literalOf(only.data?.estree as Estree, known);
    return typeof value === 'string' ? value : undefined;
  }
  return only.type === 'text' ? toString(only) : undefined;
}

/** Blank lines the template literal opens or closes with are not part of the code. */
const trimBlankLines = (code: string): string => code.replace(/^(?:[ \t]*\n)+|\n\s*$/g, '');

/** The page's source file and its site's folder, to find the components it imports. */
export type PageSource = { file: string; siteDir: string };

/**
 * `<CodeBlock language="json" title="payload.json">{`…`}</CodeBlock>` → a fenced
 * block with its language and title (inside a sentence, inline code), whatever name the
 * page imports the theme's CodeBlock under, and a component of the site that draws it
 * (`<SourceCodeBlock language="tsx">`, given the page's `source`); `read` reads the files
 * the page imports as strings. Code worked out when the page runs has no Markdown form.
 */
export function codeBlockElementsToFences(
  tree: Root,
  report: ReportLeftOut,
  read?: ReadPartial,
  source?: PageSource,
): void {
  const page = tree as unknown as MdxNode;
  const wrappers = source ? codeBlockWrappers(page, source.file, source.siteDir).keys() : [];
  const names = new Set(['CodeBlock', ...codeBlockNames(page), ...wrappers]);
  const known = rawImports(page, read);
  replaceAll(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (element) => {
    if (!element.name || !names.has(element.name)) return [element];
    const code = codeOf(element, known);
    if (code === undefined) {
      report(leftOutAt(element, `<${element.name}> whose code is worked out when the page runs`));
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
