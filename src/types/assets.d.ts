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
