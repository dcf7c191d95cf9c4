// Days, months, lists, times and business hours in a page's language, for the server-rendered pages (the admin keeps
// shared/company.ts's English). Numbers are shared/i18n/numbers.ts's, month names shared/i18n/months.ts's.
import { type BusinessHoursDay, hoursGroups } from '../../shared/company';
import type { Locale } from '../../shared/i18n/locales';
import { LOCALE_MONTHS } from '../../shared/i18n/months';
import { monthRanges } from '../../shared/seasons/seasons';
import { type MessageKey, translate } from './catalogue';
import { calendarDay } from './fill';

/** '2026-03-31' -> '31 Mar 2026' in English, '31 मार्च 2026' in Hindi; without the year, '31 Mar'. */
export const formatDay = (locale: Locale, day: string, withYear = true): string => calendarDay(day, LOCALE_MONTHS[locale].short, withYear);

/** "A", "A and B", "A, B and C" in the page's language. */
export function joinList(locale: Locale, names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return translate(locale, 'list.and', { rest: names.slice(0, -1).join(translate(locale, 'list.separator')), last: names.at(-1)! });
}

/** Items one after another, as the language separates them (its comma). */
export const listOf = (locale: Locale, items: readonly string[]): string => items.join(translate(locale, 'list.separator'));

/** An origin's months as short ranges ('Jan–Mar, Jul'), or the language's words for all year. */
export const monthRangesIn = (locale: Locale, months: readonly number[]): string =>
  monthRanges(months, LOCALE_MONTHS[locale].short, translate(locale, 'seasons.allYear'), translate(locale, 'list.separator'));

const WEEKDAYS: readonly MessageKey[] = [
  'weekday.monday',
  'weekday.tuesday',
  'weekday.wednesday',
  'weekday.thursday',
  'weekday.friday',
  'weekday.saturday',
  'weekday.sunday',
];

/**
 * "06:00" -> "6:00 AM" in English (the spec's wording), "सुबह 6:00" in Hindi, "6:00 ص" in Arabic: a 12-hour clock
 * with the part of the day each language names.
 */
export function timeIn(locale: Locale, hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const time = `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')}`;
  const part: MessageKey =
    h < 4 ? 'time.lateNight' : h < 12 ? 'time.morning' : h < 16 ? 'time.afternoon' : h < 20 ? 'time.evening' : 'time.night';
  return translate(locale, part, { time });
}

/** Business hours as rows: "Monday-Saturday" / "6:00 AM-6:00 PM" in English (spec §2), a closed day "Closed". */
export function hoursRowsIn(locale: Locale, hours: readonly BusinessHoursDay[]): Array<{ days: string; hours: string }> {
  return hoursGroups(hours).map((g) => {
    const first = translate(locale, WEEKDAYS[g.weekdays[0]! - 1]!);
    const last = translate(locale, WEEKDAYS[g.weekdays.at(-1)! - 1]!);
    return {
      days: g.weekdays.length === 1 ? first : translate(locale, 'hours.days', { first, last }),
      hours:
        g.opens && g.closes
          ? translate(locale, 'hours.times', { opens: timeIn(locale, g.opens), closes: timeIn(locale, g.closes) })
          : translate(locale, 'hours.closed'),
    };
  });
}
