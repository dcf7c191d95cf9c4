// A quote request's details as people read them: the owner's email alert, the CSV export and the admin inbox.
import { MONTH_NAMES } from './months';
import { BUYER_TYPES, QUANTITY_UNITS } from './quote-options';
import type { QuoteDetails } from './types';

export const quoteFieldLabels = {
  product: 'Product',
  company: 'Company',
  buyerType: 'Buyer type',
  quantity: 'Quantity',
  deliveryCity: 'Delivery city',
  gstin: 'GSTIN',
  preferredMonth: 'Preferred month',
} as const;

/** '200 cartons', '1,500.5 kg': Indian digit grouping, as the owner writes numbers. */
export const quoteQuantity = (q: Pick<QuoteDetails, 'quantity' | 'quantityUnit'>) =>
  `${q.quantity.toLocaleString('en-IN', { maximumFractionDigits: 2 })} ${QUANTITY_UNITS[q.quantityUnit] ?? q.quantityUnit}`;

export const buyerTypeLabel = (type: string) => BUYER_TYPES[type as keyof typeof BUYER_TYPES] ?? type;

export const monthName = (month: number | null) => (month ? (MONTH_NAMES[month - 1] ?? '') : '');

/** Each detail as [label, text]; '' where the buyer left an optional one out. */
export function quoteFieldRows(q: QuoteDetails): [string, string][] {
  return [
    [quoteFieldLabels.product, q.productName],
    [quoteFieldLabels.company, q.company],
    [quoteFieldLabels.buyerType, buyerTypeLabel(q.buyerType)],
    [quoteFieldLabels.quantity, quoteQuantity(q)],
    [quoteFieldLabels.deliveryCity, q.deliveryCity],
    [quoteFieldLabels.gstin, q.gstin],
    [quoteFieldLabels.preferredMonth, monthName(q.preferredMonth)],
  ];
}
