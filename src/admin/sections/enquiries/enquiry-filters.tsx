// The inbox's filters: contact messages or quote requests, a quote's product and its buyer type. They work on the list
// already fetched (the whole inbox is one small call), so a change shows at once.
import { buyerTypeLabel, quoteQuantity } from '../../../shared/quotes/quote-fields';
import { BUYER_TYPES } from '../../../shared/quotes/quote-options';
import type { Enquiry } from '../../../shared/types';
import { SelectOptions } from '../../../ui/select-options';
import { inputClass, labelClass } from '../../components/styles';

export const filterMessages = {
  kind: 'Show',
  kinds: { all: 'All enquiries', quote: 'Quote requests', contact: 'Contact messages' },
  product: 'Product',
  allProducts: 'All products',
  buyerType: 'Buyer type',
  allBuyerTypes: 'All buyer types',
  noMatch: 'No enquiries match these filters.',
} as const;

export type EnquiryKind = keyof typeof filterMessages.kinds;
export type EnquiryFilters = { kind: EnquiryKind; product: string; buyerType: string };
export const NO_FILTERS: EnquiryFilters = { kind: 'all', product: '', buyerType: '' };

/** The enquiries the filters let through; a product or buyer type chosen lets only quote requests through. */
export function filterEnquiries(list: Enquiry[], filters: EnquiryFilters): Enquiry[] {
  return list.filter((e) => {
    if (filters.kind === 'quote' && !e.quote) return false;
    if (filters.kind === 'contact' && e.quote) return false;
    if (filters.product && e.quote?.productName !== filters.product) return false;
    if (filters.buyerType && e.quote?.buyerType !== filters.buyerType) return false;
    return true;
  });
}

/** The products quotes were asked for, by name (a deleted product's quotes keep its name), A to Z. */
export const quotedProducts = (list: Enquiry[]): string[] =>
  [...new Set(list.flatMap((e) => (e.quote ? [e.quote.productName] : [])))].sort((a, b) => a.localeCompare(b));

/** A quote's line in the list: '120 cartons · Pune · Supermarket or chain'. */
export const quoteSummary = (quote: NonNullable<Enquiry['quote']>) =>
  [quoteQuantity(quote), quote.deliveryCity, buyerTypeLabel(quote.buyerType)].join(' · ');

export function EnquiryFilterBar({
  filters,
  products,
  onChange,
}: {
  filters: EnquiryFilters;
  products: string[];
  onChange: (filters: EnquiryFilters) => void;
}) {
  const messages = filterMessages;
  const select = (id: string, label: string, value: string, set: (value: string) => EnquiryFilters, options: [string, string][]) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(set(event.target.value))} className={`mt-1 ${inputClass}`}>
        <SelectOptions options={options} />
      </select>
    </div>
  );
  return (
    <div className="flex flex-col gap-3 border-b border-slate-100 px-4 py-3 sm:flex-row">
      {select(
        'enquiry-kind',
        messages.kind,
        filters.kind,
        (kind) => ({ ...filters, kind: kind as EnquiryKind }),
        Object.entries(messages.kinds),
      )}
      {select('enquiry-product', messages.product, filters.product, (product) => ({ ...filters, product }), [
        ['', messages.allProducts],
        ...products.map((name): [string, string] => [name, name]),
      ])}
      {select('enquiry-buyer-type', messages.buyerType, filters.buyerType, (buyerType) => ({ ...filters, buyerType }), [
        ['', messages.allBuyerTypes],
        ...Object.entries(BUYER_TYPES),
      ])}
    </div>
  );
}
