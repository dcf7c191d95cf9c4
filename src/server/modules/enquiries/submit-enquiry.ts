import { type EnquiryInput, enquiryInputSchema } from '../../../shared/schemas/contact';
import { inMinutes, tooManyRequests } from '../../errors';
import type { Deps } from '../../routes-context';
import { validate } from '../../validate';
import { clientKey } from '../rate-limits/client-key';

/**
 * The one way an enquiry comes in, for the JSON call and the no-JavaScript form alike: rate-limited per IP,
 * validated, stored, then the owner is told. A filled honeypot is accepted silently and dropped.
 */
export function submitEnquiry(d: Deps, body: unknown, ip: string): { stored: boolean } {
  const t = d.config.throttle;
  const reservation = d.rateLimits.reserve([
    { bucket: 'contact-ip', key: clientKey(ip), limit: t.contactPerIp, windowMs: t.contactWindowMs },
  ]);
  if (!reservation.ok) {
    const wait = reservation.retryAfterSeconds;
    throw tooManyRequests(`You have sent several messages in a short time. Please try again in ${inMinutes(wait)}, or call us.`, wait);
  }
  let input: EnquiryInput;
  try {
    input = validate(enquiryInputSchema, body);
  } catch (error) {
    d.rateLimits.cancel(reservation.ids); // a refused message does not count
    throw error;
  }
  if (input.website) return { stored: false };
  const enquiry = d.enquiries.create(input);
  void d.notifier.notify(enquiry);
  return { stored: true };
}
