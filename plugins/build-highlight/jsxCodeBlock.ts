/**
 * `<CodeBlock>` written in MDX (imported from `@theme/CodeBlock`, under any name) whose
 * props and code the build can read: written out, joined with `+`, or a file the page
 * imports as a string (`import source from '!!raw-loader!./file.js'` or `'./file.js?raw'`),
 * read at build time so the build can colour it like a fenced block.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The parts of an ESTree node (MDX's expressions and imports) read here. */
type EstreeNode = {
  type: string;
  name?: string;
  operator?: string;
  left?: EstreeNode;
  right?: EstreeNode;
  body?: EstreeNode[];
  expression?: EstreeNode;
  expressions?: EstreeNode[];
  quasis?: { value: { cooked?: string | null } }[];
  value?: unknown;
  source?: EstreeNode;
  specifiers?: { type: string; local: { name: string } }[];
};

type AttributeValue = string | null | { type: string; data?: { estree?: EstreeNode } };

/** The parts of MDX's syntax tree nodes (hast with JSX, expressions and ESM) read here. */
export type MdxNode = {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: { type: string; name?: string; value?: AttributeValue }[];
  data?: { estree?: EstreeNode };
  children?: MdxNode[];
};

/** The props of a `<CodeBlock>` the build colours: the theme's own, written as literals. */
export type CodeBlockProps = {
  code: string;
  language?: string;
  title?: string;
  metastring?: string;
  className?: string;
  showLineNumbers?: boolean | number;
};

const themeCodeBlock = '@theme/CodeBlock';
const stringProps = new Set(['language', 'title', 'metastring', 'className']);

/** The default imports of the page's `import` lines: local name and where from. */
export function defaultImports(tree: MdxNode): { name: string; from: string }[] {
  return (tree.children ?? [])
    .filter((node) => node.type === 'mdxjsEsm')
    .flatMap((node) => node.data?.estree?.body ?? [])
    .filter((node) => node.type === 'ImportDeclaration' && typeof node.source?.value === 'string')
    .flatMap((node) =>
      (node.specifiers ?? [])
        .filter((specifier) => specifier.type === 'ImportDefaultSpecifier')
        .map((specifier) => ({ name: specifier.local.name, from: String(node.source?.value) })),
    );
}

/** The names the page's imports give the theme's CodeBlock (usually `CodeBlock`). */
export function codeBlockNames(tree: MdxNode): Set<string> {
  return new Set(
    defaultImports(tree)
      .filter(({ from }) => from === themeCodeBlock)
      .map(({ name }) => name),
  );
}

/** The path a raw import names (`!!raw-loader!./a.js`, `./a.js?raw` → `./a.js`), or undefined. */
export function rawImportPath(from: string): string | undefined {
  return /^!?!?raw-loader!(.+)$/.exec(from)?.[1] ?? /^(.+)\?raw$/.exec(from)?.[1];
}

/** The file a raw import names, or undefined. */
function rawImportFile(from: string, pageFile: string, siteDir: string): string | undefined {
  const path = rawImportPath(from);
  if (path === undefined) return undefined;
  if (path.startsWith('@site/')) return resolve(siteDir, path.slice('@site/'.length));
  return path.startsWith('.') ? resolve(dirname(pageFile), path) : undefined;
}

/**
 * The strings the page imports from files as they are (raw imports), by local name, read
 * now; a file the build cannot read is left out (its code blocks are coloured in the
 * browser).
 */
export function rawImports(tree: MdxNode, pageFile: string, siteDir: string): Map<string, string> {
  const strings = new Map<string, string>();
  for (const { name, from } of defaultImports(tree)) {
    const file = rawImportFile(from, pageFile, siteDir);
    if (!file) continue;
    try {
      strings.set(name, readFileSync(file, 'utf8'));
    } catch {
      // Not readable here: the bundler will say why, and the browser colours the block.
    }
  }
  return strings;
}

/** Names bound to strings the build knows (raw imports). */
export type KnownStrings = ReadonlyMap<string, string>;

/**
 * The value of an expression the build can work out: a literal, a template literal
 * without placeholders, a raw import's name, or strings joined with `+`.
 */
function valueOf(expression: EstreeNode | undefined, known: KnownStrings): unknown {
  if (!expression) return undefined;
  if (expression.type === 'Literal') return expression.value;
  if (expression.type === 'TemplateLiteral' && expression.expressions?.length === 0) {
    return expression.quasis?.[0]?.value.cooked ?? undefined;
  }
  if (expression.type === 'Identifier') return known.get(expression.name ?? '');
  if (expression.type === 'BinaryExpression' && expression.operator === '+') {
    const left = valueOf(expression.left, known);
    const right = valueOf(expression.right, known);
    return typeof left === 'string' && typeof right === 'string' ? left + right : undefined;
  }
  return undefined;
}

/** The value of a lone expression (`{3}`, `{'a' + 'b'}`, `{source}`), if the build can tell it. */
export function literalOf(estree: EstreeNode | undefined, known: KnownStrings): unknown {
  const [statement, ...others] = estree?.body ?? [];
  if (others.length > 0 || statement?.type !== 'ExpressionStatement') return undefined;
  return valueOf(statement.expression, known);
}

const attributeValue = (value: AttributeValue | undefined, known: KnownStrings): unknown =>
  value === null || value === undefined
    ? true
    : typeof value === 'string'
      ? value
      : literalOf(value.data?.estree, known);

function propsOf(node: MdxNode, known: KnownStrings): Omit<CodeBlockProps, 'code'> | undefined {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) return undefined;
    const value = attributeValue(attribute.value, known);
    const fits =
      attribute.name === 'showLineNumbers'
        ? typeof value === 'boolean' || typeof value === 'number'
        : stringProps.has(attribute.name) && typeof value === 'string';
    if (!fits) return undefined;
    props[attribute.name] = value;
  }
  return props;
}

const isBlank = (node: MdxNode): boolean => node.type === 'text' && !node.value?.trim();

/** Whether a node is an element of the theme's CodeBlock, under a name the page imports it as. */
export const isCodeBlock = (node: MdxNode, names: Set<string>): boolean =>
  /^mdxJsx(Flow|Text)Element$/.test(node.type) && !!node.name && names.has(node.name);

/**
 * The props of a `<CodeBlock>` element of the page whose props are the theme's and whose
 * one child is its code as a string the build can tell; undefined for any other element,
 * which the theme's CodeBlock draws (and colours) in the browser.
 */
export function codeBlockProps(
  node: MdxNode,
  names: Set<string>,
  known: KnownStrings = new Map(),
): CodeBlockProps | undefined {
  if (node.type !== 'mdxJsxFlowElement' || !isCodeBlock(node, names)) return undefined;
  const [child, ...others] = (node.children ?? []).filter((c) => !isBlank(c));
  if (!child || others.length > 0 || !/^mdx(Flow|Text)Expression$/.test(child.type)) {
    return undefined;
  }
  const code = literalOf(child.data?.estree, known);
  const props = propsOf(node, known);
  return typeof code === 'string' && props ? { ...props, code } : undefined;
}
