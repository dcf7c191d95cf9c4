import { AVAILABILITY_TEXT, type AvailabilityView, type OriginAvailability } from '../../shared/availability/availability';
import { formatCalendarDay } from '../../shared/format';
import { availabilityUrl } from '../../shared/paths';
import { cn } from '../../ui/cn';
import { STOCK_KIND_CLASSES } from './stock-badge';

export const originAvailabilityMessages = {
  title: 'Availability',
  origin: 'Origin',
  status: 'Status',
  usually: (mode: string) => `Usually ${mode}`,
  setOn: (day: string) => `as of ${formatCalendarDay(day)}`,
  expected: (day: string, mode: string) => `Expected ${formatCalendarDay(day)} ${mode}`,
  board: 'All stock and arrivals',
};

const messages = originAvailabilityMessages;

/** A status's details beneath its label: the expected day and mode, the owner's note, the day it was set. */
export function viewDetails(view: AvailabilityView): string[] {
  switch (view.kind) {
    case 'arriving':
      return [
        messages.expected(view.expectedOn, AVAILABILITY_TEXT.byMode[view.mode]),
        ...(view.note ? [view.note] : []),
        messages.setOn(view.setOn),
      ];
    case 'in_stock':
    case 'sold_out':
      return [messages.setOn(view.setOn)];
    default:
      return [];
  }
}

/** The status label of one origin, coloured by its kind. */
export function StatusLabel({ view, className }: { view: AvailabilityView; className?: string }) {
  return (
    <span
      data-stock={view.kind}
      className={cn('inline-flex items-center rounded-xl px-2.5 py-0.5 text-sm font-semibold', STOCK_KIND_CLASSES[view.kind], className)}
    >
      {view.label}
    </span>
  );
}

/**
 * The product page's availability, one line per origin: its status with its date and mode, or the season's word
 * when the owner has set none; how the origin's fruit usually comes. Nothing when the product has no origin.
 */
export function OriginAvailabilityList({ origins }: { origins: OriginAvailability[] }) {
  if (origins.length === 0) return null;
  return (
    <section aria-labelledby="availability-title" className="mt-5 rounded-2xl bg-white/80 p-4 ring-1 ring-leaf-900/10 sm:mt-6 sm:p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="availability-title" className="font-display text-lg font-semibold text-leaf-950">
          {messages.title}
        </h2>
        <a
          href={availabilityUrl()}
          className="rounded text-sm font-semibold text-leaf-800 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500"
        >
          {messages.board}
        </a>
      </div>
      <ul className="mt-3 divide-y divide-leaf-900/10">
        {origins.map((origin) => {
          const details = viewDetails(origin.view);
          return (
            <li key={origin.country} className="flex flex-wrap items-center gap-x-3 gap-y-1.5 py-2.5 first:pt-0 last:pb-0">
              <span className="min-w-24 font-semibold text-stone-900">{origin.country}</span>
              <StatusLabel view={origin.view} />
              {details.length > 0 || origin.mode ? (
                <span className="basis-full text-sm text-stone-700">
                  {[
                    ...details,
                    ...(origin.mode && origin.view.kind !== 'arriving' ? [messages.usually(AVAILABILITY_TEXT.byMode[origin.mode])] : []),
                  ].join(' · ')}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
