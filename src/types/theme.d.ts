// Theme components the site provides for the plugins' components to use (Docusaurus
// resolves `@theme/…` to src/theme/… for the bundle; these say so to TypeScript).
declare module '@theme/Toast' {
  export * from '@site/src/theme/Toast';
}
declare module '@theme/ServerDrawn' {
  export * from '@site/src/theme/ServerDrawn';
}
