// The owner's content that is translatable (issue "Languages", part 3): which fields of which records, with the
// English field's bounds, and what a record needs to count as translated. English stays in each record's own table;
// a translation is keyed by what it translates. DECISION (src/decisions/content-translations.md).

import { PRICE_BASIS_LIMIT } from '../availability/availability-schema';
import { TEXT_LIMITS } from '../constants';
import type { Locale } from '../i18n/locales';
import { PRODUCT_DETAIL_LIMITS } from '../schemas/product-details';
import { SITE_TEXT_FIELDS, SITE_TEXT_KEYS } from '../site-texts/site-texts';

/** The languages content is translated into: every locale but English, the source. */
export const TRANSLATION_LOCALES = ['hi', 'mr', 'ar'] as const satisfies readonly Locale[];
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];
export const isTranslationLocale = (value: unknown): value is TranslationLocale =>
  typeof value === 'string' && (TRANSLATION_LOCALES as readonly string[]).includes(value);

/** Each language's name in English, for the admin (the owner reads English). */
export const TRANSLATION_LOCALE_LABELS: Record<TranslationLocale, string> = { hi: 'Hindi', mr: 'Marathi', ar: 'Arabic' };

/**
 * One translatable field: its label, the English field's bounds, and its shape: one line, paragraphs, a list (one
 * translation per English item, in order), or a text with placeholders ({years}) that must stay our own.
 */
export type TranslatableField = {
  label: string;
  max: number;
  shape: 'line' | 'paragraphs' | 'list';
  placeholders?: true;
};

const line = (label: string, max: number): TranslatableField => ({ label, max, shape: 'line' });
const paragraphs = (label: string, max: number): TranslatableField => ({ label, max, shape: 'paragraphs' });
const L = PRODUCT_DETAIL_LIMITS;

const siteTextFields = Object.fromEntries(
  SITE_TEXT_KEYS.map((key) => {
    const field: { label: string; max: number; paragraphs?: true } = SITE_TEXT_FIELDS[key];
    return [key, { label: field.label, max: field.max, shape: field.paragraphs ? 'paragraphs' : 'line', placeholders: true }];
  }),
) as Record<(typeof SITE_TEXT_KEYS)[number], TranslatableField>;

/** The kinds of record with translatable fields, each field by its API name (the admin's and the site's). */
export const TRANSLATABLE = {
  product: {
    plural: 'products',
    fields: {
      name: line('Name', TEXT_LIMITS.name),
      description: paragraphs('Description', TEXT_LIMITS.description),
      varieties: { label: 'Varieties', max: L.variety, shape: 'list' },
      grades: paragraphs('Grades and sizes', L.grades),
      packing: paragraphs('Packing', L.packing),
      shelfLife: line('Shelf life', L.shelfLife),
      storageTemperature: line('Storage temperature', L.storageTemperature),
      minimumOrder: line('Minimum order', L.minimumOrder),
    },
  },
  category: {
    plural: 'categories',
    fields: { name: line('Category name', TEXT_LIMITS.name), description: paragraphs('Description', TEXT_LIMITS.description) },
  },
  shop: {
    plural: 'shops',
    fields: {
      name: line('Name', TEXT_LIMITS.name),
      address: paragraphs('Address', TEXT_LIMITS.address),
      hours: line('Hours', TEXT_LIMITS.shortText),
    },
  },
  // A licence's title as the owner writes it: who issued it. Its kind ("FSSAI licence") is the site's own words.
  licence: { plural: 'licences', fields: { issuer: line('Issued by', 120) } },
  'site-texts': { plural: 'page texts', perField: true, fields: siteTextFields },
  // The home page's hero (the site settings, record 0). The subtitle may name the figures ({years}) where the English
  // states them: the starting one does, so the translation keeps counting with the data.
  'site-settings': {
    plural: 'hero texts',
    perField: true,
    fields: {
      heroTitle: line('Hero title', TEXT_LIMITS.heroTitle),
      heroSubtitle: { label: 'Hero subtitle', max: TEXT_LIMITS.heroSubtitle, shape: 'paragraphs', placeholders: true },
    },
  },
  // How prices work (the trade settings, record 0), shown on every product page; one line, as in English.
  'trade-settings': { plural: 'price notes', perField: true, fields: { priceBasis: line('Price basis', PRICE_BASIS_LIMIT) } },
  // The contact settings' address (record 0), in the footer and on the contact page; lines as the English has them.
  'contact-settings': { plural: 'contact addresses', perField: true, fields: { address: paragraphs('Address', TEXT_LIMITS.address) } },
  // A city served, as the about page lists it. Partners' names are brands and stay as they are.
  city: { plural: 'cities', fields: { name: line('City name', TEXT_LIMITS.name) } },
} as const satisfies Record<string, { plural: string; perField?: true; fields: Record<string, TranslatableField> }>;

