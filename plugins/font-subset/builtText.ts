import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];

/** Elements whose text the browser never draws with the page's fonts. */
const hiddenText = new Set(['script', 'style', 'template']);
/** Attributes whose value the browser draws as text (tooltips are drawn by the system). */
const drawnAttributes = new Set(['alt', 'placeholder', 'value']);

function collect(node: Node, out: string[]): void {
  if ('value' in node && node.nodeName === '#text') out.push(node.value);
  if ('tagName' in node) {
    if (hiddenText.has(node.tagName)) return;
    for (const attr of node.attrs) if (drawnAttributes.has(attr.name)) out.push(attr.value);
  }
  const children =
    'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
  for (const child of children) collect(child, out);
}

/** The text a page shows: its text nodes and the attributes drawn as text. */
export function pageText(html: string): string {
  const out: string[] = [];
  collect(parse(html), out);
  return out.join('');
}

function unescapeCss(value: string): string {
  return value.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex: string, char: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  );
}

/** The strings a stylesheet draws with `content` ("#" before anchors, « » in pagination). */
export function cssContentText(css: string): string {
  const strings = css.matchAll(/content:\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/g);
  return [...strings].map((match) => unescapeCss(match[1] ?? match[2] ?? '')).join('');
}

/** Printable ASCII: text the app draws after hydration (toasts, search results) is English. */
export const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, i) =>
  String.fromCharCode(0x20 + i),
).join('');

/** The distinct characters of texts added one at a time that a font would draw. */
export class DrawnCharacters {
  private readonly codes = new Set<number>();

  add(text: string): void {
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      if (code >= 0x20 && !(code >= 0x7f && code < 0xa0)) this.codes.add(code);
    }
  }

  /** The characters, sorted by code point. */
  toString(): string {
    return String.fromCodePoint(...[...this.codes].sort((a, b) => a - b));
  }
}
