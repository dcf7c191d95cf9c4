// A product page's quote form as the server renders it, and its no-JavaScript round trip (POST, 303, the notice; or
// the page again with each field's error and the typed text).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAINTENANCE_FORM_MESSAGE, MAINTENANCE_RETRY_AFTER_SECONDS } from '../../../shared/constants';
import { useAdmin, useTestApp } from '../../../test/start-test-app';

const FORM = 'application/x-www-form-urlencoded';

/** Asserts `html` matches, naming only the pattern when it does not (a page is too long to print). */
function has(html: string, pattern: RegExp | string, what = String(pattern)) {
  assert.ok(typeof pattern === 'string' ? html.includes(pattern) : pattern.test(html), what);
}
/** The opening tag of the element with this name attribute. */
const tagOf = (html: string, name: string) => new RegExp(`<(input|select|textarea)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('quote form without JavaScript', () => {
  const app = useTestApp();
  const admin = useAdmin(app);
  let product: { id: number; name: string; slug: string };
  let hiddenSlug = '';

  const typed = {
    productId: '',
    name: 'Meera Shah',
    email: 'meera@freshmart.example',
    phone: '+91 98200 11111',
    company: 'FreshMart <Stores>',
    buyerType: 'supermarket',
    quantity: '120',
    quantityUnit: 'cartons',
    deliveryCity: 'Pune',
    gstin: '',
    preferredMonth: '4',
    message: 'Weekly deliveries.',
    website: '',
  };
  const post = (slug: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.client().post(`/products/${slug}/quote`, {
      headers: { 'content-type': FORM, origin: app.url, ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  test('set up', async () => {
    const cat = await (await admin.post('/api/admin/categories', { json: { name: 'Mangoes' } })).json();
    product = await (await admin.post('/api/admin/products', { json: { name: 'Alphonso Mango', categoryId: cat.id } })).json();
    const hidden = await (
      await admin.post('/api/admin/products', { json: { name: 'Old Mango', categoryId: cat.id, isActive: false } })
    ).json();
    hiddenSlug = hidden.slug;
  });

  test('the product page renders the form: a plain POST to its /quote address, every field, the product prefilled', async () => {
    const html = await (await app.client().get(`/products/${product.slug}`)).text();
    const section = html.slice(html.indexOf('<section id="quote"'));
    assert.ok(html.includes('<section id="quote"'), 'a #quote anchor');
    const form = /<form\b[^>]*>/.exec(section)?.[0] ?? '';
    has(form, 'method="post"');
    has(form, `action="/products/${product.slug}/quote"`);
    has(tagOf(section, 'productId'), `value="${product.id}"`);
    has(tagOf(section, 'productId'), 'type="hidden"');
    has(section, /Product:<\/span> (<!-- -->)?Alphonso Mango/);
    for (const name of ['name', 'email', 'phone', 'company', 'quantity', 'deliveryCity', 'gstin']) {
      has(section, new RegExp(`<input[^>]*name="${name}"`), name);
    }
    for (const name of ['buyerType', 'quantityUnit', 'preferredMonth']) has(section, new RegExp(`<select[^>]*name="${name}"`), name);
    has(section, /<textarea[^>]*name="message"/);
    for (const label of ['Retail shop', 'Hotel, restaurant or caterer', 'Individual', 'containers', 'Any month', 'December']) {
      assert.ok(section.includes(`>${label}</option>`), label);
    }
    has(tagOf(section, 'gstin'), 'aria-describedby="quote-gstin-hint"');
    has(section, /27AAPFU0939F1ZV/);
    has(section, /data-island="quote-form"/);
    // The page's one script: the islands entry, naming the product page's islands module.
    has(html, /data-chunks="\/build\/product\.islands-[A-Z0-9]+\.js/);
  });

  test('a valid POST stores the quote and answers 303 to the page, which shows the notice', async () => {
    app.deps.rateLimits.clearAll();
    const res = await post(product.slug, typed);
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), `/products/${product.slug}?quote=sent#quote`);
    const [stored] = app.deps.enquiries.list();
    assert.equal(stored?.subject, 'Quote request: Alphonso Mango');
    assert.equal(stored?.quote?.productId, product.id, 'the product of the address, whatever productId said');
    assert.equal(stored?.quote?.company, 'FreshMart <Stores>');
    const page = await app.client().get(`/products/${product.slug}?quote=sent`);
    assert.equal(page.status, 200);
    const html = await page.text();
    has(html, /role="status"[^>]*>.*Quote request sent successfully!.*We&#x27;ll get back to you soon\./s);
    // The words are in the island's props (its toasts say them once it has sent), but no notice shows.
    const plain = (await (await app.client().get(`/products/${product.slug}`)).text()).replace(/<script[\s\S]*?<\/script>/g, '');
    assert.doesNotMatch(plain, /Quote request sent successfully!/);
    app.deps.rateLimits.clearAll();
  });

  test('in maintenance no form is taken, with or without JavaScript: 503 with Retry-After, nothing stored', async () => {
    app.deps.rateLimits.clearAll();
    const stored = app.deps.enquiries.list().length;
    await admin.put('/api/admin/site-settings', { json: { isOnline: false } });
    try {
      const contact = { name: 'Meera Shah', email: 'meera@freshmart.example', phone: '', subject: 'Mangoes', message: 'Hello there.' };
      const apis = [
        await app.client().post('/api/quote', { json: { ...typed, productId: product.id, quantity: 120, preferredMonth: 4 } }),
        await app.client().post('/api/contact', { json: contact }),
      ];
      for (const res of apis) {
        assert.equal(res.status, 503, res.url);
        assert.equal(res.headers.get('retry-after'), String(MAINTENANCE_RETRY_AFTER_SECONDS));
        assert.equal(((await res.json()) as { message: string }).message, MAINTENANCE_FORM_MESSAGE);
      }
      const forms = [
        await post(product.slug, typed),
        await app.client().post('/contact', {
          headers: { 'content-type': FORM, origin: app.url },
          body: new URLSearchParams(contact).toString(),
        }),
      ];
      for (const res of forms) {
        assert.equal(res.status, 503);
        assert.equal(res.headers.get('retry-after'), String(MAINTENANCE_RETRY_AFTER_SECONDS));
        has(await res.text(), /under maintenance/i, 'the maintenance page');
      }
      assert.equal(app.deps.enquiries.list().length, stored, 'nothing stored');
    } finally {
      await admin.put('/api/admin/site-settings', { json: { isOnline: true } });
    }
    assert.equal((await post(product.slug, typed)).status, 303, 'taken again once online');
    app.deps.rateLimits.clearAll();
  });

  test('a refused POST shows the page again (400) with each field’s error and the typed text kept, never cached', async () => {
    const before = app.deps.enquiries.list().length;
    const res = await post(product.slug, { ...typed, gstin: '27AAPFU0939F1ZW', deliveryCity: '', buyerType: 'spy' });
    assert.equal(res.status, 400);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const html = await res.text();
    const section = html.slice(html.indexOf('<section id="quote"'));
    has(section, /role="alert"/);
    has(section, /id="quote-gstin-error"[^>]*>GSTIN must be 15 characters/);
    has(section, /id="quote-deliveryCity-error"[^>]*>Delivery city is required/);
    has(section, /id="quote-buyerType-error"[^>]*>Choose what kind of buyer you are/);
    has(tagOf(section, 'gstin'), 'aria-invalid="true"');
    has(tagOf(section, 'gstin'), 'value="27AAPFU0939F1ZW"');
    has(tagOf(section, 'gstin'), 'aria-describedby="quote-gstin-error quote-gstin-hint"');
    has(tagOf(section, 'name'), 'value="Meera Shah"');
    has(tagOf(section, 'company'), 'value="FreshMart &lt;Stores&gt;"');
    has(section, /<option value="4" selected="">April<\/option>/);
    has(section, /<option value="cartons" selected="">cartons<\/option>/);
    has(section, />Weekly deliveries\.<\/textarea>/);
    assert.equal(app.deps.enquiries.list().length, before);
    app.deps.rateLimits.clearAll();
  });

  test('every post counts, refused or not (F21): 30 in 10 minutes from one address, then 429 with no render', async () => {
    app.deps.rateLimits.clearAll();
    const invalid = { ...typed, email: 'not an address' };
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await post(product.slug, invalid)).status);
    for (let i = 0; i < 10; i++) statuses.push((await app.client().post('/api/quote', { json: { productId: product.id } })).status);
    assert.deepEqual(statuses, [...Array(20).fill(400), ...Array(10).fill(400)]);
    const limited = [
      await post(product.slug, invalid),
      await app.client().post('/api/contact', { json: {} }),
      await post(product.slug, typed),
    ];
    assert.deepEqual(
      limited.map((r) => r.status),
      [429, 429, 429],
      'refused and valid posts alike, on every form',
    );
    const html = await limited[0]!.text();
    has(html, /sent the form many times in a short time/);
    assert.ok(html.length < 1000, 'no page render');
    assert.ok(Number(limited[0]!.headers.get('retry-after')) > 500, 'until the first of the 30 is 10 minutes old');
    // Another address is not affected.
    assert.equal(
      (
        await app.client('127.0.0.77').post(`/products/${product.slug}/quote`, {
          headers: { 'content-type': FORM, origin: app.url },
          body: new URLSearchParams(invalid).toString(),
        })
      ).status,
      400,
    );
    app.deps.rateLimits.clearAll();
  });

  test('the throttle answers 429 with Retry-After on a plain page, no render; a hidden product or another site gets nothing', async () => {
    app.deps.rateLimits.clearAll();
    for (let i = 0; i < 5; i++) assert.equal((await post(product.slug, typed)).status, 303);
    const limited = await post(product.slug, typed);
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    assert.equal(limited.headers.get('cache-control'), 'no-store');
    const html = await limited.text();
    has(html, /several messages in a short time/);
    has(html, `href="/products/${product.slug}#quote"`, 'a link back to the form');
    assert.ok(html.length < 1000, 'a plain page, not the product page');
    app.deps.rateLimits.clearAll();
    assert.equal((await post(hiddenSlug, typed)).status, 404);
    assert.equal((await post('no-such-fruit', typed)).status, 404);
    assert.equal((await post(product.slug, typed, { origin: 'https://evil.example' })).status, 403);
    assert.equal((await app.client().post(`/products/${product.slug}/quote`, { json: typed })).status, 415);
    app.deps.rateLimits.clearAll();
  });
});
