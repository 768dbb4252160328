import type { LineToken } from './prismLines';

/**
 * A line of tokens as a page's script carries it: for each token, its types joined by a
 * space, then its text. Strings in an array, not one element per token, so that a code
 * block costs the page's chunk a few bytes per token instead of a `jsx()` call; the
 * theme's HighlightedCodeBlock/tokenLines draws them.
 */
export type PackedLine = readonly string[];

export const packLine = (line: readonly LineToken[]): string[] =>
  line.flatMap(({ types, content }) => [types.join(' '), content]);
