// The choices of a quote request, apart from its schema so the product page's form can show them without valibot.

/** Who is asking for a quote (the inbox filters by it). Value -> what the buyer and the owner read. */
export const BUYER_TYPES = {
  retail: 'Retail shop',
  supermarket: 'Supermarket or chain',
  horeca: 'Hotel, restaurant or caterer',
  wholesale: 'Wholesaler or distributor',
  trade: 'Exporter or importer',
  individual: 'Individual',
} as const;
export type BuyerType = keyof typeof BUYER_TYPES;

export const QUANTITY_UNITS = { kg: 'kg', cartons: 'cartons', pallets: 'pallets', containers: 'containers' } as const;
export type QuantityUnit = keyof typeof QUANTITY_UNITS;

export const QUOTE_LIMITS = { company: 150, city: 100, maxQuantity: 1_000_000 } as const;

/** The quote form's fields, by their names in the form: what the island draws and the no-JavaScript POST reads. */
export const QUOTE_FORM_FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'buyerType',
  'quantity',
  'quantityUnit',
  'deliveryCity',
  'gstin',
  'preferredMonth',
  'message',
] as const;
export type QuoteFormField = (typeof QUOTE_FORM_FIELDS)[number];
