import * as v from 'valibot';
import { TEXT_LIMITS } from '../constants';
import { isValidGstin } from '../gstin';
import {
  emailFormat,
  idSchema,
  noControlChars,
  optionalLine,
  optionalText,
  phoneFormat,
  requiredLine,
  requiredText,
} from '../schemas/common';
import type { FormSchemaWords } from '../schemas/form-words';
import { BUYER_TYPES, QUANTITY_UNITS, QUOTE_LIMITS } from './quote-options';

export { BUYER_TYPES, type BuyerType, QUANTITY_UNITS, QUOTE_LIMITS, type QuantityUnit } from './quote-options';

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
 * (subject "Quote request: <product>"), throttled and honeypotted like the contact form. Refuses in the words given
 * (the page's language); what it takes is the same in every language.
 */
export const quoteInputSchema = ({ rules, fields, quote }: FormSchemaWords) => {
  return v.object({
    productId: v.pipe(
      v.union([v.string(), v.number()], quote.product),
      v.check((x) => v.is(idSchema, x), quote.product),
      v.transform(Number),
    ),
    name: requiredLine(fields.name, TEXT_LIMITS.enquiryName, rules),
    email: v.pipe(requiredText(fields.email, TEXT_LIMITS.email, rules), emailFormat(fields.email, rules)),
    phone: v.pipe(requiredText(fields.phone, TEXT_LIMITS.phone, rules), phoneFormat(fields.phone, rules)),
    company: optionalLine(fields.company, QUOTE_LIMITS.company, rules),
    buyerType: choice(BUYER_TYPES, quote.buyerType),
    quantity: v.pipe(
      formNumber(quote.quantityNumber),
      v.minValue(0.01, quote.quantityMin),
      v.maxValue(QUOTE_LIMITS.maxQuantity, quote.quantityMax),
      v.check((n) => Math.round(n * 100) === n * 100, quote.quantityDecimals),
    ),
    quantityUnit: choice(QUANTITY_UNITS, quote.quantityUnit),
    deliveryCity: requiredLine(fields.deliveryCity, QUOTE_LIMITS.city, rules),
    gstin: v.pipe(
      optionalText(fields.gstin, 15, rules),
      v.transform((s) => s.toUpperCase()),
      v.check((s) => s === '' || isValidGstin(s), quote.gstin),
    ),
    /** 1-12, or none ('' or null from a form). */
    preferredMonth: v.optional(
      v.pipe(
        v.union([v.null(), v.literal(''), formNumber(quote.month)], quote.month),
        v.transform((m) => (m === '' || m === null ? null : m)),
        v.check((m) => m === null || (Number.isInteger(m) && m >= 1 && m <= 12), quote.month),
      ),
      null,
    ),
    message: v.pipe(optionalText(fields.message, TEXT_LIMITS.enquiryMessage, rules), noControlChars(fields.message, rules)),
    /** Honeypot: people never see this field; anything in it marks a bot. */
    website: v.optional(v.string(), ''),
  });
};
export type QuoteInput = v.InferOutput<ReturnType<typeof quoteInputSchema>>;
