// The two enquiry forms' words in the page's language. The server-rendered page builds them from the catalogue and
// passes them to the form's island as props, so no catalogue is bundled into a script (DECISION
// src/decisions/languages.md). The islands import only these types.
import { type Locale, localePath } from '../../shared/i18n/locales';
import { LOCALE_MONTHS } from '../../shared/i18n/months';
import { BUYER_TYPES, type BuyerType, QUANTITY_UNITS, type QuantityUnit, type QuoteFormField } from '../../shared/quotes/quote-options';
import type { MessageKey } from '../i18n/catalogue';
import { useLocale, useT } from '../i18n/use-t';

/** A select's choices: [value, label]. */
type Options = [value: string, label: string][];

/** What both forms' frame, validation and toasts say (spec §5/§8: the required-fields toast, the success description). */
export type EnquiryFormWords = {
  requiredHint: string;
  fieldRequired: string;
  missingFields: string;
  sending: string;
  sentText: string;
  failedFallback: string;
  honeypot: string;
  toastRegion: string;
  toastDismiss: string;
  send: string;
  sentTitle: string;
  failedTitle: string;
};

export type ContactFormWords = EnquiryFormWords & {
  labels: Record<'name' | 'email' | 'phone' | 'subject' | 'message', string>;
  placeholders: Record<'name' | 'subject' | 'message', string>;
};

export type QuoteFormWords = EnquiryFormWords & {
  labels: Record<QuoteFormField, string>;
  placeholders: Record<'name' | 'company' | 'quantity' | 'deliveryCity' | 'message', string>;
  product: string;
  chooseBuyerType: string;
  anyMonth: string;
  gstinHint: string;
  buyerTypes: Options;
  units: Options;
  months: Options;
};

/** What a form's island needs of its page's language: its words, where it posts without JavaScript, and the language. */
export type FormLanguageProps<Words> = { words: Words; action: string; language: Locale };

type T = (key: MessageKey) => string;

const frameWords = (t: T, own: 'contactForm' | 'quoteForm'): EnquiryFormWords => ({
  requiredHint: t('form.requiredHint'),
  fieldRequired: t('form.fieldRequired'),
  missingFields: t('form.missingFields'),
  sending: t('form.sending'),
  sentText: t('form.sentText'),
  failedFallback: t('form.failedFallback'),
  honeypot: t('form.honeypot'),
  toastRegion: t('form.toastRegion'),
  toastDismiss: t('form.toastDismiss'),
  send: t(`${own}.send`),
  sentTitle: t(`${own}.sentTitle`),
  failedTitle: t(`${own}.failedTitle`),
});

/** A form's props in the page's language: the words both forms share and its `own`; it posts to `action` there. */
function useFormLanguage<Own extends object>(
  form: 'contactForm' | 'quoteForm',
  action: string,
  own: (t: T, language: Locale) => Own,
): FormLanguageProps<EnquiryFormWords & Own> {
  const t = useT();
  const language = useLocale();
  return { words: { ...frameWords(t, form), ...own(t, language) }, action: localePath(language, action), language };
}

/** The contact form's props in the page's language. */
export const useContactFormLanguage = (): FormLanguageProps<ContactFormWords> =>
  useFormLanguage('contactForm', '/contact', (t) => ({
    labels: {
      name: t('form.labelName'),
      email: t('form.labelEmail'),
      phone: t('form.labelPhone'),
      subject: t('contactForm.labelSubject'),
      message: t('contactForm.labelMessage'),
    },
    placeholders: {
      name: t('form.placeholderName'),
      subject: t('contactForm.placeholderSubject'),
      message: t('contactForm.placeholderMessage'),
    },
  }));

const BUYER_TYPE_KEYS: Record<BuyerType, MessageKey> = {
  retail: 'quoteForm.buyerRetail',
  supermarket: 'quoteForm.buyerSupermarket',
  horeca: 'quoteForm.buyerHoreca',
  wholesale: 'quoteForm.buyerWholesale',
  trade: 'quoteForm.buyerTrade',
  individual: 'quoteForm.buyerIndividual',
};
/** kg is kg in every language. */
const UNIT_KEYS: Record<Exclude<QuantityUnit, 'kg'>, MessageKey> = {
  cartons: 'quoteForm.unitCartons',
  pallets: 'quoteForm.unitPallets',
  containers: 'quoteForm.unitContainers',
};

/** A product's quote form's props in the page's language; `action` is the English page's /quote address. */
export const useQuoteFormLanguage = (action: string): FormLanguageProps<QuoteFormWords> =>
  useFormLanguage('quoteForm', action, (t, language) => ({
    labels: {
      name: t('form.labelName'),
      email: t('form.labelEmail'),
      phone: t('form.labelPhoneRequired'),
      company: t('quoteForm.labelCompany'),
      buyerType: t('quoteForm.labelBuyerType'),
      quantity: t('quoteForm.labelQuantity'),
      quantityUnit: t('quoteForm.labelQuantityUnit'),
      deliveryCity: t('quoteForm.labelDeliveryCity'),
      gstin: t('quoteForm.labelGstin'),
      preferredMonth: t('quoteForm.labelPreferredMonth'),
      message: t('quoteForm.labelMessage'),
    },
    placeholders: {
      name: t('form.placeholderName'),
      company: t('quoteForm.placeholderCompany'),
      quantity: t('quoteForm.placeholderQuantity'),
      deliveryCity: t('quoteForm.placeholderDeliveryCity'),
      message: t('quoteForm.placeholderMessage'),
    },
    product: t('quoteForm.product'),
    chooseBuyerType: t('quoteForm.chooseBuyerType'),
    anyMonth: t('quoteForm.anyMonth'),
    gstinHint: t('quoteForm.gstinHint'),
    buyerTypes: (Object.keys(BUYER_TYPES) as BuyerType[]).map((type) => [type, t(BUYER_TYPE_KEYS[type])]),
    units: (Object.keys(QUANTITY_UNITS) as QuantityUnit[]).map((unit) => [unit, unit === 'kg' ? QUANTITY_UNITS.kg : t(UNIT_KEYS[unit])]),
    months: LOCALE_MONTHS[language].long.map((month, i) => [String(i + 1), month]),
  }));
