import { translate } from '@docusaurus/Translate';

const monthDescription = 'A month’s short name in a page’s last-updated day';

/** The months' short names in the page's language (translations; English by default). */
const monthsShort = (): string[] => [
  translate({ id: 'lastUpdated.month.1', message: 'Jan', description: monthDescription }),
  translate({ id: 'lastUpdated.month.2', message: 'Feb', description: monthDescription }),
  translate({ id: 'lastUpdated.month.3', message: 'Mar', description: monthDescription }),
  translate({ id: 'lastUpdated.month.4', message: 'Apr', description: monthDescription }),
  translate({ id: 'lastUpdated.month.5', message: 'May', description: monthDescription }),
  translate({ id: 'lastUpdated.month.6', message: 'Jun', description: monthDescription }),
  translate({ id: 'lastUpdated.month.7', message: 'Jul', description: monthDescription }),
  translate({ id: 'lastUpdated.month.8', message: 'Aug', description: monthDescription }),
  translate({ id: 'lastUpdated.month.9', message: 'Sep', description: monthDescription }),
  translate({ id: 'lastUpdated.month.10', message: 'Oct', description: monthDescription }),
  translate({ id: 'lastUpdated.month.11', message: 'Nov', description: monthDescription }),
  translate({ id: 'lastUpdated.month.12', message: 'Dec', description: monthDescription }),
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
      description: 'The digits zero to nine a page’s last-updated day is written with',
    }),
  ];
  const written = (value: number): string =>
    String(value).replace(/[0-9]/g, (digit) => digits[Number(digit)] ?? digit);
  return translate(
    {
      id: 'lastUpdated.day',
      message: '{month} {day}, {year}',
      description: 'A page’s last-updated day: its month’s short name, day and year',
    },
    {
      month: monthsShort()[at.getUTCMonth()] ?? '',
      day: written(at.getUTCDate()),
      year: written(at.getUTCFullYear()),
    },
  );
}
