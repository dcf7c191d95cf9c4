import '../../test/dom/install';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cleanup, settle, stubFetch, submit, type } from '../../test/dom';
import { hydratePage } from '../../test/dom/islands';
import { pages, shell } from '../../test/dom/site';
import type { SitePageData } from '../entry.server';
import type { QuoteFormState, QuoteFormValues } from './quote-form';

type ProductPageData = Extract<SitePageData, { page: 'product' }>;
const productData = pages.product.data as ProductPageData;

const $ = (selector: string) => document.querySelector(selector);
const field = (name: string) => $(`#quote form [name="${name}"]`) as HTMLInputElement;
/** The toasts' texts (their region is named in the page's language). */
const toastTexts = () =>
  Array.from($('[data-island="quote-form"] > section[aria-label]')?.querySelectorAll('p') ?? []).map((p) => p.textContent);

const productPage = (quote: QuoteFormState, edit?: (document: Document) => void) =>
  hydratePage(shell({ pathname: pages.product.pathname }), { ...productData, quote }, edit);

const typedEarly = { name: 'Meera Shah', email: 'meera@example.com', phone: '+91 98200 11111', quantity: '120', deliveryCity: 'Pune' };

test('text typed before the island hydrated survives its renders; a missing field gets the spec toast; success clears the form', async () => {
  const page = await productPage({ status: 'idle' }, (doc) => {
    for (const [name, value] of Object.entries(typedEarly))
      (doc.querySelector(`#quote [name="${name}"]`) as HTMLInputElement).value = value;
  });
  const calls = stubFetch(() => ({ status: 201, body: { message: 'Quote request sent successfully!' } }));
  await submit($('#quote form'));
  assert.deepEqual(toastTexts(), ['Please fill in all required fields']);
  assert.equal(calls.length, 0);
  assert.equal(field('buyerType').getAttribute('aria-invalid'), 'true');
  assert.equal(document.activeElement, field('buyerType'));
  assert.equal(field('name').value, 'Meera Shah', 'the early text is still there after a render');

  await type(field('buyerType'), 'horeca');
  await type(field('quantityUnit'), 'cartons');
  await type(field('gstin'), '27AAPFU0939F1ZV');
  await submit($('#quote form'));
  await settle();
  assert.equal(calls.length, 1);
  assert.equal(calls[0]!.url, '/api/quote');
  assert.equal(calls[0]!.method, 'POST');
  assert.deepEqual(calls[0]!.body, {
    ...typedEarly,
    company: '',
    buyerType: 'horeca',
    quantityUnit: 'cartons',
    gstin: '27AAPFU0939F1ZV',
    preferredMonth: '',
    message: '',
    website: '',
    productId: productData.product.id,
    language: 'en',
  });
  assert.deepEqual(toastTexts(), ['Quote request sent successfully!', "We'll get back to you soon."]);
  for (const name of ['name', 'email', 'phone', 'quantity', 'deliveryCity', 'gstin', 'buyerType'])
    assert.equal(field(name).value, '', name);
  assert.equal(field('quantityUnit').value, 'kg');
  assert.equal(field('productId').value, String(productData.product.id), 'the product stays');
  assert.equal(field('buyerType').getAttribute('aria-invalid'), null);
  assert.deepEqual(page.errors, []);
});

test('a refusal: the failure toast with the server message, and each field error beside its field', async () => {
  const page = await productPage({ status: 'idle' });
  const gstinError = 'GSTIN must be 15 characters, like 27AAPFU0939F1ZV, with the right check character';
  let answer: { status: number; body: unknown } = {
    status: 400,
    body: { message: gstinError, code: 'bad_request', fields: { gstin: gstinError } },
  };
  stubFetch(() => answer);
  for (const [name, value] of Object.entries(typedEarly)) await type(field(name), value);
  await type(field('buyerType'), 'retail');
  await type(field('gstin'), '27AAPFU0939F1ZW');
  await submit($('#quote form'));
  await settle();
  assert.deepEqual(toastTexts(), ['Failed to send quote request', gstinError]);
  assert.equal($('#quote-gstin-error')?.textContent, gstinError);
  assert.equal(field('gstin').getAttribute('aria-describedby'), 'quote-gstin-error quote-gstin-hint');
  assert.equal(field('gstin').value, '27AAPFU0939F1ZW', 'kept');

  answer = { status: 502, body: '' };
  await submit($('#quote form'));
  await settle();
  assert.deepEqual(toastTexts(), ['Failed to send quote request', 'Please try again later.']);
  assert.deepEqual(page.errors, []);
});

