import '../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CompanyData } from '../../shared/company';
import type { Licence } from '../../shared/licences';
import type { TranslationsUpdate } from '../../shared/schemas/translations';
import type {
  RecordTranslations,
  TranslatableKind,
  TranslatedValue,
  TranslationCoverage,
  TranslationsAnswer,
} from '../../shared/translations/translatable';
import type { SiteSettings } from '../../shared/types';
import { openSection, waitForToast } from '../../test/dom/admin';
import { blur, click, type, waitFor } from '../../test/dom/interact';
import type { Call, RouteTable } from '../../test/dom/network';
import { dialog, getButton, getField, getText, hasText, queryText } from '../../test/dom/queries';
import { makeCategory } from '../../test/entities';

/**
 * The server's side of one record's translations: its English, what is saved (a PUT applies its update), and the
 * coverage of that kind counted from it, as the server counts (every field with English translated).
 */
function translations(
  kind: TranslatableKind,
  id: number,
  english: Record<string, TranslatedValue>,
  saved: Partial<RecordTranslations> = {},
) {
  let answer: TranslationsAnswer = {
    id,
    title: String(english.name ?? 'Hero'),
    english,
    translations: { hi: {}, mr: {}, ar: {}, ...saved },
  };
  const done = (locale: 'hi' | 'mr' | 'ar') =>
    Object.keys(english).filter((field) => answer.translations[locale][field] !== undefined).length;
  const perField = kind === 'site-settings';
  const count = (locale: 'hi' | 'mr' | 'ar') => (perField ? done(locale) : done(locale) === Object.keys(english).length ? 1 : 0);
  const none = { total: 0, hi: 0, mr: 0, ar: 0 };
  const coverage = (): TranslationCoverage => ({
    product: none,
    category: none,
    shop: none,
    licence: none,
    'site-texts': none,
    'site-settings': none,
    city: none,
    'trade-settings': none,
    'contact-settings': none,
    [kind]: { total: perField ? Object.keys(english).length : 1, hi: count('hi'), mr: count('mr'), ar: count('ar') },
  });
  const routes: RouteTable = {
    'GET /api/admin/translations/coverage': () => ({ body: coverage() }),
    [`GET /api/admin/translations/${kind}/${id}`]: () => ({ body: answer }),
    [`PUT /api/admin/translations/${kind}/${id}`]: (call: Call) => {
      const next = structuredClone(answer.translations);
      for (const [locale, fields] of Object.entries(call.body as TranslationsUpdate) as Array<
        ['hi' | 'mr' | 'ar', Record<string, string>]
      >) {
        for (const [field, value] of Object.entries(fields)) {
          if (value === null) delete next[locale][field];
          else next[locale][field] = value;
        }
      }
      answer = { ...answer, translations: next };
      return { headers: { 'Change-Id': '3' }, body: answer };
    },
  };
  return routes;
}

const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT' && c.url.startsWith('/api/admin/translations/'));
const base = { 'GET /api/admin/enquiries': { body: [] } };

test('the category dialog: its translations beside the English; a new category is told they come after the first save', async () => {
  const apples = makeCategory({ id: 1, name: 'Apples', description: 'Crisp apples from four continents.' });
  const calls = await openSection('/admin/categories', 'Apples', {
    ...base,
    'GET /api/admin/categories': { body: [apples] },
    ...translations('category', 1, { name: 'Apples', description: apples.description }),
  });
  await click(getButton('Add Category'));
  getText('Translations into Hindi, Marathi and Arabic come after the first save: save the English, then open it again.', dialog());
  assert.equal(queryText('Save Hindi'), null, 'nothing to translate before there is a record');
  await click(getButton('Cancel', dialog()));
  await waitFor(() => assert.equal(document.querySelector('[aria-modal="true"]'), null));

  await click(getButton('Edit Apples'));
  await waitFor(() => getField('Category name (Hindi)', dialog()));
  const form = dialog();
  getText('English: Apples', form);
  await type(getField('Category name (Hindi)', form), 'सेब');
  await type(getField<HTMLTextAreaElement>('Description (Hindi)', form), 'चार महाद्वीपों से कुरकुरे सेब।');
  await click(getButton('Save Hindi', form));
  await waitForToast('Translations saved');
  assert.deepEqual(puts(calls).at(-1), {
    method: 'PUT',
    url: '/api/admin/translations/category/1',
    body: { hi: { name: 'सेब', description: 'चार महाद्वीपों से कुरकुरे सेब।' } },
  });
  assert.ok(document.querySelector('[aria-modal="true"]'), 'the dialog stays open: the English may still be edited');
});

const company: CompanyData = {
  countries: [{ id: 1, name: 'Chile', isActive: true, position: 1 }],
  cities: [{ id: 4, name: 'Mumbai', isActive: true, position: 1 }],
  partners: [],
  hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '06:00', closes: '18:00' })),
  shops: [
    {
      id: 2,
      name: 'APMC Vashi Shop 47',
      address: 'Shop No. 47, APMC, Vashi',
      phone: '',
      hours: 'Mon-Sat 6:00 AM-6:00 PM',
      latitude: null,
      longitude: null,
      position: 1,
    },
  ],
  foundingYear: 1985,
};

