import { FILE_SIZE_UNITS } from './constants';
import { indiaDate, indiaTime } from './india-time';
import { MONTH_SHORT_NAMES } from './months';

/** Spec §9 file size units: Bytes, KB, MB, GB. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const k = 1024;
  const i = Math.min(Math.floor(Math.log(bytes) / Math.log(k)), FILE_SIZE_UNITS.length - 1);
  const value = bytes / k ** i;
  return `${Number.parseFloat(value.toFixed(2))} ${FILE_SIZE_UNITS[i]}`;
}

/**
 * '1,00,000', '1,500.5': Indian digit grouping (the last three digits, then pairs), at most `maxFractionDigits`
 * decimals with trailing zeros dropped: what `toLocaleString('en-IN')` writes for the numbers the site has (finite,
 * not negative, below 10^21, at most `maxFractionDigits` decimals already). Written out rather than asked of Intl: its
 * first number format loads ICU's locale data, 4-5 MiB of the node executable's pages that then stay in the
 * server's memory, and the quote schema words its limit when the server starts.
 */
export function formatIndianNumber(n: number, maxFractionDigits = 0): string {
  const [whole = '', fraction = ''] = n.toFixed(maxFractionDigits).split('.');
  const grouped = whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${grouped}.${decimals}` : grouped;
}

/** Sizes in MB, as the gallery upload list shows them. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** The limit as the spec's alert words it: 'File size must be less than 2MB'. */
export function formatLimit(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))}MB`;
}

/** Jan ... Dec as Indian English shortens them in a date (CLDR's en-IN: 'Sept'). */
const DATE_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A moment (ISO text, epoch milliseconds or a Date) in India time, as every date and time the admin shows or the
 * server writes is (the company works in Mumbai); an unreadable one is returned as given. `display`,
 * '1 Jun 2024, 3:30 pm', is what the admin shows (en-IN's medium date and short time); `sortable`,
 * '2024-06-01 15:30', sorts as text (CSV exports, alert emails). Written out, like formatIndianNumber, rather than
 * asked of Intl and its locale data.
 */
export function formatIndiaTime(when: string | number | Date, style: 'display' | 'sortable' = 'display'): string {
  const ms = new Date(when).getTime();
  if (Number.isNaN(ms)) return String(when);
  const { year, month, day, hour, minute } = indiaTime(ms);
  const mm = String(minute).padStart(2, '0');
  return style === 'sortable'
    ? `${indiaDate(ms)} ${String(hour).padStart(2, '0')}:${mm}`
    : `${day} ${DATE_MONTHS[month - 1]} ${year}, ${hour % 12 || 12}:${mm} ${hour < 12 ? 'am' : 'pm'}`;
}

/** '2026-03-31' -> '31 Mar 2026'; without the year, '31 Mar' (a calendar day, no time zone involved). */
export function formatCalendarDay(day: string, withYear = true): string {
  const [y, m, d] = day.split('-').map(Number);
  const short = `${d} ${MONTH_SHORT_NAMES[m! - 1]}`;
  return withYear ? `${short} ${y}` : short;
}
