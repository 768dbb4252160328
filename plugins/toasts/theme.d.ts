// What the plugin gives the site, said to TypeScript (Docusaurus resolves them for the bundle).

/** The plugin's options, for the toaster (written when the content is loaded). */
declare module '@generated/chitchatlabs-toasts/default/settings.json' {
  import type { ToastSettings } from '@site/plugins/toasts/options';
  const settings: ToastSettings;
  export default settings;
}

/** The toast API: `toast.success('Copied')`. */
declare module '@theme/Toast' {
  export * from '@site/plugins/toasts/theme/Toast';
}

/** The toaster, mounted once by the site's Root: renders nothing until the first toast. */
declare module '@theme/Toast/ToasterMount' {
  export { default } from '@site/plugins/toasts/theme/Toast/ToasterMount';
}
