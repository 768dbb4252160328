/** How the site's toasts (src/theme/Toast) look and behave; src/tokens.ts re-exports the tokens. */
export const toastTokens = {
  durationMs: 5000,
  minWidthPx: 300,
  maxWidthPx: 560,
  statuses: ['info', 'warning', 'success', 'error', 'loading'],
  positions: ['top', 'top-left', 'top-right', 'bottom', 'bottom-left', 'bottom-right'],
} as const;

/** Where toasts appear unless a call asks for another position. */
export const toastDefaultPosition: (typeof toastTokens.positions)[number] = 'bottom-right';
