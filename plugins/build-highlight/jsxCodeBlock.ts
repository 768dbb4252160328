/**
 * `<CodeBlock>` written in MDX (imported from `@theme/CodeBlock`) whose props and code
 * are all written out, read at build time so the build can colour it like a fenced block.
 */

/** The parts of an ESTree node (MDX's expressions and imports) read here. */
type EstreeNode = {
  type: string;
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

/** The names the page's imports give the theme's CodeBlock (usually `CodeBlock`). */
export function codeBlockNames(tree: MdxNode): Set<string> {
  const imports = (tree.children ?? [])
    .filter((node) => node.type === 'mdxjsEsm')
    .flatMap((node) => node.data?.estree?.body ?? [])
    .filter((node) => node.type === 'ImportDeclaration' && node.source?.value === themeCodeBlock);
  return new Set(
    imports.flatMap((node) =>
      (node.specifiers ?? [])
        .filter((specifier) => specifier.type === 'ImportDefaultSpecifier')
        .map((specifier) => specifier.local.name),
    ),
  );
}

/** The value of a lone expression written as a literal (`{3}`, `{'a'}`, `` {`a`} ``). */
function literalOf(estree: EstreeNode | undefined): unknown {
  const [statement, ...others] = estree?.body ?? [];
  const expression = statement?.expression;
  if (others.length > 0 || statement?.type !== 'ExpressionStatement' || !expression) {
    return undefined;
  }
  if (expression.type === 'Literal') return expression.value;
  if (expression.type === 'TemplateLiteral' && expression.expressions?.length === 0) {
    return expression.quasis?.[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

const attributeValue = (value: AttributeValue | undefined): unknown =>
  value === null || value === undefined
    ? true
    : typeof value === 'string'
      ? value
      : literalOf(value.data?.estree);

function propsOf(node: MdxNode): Omit<CodeBlockProps, 'code'> | undefined {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) return undefined;
    const value = attributeValue(attribute.value);
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

/**
 * The props of a `<CodeBlock>` element of the page whose props are the theme's and whose
 * one child is its code as a string; undefined for any other element, which the theme's
 * CodeBlock draws in the browser as usual.
 */
export function codeBlockProps(node: MdxNode, names: Set<string>): CodeBlockProps | undefined {
  if (node.type !== 'mdxJsxFlowElement' || !node.name || !names.has(node.name)) return undefined;
  const [child, ...others] = (node.children ?? []).filter((c) => !isBlank(c));
  if (!child || others.length > 0 || !/^mdx(Flow|Text)Expression$/.test(child.type)) {
    return undefined;
  }
  const code = literalOf(child.data?.estree);
  const props = propsOf(node);
  return typeof code === 'string' && props ? { ...props, code } : undefined;
}
