import { Skeleton } from '../../ui/skeleton';
import { cardClass } from './styles';

/** A card-shaped placeholder: image area and two text lines. */
export function CardSkeleton() {
  return (
    <div aria-hidden="true" data-skeleton="card" className="rounded-lg border border-slate-200 bg-white p-3">
      <Skeleton className="aspect-square w-full" />
      <Skeleton className="mt-3 h-4 w-3/4" />
      <Skeleton className="mt-2 h-3 w-1/2" />
    </div>
  );
}

/** A grid of card placeholders while a list loads. */
export function CardSkeletonGrid({ count, className }: { count: number; className: string }) {
  return (
    <div className={className} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}

/** The cards of a settings page while it loads, each with placeholder lines of the given sizes. */
export function SettingsSkeleton({
  count,
  className,
  spacing,
  lines,
}: {
  count: number;
  /** The grid of the cards. */
  className: string;
  /** The space between a card's lines. */
  spacing: string;
  lines: readonly string[];
}) {
  return (
    <div className={className} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${cardClass} ${spacing} p-4 sm:p-6`}>
          {lines.map((size, j) => (
            <Skeleton key={j} className={size} />
          ))}
        </div>
      ))}
    </div>
  );
}
