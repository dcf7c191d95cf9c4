import type { AvailabilityView, OriginAvailability } from '../../shared/availability/availability';
import { availabilityUrl } from '../../shared/paths';
import { cn } from '../../ui/cn';
import { countryNamesIn } from '../document/countries';
import { useLocale, useLocalePath, useT } from '../i18n/use-t';
import { modeText, statusDetails, statusText } from './status-words';
import { STOCK_KIND_CLASSES } from './stock-badge';

/** The status label of one origin, coloured by its kind, in the page's language. */
export function StatusLabel({ view, className }: { view: AvailabilityView; className?: string }) {
  const locale = useLocale();
  return (
    <span
      data-stock={view.kind}
      className={cn('inline-flex items-center rounded-xl px-2.5 py-0.5 text-sm font-semibold', STOCK_KIND_CLASSES[view.kind], className)}
    >
      {statusText(locale, view)}
    </span>
  );
}

/**
 * The product page's availability, one line per origin: its status with its date and mode, or the season's word
 * when the owner has set none; how the origin's fruit usually comes. Nothing when the product has no origin.
 */
export function OriginAvailabilityList({ origins }: { origins: OriginAvailability[] }) {
  const lp = useLocalePath();
  const locale = useLocale();
  const t = useT();
  if (origins.length === 0) return null;
  return (
    <section aria-labelledby="availability-title" className="mt-5 rounded-2xl bg-white/80 p-4 ring-1 ring-leaf-900/10 sm:mt-6 sm:p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="availability-title" className="font-display text-lg font-semibold text-leaf-950">
          {t('originStock.title')}
        </h2>
        <a
          href={lp(availabilityUrl())}
          className="rounded text-sm font-semibold text-leaf-800 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500"
        >
          {t('originStock.board')}
        </a>
      </div>
      <ul className="mt-3 divide-y divide-leaf-900/10">
        {origins.map((origin) => {
          const details = statusDetails(locale, origin.view);
          const usually =
            origin.mode && origin.view.kind !== 'arriving' ? [t('originStock.usually', { mode: modeText(locale, origin.mode) })] : [];
          return (
            <li key={origin.country} className="flex flex-wrap items-center gap-x-3 gap-y-1.5 py-2.5 first:pt-0 last:pb-0">
              <span className="min-w-24 font-semibold text-stone-900">{countryNamesIn(locale, origin.country)}</span>
              <StatusLabel view={origin.view} />
              {details.length > 0 || usually.length > 0 ? (
                <span className="basis-full text-sm text-stone-700">{[...details, ...usually].join(' · ')}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
