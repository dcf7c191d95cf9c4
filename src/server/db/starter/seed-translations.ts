import type { TranslationsUpdate } from '../../../shared/schemas/translations';
import { TRANSLATION_LOCALES } from '../../../shared/translations/translatable';
import type { TranslationsRepo } from '../../modules/translations/translations.repo';
import { type InEachLanguage, STARTER_SHOP_TRANSLATIONS } from './starter-translations';

/** One record's translations as a save takes them. */
export function asUpdate<T extends Record<string, string | string[]>>(translations: InEachLanguage<T>): TranslationsUpdate {
  return Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, { ...translations[locale] }]));
}

/**
 * The shops' translations, in the seed's transaction: the shops are the first start's (migrations.ts), found by
 * name; each field is translated only while its English is still the one its translation was made from.
 */
export function seedShopTranslations(translations: Pick<TranslationsRepo, 'sources' | 'save'>) {
  for (const source of translations.sources('shop')) {
    const starter = STARTER_SHOP_TRANSLATIONS.find((s) => s.english.name === source.english.name);
    if (!starter) continue;
    const fields = (Object.keys(starter.english) as (keyof typeof starter.english)[]).filter(
      (field) => source.english[field] === starter.english[field],
    );
    const update = Object.fromEntries(
      TRANSLATION_LOCALES.map((locale) => [locale, Object.fromEntries(fields.map((field) => [field, starter[locale][field]]))]),
    );
    translations.save('shop', source.id, update);
  }
}
