// What the plugin gives the site, said to TypeScript (Docusaurus resolves them for the bundle).

/** Code that components show, coloured at build time (the plugin's `snippets` option). */
declare module '@generated/chitchatlabs-build-highlight/default/*.json' {
  import type { PackedLine } from '@site/plugins/build-highlight/packedLines';
  const lines: PackedLine[];
  export default lines;
}

/** A code block around lines the build coloured: Markdown's, or a snippet's (`lines`). */
declare module '@theme/HighlightedCodeBlock' {
  export { default } from '@site/plugins/build-highlight/theme/HighlightedCodeBlock';
}

/** A code block around code written and coloured in the browser. */
declare module '@theme/BrowserHighlightedCodeBlock' {
  export { default } from '@site/plugins/build-highlight/theme/BrowserHighlightedCodeBlock';
}
