const monthsShort = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * The day of `at` in UTC as English writes it ("Nov 24, 2026"): what
 * `new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric',
 * timeZone: 'UTC'})` writes, without Intl, whose first use costs a phone 100–160 ms
 * of main thread in the middle of hydration.
 */
export function formatDay(at: Date): string {
  return `${monthsShort[at.getUTCMonth()]} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;
}
