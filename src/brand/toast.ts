/**
 * How the site's toasts look and behave: the options the site gives plugins/toasts
 * (docusaurus.config.ts), which writes them for the toaster's on-demand chunk.
 */
export const toastSettings = {
  durationMs: 5000,
  minWidthPx: 300,
  maxWidthPx: 560,
  position: 'bottom-right',
} as const;
