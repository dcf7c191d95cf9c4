import '../../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Enquiry } from '../../../shared/types';
import { click, dialog, getButton, getField, getText, routes, stubFetch, type, waitFor } from '../../../test/dom';
import { confirmDelete, renderAdmin, waitForToast } from '../../../test/dom/admin';
import { serverList } from '../../../test/dom/network';
import { replyHref } from './enquiry-dialog';
import { filterEnquiries, NO_FILTERS } from './enquiry-filters';

const older: Enquiry = {
  id: 1,
  name: 'Ravi',
  email: 'ravi@example.com',
  phone: '',
  subject: 'Kiwi prices',
  message: 'Hello',
  isRead: true,
  createdAt: '2024-06-01T08:00:00.000Z',
  language: 'en',
  quote: null,
};
const newer: Enquiry = {
  id: 2,
  name: 'Asha',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  subject: 'Mango export & prices',
  message: 'Line one\nLine two of a long message',
  isRead: false,
  createdAt: '2024-06-02T08:00:00.000Z',
  language: 'en',
  quote: null,
};

function setup() {
  const enquiries = serverList([older, newer]);
  const calls = stubFetch(
    routes({
      'GET /api/admin/enquiries': enquiries.read,
      'PUT /api/admin/enquiries/2': (call) => {
        enquiries.items = enquiries.items.map((e) => (e.id === 2 ? { ...e, ...(call.body as object) } : e));
        return { body: enquiries.items.find((e) => e.id === 2) };
      },
      'DELETE /api/admin/enquiries/2': enquiries.remove((e) => e.id !== 2),
    }),
  );
  return calls;
}

test('newest first, unread marked, export CSV link', async () => {
  setup();
  await renderAdmin('/admin/enquiries');
  await waitFor(() => getText('Unread', document.querySelector('li[data-read="false"]')!));
  const rows = Array.from(document.querySelectorAll('li[data-read]'));
  assert.deepEqual(
    rows.map((r) => r.getAttribute('data-read')),
    ['false', 'true'],
  );
  assert.equal(getButton('Export CSV').getAttribute('href'), '/api/admin/enquiries.csv');
});

test('opening reads it in full and marks it read; reply by mailto with Re: subject; mark unread', async () => {
  const calls = setup();
  await renderAdmin('/admin/enquiries');
  await waitFor(() => getText('Unread', document.querySelector('li[data-read="false"]')!));
  await click(getButton('Open message from Asha: Mango export & prices'));
  const box = dialog();
  getText('Line one Line two of a long message', box);
  assert.equal(
    getButton('Reply by Email', box).getAttribute('href'),
    'mailto:asha@example.com?subject=Re%3A%20Mango%20export%20%26%20prices',
  );
  await waitFor(() => assert.deepEqual(calls.find((c) => c.method === 'PUT')?.body, { isRead: true }));
  await waitFor(() => assert.equal(document.querySelector('[data-unread-count]'), null));
  await click(getButton('Mark as Unread', dialog()));
  await waitForToast('Marked as unread');
  assert.deepEqual(
    calls.filter((c) => c.method === 'PUT').map((c) => c.body),
    [{ isRead: true }, { isRead: false }],
  );
  await waitFor(() => assert.equal(document.querySelector('[data-unread-count]')?.getAttribute('data-unread-count'), '1'));
});

test('delete with confirmation', async () => {
  setup();
  await renderAdmin('/admin/enquiries');
  await waitFor(() => getText('Unread', document.querySelector('li[data-read="false"]')!));
  await click(getButton('Open message from Asha: Mango export & prices'));
  await click(getButton('Delete', dialog()));
  await confirmDelete('Are you sure you want to delete this enquiry?');
  await waitForToast('Enquiry deleted successfully');
  assert.equal(document.querySelectorAll('li[data-read]').length, 1);
});

test('replyHref encodes the subject', () => {
  assert.equal(replyHref({ email: 'a@b.co', subject: 'Hi?' }), 'mailto:a@b.co?subject=Re%3A%20Hi%3F');
});

const quoteFor = (id: number, productName: string, buyerType: 'retail' | 'horeca' | 'supermarket', createdAt: string): Enquiry => ({
  id,
  name: `Buyer ${id}`,
  email: `buyer${id}@example.com`,
  phone: '+91 98200 11111',
  subject: `Quote request: ${productName}`,
  message: '',
  isRead: false,
  createdAt,
  language: 'en',
  quote: {
    productId: id * 10,
    productName,
    company: id === 3 ? 'FreshMart' : '',
    buyerType,
    quantity: 1500,
    quantityUnit: 'kg',
    deliveryCity: 'Pune',
    gstin: id === 3 ? '27AAPFU0939F1ZV' : '',
    preferredMonth: id === 3 ? 4 : null,
  },
});
const mangoShop = quoteFor(3, 'Alphonso Mango', 'retail', '2024-06-03T08:00:00.000Z');
const mangoHotel = quoteFor(4, 'Alphonso Mango', 'horeca', '2024-06-04T08:00:00.000Z');
const kiwiShop = quoteFor(5, 'Green Kiwi', 'retail', '2024-06-05T08:00:00.000Z');

