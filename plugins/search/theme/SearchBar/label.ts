import { translate } from '@docusaurus/Translate';

/**
 * The search button's name, the one sentence of search's that every page says before a
 * reader asks for search: in a module of its own, so every page's main script, which
 * holds the button, leaves out the dialog's sentences (../SearchDialog/strings.ts).
 */
export const searchLabel = (): string =>
  translate({ id: 'search.label', message: 'Search', description: 'Search button and box' });
