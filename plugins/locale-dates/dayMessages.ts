/**
 * The words the pages write a day with ("Nov 4, 2026", "4 نوفمبر 2026"), as translations
 * of the ids src/theme/LastUpdated/formatDay.ts writes it from: what
 * `Intl.DateTimeFormat` writes in a locale, taken at build time so the browser writes
 * the day without Intl (its first formatter costs a phone 60–160 ms of hydration).
 */
const dayFormat = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

const placeholders = new Set(['day', 'month', 'year']);

/** The messages, by translation id, that write a day in `locale` as Intl does. */
export function dayMessages(locale: string, calendar: string): Record<string, string> {
  if (calendar !== 'gregory') {
    throw new Error(
      `The locale ${locale} has the calendar ${calendar}: pages write their last-updated day in the Gregorian calendar only (plugins/locale-dates).`,
    );
  }
  const format = new Intl.DateTimeFormat(locale, { ...dayFormat, calendar });
  const { numberingSystem } = format.resolvedOptions();
  const number = new Intl.NumberFormat(locale, { numberingSystem, useGrouping: false });
  const partsOf = (month: number): Intl.DateTimeFormatPart[] =>
    format.formatToParts(new Date(Date.UTC(2001, month, 2)));
  const pattern = partsOf(0)
    .map(({ type, value }) => {
      // V8 writes a narrow no-break space as a space in format(), not in formatToParts().
      if (type === 'literal') return value.replaceAll('\u202f', ' ');
      if (placeholders.has(type)) return `{${type}}`;
      throw new Error(`Intl writes a day in ${locale} with a ${type}, which pages cannot write.`);
    })
    .join('');
  const messages: Record<string, string> = {
    'lastUpdated.day': pattern,
    'lastUpdated.digits': Array.from({ length: 10 }, (_, digit) => number.format(digit)).join(''),
  };
  for (let month = 0; month < 12; month += 1) {
    const name = partsOf(month).find(({ type }) => type === 'month')?.value ?? '';
    messages[`lastUpdated.month.${month + 1}`] = name;
  }
  return messages;
}
