import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as v from 'valibot';
import { LOCALE_INFO } from '../../../shared/i18n/locales';
import { translationsInputSchema } from '../../../shared/schemas/translations';
import { SITE_TEXT_KEYS, STARTING_TEXTS } from '../../../shared/site-texts/site-texts';
import { STARTING_TEXT_TRANSLATIONS } from '../../../shared/site-texts/starting-translations';
import {
  TRANSLATION_LOCALES,
  type TranslatableKind,
  type TranslatedValue,
  type TranslationCoverage,
  type TranslationLocale,
} from '../../../shared/translations/translatable';
import { useAdmin, useTestApp } from '../../../test/start-test-app';
import { asUpdate, seedShopTranslations } from './seed-translations';
import { STARTER_CATEGORIES, STARTER_PRODUCTS } from './starter-content';
import { STARTER_CATEGORY_TRANSLATIONS, STARTER_PRODUCT_TRANSLATIONS, STARTER_SHOP_TRANSLATIONS } from './starter-translations';

/**
 * What may stay in Latin letters in any language: our placeholders, units, trade size codes, acronyms, the company's
 * registered name.
 */
const KEPT_AS_WRITTEN = /\{[a-z]+\}|Mumbai Fruit Trading Co\.|°C|\b(?:APMC|SO2|kg|g|mm|cm|ft|lb|XXL|XL|L|AAA|AA|A|B|J|2J|3J)\b/g;
const SCRIPT: Record<TranslationLocale, RegExp> = { hi: /\p{Script=Devanagari}/u, mr: /\p{Script=Devanagari}/u, ar: /\p{Script=Arabic}/u };

/** A text in its language's script: some letters of it, and no Latin letters but those kept as written. */
function assertInScript(locale: TranslationLocale, text: string, where: string) {
  assert.match(text, SCRIPT[locale], `${where}: not in its script: ${text}`);
  const left = text.replace(KEPT_AS_WRITTEN, '').match(/[A-Za-z]+/g);
  assert.equal(left, null, `${where}: left in Latin letters: ${left?.join(' ')} in ${text}`);
  if (locale !== 'ar') assert.doesNotMatch(text, SCRIPT.ar, `${where}: Arabic letters in ${locale}`);
  else assert.doesNotMatch(text, SCRIPT.hi, `${where}: Devanagari in Arabic`);
  if (locale === 'ar')
    assert.doesNotMatch(text, /[\u0660-\u0669\u06F0-\u06F9]/, `${where}: Arabic-Indic digits; the Gulf's trade writes 0-9`);
}

/** The save's own validation (the admin's PUT): every language at once. */
function assertSavable(kind: TranslatableKind, update: ReturnType<typeof asUpdate>, where: string) {
  const parsed = v.safeParse(translationsInputSchema(kind), update);
  assert.ok(parsed.success, `${where}: ${parsed.issues?.map((i) => i.message).join('; ')}`);
}

function assertTranslated(english: Record<string, TranslatedValue>, translation: Record<string, TranslatedValue>, where: string) {
  for (const [field, value] of Object.entries(english)) {
    const translated = translation[field];
    if (Array.isArray(value)) {
      assert.ok(Array.isArray(translated), `${where} ${field}: a list`);
      assert.equal(translated.length, value.length, `${where} ${field}: one item per English item`);
    } else if (value.trim() !== '') {
      assert.ok(typeof translated === 'string' && translated.trim() !== '', `${where} ${field}: no translation`);
      assert.notEqual(translated, value, `${where} ${field}: still English`);
    }
  }
  assert.deepEqual(Object.keys(translation).sort(), Object.keys(english).sort(), `${where}: the fields`);
}

const placeholders = (text: string) => [...text.matchAll(/\{([^{}\s]*)\}/g)].map((m) => m[1]).sort();

