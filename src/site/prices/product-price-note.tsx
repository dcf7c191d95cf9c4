import { formatPrice, PRICE_TEXT, type ProductPrice } from '../../shared/prices/prices';

/**
 * Beside a product's availability: its indicative price with the day it was true, when the owner set one recently
 * enough, and always how prices work in the owner's words ("Prices on request, ex-APMC Vashi…").
 */
export function ProductPriceNote({ price, basis }: { price: ProductPrice | null; basis: string }) {
  if (!price && !basis) return null;
  return (
    <div className="mt-4 text-stone-700" data-price={price ? 'shown' : 'none'}>
      {price ? (
        <p>
          <span className="text-xl font-semibold text-leaf-950">{formatPrice(price)}</span>{' '}
          <span className="text-sm">{`(${PRICE_TEXT.indicative(price.asOf)})`}</span>
        </p>
      ) : null}
      {basis ? <p className="mt-1 text-sm">{basis}</p> : null}
    </div>
  );
}
