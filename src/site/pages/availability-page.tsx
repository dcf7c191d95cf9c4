import type { StockProduct } from '../../shared/availability/availability';
import { formatNumber } from '../../shared/i18n/numbers';
import { productsUrl } from '../../shared/paths';
import { buttonClasses } from '../../ui/button';
import { StatusLabel } from '../availability/origin-availability';
import { modeText, statusDetails } from '../availability/status-words';
import { groupByCategory } from '../components/category-groups';
import { EnquiryBand } from '../components/enquiry-band';
import { PageIntro } from '../components/page-intro';
import { PageSection } from '../components/page-section';
import { ProductNameLink } from '../components/product-name-link';
import { countryNamesIn } from '../document/countries';
import { listOf, monthRangesIn } from '../i18n/formats';
import { useLocale, useLocalePath, useT } from '../i18n/use-t';

/**
 * /availability: every public product with each origin's status, by category, one table each. Server markup only (no
 * script); it prints as it reads, without the site's header and footer.
 */
export function AvailabilityPage({ products, staleAfterDays }: { products: StockProduct[]; staleAfterDays: number }) {
  const lp = useLocalePath();
  const locale = useLocale();
  const t = useT();
  const groups = groupByCategory(products.filter((p) => p.origins.length > 0));
  return (
    <>
      <PageIntro
        eyebrow={t('stock.eyebrow')}
        title={t('stock.title')}
        lead={t('stock.lead', { days: formatNumber(staleAfterDays, locale), ask: t('status.ask') })}
      >
        <a href={lp(productsUrl(undefined, true))} className={buttonClasses('outline', 'md', 'mt-6 print:hidden')}>
          {t('stock.inStockLink')}
        </a>
      </PageIntro>

      <PageSection labelledBy="stock-board-title" className="pt-8 pb-12 md:py-16">
        <h2 id="stock-board-title" className="sr-only">
          {t('stock.eyebrow')}
        </h2>
        {groups.length === 0 ? <p className="text-center text-stone-700">{t('stock.none')}</p> : null}
        <div className="space-y-8 md:space-y-10">
          {groups.map((group) => (
            <section
              key={group.id}
              aria-labelledby={`stock-category-${group.id}`}
              className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-leaf-900/5 break-inside-avoid sm:p-6 max-md:nth-[n+3]:render-when-near print:p-0 print:shadow-none print:ring-0"
            >
              <h3 id={`stock-category-${group.id}`} className="text-sm font-bold tracking-[0.14em] text-mango-700 uppercase">
                {group.name}
              </h3>
              <table className="mt-3 w-full border-collapse text-start text-sm sm:text-base">
                <thead>
                  <tr className="border-b border-leaf-900/15 text-xs tracking-wide text-stone-600 uppercase">
                    <th scope="col" className="py-2 pe-3 font-semibold">
                      {t('stock.product')}
                    </th>
                    <th scope="col" className="py-2 pe-3 font-semibold">
                      {t('stock.origin')}
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      {t('stock.status')}
                    </th>
                  </tr>
                </thead>
                {group.products.map((product) => (
                  <tbody key={product.id} className="border-b border-leaf-900/10 last:border-0">
                    {product.origins.map((origin, i) => {
                      const details = statusDetails(locale, origin.view);
                      return (
                        <tr key={origin.country} className="align-top">
                          {i === 0 ? (
                            <th scope="rowgroup" rowSpan={product.origins.length} className="py-3 pe-3 font-semibold">
                              <ProductNameLink
                                product={product}
                                className="rounded font-display text-base text-leaf-950 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500 sm:text-lg"
                              />
                            </th>
                          ) : null}
                          <td className="py-3 pe-3 text-stone-800">
                            <span className="font-medium">{countryNamesIn(locale, origin.country)}</span>
                            <span className="block text-xs text-stone-600">
                              {listOf(locale, [
                                monthRangesIn(locale, origin.months),
                                ...(origin.mode ? [t('stock.usually', { mode: modeText(locale, origin.mode) })] : []),
                              ])}
                            </span>
                          </td>
                          <td className="py-3">
                            <StatusLabel view={origin.view} className="text-xs sm:text-sm" />
                            {details.length > 0 ? (
                              <span className="mt-1 block text-xs text-stone-700 sm:text-sm">{details.join(' · ')}</span>
                            ) : null}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                ))}
              </table>
            </section>
          ))}
        </div>
      </PageSection>

      <EnquiryBand
        id="stock-ask-title"
        title={t('stock.askTitle')}
        text={t('stock.askText')}
        button={t('stock.askButton')}
        className="print:hidden"
      />
    </>
  );
}