describe('the starter content in Hindi, Marathi and Arabic', () => {
  test('every category, in every language: its name and description, as the admin would save them', () => {
    for (const c of STARTER_CATEGORIES) {
      const translations = STARTER_CATEGORY_TRANSLATIONS[c.key];
      assertSavable('category', asUpdate(translations), c.key);
      for (const locale of TRANSLATION_LOCALES) {
        assertTranslated({ name: c.name, description: c.description }, translations[locale], `${locale} ${c.key}`);
        for (const text of Object.values(translations[locale])) assertInScript(locale, text, `${locale} ${c.key}`);
      }
    }
  });

  test('every product, in every language: each field, a variety for each variety in order, as the admin would save it', () => {
    assert.deepEqual(Object.keys(STARTER_PRODUCT_TRANSLATIONS).sort(), STARTER_PRODUCTS.map((p) => p.name).sort(), 'one per product');
    for (const p of STARTER_PRODUCTS) {
      const translations = STARTER_PRODUCT_TRANSLATIONS[p.name]!;
      assertSavable('product', asUpdate(translations), p.name);
      const { varieties, grades, packing, shelfLife, storageTemperature, minimumOrder } = p.details;
      const english = { name: p.name, description: p.description, varieties, grades, packing, shelfLife, storageTemperature, minimumOrder };
      for (const locale of TRANSLATION_LOCALES) {
        assertTranslated(english, translations[locale], `${locale} ${p.name}`);
        for (const text of Object.values(translations[locale]).flat()) assertInScript(locale, text, `${locale} ${p.name}`);
      }
    }
  });

  test('every shop the first start makes, and every page text: in each language, the page texts with their placeholders', () => {
    for (const s of STARTER_SHOP_TRANSLATIONS) {
      assertSavable('shop', asUpdate({ hi: s.hi, mr: s.mr, ar: s.ar }), s.english.name);
      for (const locale of TRANSLATION_LOCALES) {
        assertTranslated(s.english, s[locale], `${locale} ${s.english.name}`);
        for (const text of Object.values(s[locale])) assertInScript(locale, text, `${locale} ${s.english.name}`);
      }
    }
    assertSavable('site-texts', asUpdate(STARTING_TEXT_TRANSLATIONS), 'page texts');
    for (const locale of TRANSLATION_LOCALES) {
      const texts = STARTING_TEXT_TRANSLATIONS[locale];
      assert.deepEqual(Object.keys(texts).sort(), [...SITE_TEXT_KEYS].sort(), `${locale}: every page text`);
      for (const key of SITE_TEXT_KEYS) {
        assert.deepEqual(placeholders(texts[key]), placeholders(STARTING_TEXTS[key]), `${locale} ${key}: the placeholders`);
        assertInScript(locale, texts[key], `${locale} ${key}`);
        assert.equal(texts[key].includes('\n'), STARTING_TEXTS[key].includes('\n'), `${locale} ${key}: its paragraphs`);
      }
    }
  });

  test('a shop is translated by name, and only in the fields whose English is still the one translated', () => {
    const [first] = STARTER_SHOP_TRANSLATIONS;
    const saved: [string, number, unknown][] = [];
    seedShopTranslations({
      sources: () => [
        { id: 7, title: first!.english.name, english: { ...first!.english, address: 'Shop No. 47, Sector 18, Vashi' } },
        { id: 8, title: 'The owner’s own shop', english: { name: 'The owner’s own shop', address: 'Vashi', hours: '' } },
      ],
      save: (kind, id, update) => void saved.push([kind, id, update]),
    });
    assert.deepEqual(saved, [
      ['shop', 7, Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, { name: first![l].name, hours: first![l].hours }]))],
    ]);
  });

  test('the script check refuses English, the wrong script and Arabic-Indic digits', () => {
    assert.throws(() => assertInScript('hi', 'Fresh apples', 'x'), /not in its script/);
    assert.throws(() => assertInScript('mr', 'सफरचंद Red Delicious', 'x'), /Latin letters: Red Delicious/);
    assert.throws(() => assertInScript('hi', 'सेب تفاح', 'x'), /Arabic letters/);
    assert.throws(() => assertInScript('ar', 'كرتونة ١٨ kg', 'x'), /Arabic-Indic digits/);
    assertInScript('ar', 'كرتونة 18 kg، من 0 إلى 1 °C، سوق APMC', 'x');
  });
});

describe('a fresh site is seeded with its translations', () => {
  const app = useTestApp({ seed: true });
  const admin = useAdmin(app);

  test('the admin counts everything translated in every language: products, categories, shops, texts and settings', async () => {
    const coverage = (await (await admin.get('/api/admin/translations/coverage')).json()) as TranslationCoverage;
    assert.equal(coverage.product.total, STARTER_PRODUCTS.length);
    assert.equal(coverage.category.total, STARTER_CATEGORIES.length);
    assert.equal(coverage.shop.total, STARTER_SHOP_TRANSLATIONS.length);
    assert.equal(coverage['site-texts'].total, SITE_TEXT_KEYS.length);
    assert.equal(coverage['trade-settings'].total, 1, 'the price basis');
    assert.equal(coverage['contact-settings'].total, 1, 'the address');
    for (const kind of ['product', 'category', 'shop', 'site-texts', 'trade-settings', 'contact-settings'] as const) {
      for (const locale of TRANSLATION_LOCALES) assert.equal(coverage[kind][locale], coverage[kind].total, `${locale} ${kind}`);
    }
    assert.equal(coverage.licence.total, 0, 'the starter content holds no licences: the owner adds their own');
  });

  test('the pages in Hindi, Marathi and Arabic show none of the owner’s content in English', async () => {
    const client = app.client();
    const slugs = app.deps.products
      .listAll()
      .filter((p) => p.isActive)
      .map((p) => `/products/${p.slug}`);
    assert.equal(slugs.length, STARTER_PRODUCTS.filter((p) => !p.inactiveBecause).length);
    for (const locale of TRANSLATION_LOCALES) {
      for (const path of ['/', '/about', '/contact', '/products', '/availability', '/seasons', ...slugs]) {
        const res = await client.get(`/${locale}${path === '/' ? '/' : path}`);
        assert.equal(res.status, 200, `/${locale}${path}`);
        const html = await res.text();
        assert.match(html, new RegExp(`<html lang="${LOCALE_INFO[locale].tag}"`), `/${locale}${path}`);
        const marked = html.match(/<[^>]+\slang="en"[^>]*>[^<]{0,60}/g) ?? [];
        assert.deepEqual(marked, [], `/${locale}${path}: in English: ${marked.join(' | ')}`);
      }
    }
  });

  test('each seeded record reads back its translations as stored', async () => {
    const category = app.deps.translations.sources('category').find((s) => s.english.name === 'Apples')!;
    assert.deepEqual(app.deps.translations.translationsOf('category', category.id), STARTER_CATEGORY_TRANSLATIONS.apples);
    const shop = app.deps.translations.sources('shop')[0]!;
    const starter = STARTER_SHOP_TRANSLATIONS.find((s) => s.english.name === shop.english.name)!;
    assert.deepEqual(shop.english, starter.english, 'the shops are the first start’s');
    assert.deepEqual(app.deps.translations.translationsOf('shop', shop.id), { hi: starter.hi, mr: starter.mr, ar: starter.ar });
  });
});
