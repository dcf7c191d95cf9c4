import { shippedHeroSubtitle } from '../../../shared/company';
import { LICENCE_TYPE_LABELS, type LicenceType } from '../../../shared/licences';
import type { TranslationsUpdate } from '../../../shared/schemas/translations';
import { SITE_TEXT_FIELDS, SITE_TEXT_KEYS, type SiteTexts } from '../../../shared/site-texts/site-texts';
import { STARTING_HERO_TITLE, STARTING_HERO_TRANSLATIONS, startingCityName } from '../../../shared/translations/starting-hero-and-cities';
import { startingContactAddress, startingPriceBasis } from '../../../shared/translations/starting-settings';
import {
  countsPerField,
  fieldsOf,
  isTranslated,
  isTranslationLocale,
  type RecordTranslations,
  TRANSLATABLE_KINDS,
  TRANSLATION_LOCALES,
  type TranslatableKind,
  type TranslatedValue,
  type TranslationCoverage,
  type TranslationLocale,
  type TranslationSource,
} from '../../../shared/translations/translatable';
import type { Db } from '../../db/open-database';
import { SINGLE_RECORD_ID } from '../history/record-kinds';

type Row = { kind: string; record_id: number; field: string; locale: string; value: string };

/** Every translation of one language: kind → record id → field → value. What a page in that language reads. */
export type LocaleTranslations = Map<TranslatableKind, Map<number, Record<string, TranslatedValue>>>;

const list = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.map(String) : [];
};

/** A stored value as its field holds it: a list's items (a JSON array), or the text. */
function decode(kind: TranslatableKind, field: string, value: string): TranslatedValue | undefined {
  const shape = fieldsOf(kind)[field]?.shape;
  if (!shape) return undefined;
  return shape === 'list' ? list(value) : value;
}

const isKind = (kind: string): kind is TranslatableKind => (TRANSLATABLE_KINDS as readonly string[]).includes(kind);

/**
 * The owner's translations (DECISION src/decisions/content-translations.md), and the English they translate: English
 * stays in each record's own row, read here only to show beside its translations and to count what is translated.
 * `texts` reads the page texts as the site shows them (a text never edited reads as its starting text).
 */
