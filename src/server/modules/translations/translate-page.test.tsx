import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locale } from '../../../shared/i18n/locales';
import type { TranslatedValue } from '../../../shared/translations/translatable';
import type { SitePageData } from '../../../site/entry.server';
import { categories, companyFacts, contactSettings, pages, parseHtml, productWithDetails, renderPage, shell } from '../../../test/dom/site';
import { SINGLE_RECORD_ID } from '../history/record-kinds';
import { createPageTranslator } from './translate-page';
import type { LocaleTranslations } from './translations.repo';

/** Arabic translations of some of the content: the product's name and varieties, its category, one shop, two texts. */
const arabic: LocaleTranslations = new Map<Parameters<LocaleTranslations['get']>[0], Map<number, Record<string, TranslatedValue>>>([
  [
    'product',
    new Map([[productWithDetails.id, { name: 'تفاح واشنطن الأحمر', varieties: ['ريد ديليشس', 'غالا'], packing: 'كرتون 18-20 كجم' }]]),
  ],
  ['category', new Map([[1, { name: 'تفاح' }]])],
  ['shop', new Map([[companyFacts.shops[0]!.id, { name: 'محل رقم 47', address: 'سوق الفواكه، APMC فاشي، نافي مومباي', hours: 'يوميا' }]])],
  [
    'site-texts',
    new Map([[SINGLE_RECORD_ID, { why1Title: 'انتشار عالمي', homeWelcome: 'منذ أكثر من {years} عاما نستورد أجود الفواكه.' }]]),
  ],
]);

const rendered = (locale: Locale, page: keyof typeof pages) => {
  const translate = createPageTranslator(locale, locale === 'en' ? new Map() : arabic);
  const { pathname, data } = pages[page];
  return parseHtml(renderPage(translate.shell(shell({ pathname, locale })), translate.data(data)));
};
/** The elements marked as English, by their text. */
const english = (doc: Document) => [...doc.querySelectorAll('body [lang="en"]')].map((e) => e.textContent?.replace(/\s+/g, ' ').trim());

describe('the fallback marking: a page in another language shows the owner content it has, the rest marked English', () => {
  test('the product page in Arabic: the translated name and varieties unmarked; the description, untranslated, lang="en"', () => {
    const doc = rendered('ar', 'product');
    const h1 = doc.querySelector('h1')!;
    assert.equal(h1.textContent?.trim(), 'تفاح واشنطن الأحمر');
    assert.equal(h1.getAttribute('lang'), null, 'a translated field carries no lang');
    const description = [...doc.querySelectorAll('p')].find((p) => p.textContent?.includes('Deep red, sweet and crunchy.'))!;
    assert.equal(description.getAttribute('lang'), 'en');
    assert.ok(doc.body.textContent?.includes('ريد ديليشس'));
    assert.ok(doc.body.textContent?.includes('كرتون 18-20 كجم'));
    const marked = english(doc);
    assert.ok(marked.includes('Deep red, sweet and crunchy.'), String(marked));
    assert.ok(marked.includes('Count 80-100 per 18 kg carton'), 'an untranslated specification');
    assert.ok(!marked.includes('18-20 kg carton'), 'the translated packing is not English');
    assert.ok(!marked.some((m) => m?.includes('تفاح')), 'nothing translated is marked');
    // The related product (nothing translated) is English in its data; the product card shows no marks yet (the
    // products filter's script has no bytes to spare for them within its size budget).
    const related = (createPageTranslator('ar', arabic).data(pages.product.data) as Extract<SitePageData, { page: 'product' }>).related;
    assert.deepEqual([related[0]!.inEnglish, related[0]!.categoryName], [{ name: 'en', description: 'en' }, 'تفاح']);
  });

  test('the same page in English carries no marks at all', () => {
    assert.deepEqual(english(rendered('en', 'product')), []);
  });

  test('the home page: category cards, the texts, each marked only where it fell back', () => {
    const doc = rendered('ar', 'home');
    const marked = english(doc);
    assert.ok(!marked.includes('Apples'), 'the translated category');
    assert.ok(doc.body.textContent?.includes('تفاح'));
    assert.ok(marked.includes('Citrus'), 'an untranslated category');
    assert.ok(!marked.includes('Global Reach') && doc.body.textContent?.includes('انتشار عالمي'), 'a translated card title');
    assert.ok(marked.includes('Trusted Partners'), 'an untranslated card title');
    assert.ok(doc.body.textContent?.includes('منذ أكثر من 40 عاما'), 'placeholders filled in within a translation');
  });

  test('the contact page: a shop translated, the others marked; every list of products is covered', () => {
    const doc = rendered('ar', 'contact');
    const marked = english(doc);
    assert.ok(doc.body.textContent?.includes('محل رقم 47'));
    assert.ok(!marked.some((m) => m?.includes('47')), String(marked));
    assert.ok(marked.includes(companyFacts.shops[1]!.name), String(marked));
    const translate = createPageTranslator('ar', arabic);
    const seasons = translate.data(pages.seasons.data) as Extract<SitePageData, { page: 'seasons' }>;
    assert.equal(seasons.products[0]!.categoryName, 'تفاح');
    assert.deepEqual(seasons.products[0]!.inEnglish, { name: 'en' });
    const list = translate.data(pages.products.data) as Extract<SitePageData, { page: 'products' }>;
    assert.deepEqual(
      list.categories.map((c) => [c.name, c.inEnglish]),
      categories.map((c) =>
        c.id === 1 ? ['تفاح', { description: 'en' }] : [c.name, c.description ? { name: 'en', description: 'en' } : { name: 'en' }],
      ),
    );
  });
});

