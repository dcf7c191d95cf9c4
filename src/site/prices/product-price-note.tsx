import type { Locale } from '../../shared/i18n/locales';
import { formatNumber } from '../../shared/i18n/numbers';
import type { PriceUnit, ProductPrice } from '../../shared/prices/prices';
import { type InEnglishFields, langOf } from '../../shared/translations/in-english';
import { type MessageKey, translate } from '../i18n/catalogue';
import { formatDay } from '../i18n/formats';
import { useLocale, useT } from '../i18n/use-t';

const UNIT_KEYS: Record<PriceUnit, MessageKey> = { kg: 'unit.kg', carton: 'unit.carton', box: 'unit.box' };

/** '₹1,800–2,200 per carton', or '₹120 per kg' for one price, in `locale`'s words and digit grouping. */
export function priceText(locale: Locale, price: ProductPrice): string {
  const amount =
    price.min === price.max ? formatNumber(price.min, locale) : `${formatNumber(price.min, locale)}–${formatNumber(price.max, locale)}`;
  return translate(locale, 'price.amount', { amount, unit: translate(locale, UNIT_KEYS[price.unit]) });
}

/**
 * Beside a product's availability: its indicative price with the day it was true, when the owner set one recently
 * enough, and always how prices work in the owner's words ("Prices on request, ex-APMC Vashi…").
 */
export function ProductPriceNote({
  price,
  basis,
  inEnglish,
}: {
  price: ProductPrice | null;
  basis: string;
  /** The product page's fields shown in English for want of a translation: the basis marked lang="en" when named. */
  inEnglish?: InEnglishFields | undefined;
}) {
  const locale = useLocale();
  const t = useT();
  if (!price && !basis) return null;
  return (
    <div className="mt-4 text-stone-700" data-price={price ? 'shown' : 'none'}>
      {price ? (
        <p>
          <span className="text-xl font-semibold text-leaf-950">{priceText(locale, price)}</span>{' '}
          <span className="text-sm">{`(${t('price.indicative', { day: formatDay(locale, price.asOf) })})`}</span>
        </p>
      ) : null}
      {basis ? (
        <p className="mt-1 text-sm" lang={langOf({ inEnglish }, 'priceBasis')}>
          {basis}
        </p>
      ) : null}
    </div>
  );
}
