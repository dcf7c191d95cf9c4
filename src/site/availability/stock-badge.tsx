import type { AvailabilityBadge, AvailabilityView, TransportMode } from '../../shared/availability/availability';
import { cn } from '../../ui/cn';
import { calendarDay, fill } from '../i18n/fill';

/** Each kind's colours: strong for what a buyer can have now, soft for what waits, grey for asking and sold out. */
export const STOCK_KIND_CLASSES: Record<AvailabilityView['kind'], string> = {
  in_stock: 'bg-leaf-700 text-white',
  arriving: 'bg-mango-100 text-mango-900 ring-1 ring-mango-300',
  in_season: 'bg-leaf-50 text-leaf-800 ring-1 ring-leaf-200',
  ask: 'bg-stone-100 text-stone-700 ring-1 ring-stone-200',
  out_of_season: 'bg-stone-100 text-stone-700 ring-1 ring-stone-200',
  sold_out: 'bg-stone-200 text-stone-800',
};

/** A badge's words in the page's language (an island gets them as props): each kind's, the modes', the months'. */
export type BadgeWords = {
  kinds: Record<AvailabilityView['kind'], string>;
  modes: Record<TransportMode, string>;
  months: readonly string[];
  shortMonths: readonly string[];
};

/** 'Arriving 20 May by air', 'Next from August', 'In stock' in the page's language. */
export function badgeLabel(badge: AvailabilityBadge, words: BadgeWords): string {
  const message = words.kinds[badge.kind];
  if (badge.kind === 'arriving')
    return fill(message, { day: calendarDay(badge.expectedOn, words.shortMonths, false), mode: words.modes[badge.mode] });
  return badge.kind === 'out_of_season' ? fill(message, { month: words.months[badge.nextMonth - 1]! }) : message;
}

/** A product's availability in a few words (its card, the head of its page); nothing when it has no origin. */
export function StockBadge({
  badge,
  words,
  className,
}: {
  badge: AvailabilityBadge | null | undefined;
  words: BadgeWords;
  className?: string;
}) {
  if (!badge) return null;
  return (
    <span
      data-stock={badge.kind}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold tracking-wide',
        STOCK_KIND_CLASSES[badge.kind],
        className,
      )}
    >
      {badge.kind === 'in_stock' ? <span aria-hidden="true" className="size-1.5 rounded-full bg-mango-300" /> : null}
      {badgeLabel(badge, words)}
    </span>
  );
}
