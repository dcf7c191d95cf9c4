import '../../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Category, Product } from '../../../shared/types';
import { type Call, click, dialog, getButton, getField, getText, queryText, routes, stubFetch, type, waitFor } from '../../../test/dom';
import { confirmDelete, openSection, renderAdmin, toastTexts, waitForToast } from '../../../test/dom/admin';
import { serverList } from '../../../test/dom/network';
import { makeCategory, makeProduct } from '../../../test/entities';

const apples = makeCategory({ id: 7, name: 'Apples', productCount: 1 });
const fuji = makeProduct({
  id: 1,
  name: 'Fuji Apple',
  description: 'Crisp',
  origin: 'Chile',
  categoryId: 7,
  categoryName: 'Apples',
  isActive: false,
  isFeatured: true,
});
const base = { 'GET /api/admin/enquiries': { body: [] }, 'GET /api/admin/categories': { body: [apples] } };

/** No products yet, the Add Product dialog open; a POST answers with the product it sent. */
async function openAddDialog(): Promise<{ calls: Call[]; form: HTMLElement }> {
  const calls = await openSection('/admin/products', 'No Products Yet', {
    ...base,
    'GET /api/admin/products': { body: [] },
    'POST /api/admin/products': (call) => ({ status: 201, body: { ...fuji, ...(call.body as object) } }),
  });
  await click(getButton('Add Product'));
  return { calls, form: dialog() };
}

test('empty state: No Products Yet', async () => {
  await openSection('/admin/products', 'No Products Yet', { ...base, 'GET /api/admin/products': { body: [] } });
});

test('cards: Featured, Inactive, category badge, Origin', async () => {
  await openSection('/admin/products', 'Fuji Apple', { ...base, 'GET /api/admin/products': { body: [fuji] } });
  getText('Featured');
  getText('Inactive');
  getText('Origin: Chile');
  assert.equal(getText('Apples', getText('Fuji Apple').closest('li')!).tagName, 'SPAN');
});

test('category required: toast and no call; name required; categoryId sent as an integer', async () => {
  const { calls, form } = await openAddDialog();
  assert.equal(getField('Origin', form).placeholder, 'e.g. USA, Chile, Turkey');
  assert.equal(getField('Featured Product', form).getAttribute('aria-checked'), 'false');
  assert.equal(getField('Active', form).getAttribute('aria-checked'), 'true');
  await click(getButton('Create', form));
  assert.deepEqual(toastTexts(), {
    title: 'Category is required',
    description: 'Please select a category for the product.',
    variant: 'destructive',
  });
  getText('Product name is required', form);
  assert.equal(calls.filter((c) => c.method === 'POST').length, 0);

  getText('Category is required', form);
  await type(getField('Product Name', form), 'Gala');
  assert.equal(queryText('Product name is required'), null, 'the error goes as soon as the field changes');
  getText('Category is required', form);
  await type(getField<HTMLSelectElement>('Category', form), '7');
  // Scoped to the <form>: the toast of the same words now sits inside the open dialog too.
  assert.equal(queryText('Category is required', form.querySelector('form')!), null);
  await click(getField('Featured Product', form));
  await click(getButton('Create', form));
  await waitForToast('Product created successfully');
  assert.deepEqual(calls.find((c) => c.method === 'POST')?.body, {
    name: 'Gala',
    description: '',
    categoryId: 7,
    origin: '',
    isFeatured: true,
    isActive: true,
    image: null,
  });
});

const pears: Category = { ...apples, id: 8, name: 'Pears' };
const many: Product[] = [
  fuji,
  { ...fuji, id: 2, name: 'Gala Apple', origin: 'New Zealand', isActive: true, isFeatured: false },
  { ...fuji, id: 3, name: 'Packham Pear', origin: 'South Africa', categoryId: 8, categoryName: 'Pears', isActive: true, isFeatured: false },
  { ...fuji, id: 4, name: 'Ya Pear', origin: 'China', categoryId: 8, categoryName: 'Pears', isActive: true, isFeatured: false },
];
const headings = () => Array.from(document.querySelectorAll('main h2, ul h2')).map((h) => h.textContent);

test('search by name or origin and filter by category; no match offers Clear filters', async () => {
  await openSection('/admin/products', 'Ya Pear', {
    ...base,
    'GET /api/admin/categories': { body: [apples, pears] },
    'GET /api/admin/products': { body: many },
  });
  getText('4 products');
  await type(getField('Search products'), 'pear');
  assert.deepEqual(headings(), ['Packham Pear', 'Ya Pear']);
  getText('Showing 2 of 4 products');
  await type(getField('Search products'), 'zealand');
  assert.deepEqual(headings(), ['Gala Apple'], 'origin matches too');
  await type(getField('Search products'), '');
  await type(getField<HTMLSelectElement>('Filter by category'), '8');
  assert.deepEqual(headings(), ['Packham Pear', 'Ya Pear']);
  await type(getField('Search products'), 'chile');
  getText('No products match your search');
  await click(getButton('Clear filters'));
  assert.equal(headings().length, 4);
  assert.equal(getField('Search products').value, '');
  assert.equal(getField<HTMLSelectElement>('Filter by category').value, '');
});

