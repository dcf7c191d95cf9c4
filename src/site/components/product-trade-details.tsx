import type { ProductWithDetails } from '../../shared/types';
import { useT } from '../i18n/use-t';
import { SeasonGrid } from '../seasons/season-grid';
import { SectionHeading } from './section-heading';
import { specificationEntries, TradeSpecification } from './trade-specification';

/**
 * What a buyer checks before asking a price: the season grid (one row per origin) and the trade specification, side
 * by side on wide screens. A part with no data is left out, and the whole section when both are.
 */
export function ProductTradeDetails({ product, month }: { product: ProductWithDetails; month: number }) {
  const t = useT();
  const hasSeasons = product.origins.length > 0;
  const hasSpecification = specificationEntries(product).length > 0;
  if (!hasSeasons && !hasSpecification) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-4 sm:px-6 md:pt-14 lg:px-8">
      <div className={hasSeasons && hasSpecification ? 'grid gap-12 lg:grid-cols-12 lg:gap-14' : 'max-w-4xl'}>
        {hasSeasons ? (
          <section aria-labelledby="seasons-title" className={hasSpecification ? 'lg:col-span-7' : undefined}>
            <SectionHeading id="seasons-title" eyebrow={t('product.seasonsEyebrow')} title={t('product.seasonsTitle')} align="left" />
            <div className="mt-6">
              <SeasonGrid productName={product.name} origins={product.origins} month={month} />
            </div>
          </section>
        ) : null}
        {hasSpecification ? (
          <section aria-labelledby="specification-title" className={hasSeasons ? 'lg:col-span-5' : undefined}>
            <SectionHeading
              id="specification-title"
              eyebrow={t('product.specificationEyebrow')}
              title={t('product.specificationTitle')}
              align="left"
            />
            <div className="mt-6">
              <TradeSpecification details={product} />
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
