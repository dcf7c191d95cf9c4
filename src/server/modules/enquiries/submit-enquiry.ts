import { enquiryInputSchema } from '../../../shared/schemas/contact';
import { tooManyRequests } from '../../errors';
import type { Deps } from '../../routes-context';
import { validate } from '../../validate';
import { clientKey } from '../rate-limits/client-key';

/**
 * The one way an enquiry comes in, for the JSON call and the no-JavaScript form alike: rate-limited per IP,
 * validated, stored, then the owner is told. A filled honeypot is accepted silently and dropped.
 */
export function submitEnquiry(d: Deps, body: unknown, ip: string): { stored: boolean } {
  const t = d.config.throttle;
  const client = clientKey(ip);
  const wait = d.rateLimits.retryAfterSeconds('contact-ip', client, t.contactPerIp, t.contactWindowMs);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw tooManyRequests(
      `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us.`,
      wait,
    );
  }
  const input = validate(enquiryInputSchema, body);
  d.rateLimits.record('contact-ip', client);
  if (input.website) return { stored: false };
  const enquiry = d.enquiries.create(input);
  void d.notifier.notify(enquiry);
  return { stored: true };
}
