import type {
  Expression,
  JSXElement,
  JSXFragment,
  JSXMemberExpression,
  JSXIdentifier,
  JSXNamespacedName,
  Node,
  Property,
  SpreadElement,
} from 'estree-jsx';

/**
 * JSX in an expression → calls of `pragma(name, props, ...children)`, as React's classic
 * transform writes them (JSX text trimmed line by line as Babel does), so that the
 * expression runs as plain JavaScript. Written here rather than with
 * estree-util-build-jsx, which Docusaurus's config loader (jiti) cannot require.
 */
export function jsxToCalls<T extends Node>(node: T, pragma: string): T {
  return replaced(node, pragma) as T;
}

function replaced(value: unknown, pragma: string): unknown {
  if (Array.isArray(value)) return value.map((item) => replaced(item, pragma));
  if (typeof value !== 'object' || value === null) return value;
  const node = value as Node;
  if (node.type === 'JSXElement' || node.type === 'JSXFragment') return call(node, pragma);
  return Object.fromEntries(
    Object.entries(node).map(([key, child]) => [key, replaced(child, pragma)]),
  );
}

const literal = (value: string | null): Expression => ({ type: 'Literal', value });

function elementName(name: JSXIdentifier | JSXMemberExpression | JSXNamespacedName): Expression {
  if (name.type === 'JSXNamespacedName') return literal(`${name.namespace.name}:${name.name.name}`);
  if (name.type === 'JSXMemberExpression') {
    return {
      type: 'MemberExpression',
      object: elementName(name.object),
      property: { type: 'Identifier', name: name.property.name },
      computed: false,
      optional: false,
    };
  }
  // `<li>` is an HTML element; `<Card>` (a capital, or a dotted name) a component.
  return /^[a-z]/.test(name.name) && !name.name.includes('.')
    ? literal(name.name)
    : { type: 'Identifier', name: name.name };
}

/** JSX text as React shows it: each line trimmed where it meets another, blank lines gone. */
function jsxText(text: string): string {
  const lines = text.split(/\r\n|\n|\r/);
  const lastWithWords = lines.reduce(
    (last, line, index) => (/[^ \t]/.test(line) ? index : last),
    0,
  );
  return lines
    .map((line, index) => {
      let trimmed = line.replace(/\t/g, ' ');
      if (index !== 0) trimmed = trimmed.replace(/^ +/, '');
      if (index !== lines.length - 1) trimmed = trimmed.replace(/ +$/, '');
      return trimmed && index !== lastWithWords ? `${trimmed} ` : trimmed;
    })
    .join('');
}

function call(node: JSXElement | JSXFragment, pragma: string): Expression {
  const properties: (Property | SpreadElement)[] = [];
  if (node.type === 'JSXElement') {
    for (const attribute of node.openingElement.attributes) {
      if (attribute.type === 'JSXSpreadAttribute') {
        properties.push({
          type: 'SpreadElement',
          argument: replaced(attribute.argument, pragma) as Expression,
        });
        continue;
      }
      const { name, value } = attribute;
      const key =
        name.type === 'JSXNamespacedName' ? `${name.namespace.name}:${name.name.name}` : name.name;
      const given: Expression =
        value === null || value === undefined
          ? { type: 'Literal', value: true }
          : value.type === 'JSXExpressionContainer'
            ? value.expression.type === 'JSXEmptyExpression'
              ? { type: 'Literal', value: true }
              : (replaced(value.expression, pragma) as Expression)
            : (replaced(value, pragma) as Expression);
      properties.push({
        type: 'Property',
        key: literal(key),
        value: given,
        kind: 'init',
        computed: false,
        method: false,
        shorthand: false,
      });
    }
  }
  const children: Expression[] = [];
  for (const child of node.children) {
    if (child.type === 'JSXText') {
      const words = jsxText(child.value);
      if (words) children.push(literal(words));
    } else if (child.type === 'JSXExpressionContainer') {
      if (child.expression.type !== 'JSXEmptyExpression') {
        children.push(replaced(child.expression, pragma) as Expression);
      }
    } else if (child.type === 'JSXSpreadChild') {
      children.push(replaced(child.expression, pragma) as Expression);
    } else children.push(call(child, pragma));
  }
  const name = node.type === 'JSXElement' ? elementName(node.openingElement.name) : literal(null);
  return {
    type: 'CallExpression',
    callee: { type: 'Identifier', name: pragma },
    arguments: [name, { type: 'ObjectExpression', properties }, ...children],
    optional: false,
  };
}
