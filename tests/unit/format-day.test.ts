import { describe, expect, it } from 'vitest';

import { formatDay } from '../../src/theme/LastUpdated/formatDay';

/** What theme-classic's LastUpdated wrote with Intl, and the server still would. */
const intlDay = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

describe('the last-updated date, written without Intl', () => {
  it('is what Intl writes in English, on every day of a leap year', () => {
    const start = Date.UTC(2024, 0, 1);
    for (let day = 0; day < 366; day += 1) {
      const at = new Date(start + day * 86_400_000);
      expect(formatDay(at)).toBe(intlDay.format(at));
    }
  });

  it('is the UTC day, whatever the clock of the reader says', () => {
    const lateOnNewYearsEve = new Date(Date.UTC(2025, 11, 31, 23, 59, 59));
    const justAfterMidnight = new Date(Date.UTC(2026, 0, 1, 0, 0, 1));
    expect(formatDay(lateOnNewYearsEve)).toBe('Dec 31, 2025');
    expect(formatDay(justAfterMidnight)).toBe('Jan 1, 2026');
  });
});