export function createTranslationsRepo(db: Db, texts: () => SiteTexts, startingTexts: () => Partial<RecordTranslations>) {
  const ofRecord = db.prepare<{ kind: string; id: number }, Row>('SELECT * FROM translations WHERE kind = @kind AND record_id = @id');
  const ofLocale = db.prepare<{ locale: string }, Row>('SELECT * FROM translations WHERE locale = @locale');
  const all = db.prepare<[], Row>('SELECT * FROM translations');
  const upsert = db.prepare(
    `INSERT INTO translations (kind, record_id, field, locale, value) VALUES (@kind, @id, @field, @locale, @value)
     ON CONFLICT (kind, record_id, field, locale) DO UPDATE SET value = excluded.value`,
  );
  const remove = db.prepare('DELETE FROM translations WHERE kind = @kind AND record_id = @id AND field = @field AND locale = @locale');

  const products = db.prepare<
    [],
    {
      id: number;
      name: string;
      description: string;
      varieties: string;
      grades: string;
      packing: string;
      shelf_life: string;
      storage_temperature: string;
      minimum_order: string;
    }
  >(
    `SELECT id, name, description, varieties, grades, packing, shelf_life, storage_temperature, minimum_order
     FROM products ORDER BY category_id, position, id`,
  );
  const categories = db.prepare<[], { id: number; name: string; description: string }>(
    'SELECT id, name, description FROM categories ORDER BY position, id',
  );
  const shops = db.prepare<[], { id: number; name: string; address: string; hours: string }>(
    'SELECT id, name, address, hours FROM shops ORDER BY position, id',
  );
  const licences = db.prepare<[], { id: number; type: LicenceType; number: string; issuer: string }>(
    'SELECT id, type, number, issuer FROM licences ORDER BY position, id',
  );
  const hero = db.prepare<[], { hero_title: string; hero_subtitle: string }>(
    'SELECT hero_title, hero_subtitle FROM site_settings WHERE id = 1',
  );
  const priceBasis = db.prepare<[], { price_basis: string }>('SELECT price_basis FROM trade_settings WHERE id = 1');
  const contactAddress = db.prepare<[], { address: string }>('SELECT address FROM contact_settings WHERE id = 1');
  const cities = db.prepare<[], { id: number; name: string }>('SELECT id, name FROM cities_served ORDER BY position, id');

  /** Every record of a kind with its English, in the owner's order. */
  function sources(kind: TranslatableKind): TranslationSource[] {
    switch (kind) {
      case 'product':
        return products.all().map((r) => ({
          id: r.id,
          title: r.name,
          english: {
            name: r.name,
            description: r.description,
            varieties: list(r.varieties),
            grades: r.grades,
            packing: r.packing,
            shelfLife: r.shelf_life,
            storageTemperature: r.storage_temperature,
            minimumOrder: r.minimum_order,
          },
        }));
      case 'category':
        return categories.all().map((r) => ({ id: r.id, title: r.name, english: { name: r.name, description: r.description } }));
      case 'shop':
        return shops.all().map((r) => ({ id: r.id, title: r.name, english: { name: r.name, address: r.address, hours: r.hours } }));
      case 'licence':
        return licences
          .all()
          .map((r) => ({ id: r.id, title: `${LICENCE_TYPE_LABELS[r.type]} ${r.number}`, english: { issuer: r.issuer } }));
      case 'site-texts': {
        const english = texts();
        return [{ id: SINGLE_RECORD_ID, title: 'Page texts', english: { ...english } }];
      }
      case 'site-settings': {
        const row = hero.get();
        return row
          ? [{ id: SINGLE_RECORD_ID, title: 'Hero', english: { heroTitle: row.hero_title, heroSubtitle: row.hero_subtitle } }]
          : [];
      }
      case 'trade-settings': {
        const row = priceBasis.get();
        return row ? [{ id: SINGLE_RECORD_ID, title: 'Price basis', english: { priceBasis: row.price_basis } }] : [];
      }
      case 'contact-settings': {
        const row = contactAddress.get();
        return row ? [{ id: SINGLE_RECORD_ID, title: 'Contact address', english: { address: row.address } }] : [];
      }
      case 'city':
        return cities.all().map((r) => ({ id: r.id, title: r.name, english: { name: r.name } }));
    }
  }

  const empty = (): RecordTranslations => ({ hi: {}, mr: {}, ar: {} });

  /** The kinds with starting translations: the page texts, the hero, the cities, the price basis, the address. */
  const STARTING_KINDS: readonly TranslatableKind[] = ['site-texts', 'site-settings', 'city', 'trade-settings', 'contact-settings'];

  /**
   * What a record reads as in `locale` before a translation is saved: the starting translation of each field whose
   * English is still the text the product ships (a page text at its start, the hero at its default, a starter city, the
   * shipped price basis, the starter's placeholder address).
   * Like the English, nothing changes until the owner edits; English they rewrote never shows an old translation.
   */
  function startingOf(kind: TranslatableKind, english: Record<string, TranslatedValue>, locale: TranslationLocale) {
    const start: Record<string, TranslatedValue> = {};
    if (kind === 'site-texts') {
      const starting = startingTexts()[locale] ?? {};
      for (const key of SITE_TEXT_KEYS) {
        const text = starting[key];
        if (text !== undefined && english[key] === SITE_TEXT_FIELDS[key].start) start[key] = text;
      }
    } else if (kind === 'site-settings') {
      const hero = STARTING_HERO_TRANSLATIONS[locale];
      if (String(english.heroTitle ?? '').trim() === STARTING_HERO_TITLE) start.heroTitle = hero.heroTitle;
      const subtitle = hero.heroSubtitles[shippedHeroSubtitle(String(english.heroSubtitle ?? ''))];
      if (subtitle) start.heroSubtitle = subtitle;
    } else if (kind === 'city') {
      const name = startingCityName(locale, String(english.name ?? ''));
      if (name) start.name = name;
    } else if (kind === 'trade-settings') {
      const basis = startingPriceBasis(locale, String(english.priceBasis ?? ''));
      if (basis) start.priceBasis = basis;
    } else if (kind === 'contact-settings') {
      const address = startingContactAddress(locale, String(english.address ?? ''));
      if (address) start.address = address;
    }
    return start;
  }

  /** A record's translations: those saved, over its starting ones. */
  function withStarting(kind: TranslatableKind, source: TranslationSource, saved: RecordTranslations): RecordTranslations {
    if (!STARTING_KINDS.includes(kind)) return saved;
    const result = empty();
    for (const locale of TRANSLATION_LOCALES) result[locale] = { ...startingOf(kind, source.english, locale), ...saved[locale] };
    return result;
  }

  function storedOf(kind: TranslatableKind, id: number): RecordTranslations {
    const result = empty();
    for (const row of ofRecord.all({ kind, id })) {
      const value = decode(kind, row.field, row.value);
      if (value !== undefined && isTranslationLocale(row.locale)) result[row.locale][row.field] = value;
    }
    return result;
  }

  function translationsOf(kind: TranslatableKind, id: number): RecordTranslations {
    const source = STARTING_KINDS.includes(kind) ? sources(kind).find((s) => s.id === id) : undefined;
    return source ? withStarting(kind, source, storedOf(kind, id)) : storedOf(kind, id);
  }

  return {
    sources,
    /** One record's English, or null when there is no such record. */
    source: (kind: TranslatableKind, id: number): TranslationSource | null => sources(kind).find((s) => s.id === id) ?? null,
    translationsOf,
    /** Saves what `update` names, in the caller's transaction: a value sets it, null or an empty one removes it. */
    save(kind: TranslatableKind, id: number, update: TranslationsUpdate): void {
      for (const locale of TRANSLATION_LOCALES) {
        for (const [field, value] of Object.entries(update[locale] ?? {})) {
          if (value === undefined) continue;
          const gone = value === null || (Array.isArray(value) ? value.length === 0 : value === '');
          if (gone) remove.run({ kind, id, field, locale });
          else upsert.run({ kind, id, field, locale, value: Array.isArray(value) ? JSON.stringify(value) : value });
        }
      }
    },
    /** What a page in `locale` reads: every translation there is in that language. */
    forLocale(locale: TranslationLocale): LocaleTranslations {
      const result: LocaleTranslations = new Map();
      for (const row of ofLocale.all({ locale })) {
        if (!isKind(row.kind)) continue;
        const value = decode(row.kind, row.field, row.value);
        if (value === undefined) continue;
        const records = result.get(row.kind) ?? new Map<number, Record<string, TranslatedValue>>();
        result.set(row.kind, records);
        records.set(row.record_id, { ...records.get(row.record_id), [row.field]: value });
      }
      for (const kind of STARTING_KINDS) {
        for (const source of sources(kind)) {
          const start = startingOf(kind, source.english, locale);
          if (Object.keys(start).length === 0) continue;
          const records = result.get(kind) ?? new Map<number, Record<string, TranslatedValue>>();
          result.set(kind, records);
          records.set(source.id, { ...start, ...records.get(source.id) });
        }
      }
      return result;
    },
    /** Per language and kind, how many records are translated (isTranslated) of how many there are. */
    coverage(): TranslationCoverage {
      const stored = new Map<string, RecordTranslations>();
      for (const row of all.all()) {
        if (!isKind(row.kind) || !isTranslationLocale(row.locale)) continue;
        const key = `${row.kind}/${row.record_id}`;
        const value = decode(row.kind, row.field, row.value);
        if (value === undefined) continue;
        const record = stored.get(key) ?? empty();
        record[row.locale][row.field] = value;
        stored.set(key, record);
      }
      return Object.fromEntries(
        TRANSLATABLE_KINDS.map((kind) => {
          const translated = (source: TranslationSource) => withStarting(kind, source, stored.get(`${kind}/${source.id}`) ?? empty());
          // A kind that is one record of several texts (the page texts, the hero): each text counts on its own.
          const records = countsPerField(kind)
            ? sources(kind).flatMap((source) => {
                const translations = translated(source);
                return Object.entries(source.english).map(([key, value]) => ({ english: { [key]: value }, translations }));
              })
            : sources(kind).map((source) => ({ english: source.english, translations: translated(source) }));
          const counts = Object.fromEntries(
            TRANSLATION_LOCALES.map((locale) => [locale, records.filter((r) => isTranslated(r.english, r.translations[locale])).length]),
          );
          return [kind, { total: records.length, ...counts }];
        }),
      ) as TranslationCoverage;
    },
  };
}
export type TranslationsRepo = ReturnType<typeof createTranslationsRepo>;
