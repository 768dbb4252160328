/**
 * The site's one toast API. Nothing else imports the toast library; its code loads on
 * the first toast. Usage: `toast.success('Copied')`, `toast.error('Could not copy', {
 * description })`, `const id = toast.loading('Sending'); toast.success('Sent', { id })`.
 */
import { requestToaster } from './toasterStore';
import type { ToastId, ToastOptions, ToastStatus } from './types';

export type { ToastStatus } from './types';
export { preloadToaster } from './loadToaster';

let counter = 0;

function show(status: ToastStatus, message: string, options: ToastOptions = {}): ToastId {
  counter += 1;
  const id = options.id ?? `toast-${counter}`;
  void requestToaster().then((renderer) => renderer.show(status, message, { ...options, id }));
  return id;
}

type ToastApi = Record<ToastStatus, (message: string, options?: ToastOptions) => ToastId> & {
  /** Closes one toast, or every toast when no id is given. */
  dismiss: (id?: ToastId) => void;
};

export const toast: ToastApi = {
  info: (message, options) => show('info', message, options),
  warning: (message, options) => show('warning', message, options),
  success: (message, options) => show('success', message, options),
  error: (message, options) => show('error', message, options),
  loading: (message, options) => show('loading', message, options),
  dismiss: (id) => {
    void requestToaster().then((renderer) => renderer.dismiss(id));
  },
};
