// The plugin's theme components, as `@theme/…` names them (Docusaurus resolves them to
// ./theme for the bundle; these say so to TypeScript).
declare module '@theme/ApiEndpoint' {
  export { default } from '@site/plugins/openapi/theme/ApiEndpoint';
}

declare module '@theme/ApiFields' {
  export { default } from '@site/plugins/openapi/theme/ApiFields';
}
