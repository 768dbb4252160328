/** Font files imported from JS resolve to their URL in the build. */
declare module '*.woff2' {
  const url: string;
  export default url;
}

/** Prism's core alone, without the grammars of the `prismjs` entry point. */
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}

/** Code that components show, coloured at build time (plugins/build-highlight, `snippets`). */
declare module '@generated/build-highlight/default/*.json' {
  import type { LineToken } from '@site/plugins/build-highlight/tokenize';
  const lines: LineToken[][];
  export default lines;
}
