import type { Locale } from '../../../shared/i18n/locales';
import { hasPlaceholder, placeholderValues, SITE_TEXT_KEYS, shownParagraphs } from '../../../shared/site-texts/site-texts';
import { fits, isTranslationLocale, type TranslatedValue, type TranslationLocale } from '../../../shared/translations/translatable';
import type { SitePageData, SiteShell } from '../../../site/entry.server';
import { SINGLE_RECORD_ID } from '../history/record-kinds';
import type { LocaleTranslations } from './translations.repo';

type Fields = Record<string, TranslatedValue> | undefined;
/** A field of the item and the translation for it (undefined: none). */
type Pair = [field: string, translation: TranslatedValue | undefined];

const PRODUCT_FIELDS = ['name', 'description', 'varieties', 'grades', 'packing', 'shelfLife', 'storageTemperature', 'minimumOrder'];

const isEmpty = (english: unknown) =>
  english === null || english === undefined || english === '' || (Array.isArray(english) && english.length === 0);

/**
 * The item with each field its translation when one fits the English; a field with English and no fitting
 * translation keeps the English and is named in `inEnglish`. A field empty in English, or absent, is left alone.
 */
function overlay<T extends object>(item: T, pairs: Pair[]): T {
  const out: Record<string, unknown> = { ...(item as Record<string, unknown>) };
  const inEnglish: Record<string, 'en'> = {};
  for (const [field, translation] of pairs) {
    if (!(field in item)) continue;
    const english = out[field];
    if (isEmpty(english)) continue;
    if (fits(english as TranslatedValue, translation)) out[field] = translation;
    else inEnglish[field] = 'en';
  }
  return (Object.keys(inEnglish).length ? { ...out, inEnglish } : out) as T;
}

/**
 * The owner's content of a page in `locale` (DECISION src/decisions/content-translations.md): the same data with each
 * translatable field in that language, and the fields that fell back to English named for the components to mark
 * (lang="en"). Pure: `translations` is every translation of that language. English pages come back as they were.
 */
export function createPageTranslator(locale: Locale, translations: LocaleTranslations) {
  const record = (kind: Parameters<LocaleTranslations['get']>[0], id: number): Fields => translations.get(kind)?.get(id);
  const category = <T extends { id: number; name: string; description?: string }>(c: T): T =>
    overlay(c, [
      ['name', record('category', c.id)?.name],
      ['description', record('category', c.id)?.description],
    ]);
  /** Any of the shapes a product takes on a page: a card, the full product, a season's or the board's entry. */
  const product = <T extends { id: number; name: string; categoryId?: number }>(p: T): T => {
    const own = record('product', p.id);
    return overlay(p, [
      ...PRODUCT_FIELDS.map((field): Pair => [field, own?.[field]]),
      ['categoryName', p.categoryId === undefined ? undefined : record('category', p.categoryId)?.name],
    ]);
  };
  const products = <T extends { id: number; name: string; categoryId?: number }>(list: T[]): T[] =>
    locale === 'en' ? list : list.map(product);

  function data(page: SitePageData): SitePageData {
    if (locale === 'en') return page;
    switch (page.page) {
      case 'home':
        return {
          ...page,
          categories: page.categories.map(category),
          ...(page.season && { season: { ...page.season, products: products(page.season.products) } }),
          ...(page.stock && { stock: { inStock: products(page.stock.inStock), arrivals: products(page.stock.arrivals) } }),
        };
      case 'products':
        return { ...page, categories: page.categories.map(category), products: products(page.products) };
      case 'product': {
        const translated = { ...page, product: product(page.product), related: products(page.related) };
        return overlay(translated, [['priceBasis', record('trade-settings', SINGLE_RECORD_ID)?.priceBasis]]);
      }
      case 'availability':
      case 'seasons':
        return { ...page, products: products(page.products) } as SitePageData;
      default:
        return page;
    }
  }

  function shell(shell: SiteShell): SiteShell {
    if (locale === 'en') return shell;
    const own = record('site-texts', SINGLE_RECORD_ID);
    const texts = overlay(
      shell.texts,
      SITE_TEXT_KEYS.map((key): Pair => [key, own?.[key]]),
    );
    const hero = record('site-settings', SINGLE_RECORD_ID);
    const site = overlay(shell.site, [
      ['heroTitle', hero?.heroTitle],
      ['heroSubtitle', hero?.heroSubtitle],
    ]);
    return {
      ...shell,
      texts,
      // A translated subtitle may name the figures ({years}) the English states: filled in from the data here, as the
      // English default is counted (shownHeroSubtitle).
      site:
        site.inEnglish?.heroSubtitle || !hasPlaceholder(site.heroSubtitle)
          ? site
          : { ...site, heroSubtitle: shownParagraphs(site.heroSubtitle, placeholderValues(shell.company, texts.claim)).join('\n\n') },
      contact: overlay(shell.contact, [['address', record('contact-settings', SINGLE_RECORD_ID)?.address]]),
      company: {
        ...shell.company,
        cities: shell.company.cities.map((c) => overlay(c, [['name', record('city', c.id)?.name]])),
        shops: shell.company.shops.map((s) =>
          overlay(s, [
            ['name', record('shop', s.id)?.name],
            ['address', record('shop', s.id)?.address],
            ['hours', record('shop', s.id)?.hours],
          ]),
        ),
      },
      ...(shell.licences && { licences: shell.licences.map((l) => overlay(l, [['issuer', record('licence', l.id)?.issuer]])) }),
    };
  }

  return { data, shell, products };
}

/** The translator of a page in `locale`, reading that language's translations once (none for English). */
export const pageTranslator = (locale: Locale, read: (locale: TranslationLocale) => LocaleTranslations) =>
  createPageTranslator(locale, isTranslationLocale(locale) ? read(locale) : new Map());
