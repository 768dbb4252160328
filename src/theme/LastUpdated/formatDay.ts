import { translate } from '@docusaurus/Translate';

/**
 * The months' short names in the page's language (translations; English by default).
 * No descriptions for translators: they would ship in the page's script, and
 * plugins/locale-dates writes these translations for every locale.
 */
const monthsShort = (): string[] => [
  translate({ id: 'lastUpdated.month.1', message: 'Jan' }),
  translate({ id: 'lastUpdated.month.2', message: 'Feb' }),
  translate({ id: 'lastUpdated.month.3', message: 'Mar' }),
  translate({ id: 'lastUpdated.month.4', message: 'Apr' }),
  translate({ id: 'lastUpdated.month.5', message: 'May' }),
  translate({ id: 'lastUpdated.month.6', message: 'Jun' }),
  translate({ id: 'lastUpdated.month.7', message: 'Jul' }),
  translate({ id: 'lastUpdated.month.8', message: 'Aug' }),
  translate({ id: 'lastUpdated.month.9', message: 'Sep' }),
  translate({ id: 'lastUpdated.month.10', message: 'Oct' }),
  translate({ id: 'lastUpdated.month.11', message: 'Nov' }),
  translate({ id: 'lastUpdated.month.12', message: 'Dec' }),
];

/**
 * The day of `at` in UTC as the page's locale writes it ("Nov 24, 2026" in English):
 * what `new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'short', year:
 * 'numeric', timeZone: 'UTC'})` writes, without Intl, whose first use costs a phone
 * 60–160 ms of main thread in the middle of hydration. The words are translations,
 * which plugins/locale-dates takes from Intl at build time for every locale.
 */
export function formatDay(at: Date): string {
  const digits = [
    ...translate({
      id: 'lastUpdated.digits',
      message: '0123456789',
    }),
  ];
  const written = (value: number): string =>
    String(value).replace(/[0-9]/g, (digit) => digits[Number(digit)] ?? digit);
  return translate(
    {
      id: 'lastUpdated.day',
      message: '{month} {day}, {year}',
    },
    {
      month: monthsShort()[at.getUTCMonth()] ?? '',
      day: written(at.getUTCDate()),
      year: written(at.getUTCFullYear()),
    },
  );
}
