/**
 * The search dialog's lazily loaded chunk: the dialog and, beside it, a way to
 * fetch the index before the dialog opens (the reader's pointer on the button).
 */
import { loadEngine } from '../../client/loadEngine';

export { default } from '.';

export function preloadIndex(url: string): void {
  loadEngine(url).catch(() => undefined);
}
