import type { Locale } from '../../../shared/i18n/locales';
import type { EnquiryInput } from '../../../shared/schemas/contact';
import type { Enquiry } from '../../../shared/types';
import { tooManyRequests } from '../../errors';
import type { Deps } from '../../routes-context';
import { validate } from '../../validate';
import { clientKey } from '../rate-limits/client-key';
import { formSchemas, formWords, waitText } from './form-language';

/**
 * The one way an enquiry comes in (a contact message or a quote request, from the JSON call or the no-JavaScript form):
 * rate-limited per IP, every post in one bucket and the stored ones in another, for both kinds; validated, stored,
 * then the owner is told. `store` validates and
 * stores, and returns null for a filled honeypot: accepted silently and dropped. Refusals are in `locale`, the
 * language the form was sent in.
 */
export function throttledSubmit(
  d: Pick<Deps, 'config' | 'rateLimits' | 'notifier'>,
  ip: string,
  locale: Locale,
  store: () => Enquiry | null,
): { stored: boolean } {
  const t = d.config.throttle;
  const say = formWords(locale);
  const key = clientKey(ip);
  // Every post counts here, valid or not, kept or refused: refusals cost a render each on the plain forms (F21).
  const posted = d.rateLimits.reserve([{ bucket: 'form-ip', key, limit: t.formPostsPerIp, windowMs: t.formPostWindowMs }]);
  if (!posted.ok) {
    const wait = posted.retryAfterSeconds;
    throw tooManyRequests(say('formLimit.posts', { wait: waitText(locale, wait) }), wait);
  }
  const reservation = d.rateLimits.reserve([{ bucket: 'contact-ip', key, limit: t.contactPerIp, windowMs: t.contactWindowMs }]);
  if (!reservation.ok) {
    const wait = reservation.retryAfterSeconds;
    throw tooManyRequests(say('formLimit.messages', { wait: waitText(locale, wait) }), wait);
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

/** What submitting a public form needs. */
export type SubmitDeps = Pick<Deps, 'enquiries' | 'config' | 'rateLimits' | 'notifier'>;

/** A public form's submit, from its JSON call or its no-JavaScript post, sent in `locale`: refused in its words, stored with it. */
export type SubmitForm = (d: SubmitDeps, body: unknown, ip: string, locale: Locale) => { stored: boolean };

/** POST /api/contact and the contact page's form. */
export const submitEnquiry: SubmitForm = (d, body, ip, locale) =>
  throttledSubmit(d, ip, locale, () => {
    const input: EnquiryInput = validate(formSchemas(locale).enquiry, body);
    return input.website ? null : d.enquiries.create(input, locale);
  });
