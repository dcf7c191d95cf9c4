// How the owner's side (the enquiry inbox, its CSV, the alert email) names the language an enquiry came in: in
// English, with the language's own name beside it.
import { LOCALE_INFO, type Locale } from './locales';

export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'Hindi', mr: 'Marathi', ar: 'Arabic' };

/** 'English', 'Marathi (मराठी)', 'Arabic (العربية)'. */
export const languageLabel = (locale: Locale): string =>
  locale === 'en' ? LANGUAGE_NAMES.en : `${LANGUAGE_NAMES[locale]} (${LOCALE_INFO[locale].name})`;
