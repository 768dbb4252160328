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

/**
 * Reads a built page's tags and text as a browser's HTML tokenizer does (parse5's own,
 * switched into script, raw-text and RCDATA modes where the tree builder switches it),
 * without building the page's tree: on a 5,000-page build, the trees of every page, each
 * several MB, made most of the build's garbage collection. A reader that needs the
 * elements' nesting keeps its own stack of what it cares about.
 */
export function readPageTokens(html: string, reader: PageTokenReader): void {
  let foreignDepth = 0;
  const text = (token: Token.CharacterToken): void => {
    // A NULL in text is dropped by the tree builder; elsewhere it arrives as U+FFFD.
    if (token.chars !== '\u0000') reader.text?.(token.chars);
  };
  const tokenizer: Tokenizer = new Tokenizer(
    { sourceCodeLocationInfo: false },
    {
      onStartTag(token) {
        const name = token.tagName;
        const foreign = foreignDepth > 0 || foreignRoots.has(name);
        const empty = foreign ? token.selfClosing : voidElements.has(name);
        if (foreignRoots.has(name) && !empty) foreignDepth += 1;
        if (!foreign) {
          const mode = textModes.get(name);
          if (mode !== undefined) tokenizer.state = mode;
        }
        tokenizer.inForeignNode = foreignDepth > 0;
        reader.startTag?.({ name, attrs: token.attrs, empty });
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
    },
  );
  tokenizer.write(html, true);
}

/** The value of a start tag's attribute, if it has it. */
export const attribute = (tag: StartTag, name: string): string | undefined =>
  tag.attrs.find((attr) => attr.name === name)?.value;
