import { parse, type DefaultTreeAdapterMap } from 'parse5';

import { pageTextOf, type PageBytes } from '../build-steps/pageBytes';

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

/**
 * What may be a character reference, with all the parser reads of it: `&` then a name's
 * letters and digits or a number, and the `;` after them. A named one is decoded by its
 * longest known prefix, `&notin;` as ∉ and `&notice` as ¬ice, so the whole run is kept.
 */
const possibleReference = /&(?:#[xX]?[0-9A-Fa-f]*|[A-Za-z][A-Za-z0-9]*);?/g;

/**
 * The text each possible reference is drawn as, parsed once: a page's inline scripts
 * hold the same `&&t` runs on every page, which decode to themselves.
 */
const decodedReferences = new Map<string, string>();
const decodedReference = (reference: string): string => {
  let text = decodedReferences.get(reference);
  if (text === undefined) {
    text = pageText(reference);
    decodedReferences.set(reference, text);
  }
  return text;
};

/**
 * A run of page bytes beyond ASCII: whole characters, since UTF-8 writes every byte of a
 * character beyond ASCII above 0x7f, and every ASCII character below.
 */
const bytesBeyondAscii = /[\x80-\xff]+/g;
/** About the runs the pages repeat (their header, sidebar and footer), a few hundred KB at most. */
const runsRemembered = 10_000;

/** A UTF-16 unit past printable ASCII and the C1 controls, which a font draws. */
const beyondC1Controls = /[^\0-\x9f]/g;

/** The distinct characters of texts added one at a time that a font would draw. */
export class DrawnCharacters {
  private readonly codes = new Set<number>();
  /** Runs of page bytes beyond ASCII that held no character missing here (the codes only grow). */
  private readonly runsHeld = new Set<string>();

  add(text: string): void {
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      if (code >= 0x20 && !(code >= 0x7f && code < 0xa0)) this.codes.add(code);
    }
  }

  /**
   * Whether parsing the page `html` (its bytes) could add a character: whether it holds,
   * raw or as a character reference (`&oslash;` draws ø), a character beyond printable
   * ASCII that is not here yet, or a NUL (drawn as U+FFFD). What a page draws is among these (and the ASCII every
   * subset keeps), so a page that holds none adds nothing: at a thousand pages, whose
   * header, sidebar and footer draw the same characters, all but a few dozen pages need
   * no parse. Characters in scripts and styles count too: such a page is parsed.
   */
  mayGrowFrom(html: PageBytes): boolean {
    if (html.includes('\0')) return true;
    // Only the page's runs beyond ASCII are decoded: decoding all of it made a string of
    // two bytes a character (./pageBytes).
    for (const [run] of html.matchAll(bytesBeyondAscii)) {
      if (this.runsHeld.has(run)) continue;
      if (this.holdsNew(pageTextOf(run as PageBytes))) return true;
      if (this.runsHeld.size < runsRemembered)
        this.runsHeld.add(Buffer.from(run, 'latin1').toString('latin1'));
    }
    for (const [reference] of html.matchAll(possibleReference))
      if (this.holdsNew(decodedReference(reference))) return true;
    return false;
  }

  /** Whether `text` holds a character a font draws that is not here yet. */
  private holdsNew(text: string): boolean {
    // The regular expression skips the ASCII, rather than a step of JavaScript per character.
    const beyond = beyondC1Controls;
    beyond.lastIndex = 0;
    for (let found = beyond.exec(text); found; found = beyond.exec(text)) {
      const code = text.codePointAt(found.index) ?? 0;
      if (!this.codes.has(code)) return true;
      // A surrogate pair is one character: its second half is not looked at alone.
      if (code > 0xffff) beyond.lastIndex += 1;
    }
    return false;
  }

  /** The characters, sorted by code point. */
  toString(): string {
    return String.fromCodePoint(...[...this.codes].sort((a, b) => a - b));
  }
}
