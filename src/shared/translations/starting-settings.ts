// The starting words of the trade settings' price basis and of the contact settings' address in Hindi, Marathi and
// Arabic: what a language shows until the owner saves a translation of their own, as long as the English is still
// what the product ships (DECISION src/decisions/content-translations.md).

import { PLACEHOLDER_CONTACT } from '../placeholders';
import type { TranslationLocale } from './translatable';

/** How prices work as the product ships it (the trade settings' column default). */
export const SHIPPED_PRICE_BASIS = 'Prices on request, ex-APMC Vashi; fresh fruit carries no GST.';

/** The shipped price basis in each language: "APMC" and "GST" are the trade's own words everywhere. */
export const STARTING_PRICE_BASIS: Record<TranslationLocale, string> = {
  hi: 'भाव पूछने पर बताए जाते हैं, APMC वाशी से माल उठाने पर; ताज़े फलों पर GST नहीं लगता।',
  mr: 'भाव विचारल्यावर सांगितले जातात, APMC वाशी येथून माल उचलल्यावर; ताज्या फळांवर GST लागत नाही.',
  ar: 'الأسعار عند الطلب، تسليم سوق APMC في فاشي؛ الفواكه الطازجة لا تخضع لضريبة GST.',
};

/** The starter's placeholder address in each language, the postal code as it is. */
export const STARTING_CONTACT_ADDRESS: Record<TranslationLocale, string> = {
  hi: 'आपकी दुकान का पता, APMC फल बाज़ार, सेक्टर 19, वाशी, नवी मुंबई, महाराष्ट्र 400703',
  mr: 'तुमच्या दुकानाचा पत्ता, APMC फळ बाजार, सेक्टर 19, वाशी, नवी मुंबई, महाराष्ट्र 400703',
  ar: 'عنوان محلك، سوق الفواكه APMC، القطاع 19، فاشي، نافي مومباي، ماهاراشترا 400703',
};

/** The price basis's starting words in `locale`, while the English is the shipped one. */
export const startingPriceBasis = (locale: TranslationLocale, english: string): string | undefined =>
  english.trim() === SHIPPED_PRICE_BASIS ? STARTING_PRICE_BASIS[locale] : undefined;

/** The address's starting words in `locale`, while the English is the starter's placeholder. */
export const startingContactAddress = (locale: TranslationLocale, english: string): string | undefined =>
  english.trim() === PLACEHOLDER_CONTACT.address ? STARTING_CONTACT_ADDRESS[locale] : undefined;
