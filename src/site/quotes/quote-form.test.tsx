import '../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cleanup, settle, stubFetch, submit, type } from '../../test/dom';
import { hydratePage } from '../../test/dom/islands';
import { pages, shell } from '../../test/dom/site';
import type { SitePageData } from '../entry.server';
import type { QuoteFormState, QuoteFormValues } from './quote-form';

type ProductPageData = Extract<SitePageData, { page: 'product' }>;
const productData = pages.product.data as ProductPageData;

const $ = (selector: string) => document.querySelector(selector);
const field = (name: string) => $(`#quote form [name="${name}"]`) as HTMLInputElement;
const toastTexts = () => Array.from($('#quote section[aria-label="Notifications"]')?.querySelectorAll('p') ?? []).map((p) => p.textContent);

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
