// A quote request's details as people read them: the owner's email alert, the CSV export and the admin inbox.
import { formatIndianNumber } from '../format';
import { MONTH_NAMES } from '../months';
import type { QuoteDetails } from '../types';
import { BUYER_TYPES, QUANTITY_UNITS } from './quote-options';

/** '200 cartons', '1,500.5 kg': Indian digit grouping, as the owner writes numbers. */
export const quoteQuantity = (q: Pick<QuoteDetails, 'quantity' | 'quantityUnit'>) =>
  `${formatIndianNumber(q.quantity, 2)} ${QUANTITY_UNITS[q.quantityUnit] ?? q.quantityUnit}`;

export const buyerTypeLabel = (type: string) => BUYER_TYPES[type as keyof typeof BUYER_TYPES] ?? type;

export const monthName = (month: number | null) => (month ? (MONTH_NAMES[month - 1] ?? '') : '');

/**
 * A quote's details, each a label and how to read it as text ('' where the buyer left an optional one out): the one
 * list the email alert, the inbox and the CSV's columns are made from, in this order.
 */
export const QUOTE_FIELDS: ReadonlyArray<readonly [label: string, text: (q: QuoteDetails) => string]> = [
  ['Product', (q) => q.productName],
  ['Company', (q) => q.company],
  ['Buyer type', (q) => buyerTypeLabel(q.buyerType)],
  ['Quantity', (q) => quoteQuantity(q)],
  ['Delivery city', (q) => q.deliveryCity],
  ['GSTIN', (q) => q.gstin],
  ['Preferred month', (q) => monthName(q.preferredMonth)],
];

/** Each detail as [label, text]. */
export const quoteFieldRows = (q: QuoteDetails): [string, string][] => QUOTE_FIELDS.map(([label, text]) => [label, text(q)]);
