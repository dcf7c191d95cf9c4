// What the season pages show: each public product with its origins and their months, and which are in season when.
import { MONTH_NAMES, MONTH_SHORT_NAMES } from '../months';
import type { InEnglishFields } from '../translations/in-english';
import type { ProductOrigin } from '../types';

/** A public product as the season calendar and the home page's strip list it. */
export type SeasonalProduct = {
  id: number;
  name: string;
  slug: string;
  categoryId: number;
  categoryName: string;
  origins: ProductOrigin[];
  /** Fields shown in English on a page in another language, having no translation there: marked lang="en". */
  inEnglish?: InEnglishFields;
};

/**
 * The products in season in `month` (1-12): those with an origin that has it, each with every origin of its own
 * (the page shows which of them have the month).
 */
export function inSeason(products: readonly SeasonalProduct[], month: number): SeasonalProduct[] {
  return products.filter((p) => p.origins.some((o) => o.months.includes(month)));
}

/** A month's part of the calendar's address: 3 -> 'march'. */
export const monthSlug = (month: number): string => MONTH_NAMES[month - 1]!.toLowerCase();

const MONTH_NUMBER = /^(0?[1-9]|1[0-2])$/;

/**
 * The month a /seasons/<segment> address names: its lowercase name is the month's own address (`canonical`); the
 * name in other letters, its three-letter abbreviation or its number (1-12) lead there. Anything else names none.
 */
export function monthOfSegment(segment: string): { month: number; canonical: boolean } | undefined {
  const lower = segment.toLowerCase();
  const byName = MONTH_NAMES.findIndex((name) => name.toLowerCase() === lower || name.slice(0, 3).toLowerCase() === lower);
  const month = byName >= 0 ? byName + 1 : MONTH_NUMBER.test(segment) ? Number(segment) : undefined;
  return month === undefined ? undefined : { month, canonical: segment === monthSlug(month) };
}

/**
 * An origin's months as short ranges, in calendar order of where each begins: [1, 2, 3, 7] -> 'Jan–Mar, Jul';
 * a season across the new year stays one range: [1, 2, 11, 12] -> 'Nov–Feb'; all twelve -> 'All year'. In another
 * language: its twelve short month names, its words for all year and its comma.
 */
export function monthRanges(
  months: readonly number[],
  names: readonly string[] = MONTH_SHORT_NAMES,
  allYear = 'All year',
  separator = ', ',
): string {
  const has = new Set(months);
  if (has.size === 12) return allYear;
  const next = (m: number) => (m % 12) + 1;
  const previous = (m: number) => ((m + 10) % 12) + 1;
  const ranges: string[] = [];
  for (let start = 1; start <= 12; start++) {
    if (!has.has(start) || has.has(previous(start))) continue;
    let end = start;
    while (has.has(next(end))) end = next(end);
    const first = names[start - 1]!;
    ranges.push(end === start ? first : `${first}–${names[end - 1]!}`);
  }
  return ranges.join(separator);
}
