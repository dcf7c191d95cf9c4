// Month names in each language, 1 (January) to 12, written out (no ICU data: src/decisions/no-icu-data.md). The short
// forms fit the season grid's narrow columns; Arabic has no usual abbreviations, so it keeps the names.
import { MONTH_NAMES, MONTH_SHORT_NAMES } from '../months';
import type { Locale } from './locales';

/** January to December. */
type Twelve = readonly string[];

export const LOCALE_MONTHS: Record<Locale, { long: Twelve; short: Twelve }> = {
  en: { long: MONTH_NAMES, short: MONTH_SHORT_NAMES },
  hi: {
    long: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
    short: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अग॰', 'सित॰', 'अक्तू॰', 'नव॰', 'दिस॰'],
  },
  mr: {
    long: ['जानेवारी', 'फेब्रुवारी', 'मार्च', 'एप्रिल', 'मे', 'जून', 'जुलै', 'ऑगस्ट', 'सप्टेंबर', 'ऑक्टोबर', 'नोव्हेंबर', 'डिसेंबर'],
    short: ['जाने', 'फेब्रु', 'मार्च', 'एप्रि', 'मे', 'जून', 'जुलै', 'ऑग', 'सप्टें', 'ऑक्टो', 'नोव्हें', 'डिसें'],
  },
  ar: {
    long: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
    short: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  },
};

/** A month's name (1-12) in `locale`. */
export const monthName = (locale: Locale, month: number, form: 'long' | 'short' = 'long'): string =>
  LOCALE_MONTHS[locale][form][month - 1] ?? '';
