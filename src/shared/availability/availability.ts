// What a buyer asks first: is it in stock now, and when does the next lot land? The owner sets a status per product
// and origin; what the site shows comes from that status, its age and the origin's season (issue "Keep it true
// every week"). Pure: the server, the pages and the admin read the same answer.
import { formatCalendarDay } from '../format';
import { indiaDate, indiaMidnight, indiaTime } from '../india-time';
import { MONTH_NAMES } from '../months';
import type { InEnglishFields } from '../translations/in-english';

export const AVAILABILITY_STATUSES = ['in_stock', 'arriving', 'sold_out'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
export const TRANSPORT_MODES = ['sea', 'air'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

const DAY_MS = 24 * 60 * 60_000;

/** What the owner set for one origin of a product. */
export type AvailabilityEntry = {
  status: AvailabilityStatus;
  /** Arriving: the expected day (YYYY-MM-DD, India). */
  expectedOn: string | null;
  /** Arriving: by sea or by air. */
  mode: TransportMode | null;
  /** Arriving: e.g. "container due at Nhava Sheva". */
  note: string;
  /** When the owner set it (ms). */
  setAt: number;
};

/** What a page shows for one origin: a kind for its badge, and the words. */
export type AvailabilityView =
  | { kind: 'in_stock'; label: string; setOn: string }
  | { kind: 'arriving'; label: string; setOn: string; expectedOn: string; mode: TransportMode; note: string }
  | { kind: 'sold_out'; label: string; setOn: string }
  | { kind: 'ask'; label: string; setOn: string | null }
  | { kind: 'in_season'; label: string }
  | { kind: 'out_of_season'; label: string; nextMonth: number; monthsAway: number };

export const AVAILABILITY_TEXT = {
  in_stock: 'In stock',
  arriving: 'Arriving',
  sold_out: 'Sold out for this season',
  ask: 'Ask for current availability',
  in_season: 'In season — ask for availability',
  out_of_season: (month: string) => `Out of season, next from ${month}`,
  byMode: { sea: 'by sea', air: 'by air' } as Record<TransportMode, string>,
} as const;

/** The moment a status set at `setAt` goes stale: `staleAfterDays` whole days later. */
export const staleAt = (setAt: number, staleAfterDays: number): number => setAt + staleAfterDays * DAY_MS;

/** The first month after `month` (1-12) that the season has, going round the year; undefined when it has none. */
function nextSeasonMonth(months: readonly number[], month: number): number | undefined {
  for (let step = 1; step <= 12; step++) {
    const candidate = ((month - 1 + step) % 12) + 1;
    if (months.includes(candidate)) return candidate;
  }
  return undefined;
}

/**
 * What one origin shows at `now`: the owner's status while it is fresh; "Ask for current availability" once it is
 * older than `staleAfterDays`, or when an arrival's day has passed (it has landed or slipped: either way the owner
 * knows, the page does not). With no status, the season speaks: in season now, or the month it comes back.
 */
export function availabilityView(
  entry: AvailabilityEntry | undefined,
  months: readonly number[],
  now: number,
  staleAfterDays: number,
): AvailabilityView {
  if (entry) {
    const setOn = indiaDate(entry.setAt);
    const arrivalPassed = entry.status === 'arriving' && entry.expectedOn !== null && entry.expectedOn < indiaDate(now);
    if (now >= staleAt(entry.setAt, staleAfterDays) || arrivalPassed) return { kind: 'ask', label: AVAILABILITY_TEXT.ask, setOn };
    if (entry.status === 'arriving' && entry.expectedOn && entry.mode) {
      return {
        kind: 'arriving',
        label: AVAILABILITY_TEXT.arriving,
        setOn,
        expectedOn: entry.expectedOn,
        mode: entry.mode,
        note: entry.note,
      };
    }
    if (entry.status === 'in_stock') return { kind: 'in_stock', label: AVAILABILITY_TEXT.in_stock, setOn };
    if (entry.status === 'sold_out') return { kind: 'sold_out', label: AVAILABILITY_TEXT.sold_out, setOn };
  }
  const month = indiaTime(now).month;
  if (months.includes(month)) return { kind: 'in_season', label: AVAILABILITY_TEXT.in_season };
  const next = nextSeasonMonth(months, month);
  return next === undefined
    ? { kind: 'ask', label: AVAILABILITY_TEXT.ask, setOn: null }
    : {
        kind: 'out_of_season',
        label: AVAILABILITY_TEXT.out_of_season(MONTH_NAMES[next - 1]!),
        nextMonth: next,
        monthsAway: (next - month + 12) % 12,
      };
}

/**
 * The next moment `view` would read differently with nothing saved meanwhile: a status going stale, an arrival day
 * passing (India midnight after it). A page cache keeps a page no longer than this. Undefined: nothing changes by
 * itself but the month (the season cache already ends at each month).
 */
export function nextChangeAt(entry: AvailabilityEntry | undefined, now: number, staleAfterDays: number): number | undefined {
  if (!entry) return undefined;
  const stale = staleAt(entry.setAt, staleAfterDays);
  const times = [stale];
  if (entry.status === 'arriving' && entry.expectedOn) times.push(dayAfterInIndia(entry.expectedOn));
  const future = times.filter((t) => t > now);
  return future.length ? Math.min(...future) : undefined;
}

/** The India midnight that ends the day `isoDay` (YYYY-MM-DD). */
function dayAfterInIndia(isoDay: string): number {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return indiaMidnight(year, month, day + 1);
}

/** One origin of a product with what it shows now: the product page's list, the stock board's rows. */
export type OriginAvailability = { country: string; months: number[]; mode: TransportMode | null; view: AvailabilityView };

/**
 * A product's one badge (its card, the head of its page): the best news any of its origins has, in English words, and
 * what a page in another language words it from (an arrival's day and mode, the month a season comes back).
 */
export type AvailabilityBadge =
  | { kind: 'arriving'; label: string; expectedOn: string; mode: TransportMode }
  | { kind: 'out_of_season'; label: string; nextMonth: number }
  | { kind: Exclude<AvailabilityView['kind'], 'arriving' | 'out_of_season'>; label: string };

/** Best first: what a buyer can have now, then soonest; "sold out" only when every origin is. */
const BADGE_ORDER: readonly AvailabilityView['kind'][] = ['in_stock', 'arriving', 'in_season', 'ask', 'out_of_season', 'sold_out'];

export const BADGE_TEXT = {
  in_stock: 'In stock',
  arriving: (day: string, mode: TransportMode) => `Arriving ${formatCalendarDay(day, false)} ${AVAILABILITY_TEXT.byMode[mode]}`,
  in_season: 'In season',
  ask: 'Ask for availability',
  out_of_season: (month: string) => `Next from ${month}`,
  sold_out: 'Sold out for this season',
} as const;

/** The badge of a product with these origins' views; null when it has no origin (nothing to say). */
export function availabilityBadge(views: readonly AvailabilityView[]): AvailabilityBadge | null {
  let best: AvailabilityView | undefined;
  for (const view of views) {
    if (!best) best = view;
    const rank = BADGE_ORDER.indexOf(view.kind) - BADGE_ORDER.indexOf(best.kind);
    if (rank < 0) best = view;
    else if (rank === 0 && view.kind === 'arriving' && best.kind === 'arriving' && view.expectedOn < best.expectedOn) best = view;
    else if (rank === 0 && view.kind === 'out_of_season' && best.kind === 'out_of_season' && view.monthsAway < best.monthsAway) best = view;
  }
  if (!best) return null;
  switch (best.kind) {
    case 'arriving':
      return { kind: best.kind, label: BADGE_TEXT.arriving(best.expectedOn, best.mode), expectedOn: best.expectedOn, mode: best.mode };
    case 'out_of_season':
      return { kind: best.kind, label: BADGE_TEXT.out_of_season(MONTH_NAMES[best.nextMonth - 1]!), nextMonth: best.nextMonth };
    default:
      return { kind: best.kind, label: BADGE_TEXT[best.kind] };
  }
}

/** A product as the stock board, the home section and the product page list it: each origin with what it shows. */
export type StockProduct = {
  id: number;
  name: string;
  slug: string;
  categoryId: number;
  categoryName: string;
  badge: AvailabilityBadge | null;
  origins: OriginAvailability[];
  /** Fields shown in English on a page in another language, having no translation there: marked lang="en". */
  inEnglish?: InEnglishFields;
};

/** One row of the admin's Availability list: a product's origin, what the owner set, and what the site shows. */
export type AvailabilityItem = {
  productId: number;
  productName: string;
  productSlug: string;
  categoryId: number;
  categoryName: string;
  /** Its category is active too: the site shows it. */
  isPublic: boolean;
  country: string;
  months: number[];
  /** How this origin usually comes (the product's own data), the arrival form's first choice. */
  usualMode: TransportMode | null;
  entry: AvailabilityEntry | null;
  view: AvailabilityView;
  /** A status that the site no longer shows as set (older than the limit, or its arrival day has passed). */
  stale: boolean;
};

/** GET /api/admin/availability. */
export type AvailabilityList = { staleAfterDays: number; items: AvailabilityItem[] };

/** DECISION (src/decisions/availability.md): the home section lists at most this many of each. */
export const HOME_STOCK_LIMIT = 8;

/** A product in stock now, and the origins it is in stock from. */
export type InStockProduct = { id: number; name: string; slug: string; countries: string[]; inEnglish?: InEnglishFields };
/** An arrival the owner announced. */
export type Arrival = {
  id: number;
  name: string;
  slug: string;
  country: string;
  expectedOn: string;
  mode: TransportMode;
  note: string;
  inEnglish?: InEnglishFields;
};
/** The home page's "In stock and arriving": empty lists say nothing. */
export type HomeStock = { inStock: InStockProduct[]; arrivals: Arrival[] };

/** What the home page lists from the board: the products in stock, and the next arrivals by date. */
export function homeStock(board: readonly StockProduct[], limit = HOME_STOCK_LIMIT): HomeStock {
  const inStock = board.flatMap((p): InStockProduct[] => {
    const countries = p.origins.filter((o) => o.view.kind === 'in_stock').map((o) => o.country);
    return countries.length ? [{ id: p.id, name: p.name, slug: p.slug, countries, ...(p.inEnglish && { inEnglish: p.inEnglish }) }] : [];
  });
  const arrivals = board
    .flatMap((p) =>
      p.origins.flatMap((o): Arrival[] =>
        o.view.kind === 'arriving'
          ? [
              {
                id: p.id,
                name: p.name,
                slug: p.slug,
                country: o.country,
                expectedOn: o.view.expectedOn,
                mode: o.view.mode,
                note: o.view.note,
                ...(p.inEnglish && { inEnglish: p.inEnglish }),
              },
            ]
          : [],
      ),
    )
    .sort((a, b) => a.expectedOn.localeCompare(b.expectedOn) || a.name.localeCompare(b.name));
  return { inStock: inStock.slice(0, limit), arrivals: arrivals.slice(0, limit) };
}

/** GET /api/admin/trade-settings: how long a status and a price stand, and how prices work in the owner's words. */
export type TradeSettings = { staleAfterDays: number; priceBasis: string; priceMaxAgeDays: number };
