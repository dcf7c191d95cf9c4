// Indicative prices over real HTTP with the app's clock set by the test: none shown or put in the JSON-LD unless the
// owner set one; shown as "Indicative, as of <day>" beside the owner's price basis; gone, page and JSON-LD alike, from
// India midnight after its age limit, with no write; bad prices refused on their fields.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { indiaMidnight } from '../../shared/india-time';
import type { ProductWithDetails } from '../../shared/types';
import { parseHtml, textOf } from '../../test/dom/site';
import { useTestApp } from '../../test/start-test-app';
import { productInputOf } from '../../tooling/harness/product-input';
import type { SiteClient } from '../../tooling/harness/site-client';

const HOUR = 60 * 60_000;

describe('indicative prices on the product page', () => {
  let clock = indiaMidnight(2026, 11, 20) + 10 * HOUR;
  const app = useTestApp({ now: () => clock });
  let admin: SiteClient;
  let product: ProductWithDetails;

  const page = async () => {
    const html = await (await fetch(`${app.url}/products/${product.slug}`)).text();
    const doc = parseHtml(html);
    const ld = Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))
      .map((s) => JSON.parse(s.textContent ?? ''))
      .find((item) => item['@type'] === 'Product');
    const note = doc.querySelector('[data-price]');
    return { html, ld, shown: note?.getAttribute('data-price'), note: note ? textOf(note.innerHTML).trim() : null };
  };
  const setPrice = (price: unknown) => admin.put(`/api/admin/products/${product.id}`, { json: { ...productInputOf(product), price } });

  before(async () => {
    admin = await app.admin();
    const categoryId = (await (await admin.post('/api/admin/categories', { json: { name: 'Apples' } })).json()).id;
    product = await (await admin.post('/api/admin/products', { json: { name: 'Fuji Apples', categoryId, isActive: true } })).json();
    assert.equal(product.price, null, 'no price unless the owner sets one');
  });

  test('with no price the page says how prices work, and the JSON-LD has no offer', async () => {
    const { ld, shown, note, html } = await page();
    assert.equal(shown, 'none');
    assert.equal(note, 'Prices on request, ex-APMC Vashi; fresh fruit carries no GST.');
    assert.equal(ld.offers, undefined);
    assert.doesNotMatch(html, /"price|lowPrice|₹/);
  });

  test('bad prices are refused on their fields, and nothing is written', async () => {
    const cases: Array<[string, unknown, string, RegExp]> = [
      ['zero', { min: 0, max: 100, unit: 'kg', asOf: '2026-11-20' }, 'price.min', /at least ₹1/],
      ['paise', { min: 2.5, max: 100, unit: 'kg', asOf: '2026-11-20' }, 'price.min', /whole rupees/],
      ['a range upside down', { min: 2200, max: 1800, unit: 'carton', asOf: '2026-11-20' }, 'price.max', /at least the lowest/],
      ['by the tonne', { min: 100, max: 100, unit: 'tonne', asOf: '2026-11-20' }, 'price.unit', /kg, carton or box/],
      ['30 February', { min: 100, max: 100, unit: 'box', asOf: '2026-02-30' }, 'price.asOf', /valid date/],
      ['text', { min: '100', max: 100, unit: 'box', asOf: '2026-11-20' }, 'price.min', /must be a number/],
      ['a crore and one', { min: 10_000_001, max: 10_000_001, unit: 'box', asOf: '2026-11-20' }, 'price.min', /at most/],
    ];
    for (const [name, price, field, message] of cases) {
      const res = await setPrice(price);
      assert.equal(res.status, 400, name);
      assert.match((await res.json()).fields?.[field] ?? '', message, name);
    }
    assert.equal((await (await admin.get(`/api/admin/products/${product.id}`)).json()).price, null);
  });

  test('a price set shows at once, through the cached page, with its day; and in the JSON-LD as an offer in rupees', async () => {
    await page(); // cached
    const res = await setPrice({ min: 1800, max: 2200, unit: 'carton', asOf: '2026-11-20' });
    assert.equal(res.status, 200);
    const { ld, shown, note } = await page();
    assert.equal(shown, 'shown');
    assert.equal(
      note,
      '₹1,800–2,200 per carton (Indicative, as of 20 Nov 2026) Prices on request, ex-APMC Vashi; fresh fruit carries no GST.',
    );
    assert.deepEqual(ld.offers, {
      '@type': 'AggregateOffer',
      priceCurrency: 'INR',
      lowPrice: 1800,
      highPrice: 2200,
      url: `${app.url}/products/${product.slug}`,
    });
    // A detail left out of an update (the spec's quick-edit dialog) keeps the price.
    const quick = await admin.put(`/api/admin/products/${product.id}`, { json: productInputOf(product) });
    assert.deepEqual((await quick.json()).price, { min: 1800, max: 2200, unit: 'carton', asOf: '2026-11-20' });
  });

  test('it stops showing at India midnight after its age limit, with no write; a longer limit brings it back', async () => {
    clock = indiaMidnight(2026, 11, 28) - 1;
    assert.equal((await page()).shown, 'shown', 'through the seventh day after its date');
    clock = indiaMidnight(2026, 11, 28);
    const gone = await page();
    assert.equal(gone.shown, 'none', 'older than 7 days: gone, not wrong');
    assert.equal(gone.ld.offers, undefined, 'and out of the JSON-LD');
    admin = await app.admin();
    const settings = await admin.put('/api/admin/trade-settings', {
      json: { priceMaxAgeDays: 30, priceBasis: 'Ex-APMC Vashi, cash or RTGS; fresh fruit carries no GST.' },
    });
    assert.equal(settings.status, 200);
    const back = await page();
    assert.equal(back.shown, 'shown');
    assert.match(back.note ?? '', /Ex-APMC Vashi, cash or RTGS; fresh fruit carries no GST\.$/);
    for (const bad of [{ priceMaxAgeDays: -1 }, { priceMaxAgeDays: 91 }, { priceBasis: '  ' }, { priceBasis: 'a\nb' }]) {
      assert.equal((await admin.put('/api/admin/trade-settings', { json: bad })).status, 400, JSON.stringify(bad));
    }
  });

  test('removing the price leaves the basis alone', async () => {
    const res = await setPrice(null);
    assert.equal(res.status, 200);
    const { shown, ld } = await page();
    assert.equal(shown, 'none');
    assert.equal(ld.offers, undefined);
  });
});
