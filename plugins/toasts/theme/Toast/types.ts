import type { ToastPosition } from '../../options';

export type { ToastPosition } from '../../options';

export type ToastStatus = 'info' | 'warning' | 'success' | 'error' | 'loading';

export type ToastOptions = {
  /** How long the toast stays, in ms (default: the plugin's `durationMs`; loading toasts stay until replaced). */
  duration?: number;
  position?: ToastPosition;
  /** A second, smaller line under the message. */
  description?: string;
  /** Reuse an id to replace a toast in place, e.g. a loading toast by its outcome. */
  id?: string;
};

export type ToastId = string;

/** What the on-demand toaster module provides once it has loaded. */
export type ToastRenderer = {
  show: (status: ToastStatus, message: string, options: ToastOptions & { id: ToastId }) => void;
  dismiss: (id?: ToastId) => void;
};
