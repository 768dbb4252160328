/**
 * The search dialog's lazily loaded chunk: the dialog and, beside it, a way to
 * fetch the index before the dialog opens (the reader's pointer on the button).
 */
export { default } from '.';
export { preloadIndex } from '../../client/searchClient';