describe('the hero and the cities served: translated, or in English and marked', () => {
  const withHero: LocaleTranslations = new Map([
    ...arabic,
    [
      'site-settings',
      new Map([
        [SINGLE_RECORD_ID, { heroTitle: 'فواكه فاخرة من حول العالم', heroSubtitle: 'منذ أكثر من {years} عامًا من {countries} دولة.' }],
      ]),
    ],
    ['city', new Map([[companyFacts.cities[0]!.id, { name: 'مومباي' }]])],
  ]);
  const page = (translations: LocaleTranslations, which: keyof typeof pages) => {
    const translate = createPageTranslator('ar', translations);
    const { pathname, data } = pages[which];
    return parseHtml(renderPage(translate.shell(shell({ pathname, locale: 'ar' })), translate.data(data)));
  };

  test('an Arabic home page with the hero untranslated marks its title and subtitle lang="en"', () => {
    const doc = page(arabic, 'home');
    const title = doc.getElementById('hero-title')!;
    assert.equal(title.textContent?.trim(), 'Premium Fruits From Around The World');
    assert.equal(title.getAttribute('lang'), 'en');
    const subtitle = title.nextElementSibling!;
    assert.match(subtitle.textContent ?? '', /For over 40 years/);
    assert.equal(subtitle.getAttribute('lang'), 'en');
  });

  test('translated, the hero carries no mark, and the figures its subtitle names are filled in', () => {
    const doc = page(withHero, 'home');
    const title = doc.getElementById('hero-title')!;
    assert.equal(title.textContent?.trim(), 'فواكه فاخرة من حول العالم');
    assert.equal(title.getAttribute('lang'), null);
    const subtitle = title.nextElementSibling!;
    assert.equal(subtitle.textContent?.trim(), `منذ أكثر من 40 عامًا من ${companyFacts.countries.length} دولة.`);
    assert.equal(subtitle.getAttribute('lang'), null);
    assert.ok(!english(doc).some((m) => m?.includes('Premium Fruits')));
  });

  test('the about page lists each city in Arabic where translated; the rest in English, marked', () => {
    const doc = page(withHero, 'about');
    const items = [...doc.querySelectorAll('section[aria-labelledby="cities-title"] li')];
    assert.equal(items.length, companyFacts.cities.length);
    assert.deepEqual(
      items.map((li) => [li.textContent?.trim(), li.getAttribute('lang')]),
      companyFacts.cities.map((c, i) => (i === 0 ? ['مومباي', null] : [c.name, 'en'])),
    );
    const en = createPageTranslator('en', withHero).shell(shell({ pathname: '/about', locale: 'en' }));
    assert.deepEqual(en.company.cities, companyFacts.cities, 'English pages are as they were');
  });
});

describe('the price basis and the contact address: translated, or in English and marked', () => {
  const basis = 'Prices on request, ex-APMC Vashi; fresh fruit carries no GST.';
  const withSettings: LocaleTranslations = new Map([
    ...arabic,
    ['trade-settings', new Map([[SINGLE_RECORD_ID, { priceBasis: 'الأسعار عند الطلب، تسليم سوق APMC في فاشي.' }]])],
    ['contact-settings', new Map([[SINGLE_RECORD_ID, { address: 'محل 12، سوق الفواكه APMC\nفاشي، نافي مومباي 400703' }]])],
  ]);
  const page = (locale: Locale, translations: LocaleTranslations, which: 'product' | 'contact') => {
    const translate = createPageTranslator(locale, translations);
    const { pathname, data } = pages[which];
    const withBasis = which === 'product' ? { ...data, priceBasis: basis } : data;
    return parseHtml(renderPage(translate.shell(shell({ pathname, locale })), translate.data(withBasis)));
  };
  const basisOf = (doc: Document) => doc.querySelector('[data-price] p.text-sm:last-child')!;
  const addresses = (doc: Document) => [...doc.querySelectorAll('address')].filter((a) => a.closest('footer') || a.closest('main'));

  test('untranslated, each shows in English marked lang="en": the product page’s basis, the footer’s and contact page’s address', () => {
    assert.deepEqual(
      [basisOf(page('ar', arabic, 'product')).textContent, basisOf(page('ar', arabic, 'product')).getAttribute('lang')],
      [basis, 'en'],
    );
    const marked = addresses(page('ar', arabic, 'contact')).filter((a) => a.textContent === contactSettings.address);
    assert.equal(marked.length, 2, 'the contact page and the footer');
    for (const a of marked) assert.equal(a.getAttribute('lang'), 'en');
  });

  test('translated, they carry no mark; the address keeps its lines; English pages are as they were', () => {
    const basisEl = basisOf(page('ar', withSettings, 'product'));
    assert.deepEqual([basisEl.textContent, basisEl.getAttribute('lang')], ['الأسعار عند الطلب، تسليم سوق APMC في فاشي.', null]);
    const shown = addresses(page('ar', withSettings, 'contact')).filter((a) => a.textContent?.startsWith('محل 12'));
    assert.equal(shown.length, 2);
    for (const a of shown) {
      assert.equal(a.getAttribute('lang'), null);
      assert.equal(a.textContent, 'محل 12، سوق الفواكه APMC\nفاشي، نافي مومباي 400703');
    }
    assert.ok(!english(page('ar', withSettings, 'contact')).includes(contactSettings.address), 'the English address is gone');
    assert.equal(basisOf(page('en', withSettings, 'product')).getAttribute('lang'), null);
    assert.equal(basisOf(page('en', withSettings, 'product')).textContent, basis);
    const en = createPageTranslator('en', withSettings).shell(shell({ pathname: '/contact', locale: 'en' }));
    assert.deepEqual(en.contact, contactSettings, 'English pages are as they were');
  });
});
