// The page texts' starting words in Hindi, Marathi and Arabic: what a language shows of a text the owner never
// changed in English, until a translation of their own is saved (DECISION src/decisions/content-translations.md).

import type { TranslationLocale } from '../translations/translatable';
import type { SiteTextKey } from './site-texts';

export const STARTING_TEXT_TRANSLATIONS: Record<TranslationLocale, Partial<Record<SiteTextKey, string>>> = { hi: {}, mr: {}, ar: {} };
