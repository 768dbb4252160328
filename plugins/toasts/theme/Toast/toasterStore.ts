/**
 * The toaster is loaded on demand: nothing of the toast library is in the main bundle.
 * The first toast asks for it; <ToasterMount /> then renders the lazily imported
 * toaster (loadToaster.ts), which hands back its renderer here once mounted.
 */
import type { ToastRenderer } from './types';

let requested = false;
const listeners = new Set<() => void>();
let resolveRenderer: (renderer: ToastRenderer) => void = () => undefined;
const renderer = new Promise<ToastRenderer>((resolve) => {
  resolveRenderer = resolve;
});

export function requestToaster(): Promise<ToastRenderer> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return renderer;
}

export function isToasterRequested(): boolean {
  return requested;
}

export function subscribeToToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toasterReady(ready: ToastRenderer): void {
  resolveRenderer(ready);
}