test('quotes: a badge and summary in the list, filters by kind, product and buyer type, newest first', async () => {
  stubFetch(routes({ 'GET /api/admin/enquiries': () => ({ body: [older, mangoShop, newer, kiwiShop, mangoHotel] }) }));
  await renderAdmin('/admin/enquiries');
  await waitFor(() => getText('Quote request: Green Kiwi'));
  const names = () =>
    Array.from(document.querySelectorAll('li[data-read] button > span:not(.sr-only)'))
      .filter((_, i) => i % 2 === 0)
      .map((s) => s.textContent);
  assert.deepEqual(names(), ['Buyer 5', 'Buyer 4', 'Buyer 3', 'Asha', 'Ravi']);
  getText('1,500 kg · Pune · Hotel, restaurant or caterer');
  assert.equal(document.querySelectorAll('li[data-read] .rounded-full.bg-amber-100').length, 3, 'a Quote badge on each quote');

  const product = getField<HTMLSelectElement>('Product');
  assert.deepEqual(
    Array.from(product.options).map((o) => o.textContent),
    ['All products', 'Alphonso Mango', 'Green Kiwi'],
  );
  await type(product, 'Alphonso Mango');
  assert.deepEqual(names(), ['Buyer 4', 'Buyer 3']);
  await type(getField('Buyer type'), 'retail');
  assert.deepEqual(names(), ['Buyer 3']);
  await type(getField('Product'), '');
  assert.deepEqual(names(), ['Buyer 5', 'Buyer 3']);
  await type(getField('Buyer type'), 'supermarket');
  getText('No enquiries match these filters.');
  await type(getField('Buyer type'), '');
  await type(getField('Show'), 'contact');
  assert.deepEqual(names(), ['Asha', 'Ravi']);
  await type(getField('Show'), 'quote');
  assert.deepEqual(names(), ['Buyer 5', 'Buyer 4', 'Buyer 3']);
});

test('a quote’s dialog shows every detail, "Not given" for what the buyer left out', async () => {
  stubFetch(
    routes({
      'GET /api/admin/enquiries': () => ({ body: [mangoShop, mangoHotel] }),
      'PUT /api/admin/enquiries/3': () => ({ body: mangoShop }),
    }),
  );
  await renderAdmin('/admin/enquiries');
  await waitFor(() => getText('Buyer 3'));
  await click(getButton('Open message from Buyer 3: Quote request: Alphonso Mango'));
  const box = dialog();
  const rows = Array.from(box.querySelectorAll('section dt')).map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
  assert.deepEqual(rows, [
    'Product: Alphonso Mango',
    'Company: FreshMart',
    'Buyer type: Retail shop',
    'Quantity: 1,500 kg',
    'Delivery city: Pune',
    'GSTIN: 27AAPFU0939F1ZV',
    'Preferred month: April',
  ]);
  getText('No message.', box);
});

test('filterEnquiries: a product or buyer type lets only quotes through', () => {
  const all = [older, mangoShop, kiwiShop];
  assert.deepEqual(filterEnquiries(all, NO_FILTERS), all);
  assert.deepEqual(filterEnquiries(all, { ...NO_FILTERS, buyerType: 'retail' }), [mangoShop, kiwiShop]);
  assert.deepEqual(filterEnquiries(all, { kind: 'contact', product: 'Green Kiwi', buyerType: '' }), []);
});

test('the language an enquiry came in: a badge in the list for all but English, and a line in the message', async () => {
  const arabic: Enquiry = {
    ...newer,
    id: 3,
    name: 'خالد',
    subject: 'مانجو إلى دبي',
    message: 'نحتاج 200 كرتون.',
    language: 'ar',
    createdAt: '2024-06-03T08:00:00.000Z',
  };
  stubFetch(
    routes({
      'GET /api/admin/enquiries': () => ({ body: [older, arabic] }),
      'PUT /api/admin/enquiries/3': () => ({ body: { ...arabic, isRead: true } }),
    }),
  );
  await renderAdmin('/admin/enquiries');
  await waitFor(() => getText('Unread', document.querySelector('li[data-read="false"]')!));
  const [arabicRow, englishRow] = Array.from(document.querySelectorAll('li[data-read]'));
  const badges = (row: Element | undefined) => Array.from(row?.querySelectorAll('span[title]') ?? []).map((b) => b.textContent);
  assert.deepEqual(badges(arabicRow), ['Arabic']);
  assert.equal(arabicRow?.querySelector('span[title]')?.getAttribute('title'), 'Sent in Arabic');
  assert.deepEqual(badges(englishRow), [], 'English is not marked');
  await click(getButton('Open message from خالد: مانجو إلى دبي'));
  const box = dialog();
  const language = Array.from(box.querySelectorAll('dt')).find((dt) => dt.textContent === 'Language');
  assert.equal(language?.nextElementSibling?.textContent, 'Arabic (العربية)');
  assert.equal(getText('نحتاج 200 كرتون.', box).getAttribute('dir'), 'auto', 'the message reads in its own direction');
});
