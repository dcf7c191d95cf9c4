import { monthName } from '../../shared/i18n/months';
import { formatNumber } from '../../shared/i18n/numbers';
import { seasonsUrl } from '../../shared/paths';
import { ArrowRightIcon, LeafIcon } from '../../ui/icons';
import { ProductNameLink } from '../components/product-name-link';
import type { SeasonNow } from '../document/site-page';
import { useLocale, useLocalePath, useT } from '../i18n/use-t';

/** DECISION (src/decisions/season-calendar.md): the strip names at most this many products, then says how many more the calendar has. */
export const IN_SEASON_STRIP_LIMIT = 8;

/** The home page's compact list of the public products in season this month (India time); nothing when there are none. */
export function InSeasonStrip({ season }: { season: SeasonNow | undefined }) {
  const lp = useLocalePath();
  const locale = useLocale();
  const t = useT();
  if (!season || season.products.length === 0) return null;
  const shown = season.products.slice(0, IN_SEASON_STRIP_LIMIT);
  const more = season.products.length - shown.length;
  return (
    <section aria-labelledby="in-season-title" className="border-b border-leaf-900/10 bg-leaf-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 sm:gap-4 sm:px-6 sm:py-6 lg:flex-row lg:items-center lg:gap-8 lg:px-8">
        <div className="flex shrink-0 items-center gap-3">
          <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-leaf-700 text-white">
            <LeafIcon className="size-5" />
          </span>
          <div>
            <p className="text-xs font-bold tracking-[0.18em] text-mango-700 uppercase">{t('inSeason.eyebrow')}</p>
            <h2 id="in-season-title" className="font-display text-xl font-semibold text-leaf-950">
              {t('inSeason.title', { month: monthName(locale, season.month) })}
            </h2>
          </div>
        </div>
        <ul className="flex flex-1 flex-wrap gap-2">
          {shown.map((product) => (
            <li key={product.id}>
              <ProductNameLink
                product={product}
                className="inline-flex h-8 items-center rounded-full bg-white px-3 text-[0.8125rem] font-semibold sm:h-9 sm:px-4 sm:text-sm text-leaf-900 ring-1 ring-leaf-900/10 transition-colors hover:bg-leaf-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500"
              />
            </li>
          ))}
          {more > 0 ? (
            <li>
              <a
                href={lp(seasonsUrl())}
                className="inline-flex h-8 items-center rounded px-2 text-[0.8125rem] font-semibold text-leaf-800 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500 sm:h-9 sm:text-sm"
              >
                {t('inSeason.more', { count: formatNumber(more, locale) })}
              </a>
            </li>
          ) : null}
        </ul>
        <a
          href={lp(seasonsUrl())}
          className="inline-flex shrink-0 items-center gap-1.5 self-start rounded font-semibold text-leaf-800 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500 lg:self-center"
        >
          {t('inSeason.calendar')}
          <ArrowRightIcon className="size-4" />
        </a>
      </div>
    </section>
  );
}