test('the shop dialog: Arabic typed right to left, only the fields that changed sent; Add Shop says to save first', async () => {
  const calls = await openSection('/admin/company', 'APMC Vashi Shop 47', {
    ...base,
    'GET /api/admin/company': { body: company },
    ...translations('shop', 2, { name: 'APMC Vashi Shop 47', address: 'Shop No. 47, APMC, Vashi', hours: 'Mon-Sat 6:00 AM-6:00 PM' }),
    ...{
      'GET /api/admin/translations/city/4': {
        body: { id: 4, title: 'Mumbai', english: { name: 'Mumbai' }, translations: { hi: {}, mr: {}, ar: {} } },
      },
    },
  });
  await click(getButton('Add Shop'));
  getText('Translations into Hindi, Marathi and Arabic come after the first save: save the English, then open it again.', dialog());
  await click(getButton('Cancel', dialog()));
  await waitFor(() => assert.equal(document.querySelector('[aria-modal="true"]'), null));

  await click(getButton('Edit APMC Vashi Shop 47'));
  await waitFor(() => getField('Name (Hindi)', dialog()));
  await click(getButton('Arabic', dialog()));
  await waitFor(() => getField('Name (Arabic)', dialog()));
  const name = getField('Name (Arabic)', dialog());
  assert.equal(name.getAttribute('dir'), 'rtl');
  await type(name, 'محل رقم 47');
  await click(getButton('Save Arabic', dialog()));
  await waitForToast('Translations saved');
  assert.deepEqual(puts(calls).at(-1)?.body, { ar: { name: 'محل رقم 47' } });
});