test('a product just created: filters cleared, scrolled into view, its Edit button focused', async () => {
  let list = [...many];
  const created: Product = {
    ...fuji,
    id: 9,
    name: 'Nashi Pear',
    origin: 'Japan',
    categoryId: 8,
    categoryName: 'Pears',
    isFeatured: false,
    isActive: true,
  };
  stubFetch(
    routes({
      ...base,
      'GET /api/admin/categories': { body: [apples, pears] },
      'GET /api/admin/products': () => ({ body: list }),
      'POST /api/admin/products': () => {
        list = [...list, created];
        return { status: 201, body: created };
      },
    }),
  );
  const scrolled: string[] = [];
  const original = window.HTMLElement.prototype.scrollIntoView;
  window.HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
    scrolled.push(this.querySelector('h2')?.textContent ?? '');
  };
  try {
    await renderAdmin('/admin/products');
    await waitFor(() => getText('Ya Pear'));
    await type(getField('Search products'), 'gala');
    await click(getButton('Add Product'));
    await type(getField('Product Name', dialog()), 'Nashi Pear');
    await type(getField<HTMLSelectElement>('Category', dialog()), '8');
    await click(getButton('Create', dialog()));
    await waitForToast('Product created successfully');
    await waitFor(() => assert.deepEqual(scrolled, ['Nashi Pear']));
    assert.equal(getField('Search products').value, '', 'the search no longer hides it');
    assert.equal(document.activeElement, getButton('Edit Nashi Pear'));
    await type(getField('Search products'), 'nashi');
    assert.equal(document.activeElement, getField('Search products'), 'typing afterwards keeps focus in the search');
    assert.deepEqual(scrolled, ['Nashi Pear']);
  } finally {
    window.HTMLElement.prototype.scrollIntoView = original;
  }
});

test('delete with confirmation', async () => {
  const products = serverList([fuji]);
  await openSection('/admin/products', 'Fuji Apple', {
    ...base,
    'GET /api/admin/products': products.read,
    'DELETE /api/admin/products/1': products.remove((product) => product.id !== 1),
  });
  await click(getButton('Delete Fuji Apple'));
  await confirmDelete('Are you sure you want to delete this product?');
  await waitForToast('Product deleted successfully');
  await waitFor(() => getText('No Products Yet'));
});

test('slug: a live preview of the page address; a bad slug is refused beside the field; a new product sends the slug typed', async () => {
  const { calls, form } = await openAddDialog();
  const slug = getField('Slug', form);
  const hint = () => document.getElementById(slug.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent;
  assert.match(hint()!, new RegExp(`^Page address: ${window.location.origin}/products/product`));
  await type(getField('Product Name', form), 'Crème Fuji & Gala');
  assert.match(hint()!, /\/products\/creme-fuji-and-gala/, 'made from the name as it is typed');
  assert.match(hint()!, /Left empty, it is made from the name/);
  await type(getField<HTMLSelectElement>('Category', form), '7');
  await type(slug, 'Fuji Special');
  assert.match(hint()!, /\/products\/Fuji Special/);
  await click(getButton('Create', form));
  getText('Slug may use only lowercase letters a-z, digits and single hyphens between words (e.g. fuji-apples)', form);
  assert.equal(calls.filter((c) => c.method === 'POST').length, 0, 'nothing sent');
  await type(slug, 'fuji-special');
  await click(getButton('Create', form));
  await waitForToast('Product created successfully');
  assert.equal((calls.find((c) => c.method === 'POST')!.body as { slug: string }).slug, 'fuji-special');
});

test('slug: editing shows the current address; a slug another product has (409) is named beside the field', async () => {
  const message = 'The slug "gala-apple" is already used by Gala Apple';
  const calls = await openSection('/admin/products', 'Fuji Apple', {
    ...base,
    'GET /api/admin/products': { body: [{ ...fuji, slug: 'fuji-apple' }] },
    'PUT /api/admin/products/1': { status: 409, body: { message, code: 'conflict', fields: { slug: message } } },
  });
  await click(getButton('Edit Fuji Apple'));
  const form = dialog();
  const slug = getField('Slug', form);
  assert.equal(slug.value, 'fuji-apple');
  const hint = document.getElementById(slug.getAttribute('aria-describedby')!)!.textContent!;
  assert.equal(
    hint,
    `Page address: ${window.location.origin}/products/fuji-appleChanging it moves the page; the old address then leads to the new one.`,
  );
  await type(slug, 'gala-apple');
  await click(getButton('Update', form));
  await waitFor(() => getText(message, form.querySelector('form')!));
  assert.equal(slug.getAttribute('aria-invalid'), 'true');
  assert.equal((calls.find((c) => c.method === 'PUT')!.body as { slug: string }).slug, 'gala-apple');
  assert.deepEqual(toastTexts(), { title: 'Failed to update product', description: message, variant: 'destructive' });
});
