import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { alternates, LOCALE_INFO, LOCALES, localePath, splitLocale } from './locales';
import { LOCALE_MONTHS, monthName } from './months';
import { formatNumber } from './numbers';

test('an address names its language: English at today’s addresses, the others under their prefix, and back', () => {
  assert.equal(localePath('en', '/products?category=1'), '/products?category=1');
  assert.equal(localePath('hi', '/'), '/hi');
  assert.equal(localePath('ar', '/?x=1'), '/ar?x=1');
  assert.equal(localePath('mr', '/products/alphonso-mangoes'), '/mr/products/alphonso-mangoes');
  assert.deepEqual(splitLocale('/hi'), { locale: 'hi', path: '/' });
  assert.deepEqual(splitLocale('/ar?x=1'), { locale: 'ar', path: '/?x=1' });
  assert.deepEqual(splitLocale('/mr/contact'), { locale: 'mr', path: '/contact' });
  assert.deepEqual(splitLocale('/history'), { locale: 'en', path: '/history' }, 'a path that only starts like a prefix');
  assert.deepEqual(splitLocale('/arrivals'), { locale: 'en', path: '/arrivals' });
  const path = fc.oneof(
    fc.constant('/'),
    fc.stringMatching(/^\/[a-z0-9-]{1,12}(\/[a-z0-9-]{1,12})?(\?[a-z]=[0-9])?$/).filter((p) => splitLocale(p).locale === 'en'),
  );
  fc.assert(
    fc.property(fc.constantFrom(...LOCALES), path, (locale, p) => {
      const address = localePath(locale, p);
      assert.deepEqual(splitLocale(address), { locale, path: p });
    }),
  );
  assert.deepEqual(
    alternates('/gallery').map((a) => `${a.hreflang} ${a.href}`),
    ['en-IN /gallery', 'hi-IN /hi/gallery', 'mr-IN /mr/gallery', 'ar-AE /ar/gallery', 'x-default /gallery'],
  );
  assert.equal(LOCALE_INFO.ar.dir, 'rtl');
  assert.deepEqual(
    LOCALES.map((l) => LOCALE_INFO[l].name),
    ['English', 'हिन्दी', 'मराठी', 'العربية'],
  );
});

test('numbers: Indian grouping in English, Hindi and Marathi; Western digits in thousands in Arabic (as Intl writes them)', () => {
  assert.equal(formatNumber(1234567, 'hi'), '12,34,567');
  assert.equal(formatNumber(1234567, 'ar'), '1,234,567');
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 2 }), (n, digits) => {
      const value = n / 10 ** digits;
      assert.equal(formatNumber(value, 'ar', digits), value.toLocaleString('en-US', { maximumFractionDigits: digits }));
      assert.equal(formatNumber(value, 'mr', digits), value.toLocaleString('en-IN', { maximumFractionDigits: digits }));
    }),
  );
});

test('month names: twelve in each language, the long ones as Intl names them', () => {
  for (const locale of LOCALES) {
    assert.equal(LOCALE_MONTHS[locale].long.length, 12, locale);
    assert.equal(LOCALE_MONTHS[locale].short.length, 12, locale);
    for (let month = 1; month <= 12; month++) {
      const intl = new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { month: 'long', timeZone: 'UTC' }).format(
        Date.UTC(2026, month - 1, 15),
      );
      assert.equal(monthName(locale, month), intl, `${locale} ${month}`);
    }
  }
});

test("each language's tag starts with its code: an island reads its page's language from <html lang> (hydrate.ts)", () => {
  for (const locale of LOCALES) assert.equal(LOCALE_INFO[locale].tag.slice(0, 2), locale);
});
