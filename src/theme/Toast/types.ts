import type { toastTokens } from '@site/src/brand/toast';

export type ToastStatus = (typeof toastTokens.statuses)[number];
export type ToastPosition = (typeof toastTokens.positions)[number];

export type ToastOptions = {
  /** How long the toast stays, in ms (default 5000; loading toasts stay until replaced). */
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
