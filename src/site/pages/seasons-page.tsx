import { LOCALE_MONTHS, monthName } from '../../shared/i18n/months';
import { formatNumber } from '../../shared/i18n/numbers';
import { productUrl, seasonsUrl } from '../../shared/paths';
import type { SeasonalProduct } from '../../shared/seasons/seasons';
import { langOf } from '../../shared/translations/in-english';
import { cn } from '../../ui/cn';
import { ArrowRightIcon, MapPinIcon } from '../../ui/icons';
import { groupByCategory } from '../components/category-groups';
import { EnquiryBand } from '../components/enquiry-band';
import { PageIntro } from '../components/page-intro';
import { PageSection } from '../components/page-section';
import { countryNamesIn } from '../document/countries';
import { listOf, monthRangesIn } from '../i18n/formats';
import { useLocale, useLocalePath, useT } from '../i18n/use-t';

/**
 * One link per month; each works without JavaScript. The month shown is the current page, this month is marked. The
 * grid follows the page's dir: January at the start of the line, on the right in Arabic.
 */
function MonthFilter({ month, currentMonth }: { month: number; currentMonth: number }) {
  const lp = useLocalePath();
  const locale = useLocale();
  const t = useT();
  return (
    <nav aria-label={t('seasons.monthsLabel')} className="mx-auto mt-8 max-w-5xl md:mt-10">
      <ul className="grid grid-cols-6 gap-1.5 sm:gap-2 lg:grid-cols-12">
        {LOCALE_MONTHS[locale].short.map((short, i) => {
          const m = i + 1;
          const selected = m === month;
          const isNow = m === currentMonth;
          return (
            <li key={m}>
              <a
                href={lp(seasonsUrl(m))}
                title={monthName(locale, m)}
                aria-current={selected ? 'page' : undefined}
                className={cn(
                  'flex h-12 flex-col items-center justify-center rounded-xl text-sm font-semibold sm:h-14 sm:rounded-2xl sm:text-base transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500',
                  selected
                    ? 'bg-leaf-700 text-white shadow-sm'
                    : 'bg-white text-leaf-900 ring-1 ring-leaf-900/10 hover:bg-leaf-50 hover:ring-leaf-700/40',
                  isNow && !selected && 'ring-2 ring-mango-500',
                )}
              >
                {short}
                {isNow ? ' ' : null}
                {isNow ? (
                  <span
                    className={cn(
                      'text-[0.6875rem] leading-none font-bold tracking-wider uppercase',
                      selected ? 'text-mango-200' : 'text-mango-700',
                    )}
                  >
                    {t('seasons.now')}
                  </span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A product in season: its page, the origins that have the month (with each one's season), then its other origins. */
function SeasonRow({ product, month }: { product: SeasonalProduct; month: number }) {
  const lp = useLocalePath();
  const locale = useLocale();
  const t = useT();
  const country = (name: string) => countryNamesIn(locale, name);
  const now = product.origins.filter((o) => o.months.includes(month));
  const other = product.origins.filter((o) => !o.months.includes(month) && o.months.length > 0);
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <a
        href={lp(productUrl(product.slug))}
        className="group inline-flex items-center gap-1.5 rounded font-display text-lg font-semibold text-leaf-950 hover:text-leaf-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500"
      >
        <span lang={langOf(product, 'name')}>{product.name}</span>
        <ArrowRightIcon className="size-4 text-leaf-600 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5" />
      </a>
      <ul className="mt-2 flex flex-wrap gap-1.5 text-sm">
        {now.map((o) => (
          <li
            key={o.country}
            className="inline-flex items-center gap-1 rounded-full bg-leaf-50 px-2.5 py-1 font-medium text-leaf-900 ring-1 ring-leaf-700/15"
          >
            <MapPinIcon className="size-3.5 text-leaf-600" />
            <span className="sr-only">{t('seasons.from')} </span>
            {country(o.country)} <span className="text-leaf-700">· {monthRangesIn(locale, o.months)}</span>
          </li>
        ))}
      </ul>
      {other.length > 0 ? (
        <p className="mt-2 text-sm text-stone-600">
          {t('seasons.alsoFrom', {
            origins: listOf(
              locale,
              other.map((o) => `${country(o.country)} (${monthRangesIn(locale, o.months)})`),
            ),
          })}
        </p>
      ) : null}
    </li>
  );
}

/** /seasons and /seasons/<month>: the public products in season in a month, by category, with their origins. */
export function SeasonsPage({ month, currentMonth, products }: { month: number; currentMonth: number; products: SeasonalProduct[] }) {
  const locale = useLocale();
  const t = useT();
  const name = monthName(locale, month);
  const groups = groupByCategory(products);
  return (
    <>
      <PageIntro eyebrow={t('seasons.eyebrow')} title={t('seasons.title')} lead={t('seasons.lead')}>
        <MonthFilter month={month} currentMonth={currentMonth} />
      </PageIntro>

      <PageSection labelledBy="in-season-title" className="pt-8 pb-12 md:py-16">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h2 id="in-season-title" className="font-display text-3xl font-semibold text-leaf-950 sm:text-4xl">
            {t('seasons.inSeason', { month: name })}
          </h2>
          {month === currentMonth ? (
            <span className="rounded-full bg-mango-100 px-3 py-1 text-sm font-bold text-mango-900">{t('seasons.thisMonth')}</span>
          ) : null}
          {products.length > 0 ? (
            <p className="w-full text-stone-700 sm:ms-auto sm:w-auto">
              {products.length === 1 ? t('seasons.countOne') : t('seasons.count', { count: formatNumber(products.length, locale) })}
            </p>
          ) : null}
        </div>
        {groups.length > 0 ? (
          <div className="mt-6 gap-6 md:mt-8 md:columns-2 xl:columns-3">
            {/* On a phone (one column) the categories after the first start below the first view, so they are laid
                out only as they come near; not in the wider screens' columns, which balance on every height. */}
            {groups.map((group) => (
              <section
                key={group.id}
                aria-labelledby={`season-category-${group.id}`}
                className="mb-6 break-inside-avoid rounded-3xl bg-white p-5 shadow-sm ring-1 ring-leaf-900/5 max-md:nth-[n+2]:render-when-near sm:p-6"
              >
                <h3
                  id={`season-category-${group.id}`}
                  className="border-b border-leaf-900/10 pb-3 text-sm font-bold tracking-[0.14em] text-mango-700 uppercase"
                >
                  {group.name}
                </h3>
                <ul className="mt-4 divide-y divide-leaf-900/10">
                  {group.products.map((product) => (
                    <SeasonRow key={product.id} product={product} month={month} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ) : (
          <div className="mt-8 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-leaf-900/5">
            <p className="text-lg font-semibold text-leaf-950">{t('seasons.none', { month: name })}</p>
            <p className="mt-2 text-stone-700">{t('seasons.noneHint')}</p>
          </div>
        )}
      </PageSection>

      <EnquiryBand id="season-ask-title" title={t('seasons.askTitle')} text={t('seasons.askText')} button={t('seasons.askButton')} />
    </>
  );
}
