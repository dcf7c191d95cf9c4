import { quoteInputSchema } from '../../../shared/quotes/quote-schema';
import { badRequest } from '../../errors';
import type { Deps } from '../../routes-context';
import { validate } from '../../validate';
import { throttledSubmit } from '../enquiries/submit-enquiry';

export const QUOTE_PRODUCT_UNAVAILABLE = 'This product is not available for a quote. Please choose another product or contact us.';

/** POST /api/quote and a product page's form: the product must be public (it and its category active). */
export function submitQuote(
  d: Pick<Deps, 'enquiries' | 'config' | 'rateLimits' | 'notifier'>,
  body: unknown,
  ip: string,
): { stored: boolean } {
  return throttledSubmit(d, ip, () => {
    const input = validate(quoteInputSchema, body);
    if (input.website) return null;
    const enquiry = d.enquiries.createQuote(input);
    if (!enquiry) throw badRequest(QUOTE_PRODUCT_UNAVAILABLE, { productId: QUOTE_PRODUCT_UNAVAILABLE });
    return enquiry;
  });
}
