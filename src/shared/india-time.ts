// India time, the one way the code reads it: the company, its buyers and its seasons run on India's calendar
// wherever the server stands. India Standard Time is UTC+05:30 all year (no daylight saving since 1945), so a
// fixed offset is exact for every date the site meets. Not asked of Intl: its first time-zone format loads
// ICU's locale data into the server's memory for good (src/server/locale-data.test.ts).

const IST_OFFSET_MS = 330 * 60_000;

/** A moment on India's calendar and clock: month 1-12, day 1-31, hour 0-23. */
export type IndiaTime = { year: number; month: number; day: number; hour: number; minute: number };

/** India's date and time at `ms` (epoch milliseconds). */
export function indiaTime(ms: number): IndiaTime {
  const shifted = new Date(ms + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** The instant (epoch milliseconds) a date begins in India; a month or day past its end rolls over, as in Date.UTC. */
export function indiaMidnight(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) - IST_OFFSET_MS;
}

/** The instant (epoch milliseconds) the next month begins in India after `ms`: midnight IST on its 1st. */
export function startOfNextIndiaMonth(ms: number): number {
  const { year, month } = indiaTime(ms);
  return indiaMidnight(year, month + 1, 1);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** India's calendar date at `ms`, 'YYYY-MM-DD'. */
export function indiaDate(ms: number): string {
  const { year, month, day } = indiaTime(ms);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}
