import * as v from 'valibot';
import { TEXT_LIMITS } from '../constants';
import { formatIndianNumber } from '../format';
import { isValidGstin } from '../gstin';
import { emailFormat, idSchema, noControlChars, optionalText, phoneFormat, requiredText, singleLine } from '../schemas/common';
import { BUYER_TYPES, QUANTITY_UNITS, QUOTE_LIMITS } from './quote-options';

export { BUYER_TYPES, type BuyerType, QUANTITY_UNITS, QUOTE_LIMITS, type QuantityUnit } from './quote-options';

const line = (label: string, max: number) => v.pipe(requiredText(label, max), singleLine(label), noControlChars(label));

/** A number typed into a form: a JSON number, or the text a no-JavaScript POST sends. */
const formNumber = (message: string) =>
  v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.regex(/^\d+(\.\d+)?$/, message), v.transform(Number))],
      message,
    ),
    v.number(message),
  );

const choice = <T extends Record<string, string>>(options: T, message: string) =>
  v.picklist(Object.keys(options) as [keyof T & string, ...(keyof T & string)[]], message);

/**
 * POST /api/quote and the product page's no-JavaScript form: a quote request for one product. Stored as an enquiry
 * (subject "Quote request: <product>"), throttled and honeypotted like the contact form.
 */
export const quoteInputSchema = v.object({
  productId: v.pipe(
    v.union([v.string(), v.number()], 'Choose a product'),
    v.check((x) => v.is(idSchema, x), 'Choose a product'),
    v.transform(Number),
  ),
  name: line('Full name', TEXT_LIMITS.enquiryName),
  email: v.pipe(requiredText('Email', TEXT_LIMITS.email), emailFormat('Email')),
  phone: v.pipe(requiredText('Phone', TEXT_LIMITS.phone), phoneFormat('Phone')),
  company: v.pipe(optionalText('Company', QUOTE_LIMITS.company), singleLine('Company'), noControlChars('Company')),
  buyerType: choice(BUYER_TYPES, 'Choose what kind of buyer you are'),
  quantity: v.pipe(
    formNumber('Quantity must be a number'),
    v.minValue(0.01, 'Quantity must be more than 0'),
    v.maxValue(QUOTE_LIMITS.maxQuantity, `Quantity must be at most ${formatIndianNumber(QUOTE_LIMITS.maxQuantity)}`),
    v.check((n) => Math.round(n * 100) === n * 100, 'Quantity may have at most 2 decimals'),
  ),
  quantityUnit: choice(QUANTITY_UNITS, 'Choose a unit: kg, cartons, pallets or containers'),
  deliveryCity: line('Delivery city', QUOTE_LIMITS.city),
  gstin: v.pipe(
    optionalText('GSTIN', 15),
    v.transform((s) => s.toUpperCase()),
    v.check((s) => s === '' || isValidGstin(s), 'GSTIN must be 15 characters, like 27AAPFU0939F1ZV, with the right check character'),
  ),
  /** 1-12, or none ('' or null from a form). */
  preferredMonth: v.optional(
    v.pipe(
      v.union([v.null(), v.literal(''), formNumber('Preferred month must be a month')], 'Preferred month must be a month'),
      v.transform((m) => (m === '' || m === null ? null : m)),
      v.check((m) => m === null || (Number.isInteger(m) && m >= 1 && m <= 12), 'Preferred month must be a month'),
    ),
    null,
  ),
  message: v.pipe(optionalText('Message', TEXT_LIMITS.enquiryMessage), noControlChars('Message')),
  /** Honeypot: people never see this field; anything in it marks a bot. */
  website: v.optional(v.string(), ''),
});
export type QuoteInput = v.InferOutput<typeof quoteInputSchema>;
