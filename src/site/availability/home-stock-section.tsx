import type { HomeStock } from '../../shared/availability/availability';
import { availabilityUrl, productsUrl } from '../../shared/paths';
import { buttonClasses } from '../../ui/button';
import { ArrowRightIcon, PlaneIcon } from '../../ui/icons';
import { PageSection } from '../components/page-section';
import { ProductNameLink } from '../components/product-name-link';
import { SectionHeading } from '../components/section-heading';
import { countryNamesIn } from '../document/countries';
import { formatDay, joinList, listOf } from '../i18n/formats';
import { useLocale, useLocalePath, useT } from '../i18n/use-t';
import { modeText } from './status-words';

const linkClass =
  'rounded font-semibold text-leaf-950 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500';

/**
 * The home page's "In stock and arriving": the products in stock now (with their origins) and the next arrivals by
 * date. Nothing when the owner has set neither: the season strip above speaks then.
 */
export function HomeStockSection({ stock }: { stock: HomeStock | undefined }) {
  const lp = useLocalePath();
  const locale = useLocale();
  const t = useT();
  if (!stock || (stock.inStock.length === 0 && stock.arrivals.length === 0)) return null;
  const country = (name: string) => countryNamesIn(locale, name);
  return (
    <PageSection labelledBy="home-stock-title" className="render-when-near pt-4 pb-16 md:pb-24">
      <SectionHeading id="home-stock-title" eyebrow={t('homeStock.eyebrow')} title={t('homeStock.title')} />
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        {stock.inStock.length > 0 ? (
          <section aria-labelledby="home-in-stock" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-leaf-900/5 sm:p-6">
            <h3 id="home-in-stock" className="flex items-center gap-2 font-display text-xl font-semibold text-leaf-900">
              <span aria-hidden="true" className="size-2.5 rounded-full bg-leaf-600" />
              {t('homeStock.inStock')}
            </h3>
            <ul className="mt-4 divide-y divide-leaf-900/10">
              {stock.inStock.map((p) => (
                <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2.5">
                  <ProductNameLink product={p} className={linkClass} />
                  <span className="text-sm text-stone-700">
                    {t('homeStock.from', { countries: joinList(locale, p.countries.map(country)) })}
                  </span>
                </li>
              ))}
            </ul>
            <a href={lp(productsUrl(undefined, true))} className={buttonClasses('outline', 'sm', 'mt-5')}>
              {t('homeStock.allInStock')}
              <ArrowRightIcon className="size-4" />
            </a>
          </section>
        ) : null}
        {stock.arrivals.length > 0 ? (
          <section aria-labelledby="home-arriving" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-leaf-900/5 sm:p-6">
            <h3 id="home-arriving" className="flex items-center gap-2 font-display text-xl font-semibold text-leaf-900">
              <PlaneIcon className="size-5 text-mango-600" />
              {t('homeStock.arriving')}
            </h3>
            <ul className="mt-4 divide-y divide-leaf-900/10">
              {stock.arrivals.map((a) => (
                <li key={`${a.id} ${a.country}`} className="grid grid-cols-[4.5rem_1fr] gap-x-3 py-2.5">
                  <span className="font-bold text-mango-800 tabular-nums">{formatDay(locale, a.expectedOn, false)}</span>
                  <span>
                    <ProductNameLink product={a} className={linkClass} />
                    <span className="block text-sm text-stone-700">
                      {[listOf(locale, [country(a.country), modeText(locale, a.mode)]), ...(a.note ? [a.note] : [])].join(' · ')}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
            <a href={lp(availabilityUrl())} className={buttonClasses('outline', 'sm', 'mt-5')}>
              {t('homeStock.board')}
              <ArrowRightIcon className="size-4" />
            </a>
          </section>
        ) : null}
      </div>
    </PageSection>
  );
}
