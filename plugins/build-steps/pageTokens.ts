import { Tokenizer, TokenizerMode, type Token } from 'parse5';

/** A start tag as the browser's tokenizer reads it: lower-case name, attributes decoded. */
export type StartTag = {
  readonly name: string;
  readonly attrs: readonly Token.Attribute[];
  /** An element with no end tag and no content: a void element, or `<x/>` in SVG or MathML. */
  readonly empty: boolean;
};

/** What a reader of a page's tokens is told, in document order. */
export type PageTokenReader = {
  startTag?(tag: StartTag): void;
  endTag?(name: string): void;
  text?(text: string): void;
  /**
   * Asked after an element's start tag: true when the reader needs nothing of its content
   * (`content()`: the page's source between its start and end tags), whose tokens are then
   * not read; the element's end tag comes next. Unasked: every token is read.
   */
  skipsContent?(tag: StartTag, content: () => string): boolean;
};

/** Elements whose text the tree builder has the tokenizer read as text, not markup (scripting on). */
const textModes = new Map<string, (typeof TokenizerMode)[keyof typeof TokenizerMode]>([
  ['script', TokenizerMode.SCRIPT_DATA],
  ['style', TokenizerMode.RAWTEXT],
  ['xmp', TokenizerMode.RAWTEXT],
  ['iframe', TokenizerMode.RAWTEXT],
  ['noembed', TokenizerMode.RAWTEXT],
  ['noframes', TokenizerMode.RAWTEXT],
  ['noscript', TokenizerMode.RAWTEXT],
  ['textarea', TokenizerMode.RCDATA],
  ['title', TokenizerMode.RCDATA],
  ['plaintext', TokenizerMode.PLAINTEXT],
]);

const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const foreignRoots = new Set(['svg', 'math']);

/** Elements whose end tag a page may leave out: where their content ends is the tree builder's call. */
const optionalEndTags = new Set([
  'html',
  'head',
  'body',
  'p',
  'li',
  'dt',
  'dd',
  'rt',
  'rp',
  'optgroup',
  'option',
  'colgroup',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
]);

const elementTags = new Map<string, RegExp>();

/**
 * Where the content of the element `name` opened just before `from` ends: the start of
 * its end tag. A built page's text and attribute values have their `<` escaped (React
 * writes `&lt;`), so in its source the first `</nav` after a `<nav>` is its end tag, unless
 * another `<nav` opens before it: then, as where the element is never closed, none.
 */
function contentEnd(html: string, name: string, from: number): number | undefined {
  let tags = elementTags.get(name);
  if (!tags) {
    tags = new RegExp(`<(/?)${name.replace(/[^a-z0-9]/g, '\\$&')}(?=[\\s/>])`, 'gi');
    elementTags.set(name, tags);
  }
  tags.lastIndex = from;
  const match = tags.exec(html);
  return match?.[1] ? match.index : undefined;
}

/**
 * Reads a built page's tags and text as a browser's HTML tokenizer does (parse5's own,
 * switched into script, raw-text and RCDATA modes where the tree builder switches it),
 * without building the page's tree: on a 5,000-page build, the trees of every page, each
 * several MB, made most of the build's garbage collection. A reader that needs the
 * elements' nesting keeps its own stack of what it cares about.
 *
 * An element whose content the reader skips (`skipsContent`) is not tokenized: the
 * tokenizer stops after its start tag and a new one starts at its end tag. At 5,000 pages
 * the sidebar is three quarters of every page, so reading it grew with the site's size
 * times its pages.
 */
export function readPageTokens(html: string, reader: PageTokenReader): void {
  let foreignDepth = 0;
  /** Where the source read by the current tokenizer starts, and where the next one starts. */
  let start = 0;
  let next: number | undefined = 0;
  const text = (token: Token.CharacterToken): void => {
    // A NULL in text is dropped by the tree builder; elsewhere it arrives as U+FFFD.
    if (token.chars !== '\u0000') reader.text?.(token.chars);
  };
  /** Where the content of the element just opened ends, if the reader skips it. */
  const skippedUntil = (tag: StartTag): number | undefined => {
    if (!reader.skipsContent || tag.empty || optionalEndTags.has(tag.name)) return undefined;
    // The tokenizer has just read the start tag's `>`.
    const from = start + tokenizer.preprocessor.offset + 1;
    if (html[from - 1] !== '>') return undefined;
    let until: number | undefined | null = null;
    const end = (): number | undefined =>
      until === null ? (until = contentEnd(html, tag.name, from)) : until;
    const content = (): string => html.slice(from, end() ?? from);
    return reader.skipsContent(tag, content) ? end() : undefined;
  };
  const handler: ConstructorParameters<typeof Tokenizer>[1] = {
    onStartTag(token) {
      const name = token.tagName;
      const foreign = foreignDepth > 0 || foreignRoots.has(name);
      const empty = foreign ? token.selfClosing : voidElements.has(name);
      if (foreignRoots.has(name) && !empty) foreignDepth += 1;
      const mode = foreign ? undefined : textModes.get(name);
      if (mode !== undefined) tokenizer.state = mode;
      tokenizer.inForeignNode = foreignDepth > 0;
      const tag = { name, attrs: token.attrs, empty };
      reader.startTag?.(tag);
      if (foreign || mode !== undefined) return;
      next = skippedUntil(tag);
      if (next !== undefined) tokenizer.pause();
    },
    onEndTag(token) {
      if (foreignDepth > 0 && foreignRoots.has(token.tagName)) foreignDepth -= 1;
      tokenizer.inForeignNode = foreignDepth > 0;
      reader.endTag?.(token.tagName);
    },
    onCharacter: text,
    onWhitespaceCharacter: text,
    onNullCharacter: text,
    onComment: () => undefined,
    onDoctype: () => undefined,
    onEof: () => undefined,
  };
  let tokenizer = new Tokenizer({ sourceCodeLocationInfo: false }, handler);
  while (next !== undefined) {
    start = next;
    next = undefined;
    // A paused tokenizer is left as it is: the next one reads on from the skipped content's end.
    if (start > 0) tokenizer = new Tokenizer({ sourceCodeLocationInfo: false }, handler);
    tokenizer.write(start === 0 ? html : html.slice(start), true);
  }
}

/** The value of a start tag's attribute, if it has it. */
export const attribute = (tag: StartTag, name: string): string | undefined =>
  tag.attrs.find((attr) => attr.name === name)?.value;
