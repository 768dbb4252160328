/** Keyboard shortcuts that open search: Ctrl+K (⌘K on Apple devices) and `/`. */

export function isMacPlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform);
}

/** Key caps shown on the search button. */
export function shortcutHints(isMac: boolean): string[] {
  return [isMac ? '⌘' : 'Ctrl', 'K'];
}

/** The shortcuts as aria-keyshortcuts names them. */
export const ariaKeyShortcuts = (isMac: boolean): string => `${isMac ? 'Meta' : 'Control'}+K /`;

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** Ctrl+K (⌘K on Apple devices) anywhere. */
export function isFocusKeymap(event: KeyboardEvent, isMac: boolean): boolean {
  const mod = isMac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return mod && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** `/` when the reader is not typing somewhere else. */
export function isSlashShortcut(event: KeyboardEvent): boolean {
  return (
    event.key === '/' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !isEditable(event.target)
  );
}
