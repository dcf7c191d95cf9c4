import type { AvailabilityBadge, AvailabilityView } from '../../shared/availability/availability';
import { cn } from '../../ui/cn';

/** Each kind's colours: strong for what a buyer can have now, soft for what waits, grey for asking and sold out. */
export const STOCK_KIND_CLASSES: Record<AvailabilityView['kind'], string> = {
  in_stock: 'bg-leaf-700 text-white',
  arriving: 'bg-mango-100 text-mango-900 ring-1 ring-mango-300',
  in_season: 'bg-leaf-50 text-leaf-800 ring-1 ring-leaf-200',
  ask: 'bg-stone-100 text-stone-700 ring-1 ring-stone-200',
  out_of_season: 'bg-stone-100 text-stone-700 ring-1 ring-stone-200',
  sold_out: 'bg-stone-200 text-stone-800',
};

/** A product's availability in a few words (its card, the head of its page); nothing when it has no origin. */
export function StockBadge({ badge, className }: { badge: AvailabilityBadge | null | undefined; className?: string }) {
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
      {badge.label}
    </span>
  );
}
