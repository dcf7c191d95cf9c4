// The public forms' answers in the language they came in (issue "Languages", part 7): the schemas' refusals, the
// limits' messages and the success message, from the site's catalogue. A no-JavaScript POST is in its page's language
// (localeOf); a JSON call names it in the body's `language`.
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../../shared/i18n/locales';
import { formatNumber } from '../../../shared/i18n/numbers';
import { QUOTE_LIMITS } from '../../../shared/quotes/quote-options';
import { quoteInputSchema } from '../../../shared/quotes/quote-schema';
import { enquiryInputSchema } from '../../../shared/schemas/contact';
import type { FormSchemaWords } from '../../../shared/schemas/form-words';
import { type MessageKey, translate } from '../../../site/entry.server';
import { badRequest } from '../../errors';

/** The words for `key` in `locale`, placeholders filled in. */
export const formWords = (locale: Locale) => (key: MessageKey, values?: Record<string, string | number>) => translate(locale, key, values);

function schemaWords(locale: Locale): FormSchemaWords {
  const t = formWords(locale);
  return {
    rules: {
      mustBeText: t('formError.mustBeText'),
      required: t('formError.required'),
      tooLong: t('formError.tooLong'),
      singleLine: t('formError.singleLine'),
      invalidChars: t('formError.invalidChars'),
      email: t('formError.email'),
      phone: t('formError.phone'),
    },
    fields: {
      name: t('formField.name'),
      email: t('formField.email'),
      phone: t('formField.phone'),
      subject: t('formField.subject'),
      message: t('formField.message'),
      company: t('formField.company'),
      deliveryCity: t('formField.deliveryCity'),
      gstin: t('formField.gstin'),
    },
    quote: {
      product: t('formError.product'),
      buyerType: t('formError.buyerType'),
      quantityNumber: t('formError.quantityNumber'),
      quantityMin: t('formError.quantityMin'),
      quantityMax: t('formError.quantityMax', { max: formatNumber(QUOTE_LIMITS.maxQuantity, locale) }),
      quantityDecimals: t('formError.quantityDecimals'),
      quantityUnit: t('formError.quantityUnit'),
      gstin: t('formError.gstin'),
      month: t('formError.month'),
    },
  };
}

const schemasIn = (locale: Locale) => {
  const words = schemaWords(locale);
  return { enquiry: enquiryInputSchema(words), quote: quoteInputSchema(words) };
};
const SCHEMAS = Object.fromEntries(LOCALES.map((locale) => [locale, schemasIn(locale)])) as Record<Locale, ReturnType<typeof schemasIn>>;

/** The contact and quote schemas that refuse in `locale`'s words (built once per language). */
export const formSchemas = (locale: Locale) => SCHEMAS[locale];

/** '1 minute', '2 मिनिटे', '15 دقيقة': how long to wait, as the limits' messages word it. */
export function waitText(locale: Locale, seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  // Arabic words 1, 2, 3 to 10 and 11 and more differently; the other languages need fewer forms, and repeat one.
  const key: MessageKey = m === 1 ? 'formWait.one' : m === 2 ? 'formWait.two' : m <= 10 ? 'formWait.few' : 'formWait.many';
  return translate(locale, key, { count: formatNumber(m, locale) });
}

export const LANGUAGE_REFUSED = `Language must be one of ${LOCALES.join(', ')}`;

/** The language a JSON call's body names (`language`: one of the four), English when it names none. */
export function bodyLanguage(body: unknown): Locale {
  const language = typeof body === 'object' && body !== null ? (body as { language?: unknown }).language : undefined;
  if (language === undefined) return DEFAULT_LOCALE;
  if (isLocale(language)) return language;
  throw badRequest(LANGUAGE_REFUSED, { language: LANGUAGE_REFUSED });
}
