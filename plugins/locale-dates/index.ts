import type { LoadContext, Plugin } from '@docusaurus/types';

import { dayMessages } from './dayMessages';

export { validateNoOptions as validateOptions } from '../noOptions';

/**
 * Gives every locale the words its pages write a day with (the last-updated date), as
 * default translations a locale's code.json can still override. English is the
 * component's own wording: it ships no translation.
 */
export default function localeDatesPlugin(context: LoadContext): Plugin {
  const { currentLocale, localeConfigs } = context.i18n;
  return {
    name: 'chitchatlabs-locale-dates',
    getDefaultCodeTranslationMessages() {
      const english = dayMessages('en', 'gregory');
      const calendar = localeConfigs[currentLocale]?.calendar ?? 'gregory';
      return Object.fromEntries(
        Object.entries(dayMessages(currentLocale, calendar)).filter(
          ([id, message]) => english[id] !== message,
        ),
      );
    },
  };
}