test('the server-rendered results (sent, refused, throttled) hydrate without a mismatch', async () => {
  const values: QuoteFormValues = {
    name: 'A',
    email: 'a@example.com',
    phone: '+91 98200 11111',
    company: '',
    buyerType: 'retail',
    quantity: '5',
    quantityUnit: 'pallets',
    deliveryCity: '',
    gstin: '',
    preferredMonth: '3',
    message: '',
  };
  for (const form of [
    { status: 'sent' as const },
    {
      status: 'invalid' as const,
      message: 'Delivery city is required',
      fieldErrors: { deliveryCity: 'Delivery city is required' },
      values,
    },
    { status: 'failed' as const, message: 'You have sent several messages in a short time.', values },
  ]) {
    const page = await productPage(form);
    assert.deepEqual(page.errors, [], form.status);
    if (form.status === 'sent') assert.match($('#quote [role="status"]')?.textContent ?? '', /Quote request sent successfully!/);
    else {
      assert.equal(field('name').value, 'A');
      assert.equal(($('#quote [name="quantityUnit"] option[selected]') as HTMLOptionElement | null)?.value, 'pallets');
    }
    await cleanup();
  }
});

describe('in Marathi and Arabic: the page’s words, passed to the island as its props', () => {
  const inLanguage = (locale: 'mr' | 'ar', quote: QuoteFormState = { status: 'idle' }) =>
    hydratePage(shell({ pathname: pages.product.pathname, locale }), { ...productData, quote });
  const options = (name: string) => Array.from(document.querySelectorAll(`#quote [name="${name}"] option`)).map((o) => o.textContent);

  test('Marathi: labels and choices, the required-fields toast, then the call names the language; the success toast', async () => {
    const page = await inLanguage('mr');
    assert.deepEqual(page.errors, [], 'hydrated without a mismatch');
    assert.equal($('#quote form')?.getAttribute('action'), '/mr/products/washington-red-apple/quote');
    assert.equal($('label[for="quote-deliveryCity"]')?.textContent, 'डिलिव्हरीचे शहर *');
    assert.deepEqual(options('quantityUnit'), ['kg', 'कार्टन', 'पॅलेट', 'कंटेनर']);
    assert.ok(options('buyerType').includes('घाऊक व्यापारी किंवा वितरक'));
    assert.deepEqual(options('preferredMonth').slice(0, 3), ['कोणताही महिना', 'जानेवारी', 'फेब्रुवारी']);
    assert.equal($('#quote form button[type="submit"]')?.textContent, 'दरपत्रक मागवा');

    const calls = stubFetch(() => ({ status: 201, body: {} }));
    for (const [name, value] of Object.entries(typedEarly)) await type(field(name), value);
    await submit($('#quote form'));
    assert.deepEqual(toastTexts(), ['कृपया सर्व आवश्यक माहिती भरा']);
    assert.equal($('#quote-buyerType-error')?.textContent, 'ही माहिती आवश्यक आहे');
    assert.equal(calls.length, 0);
    await type(field('buyerType'), 'wholesale');
    await submit($('#quote form'));
    await settle();
    assert.equal((calls[0]!.body as { language?: string }).language, 'mr');
    assert.deepEqual(toastTexts(), ['दरपत्रकाची विनंती यशस्वीपणे पाठवली!', 'आम्ही लवकरच तुमच्याशी संपर्क साधू.']);
    assert.deepEqual(page.errors, []);
  });

  test('Arabic: Latin fields read left to right; the server’s refusal in Arabic beside its field', async () => {
    const page = await inLanguage('ar');
    assert.deepEqual(page.errors, []);
    for (const name of ['email', 'phone', 'quantity', 'gstin']) assert.equal(field(name).getAttribute('dir'), 'ltr', name);
    for (const name of ['name', 'company', 'deliveryCity', 'message']) assert.equal(field(name).getAttribute('dir'), null, name);
    assert.deepEqual(options('quantityUnit'), ['kg', 'كراتين', 'طبليات', 'حاويات']);
    const quantityError = 'يجب ألا تتجاوز الكمية 1,000,000';
    const calls = stubFetch(() => ({
      status: 400,
      body: { message: quantityError, code: 'bad_request', fields: { quantity: quantityError } },
    }));
    for (const [name, value] of Object.entries(typedEarly)) await type(field(name), value);
    await type(field('buyerType'), 'trade');
    await submit($('#quote form'));
    await settle();
    assert.equal((calls[0]!.body as { language?: string }).language, 'ar');
    assert.deepEqual(toastTexts(), ['تعذّر إرسال طلب عرض السعر', quantityError]);
    assert.equal($('#quote-quantity-error')?.textContent, quantityError);
    assert.deepEqual(page.errors, []);
  });

  test('Arabic: the no-JavaScript notice hydrates in Arabic', async () => {
    const page = await inLanguage('ar', { status: 'sent' });
    assert.deepEqual(page.errors, []);
    assert.match($('#quote [role="status"]')?.textContent ?? '', /^تم إرسال طلب عرض السعر بنجاح!سنتواصل معك قريبًا\.$/);
  });
});
