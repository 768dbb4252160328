/**
 * The plugin's dropdown (autocomplete.js) follows the ARIA 1.0 combobox pattern and
 * puts its "See all results" link and "No results" text inside the listbox. These
 * helpers bring it to the ARIA 1.2 pattern that screen readers and axe expect:
 * the input names the listbox it controls, the listbox holds only options, and a
 * live region says how many results there are. They also name the clear button.
 */

/** Applies the fixes to the current dropdown; safe to call after every change. */
export function patchResultsAccessibility(box: HTMLElement): void {
  // The clear button's only content is a "✕" glyph.
  for (const button of Array.from(box.querySelectorAll('.navbar__search > button'))) {
    if (!button.hasAttribute('aria-label')) button.setAttribute('aria-label', 'Clear search');
  }
  const input = box.querySelector<HTMLInputElement>('input[role="combobox"]');
  const listboxId = input?.getAttribute('aria-owns');
  if (!input || !listboxId) return;
  if (input.getAttribute('aria-controls') !== listboxId) {
    input.setAttribute('aria-controls', listboxId);
  }
  const listbox = box.ownerDocument.getElementById(listboxId);
  if (!listbox) return;
  if (!listbox.hasAttribute('aria-label')) listbox.setAttribute('aria-label', 'Search results');
  for (const dataset of Array.from(listbox.children)) {
    for (const part of Array.from(dataset.children)) {
      if (part.querySelector('[role="option"]')) continue;
      // Shown for sighted readers; announced through the live region instead.
      part.setAttribute('aria-hidden', 'true');
      for (const control of Array.from(part.querySelectorAll('a, button'))) {
        control.setAttribute('tabindex', '-1');
      }
    }
  }
}

/** What the live region says for the dropdown as it is now. */
export function resultsAnnouncement(box: HTMLElement): string {
  const input = box.querySelector<HTMLInputElement>('input[role="combobox"]');
  if (!input || input.value.trim() === '' || input.getAttribute('aria-expanded') !== 'true') {
    return '';
  }
  const count = box.querySelectorAll('[role="listbox"] [role="option"]').length;
  if (count === 0) return 'No results';
  return count === 1 ? '1 result' : `${count} results`;
}
