import { type EnquiryInput, enquiryInputSchema } from '../../../shared/schemas/contact';
import { quoteInputSchema } from '../../../shared/schemas/quote';
import type { Enquiry } from '../../../shared/types';
import { badRequest, inMinutes, tooManyRequests } from '../../errors';
import type { Deps } from '../../routes-context';
import { validate } from '../../validate';
import { clientKey } from '../rate-limits/client-key';

export const QUOTE_PRODUCT_UNAVAILABLE = 'This product is not available for a quote. Please choose another product or contact us.';

/**
 * The one way an enquiry comes in (a contact message or a quote request, from the JSON call or the no-JavaScript form):
 * rate-limited per IP in one bucket for both kinds, validated, stored, then the owner is told. `store` validates and
 * stores, and returns null for a filled honeypot: accepted silently and dropped.
 */
function throttledSubmit(d: Deps, ip: string, store: () => Enquiry | null): { stored: boolean } {
  const t = d.config.throttle;
  const reservation = d.rateLimits.reserve([
    { bucket: 'contact-ip', key: clientKey(ip), limit: t.contactPerIp, windowMs: t.contactWindowMs },
  ]);
  if (!reservation.ok) {
    const wait = reservation.retryAfterSeconds;
    throw tooManyRequests(`You have sent several messages in a short time. Please try again in ${inMinutes(wait)}, or call us.`, wait);
  }
  let enquiry: Enquiry | null;
  try {
    enquiry = store();
  } catch (error) {
    d.rateLimits.cancel(reservation.ids); // a refused message does not count
    throw error;
  }
  if (!enquiry) return { stored: false };
  void d.notifier.notify(enquiry);
  return { stored: true };
}

/** POST /api/contact and the contact page's form. */
export function submitEnquiry(d: Deps, body: unknown, ip: string): { stored: boolean } {
  return throttledSubmit(d, ip, () => {
    const input: EnquiryInput = validate(enquiryInputSchema, body);
    return input.website ? null : d.enquiries.create(input);
  });
}

/** POST /api/quote and a product page's form: the product must be public (it and its category active). */
export function submitQuote(d: Deps, body: unknown, ip: string): { stored: boolean } {
  return throttledSubmit(d, ip, () => {
    const input = validate(quoteInputSchema, body);
    if (input.website) return null;
    const enquiry = d.enquiries.createQuote(input);
    if (!enquiry) throw badRequest(QUOTE_PRODUCT_UNAVAILABLE, { productId: QUOTE_PRODUCT_UNAVAILABLE });
    return enquiry;
  });
}
