// Indicative prices: the owner may state one per product (a range in rupees, a unit, the day it was true); it shows
// as "Indicative, as of <day>" until it is older than the site's age limit, then it is gone, not wrong (issue "Keep
// it true every week"). Nothing is shown, or put in the JSON-LD, unless the owner set it. Pure: server and pages.
import { formatCalendarDay, formatIndianNumber } from '../format';
import { indiaMidnight } from '../india-time';

export const PRICE_UNITS = ['kg', 'carton', 'box'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** What the owner set: rupees from `min` to `max` (equal: one price) per `unit`, true on `asOf` (YYYY-MM-DD, India). */
export type ProductPrice = { min: number; max: number; unit: PriceUnit; asOf: string };

/** The most rupees a price may name: far above any carton of fruit, low enough that a slip of the thumb is caught. */
export const PRICE_MAX_RUPEES = 10_000_000;

/** The India midnight from which a price dated `asOf` is too old: the end of the `maxAgeDays`-th day after it. */
export function priceShownUntil(asOf: string, maxAgeDays: number): number {
  const [year, month, day] = asOf.split('-').map(Number) as [number, number, number];
  return indiaMidnight(year, month, day + maxAgeDays + 1);
}

/** The price a page shows at `now`: the owner's while it is young enough, else none. */
export function shownPrice(price: ProductPrice | null, now: number, maxAgeDays: number): ProductPrice | null {
  return price && now < priceShownUntil(price.asOf, maxAgeDays) ? price : null;
}

/** '₹1,800–2,200 per carton', or '₹120 per kg' for one price (Indian digit grouping). */
export function formatPrice(price: ProductPrice): string {
  const range =
    price.min === price.max ? formatIndianNumber(price.min) : `${formatIndianNumber(price.min)}–${formatIndianNumber(price.max)}`;
  return `₹${range} per ${price.unit}`;
}

export const PRICE_TEXT = {
  indicative: (asOf: string) => `Indicative, as of ${formatCalendarDay(asOf)}`,
};
