import { createContext, runInContext } from 'node:vm';
import type { Program } from 'estree-jsx';
import { toJs } from 'estree-util-to-js';
import type { BlockContent, Paragraph, PhrasingContent, Root } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';

import { jsxToCalls } from './jsxCalls';
import { isComment, literalText } from './literals';
import { replaceAll, text, type NodeOf } from './mdast';

/**
 * What an MDX page exports and its expressions may use (`{contentTitle}`,
 * `{JSON.stringify(toc)}`, `{frontMatter.description}`): all known when the site is built.
 * A value is in scope when its key is given (`contentTitle: undefined` is a page with no
 * h1, which draws nothing there); an expression that uses one not given stays unknown.
 */
export type PageValues = {
  contentTitle?: string | undefined;
  toc?: readonly TocItem[];
  frontMatter?: Readonly<Record<string, unknown>>;
};

/** An entry of the `toc` a page exports, as Docusaurus's MDX loader writes it. */
export type TocItem = { value: string; id: string; level: number };

type Expression = NodeOf<'mdxFlowExpression'> | NodeOf<'mdxTextExpression'>;

/** An HTML element the expression made (`<li><b>{key}</b></li>`), or a fragment (no name). */
type MadeElement = {
  made: 'element';
  name: string | null;
  props: Record<string, unknown>;
  children: unknown[];
};

const pragma = '__pageElement';

function makeElement(name: unknown, props: unknown, ...children: unknown[]): MadeElement {
  // A component (`<Foo />`, a function): what it draws is known only when the page runs.
  if (name !== null && typeof name !== 'string') throw new Error('a component');
  return { made: 'element', name, props: (props ?? {}) as Record<string, unknown>, children };
}

/**
 * Globals whose value is not the same each time the page runs (`Date.now()`) or not the
 * same everywhere (`Intl`): an expression that uses one is not worked out at build time.
 */
const unknowable = ['Date', 'Math', 'Intl', 'globalThis', 'eval', 'Function', 'WebAssembly'];

/** One context for every page's expressions: a page's values reach them as arguments. */
const expressionsContext: { pageArguments?: unknown[] } = createContext({});

const unknown: unique symbol = Symbol('unknown');

/**
 * The value of an expression the page holds (`{…}` or a prop's `={…}`, as its estree),
 * with the page's values in scope; undefined when it uses what only the running page knows.
 */
export function valueOf(estree: Program | null | undefined, values: PageValues): unknown {
  const value = evaluateProgram(estree, structuredClone(values));
  return value === unknown ? undefined : value;
}

/** The expression's value with the page's values in scope; `unknown` when it has none here. */
function evaluate(expression: Expression, values: PageValues): unknown {
  return evaluateProgram(expression.data?.estree as Program | undefined, values);
}

function evaluateProgram(estree: Program | null | undefined, values: PageValues): unknown {
  if (!estree) return unknown;
  try {
    const program = jsxToCalls(estree, pragma);
    const code = toJs(program).value.trim().replace(/;$/, '');
    const names = [...Object.keys(values), pragma, ...unknowable];
    expressionsContext.pageArguments = [...Object.values(values), makeElement];
    const call = `(function (${names.join(', ')}) {\nreturn (${code});\n}).apply(undefined, pageArguments)`;
    // The page's code, run as its server rendering runs it. A loop that never ends stops
    // here; the limit is far above what a busy machine takes to run any real expression.
    return runInContext(call, expressionsContext, { timeout: 2000 }) as unknown;
  } catch {
    return unknown;
  }
}

const isMade = (value: unknown): value is MadeElement =>
  typeof value === 'object' && value !== null && (value as Partial<MadeElement>).made === 'element';

/** The HTML elements that hold blocks, drawn as blocks of their own. */
const blockElements = new Set([
  'div',
  'p',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'section',
  'article',
  'aside',
  'blockquote',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'details',
  'summary',
  'figure',
  'figcaption',
  'header',
  'footer',
]);

/** What React draws for a value, as words and elements; undefined when React would not draw it. */
function drawn(value: unknown): PhrasingContent[] | undefined {
  if (value === null || value === undefined || typeof value === 'boolean') return [];
  if (typeof value === 'string' || typeof value === 'number') {
    return [{ type: 'text', value: String(value) }];
  }
  if (Array.isArray(value)) {
    const parts = value.map(drawn);
    return parts.every((part) => part !== undefined) ? parts.flat() : undefined;
  }
  // A plain object: React draws none (the page would fail to render).
  if (!isMade(value)) return undefined;
  const children = drawn(value.children);
  if (!children || value.name === null) return children;
  const attributes: MdxJsxAttribute[] = Object.entries(value.props)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, given]) => ({ type: 'mdxJsxAttribute', name, value: given }));
  return [{ type: 'mdxJsxTextElement', name: value.name, attributes, children }];
}

/**
 * Among blocks (an expression on a line of its own): block elements as blocks, the words
 * between them as paragraphs, as MDX reads `<li><b>a</b>: b</li>` written on the page.
 */
function asBlocks(nodes: readonly PhrasingContent[]): BlockContent[] {
  const blocks: BlockContent[] = [];
  let words: Paragraph | undefined;
  for (const node of nodes) {
    if (node.type === 'mdxJsxTextElement' && blockElements.has(node.name ?? '')) {
      words = undefined;
      const children = asBlocks(node.children);
      blocks.push({ ...node, type: 'mdxJsxFlowElement', children });
    } else if (words) words.children.push(node);
    else {
      words = { type: 'paragraph', children: [node] };
      blocks.push(words);
    }
  }
  return blocks;
}

/** A string the page shows, as the literal the rest of the conversion reads (`{'…'}`). */
function literalNode(expression: Expression, value: string): Expression {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: { type: 'Literal', value } }],
  };
  return { ...expression, value: JSON.stringify(value), data: { estree: program } };
}

/**
 * Every `{expression}` that uses only what the page knows when the site is built (its
 * title, table of contents and front matter, JSON, Object, plain HTML elements) → what
 * React draws for it: a string as a literal (so a `<CodeBlock>` fed one shows it), elements
 * as the JSX elements they are. What else an expression uses (a component, an import,
 * `Date.now()`) is known only when the page runs: it is left as it is.
 */
export function pageValuesIntoTree(tree: Root, given: PageValues): void {
  // A copy: the page's code cannot change the values the next page is given.
  const values = structuredClone(given);
  replaceAll(tree, ['mdxFlowExpression', 'mdxTextExpression'], (expression) => {
    if (isComment(expression) || literalText(expression) !== undefined) return [expression];
    const value = evaluate(expression, values);
    if (value === unknown) return [expression];
    if (typeof value === 'string' || typeof value === 'number') {
      return [literalNode(expression, String(value))];
    }
    const nodes = drawn(value);
    if (!nodes) return [expression];
    // Nothing drawn (`{undefined}`): the element around it is drawn empty, not left out.
    const shown = nodes.length > 0 ? nodes : [text('')];
    return expression.type === 'mdxFlowExpression' ? asBlocks(shown) : shown;
  });
}
