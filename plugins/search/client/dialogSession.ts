/**
 * The search dialog's open state and what its box holds, kept outside the page's
 * component tree. A client navigation between pages of different layouts (the landing
 * page and a doc, a doc and the search page) draws a new navbar: a dialog opened while
 * the next page loads is drawn again by the new one, with what the reader typed.
 */
type DialogSession = {
  open: boolean;
  query: string;
  /** What had focus when the dialog opened, for focus to go back to. */
  opener: HTMLElement | null;
};

let session: DialogSession = { open: false, query: '', opener: null };
const listeners = new Set<() => void>();

const update = (next: DialogSession): void => {
  session = next;
  for (const listener of listeners) listener();
};

export function subscribeToDialog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isDialogOpen = (): boolean => session.open;
export const isDialogOpenOnServer = (): boolean => false;

export function openDialog(): void {
  if (session.open) return;
  const focused = document.activeElement;
  update({ open: true, query: '', opener: focused instanceof HTMLElement ? focused : null });
}

export function closeDialog(): void {
  if (session.open) update({ open: false, query: '', opener: null });
}

export const dialogQuery = (): string => session.query;

export function keepDialogQuery(query: string): void {
  session = { ...session, query };
}

/** The element focus went from when the dialog opened, if it is still on the page. */
export function dialogOpener(): HTMLElement | null {
  return session.opener?.isConnected ? session.opener : null;
}
