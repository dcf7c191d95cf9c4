import type { Locale } from '../../../shared/i18n/locales';
import { badRequest } from '../../errors';
import type { Deps } from '../../routes-context';
import { validate } from '../../validate';
import { formSchemas, formWords } from '../enquiries/form-language';
import { throttledSubmit } from '../enquiries/submit-enquiry';

/**
 * POST /api/quote and a product page's form, sent in `locale` (refused in its words, stored with it): the product
 * must be public (it and its category active).
 */
export function submitQuote(
  d: Pick<Deps, 'enquiries' | 'config' | 'rateLimits' | 'notifier'>,
  body: unknown,
  ip: string,
  locale: Locale,
): { stored: boolean } {
  return throttledSubmit(d, ip, locale, () => {
    const input = validate(formSchemas(locale).quote, body);
    if (input.website) return null;
    const enquiry = d.enquiries.createQuote(input, locale);
    if (!enquiry) {
      const unavailable = formWords(locale)('formError.productUnavailable');
      throw badRequest(unavailable, { productId: unavailable });
    }
    return enquiry;
  });
}
