/**
 * How the site's toasts (src/theme/Toast) look and behave: in a module of plain
 * values, apart from src/tokens.ts, so the toaster's chunk carries them without the
 * colour arithmetic src/tokens.ts runs when it loads.
 */
export const toastTokens = {
  durationMs: 5000,
  minWidthPx: 300,
  maxWidthPx: 560,
  statuses: ['info', 'warning', 'success', 'error', 'loading'],
  positions: ['top', 'top-left', 'top-right', 'bottom', 'bottom-left', 'bottom-right'],
} as const;

/** Where toasts appear unless a call asks for another position. */
export const toastDefaultPosition: (typeof toastTokens.positions)[number] = 'bottom-right';
