import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LOCALES } from '../../shared/i18n/locales';
import { CATALOGUES, type MessageKey, placeholdersOf, translate } from './catalogue';
import { en } from './en';

const KEYS = Object.keys(en) as MessageKey[];
/** Words that may be the same in every language: abbreviations, and a comma outside Arabic. */
const SAME_IN_EVERY_LANGUAGE = new Set<MessageKey>(['list.separator', 'unit.kg']);

test('every catalogue has every key and no other, none empty, with the same placeholders as English', () => {
  for (const locale of LOCALES) {
    const catalogue = CATALOGUES[locale];
    assert.deepEqual(Object.keys(catalogue).sort(), [...KEYS].sort(), `${locale}: the keys`);
    for (const key of KEYS) {
      const message = catalogue[key];
      assert.ok(message.trim().length > 0, `${locale} ${key}: empty`);
      assert.deepEqual(placeholdersOf(message), placeholdersOf(en[key]), `${locale} ${key}: placeholders`);
    }
  }
});

test('a translation is a translation: no message is left in English, and each is in its own script', () => {
  const scripts = { hi: /[\u0900-\u097F]/, mr: /[\u0900-\u097F]/, ar: /[\u0600-\u06FF]/ } as const;
  for (const locale of ['hi', 'mr', 'ar'] as const) {
    for (const key of KEYS) {
      if (SAME_IN_EVERY_LANGUAGE.has(key)) continue;
      const message = CATALOGUES[locale][key];
      assert.notEqual(message, en[key], `${locale} ${key}: still English`);
      assert.match(message, scripts[locale], `${locale} ${key}: not in its script`);
    }
  }
});

test('translate fills in the placeholders it is given and leaves the rest as they are', () => {
  assert.equal(
    translate('en', 'footer.copyright', { year: 2024, company: 'Mumbai Fruit Trading Co' }),
    '© 2024 Mumbai Fruit Trading Co. All rights reserved.',
  );
  assert.equal(translate('mr', 'footer.copyright', { year: 2024 }), '© 2024 {company}. सर्व हक्क राखीव.');
  assert.match(translate('ar', 'footer.blurb', { years: 40, countries: 16, cities: 9 }), /^منذ أكثر من 40 عامًا/);
});

test('in Arabic a value in Latin letters is isolated, so its punctuation stays with it; other languages as they are', () => {
  const company = 'Mumbai Fruit Trading Co.';
  assert.ok(translate('ar', 'home.welcomeTitle', { company }).includes(`\u2068${company}\u2069`));
  assert.equal(translate('ar', 'category.varieties', { count: 6 }), translate('ar', 'category.varieties', { count: '6' }));
  assert.ok(!translate('ar', 'category.varieties', { count: '6' }).includes('\u2068'), 'digits need no isolation');
  for (const locale of ['en', 'hi', 'mr'] as const) {
    assert.ok(!translate(locale, 'home.welcomeTitle', { company }).includes('\u2068'), locale);
  }
});
