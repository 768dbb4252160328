/**
 * Stands in for theme-classic's client module that adds the grammars to Prism when the
 * app starts (so Prism and the grammars were in the entry bundle of every page): the
 * highlighter (./index.ts) adds them when it loads, in the chunks of pages with code.
 */
export {};
