import { describe, expect, it, vi } from 'vitest';

import { formatDay } from '../../src/theme/LastUpdated/formatDay';
import localeDatesPlugin from '../../plugins/locale-dates';
import { dayMessages } from '../../plugins/locale-dates/dayMessages';
import type { LoadContext } from '@docusaurus/types';

/** The page's translations, as @docusaurus/Translate reads them from the build. */
const translations = vi.hoisted(() => ({ messages: {} as Record<string, string> }));
vi.mock('@docusaurus/Translate', () => ({
  translate: ({ id, message }: { id: string; message: string }, values?: Record<string, string>) =>
    (translations.messages[id] ?? message).replace(
      /\{(\w+)\}/g,
      (whole, name: string) => values?.[name] ?? whole,
    ),
}));

/** What theme-classic's LastUpdated wrote with Intl, and the server still would. */
const intlDay = (locale: string): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
    calendar: 'gregory',
  });

/** The translations the plugin gives a build in `locale`. */
function pluginMessages(locale: string, calendar = 'gregory'): Record<string, string> {
  const context = {
    i18n: { currentLocale: locale, localeConfigs: { [locale]: { calendar } } },
  } as unknown as LoadContext;
  const messages = localeDatesPlugin(context).getDefaultCodeTranslationMessages?.();
  return messages as Record<string, string>;
}

const everyDayOf2024 = Array.from(
  { length: 366 },
  (_, day) => new Date(Date.UTC(2024, 0, 1) + day * 86_400_000),
);

describe('the last-updated date, written without Intl', () => {
  it('is what Intl writes in English, on every day of a leap year, with no translation', () => {
    translations.messages = {};
    for (const at of everyDayOf2024) expect(formatDay(at)).toBe(intlDay('en').format(at));
  });

  it('is the UTC day, whatever the clock of the reader says', () => {
    translations.messages = {};
    const lateOnNewYearsEve = new Date(Date.UTC(2025, 11, 31, 23, 59, 59));
    const justAfterMidnight = new Date(Date.UTC(2026, 0, 1, 0, 0, 1));
    expect(formatDay(lateOnNewYearsEve)).toBe('Dec 31, 2025');
    expect(formatDay(justAfterMidnight)).toBe('Jan 1, 2026');
  });

  // Right to left, other digits (Persian, Bengali, Egyptian Arabic), the year first.
  it.each(['ar', 'ar-EG', 'fa', 'bn', 'fr', 'de', 'vi', 'ja', 'zh', 'ko', 'ru', 'th'])(
    'is what Intl writes in %s, from the translations the build gives that locale',
    (locale) => {
      translations.messages = pluginMessages(locale);
      for (const at of everyDayOf2024) expect(formatDay(at)).toBe(intlDay(locale).format(at));
    },
  );

  it('gives an English build no translation, so an English page ships no extra bytes', () => {
    expect(pluginMessages('en')).toEqual({});
    expect(Object.keys(pluginMessages('ar'))).toContain('lastUpdated.month.11');
  });

  it('stops a build in a calendar other than the Gregorian, which it cannot write', () => {
    expect(() => pluginMessages('fa', 'persian')).toThrow(/calendar persian/);
    expect(() => dayMessages('en', 'gregory')).not.toThrow();
  });
});
