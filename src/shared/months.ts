// Months of the year as the catalogue uses them: 1 (January) to 12 (December), and "now" in India time, since the
// company, its buyers and its seasons all run on India's calendar wherever the server stands.

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Jan, Feb, ... for the season grid's narrow columns. */
export const MONTH_SHORT_NAMES = MONTH_NAMES.map((name) => name.slice(0, 3));

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The month (1-12) it is in India at `at`. */
export function monthInIndia(at: Date = new Date()): number {
  return new Date(at.getTime() + IST_OFFSET_MS).getUTCMonth() + 1;
}

/** The instant the next month begins in India after `at` (midnight IST on its 1st). */
export function nextMonthStartInIndia(at: Date = new Date()): Date {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() + 1, 1) - IST_OFFSET_MS);
}
