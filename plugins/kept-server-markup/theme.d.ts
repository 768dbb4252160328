// What the plugin gives the site, said to TypeScript (Docusaurus resolves it for the bundle).

/** Blocks and code lines the first page's hydration leaves as the server wrote them. */
declare module '@theme/KeptServerMarkup' {
  export * from '@site/plugins/kept-server-markup/theme/KeptServerMarkup';
}
