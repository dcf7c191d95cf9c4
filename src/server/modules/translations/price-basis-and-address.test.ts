import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PLACEHOLDER_CONTACT } from '../../../shared/placeholders';
import { SHIPPED_PRICE_BASIS, STARTING_CONTACT_ADDRESS, STARTING_PRICE_BASIS } from '../../../shared/translations/starting-settings';
import type { TranslationsAnswer } from '../../../shared/translations/translatable';
import { parseHtml } from '../../../test/dom/site';
import { useAdmin, useTestApp } from '../../../test/start-test-app';
import { translationsClient } from '../../../test/translations-client';

describe('the price basis and the contact address: translatable like the hero', () => {
  const app = useTestApp({ seed: true });
  const admin = useAdmin(app);
  const { read, put, coverage, undo, latestRevision } = translationsClient(admin);
  const productPath = () => `/products/${app.deps.products.listAll().find((p) => p.isActive)!.slug}`;
  const page = async (url: string) => parseHtml(await (await app.client().get(url)).text());
  const basisOn = (doc: Document) => doc.querySelector('[data-price] p.text-sm:last-child')!;

  test('the shipped price basis and the starter address start translated in every language', async () => {
    const basis = await read('trade-settings', 0);
    assert.deepEqual(basis.english, { priceBasis: SHIPPED_PRICE_BASIS }, 'a fresh site ships this price basis');
    assert.deepEqual(basis.translations, {
      hi: { priceBasis: STARTING_PRICE_BASIS.hi },
      mr: { priceBasis: STARTING_PRICE_BASIS.mr },
      ar: { priceBasis: STARTING_PRICE_BASIS.ar },
    });
    const address = await read('contact-settings', 0);
    assert.deepEqual(address.english, { address: PLACEHOLDER_CONTACT.address });
    assert.equal(address.translations.mr.address, STARTING_CONTACT_ADDRESS.mr);
    const figures = await coverage();
    assert.deepEqual(figures['trade-settings'], { total: 1, hi: 1, mr: 1, ar: 1 });
    assert.deepEqual(figures['contact-settings'], { total: 1, hi: 1, mr: 1, ar: 1 });
  });

  test('the Arabic product and contact pages show them unmarked; the English pages as they were', async () => {
    const product = await page(`/ar${productPath()}`);
    assert.equal(basisOn(product).textContent, STARTING_PRICE_BASIS.ar);
    assert.equal(basisOn(product).getAttribute('lang'), null);
    // The contact details' address, where the English page shows it (the shops' addresses are theirs).
    const english = [...(await page('/contact')).querySelectorAll('address')];
    const places = english.flatMap((a, i) => (a.textContent === PLACEHOLDER_CONTACT.address ? [i] : []));
    assert.equal(places.length, 2, 'the contact page and the footer');
    for (const i of places) assert.equal(english[i]!.getAttribute('lang'), null);
    const arabic = [...(await page('/ar/contact')).querySelectorAll('address')];
    for (const i of places) {
      assert.equal(arabic[i]!.textContent, STARTING_CONTACT_ADDRESS.ar);
      assert.equal(arabic[i]!.getAttribute('lang'), null);
    }
    assert.equal(basisOn(await page(productPath())).textContent, SHIPPED_PRICE_BASIS);
  });

  test('English rewritten by the owner takes the starting translation away: shown in English, marked lang="en"', async () => {
    const own = 'Shop 12, Fruit Market\nAPMC Vashi, Navi Mumbai 400703';
    assert.equal((await admin.put('/api/admin/contact-settings', { json: { address: own } })).status, 200);
    assert.equal((await admin.put('/api/admin/trade-settings', { json: { priceBasis: 'Prices ex-APMC Vashi.' } })).status, 200);
    assert.deepEqual((await read('contact-settings', 0)).translations, { hi: {}, mr: {}, ar: {} });
    assert.deepEqual((await read('trade-settings', 0)).translations, { hi: {}, mr: {}, ar: {} });
    assert.deepEqual((await coverage())['contact-settings'], { total: 1, hi: 0, mr: 0, ar: 0 });
    const footer = (await page('/hi/about')).querySelector('footer address')!;
    assert.equal(footer.getAttribute('lang'), 'en');
    assert.equal(footer.textContent, own);
    const basis = basisOn(await page(`/mr${productPath()}`));
    assert.deepEqual([basis.textContent, basis.getAttribute('lang')], ['Prices ex-APMC Vashi.', 'en']);
  });

  test('a save is a change with Undo, named in the history; bad input is refused with the field named', async () => {
    for (const [kind, json, message] of [
      ['trade-settings', { hi: { priceBasis: 'दो\nपंक्तियाँ' } }, /Hindi: Price basis must be a single line/],
      ['trade-settings', { ar: { priceBasis: 'x'.repeat(201) } }, /Arabic: Price basis must be at most 200 characters/],
      ['contact-settings', { mr: { address: 'x'.repeat(501) } }, /Marathi: Address must be at most 500 characters/],
      ['contact-settings', { hi: { phone: '+91 22 2765 0000' } }, /Unknown field/],
    ] as const) {
      const res = await put(kind, 0, json);
      assert.equal(res.status, 400, JSON.stringify(json));
      assert.match(((await res.json()) as { message: string }).message, message);
    }
    assert.equal((await put('contact-settings', 1, { hi: { address: 'वाशी' } })).status, 404, 'the address is record 0');
    const lines = 'दुकान 12, फल बाज़ार\nAPMC वाशी, नवी मुंबई 400703';
    const res = await put('contact-settings', 0, { hi: { address: lines } });
    assert.equal(res.status, 200);
    assert.equal(((await res.json()) as TranslationsAnswer).translations.hi.address, lines, 'its lines kept, as the English has');
    assert.deepEqual((await coverage())['contact-settings'], { total: 1, hi: 1, mr: 0, ar: 0 });
    const footer = (await page('/hi/about')).querySelector('footer address')!;
    assert.deepEqual([footer.textContent, footer.getAttribute('lang')], [lines, null]);
    const revision = await latestRevision('contact-settings');
    assert.equal(revision.title, 'Contact address translations');
    assert.deepEqual(
      revision.changes.map((c) => [c.part, c.after]),
      [['Hindi: Address', lines]],
    );
    assert.equal((await undo(res)).status, 200);
    assert.deepEqual((await read('contact-settings', 0)).translations.hi, {});

    const saved = await put('trade-settings', 0, { ar: { priceBasis: 'الأسعار تسليم سوق APMC فاشي.' } });
    assert.equal(saved.status, 200);
    assert.deepEqual((await coverage())['trade-settings'], { total: 1, hi: 0, mr: 0, ar: 1 });
    assert.equal((await latestRevision('trade-settings')).title, 'Price basis translations');
    assert.equal((await undo(saved)).status, 200);
    assert.deepEqual((await coverage())['trade-settings'], { total: 1, hi: 0, mr: 0, ar: 0 });
  });
});