test('the licence dialog translates who issued it', async () => {
  const iec: Licence = {
    id: 7,
    type: 'iec',
    number: 'AAPFU0939F',
    issuer: 'DGFT, Mumbai',
    validFrom: '2024-04-01',
    validUntil: null,
    isActive: true,
    document: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const calls = await openSection('/admin/licences', 'AAPFU0939F', {
    ...base,
    'GET /api/admin/licences': { body: [iec] },
    ...translations('licence', 7, { issuer: 'DGFT, Mumbai' }),
  });
  await click(getButton('Edit Import Export Code (IEC) AAPFU0939F'));
  await click(getButton('Marathi', dialog()));
  await waitFor(() => getField('Issued by (Marathi)', dialog()));
  getText('English: DGFT, Mumbai', dialog());
  await type(getField('Issued by (Marathi)', dialog()), 'डीजीएफटी, मुंबई');
  await click(getButton('Save Marathi', dialog()));
  await waitForToast('Translations saved');
  assert.deepEqual(puts(calls).at(-1), {
    method: 'PUT',
    url: '/api/admin/translations/licence/7',
    body: { mr: { issuer: 'डीजीएफटी, मुंबई' } },
  });
});

test('the cities editor: how many are translated, and each city translated from its row', async () => {
  const calls = await openSection('/admin/company', 'Mumbai', {
    ...base,
    'GET /api/admin/company': { body: company },
    ...translations('city', 4, { name: 'Mumbai' }, { hi: { name: 'मुंबई' } }),
  });
  await waitFor(() => assert.ok(hasText('Translated: Hindi: 1 of 1 cities · Marathi: 0 of 1 cities · Arabic: 0 of 1 cities')));
  await click(getButton('Translate Mumbai'));
  const window = dialog();
  getText('Mumbai in other languages', window);
  await waitFor(() => assert.equal(getField('City name (Hindi)', dialog()).value, 'मुंबई'));
  await click(getButton('Arabic', dialog()));
  await waitFor(() => getField('City name (Arabic)', dialog()));
  await type(getField('City name (Arabic)', dialog()), 'مومباي');
  await click(getButton('Save Arabic', dialog()));
  await waitForToast('Translations saved');
  assert.deepEqual(puts(calls).at(-1), { method: 'PUT', url: '/api/admin/translations/city/4', body: { ar: { name: 'مومباي' } } });
  await waitFor(() => assert.ok(hasText('Hindi: 1 of 1 cities · Marathi: 0 of 1 cities · Arabic: 1 of 1 cities')));
  assert.equal(queryText('Translate Chile'), null, 'supplier countries take their names from the site’s own words');
  assert.equal(document.querySelector('[aria-label="Translate Chile"]'), null);
});

test('the hero: its translations beside the English fields, with how many of its texts are translated', async () => {
  const settings: SiteSettings = {
    isOnline: true,
    logoPath: null,
    heroImagePath: null,
    heroTitle: 'Premium Fruits From Around The World',
    heroSubtitle: 'For over 40 years we have brought the finest fresh fruit to India.',
  };
  const calls = await openSection('/admin', () => getField('Hero title (Hindi)'), {
    ...base,
    'GET /api/site-settings': { body: settings },
    'GET /api/admin/setup': { status: 500, body: { message: 'no checklist in this test' } },
    ...translations('site-settings', 0, { heroTitle: settings.heroTitle, heroSubtitle: settings.heroSubtitle }),
  });
  getText('Hero Section: translations');
  getText(`English: ${settings.heroSubtitle}`);
  await waitFor(() => assert.ok(hasText('Translated: Hindi: 0 of 2 hero texts · Marathi: 0 of 2 hero texts · Arabic: 0 of 2 hero texts')));
  await type(getField('Hero title (Hindi)'), 'दुनिया भर के प्रीमियम फल');
  await type(getField<HTMLTextAreaElement>('Hero subtitle (Hindi)'), '{years} से अधिक वर्षों से हम भारत तक बेहतरीन ताज़े फल ला रहे हैं।');
  await click(getButton('Save Hindi'));
  await waitForToast('Translations saved');
  assert.deepEqual(puts(calls).at(-1), {
    method: 'PUT',
    url: '/api/admin/translations/site-settings/0',
    body: { hi: { heroTitle: 'दुनिया भर के प्रीमियम फल', heroSubtitle: '{years} से अधिक वर्षों से हम भारत तक बेहतरीन ताज़े फल ला रहे हैं।' } },
  });
  await waitFor(() => assert.ok(hasText('Hindi: 2 of 2 hero texts')));
});

test('the contact address: its translations beside the English, its lines kept, and how many are translated', async () => {
  const address = 'Shop 12, Fruit Market\nAPMC Vashi, Navi Mumbai 400703';
  const calls = await openSection('/admin/contact', () => getField<HTMLTextAreaElement>('Address (Hindi)'), {
    ...base,
    'GET /api/contact-settings': { body: { address, phone: '', email: '', socialLinks: {}, whatsappNumber: '' } },
    'PUT /api/admin/contact-settings': (call: Call) => ({
      body: { address, phone: '', email: '', socialLinks: {}, whatsappNumber: '', ...(call.body as object) },
    }),
    ...translations('contact-settings', 0, { address }),
  });
  getText('Address: translations');
  await waitFor(() =>
    assert.ok(
      hasText('Translated: Hindi: 0 of 1 contact addresses · Marathi: 0 of 1 contact addresses · Arabic: 0 of 1 contact addresses'),
    ),
  );
  const lines = 'दुकान 12, फल बाज़ार\nAPMC वाशी, नवी मुंबई 400703';
  await type(getField<HTMLTextAreaElement>('Address (Hindi)'), lines);
  await click(getButton('Save Hindi'));
  await waitForToast('Translations saved');
  assert.deepEqual(puts(calls).at(-1), {
    method: 'PUT',
    url: '/api/admin/translations/contact-settings/0',
    body: { hi: { address: lines } },
  });
  await waitFor(() => assert.ok(hasText('Hindi: 1 of 1 contact addresses')));
  // The English rewritten: the card reads its translations again (a starter address loses its starting ones).
  const reads = () => calls.filter((c) => c.method === 'GET' && c.url === '/api/admin/translations/contact-settings/0').length;
  const before = reads();
  await type(getField<HTMLTextAreaElement>('Address'), 'Shop 14, Fruit Market\nAPMC Vashi, Navi Mumbai 400703');
  await blur(getField<HTMLTextAreaElement>('Address'));
  await waitFor(() => assert.ok(reads() > before, 'the translations are read again'));
});

test('how prices work: its translations below the trade settings, one line each, Arabic right to left', async () => {
  const priceBasis = 'Prices on request, ex-APMC Vashi; fresh fruit carries no GST.';
  const calls = await openSection('/admin/availability', () => getText('How prices work: translations'), {
    ...base,
    'GET /api/admin/availability': { body: { staleAfterDays: 7, items: [] } },
    'GET /api/admin/trade-settings': { body: { staleAfterDays: 7, priceMaxAgeDays: 14, priceBasis } },
    ...translations('trade-settings', 0, { priceBasis }),
  });
  await click(getButton('Arabic'));
  await waitFor(() => getField('Price basis (Arabic)'));
  const field = getField('Price basis (Arabic)');
  assert.equal(field.tagName, 'INPUT', 'one line, as the English');
  assert.equal(field.getAttribute('dir'), 'rtl');
  await type(field, 'الأسعار عند الطلب، تسليم سوق APMC في فاشي.');
  await click(getButton('Save Arabic'));
  await waitForToast('Translations saved');
  assert.deepEqual(puts(calls).at(-1), {
    method: 'PUT',
    url: '/api/admin/translations/trade-settings/0',
    body: { ar: { priceBasis: 'الأسعار عند الطلب، تسليم سوق APMC في فاشي.' } },
  });
  await waitFor(() => assert.ok(hasText('Arabic: 1 of 1 price notes')));
});
