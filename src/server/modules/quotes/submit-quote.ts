import { badRequest } from '../../errors';
import { validate } from '../../validate';
import { formSchemas, formWords } from '../enquiries/form-language';
import { type SubmitForm, throttledSubmit } from '../enquiries/submit-enquiry';

/** POST /api/quote and a product page's form: the product must be public (it and its category active). */
export const submitQuote: SubmitForm = (d, body, ip, locale) =>
  throttledSubmit(d, ip, locale, () => {
    const input = validate(formSchemas(locale).quote, body);
    if (input.website) return null;
    const enquiry = d.enquiries.createQuote(input, locale);
    if (!enquiry) {
      const unavailable = formWords(locale)('formError.productUnavailable');
      throw badRequest(unavailable, { productId: unavailable });
    }
    return enquiry;
  });