export type TranslatableKind = keyof typeof TRANSLATABLE;
export const TRANSLATABLE_KINDS = Object.keys(TRANSLATABLE) as TranslatableKind[];
export type TranslatableFieldName<K extends TranslatableKind> = keyof (typeof TRANSLATABLE)[K]['fields'] & string;
export const fieldsOf = (kind: TranslatableKind): Record<string, TranslatableField> => TRANSLATABLE[kind].fields;
/** A kind that is one record of several texts (the page texts, the hero): its coverage counts text by text. */
export const countsPerField = (kind: TranslatableKind): boolean => 'perField' in TRANSLATABLE[kind];

/** A field's value: text, or a list's items. */
export type TranslatedValue = string | string[];
/** One record's translations, language by language, field by field (a field left out has none). */
export type RecordTranslations = Record<TranslationLocale, Record<string, TranslatedValue>>;

/** The English of one record as the admin shows it beside its translations. */
export type TranslationSource = { id: number; title: string; english: Record<string, TranslatedValue> };

/** GET /api/admin/translations/:kind/:id */
export type TranslationsAnswer = TranslationSource & { translations: RecordTranslations };

/** Per language, how many records of each kind are translated: "Hindi: 38 of 43 products". */
export type TranslationCoverage = Record<TranslatableKind, { total: number } & Record<TranslationLocale, number>>;

const isEmpty = (value: TranslatedValue | undefined) => (Array.isArray(value) ? value.length === 0 : (value ?? '').trim() === '');

/**
 * A translation still fits its English: a list has one item per English item (a variety added since in English
 * has none), any text has some words. One that no longer fits is shown as English, and counts as missing.
 */
export function fits(english: TranslatedValue | undefined, translation: TranslatedValue | undefined): boolean {
  if (translation === undefined || isEmpty(translation)) return false;
  if (Array.isArray(english) || Array.isArray(translation)) {
    return Array.isArray(english) && Array.isArray(translation) && english.length === translation.length;
  }
  return true;
}

/**
 * DECISION (src/decisions/content-translations.md): a record counts as translated in a language when every field
 * whose English is not empty has a translation there that fits it. A field empty in English needs none.
 */
export function isTranslated(english: Record<string, TranslatedValue>, translations: Record<string, TranslatedValue> | undefined): boolean {
  return Object.entries(english).every(([field, value]) => isEmpty(value) || fits(value, translations?.[field]));
}

/** "38 of 43 products" */
export const coverageCount = (locale: TranslationLocale, kind: TranslatableKind, coverage: TranslationCoverage): string =>
  `${coverage[kind][locale]} of ${coverage[kind].total} ${TRANSLATABLE[kind].plural}`;

/** "Hindi: 38 of 43 products" */
export const coverageLine = (locale: TranslationLocale, kind: TranslatableKind, coverage: TranslationCoverage): string =>
  `${TRANSLATION_LOCALE_LABELS[locale]}: ${coverageCount(locale, kind, coverage)}`;
