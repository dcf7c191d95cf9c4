import '../../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act } from 'react';
import { confirmDelete, openSection, waitForFailureToast, waitForToast } from '../../../test/dom/admin';
import { chooseFiles, click, imageFile, keyDown, type, waitFor } from '../../../test/dom/interact';
import { mediaLibrary, openLibraryListing } from '../../../test/dom/media-library';
import { heldReply, serverList, stubXhr } from '../../../test/dom/network';
import { dialog, getButton, getField, getText, hasText, queryText } from '../../../test/dom/queries';
import { makeCategory } from '../../../test/entities';

const apples = makeCategory({ id: 1, name: 'Apples', productCount: 3 });
const kiwis = makeCategory({ id: 2, name: 'Kiwis', description: 'From New Zealand', isActive: false });
const base = { 'GET /api/admin/enquiries': { body: [] }, 'GET /api/admin/categories': { body: [apples, kiwis] } };

test('the table: name, No description, product count, Active/Inactive', async () => {
  await openSection('/admin/categories', 'Apples', base);
  getText('No description');
  getText('From New Zealand');
  getText('Active');
  getText('Inactive');
  assert.ok(document.querySelector('[aria-current="page"]')?.textContent?.includes('Categories'));
});

test('add dialog: name required, Active on by default, Create sends the input and refreshes the list', async () => {
  const created = makeCategory({ id: 3, name: 'Mangoes', description: 'Alphonso' });
  let list = [apples, kiwis];
  const calls = await openSection('/admin/categories', 'Apples', {
    ...base,
    'GET /api/admin/categories': () => ({ body: list }),
    'POST /api/admin/categories': () => {
      list = [...list, created];
      return { status: 201, body: created };
    },
  });
  await click(getButton('Add Category'));
  const form = dialog();
  getText('Add Category', form);
  assert.equal(getField('Active', form).getAttribute('aria-checked'), 'true');
  await click(getButton('Create', form));
  getText('Category name is required', form);
  assert.equal(calls.filter((c) => c.method === 'POST').length, 0);

  await type(getField('Category Name', form), 'Mangoes');
  assert.equal(queryText('Category name is required'), null, 'the error goes as soon as the field changes');
  assert.equal(getField('Category Name', form).getAttribute('aria-invalid'), null);
  await type(getField<HTMLTextAreaElement>('Description', form), 'Alphonso');
  await click(getButton('Create', form));
  await waitForToast('Category created successfully');
  assert.deepEqual(
    calls.find((c) => c.method === 'POST'),
    {
      method: 'POST',
      url: '/api/admin/categories',
      body: { name: 'Mangoes', description: 'Alphonso', isActive: true, image: null },
    },
  );
  await waitFor(() => getText('Mangoes'));
  assert.equal(document.querySelector('[aria-modal="true"]'), null);
});

test('edit dialog reads Update; the image is uploaded on save with a progress bar', async () => {
  const xhr = stubXhr();
  const calls = await openSection('/admin/categories', 'Apples', {
    ...base,
    'PUT /api/admin/categories/1': (call) => ({ body: { ...apples, ...(call.body as object) } }),
  });
  await click(getButton('Edit Apples'));
  const form = dialog();
  getText('Edit Category', form);
  await chooseFiles(getField('Category Image file', form), [imageFile('too-big.png', 5 * 1024 * 1024 + 1)]);
  getText('File size must be less than 5MB', form);
  await chooseFiles(getField('Category Image file', form), [imageFile('apples.webp', 2048, 'image/webp')]);
  await click(getButton('Update', form));
  const request = xhr.instances[0];
  assert.ok(request);
  request.progress(1, 4);
  await waitFor(() => getText('Uploading... 25%', form));
  const path = `/uploads/${'b'.repeat(32)}.webp`;
  await request.respond(201, JSON.stringify({ path, media: {} }));
  await waitForToast('Category updated successfully');
  assert.deepEqual(calls.find((c) => c.method === 'PUT')?.body, { name: 'Apples', description: '', isActive: true, image: path });
});

test('an image uploaded on save is in the library the next time it is opened', async () => {
  const xhr = stubXhr();
  const library = mediaLibrary('mango.png');
  await openSection('/admin/categories', 'Apples', {
    ...base,
    'GET /api/media': library.route,
    'PUT /api/admin/categories/1': (call) => ({ body: { ...apples, ...(call.body as object) } }),
  });
  await click(getButton('Edit Apples'));
  await openLibraryListing(dialog, 'mango.png');
  await click(getButton('Close dialog', dialog()));
  await chooseFiles(getField('Category Image file', dialog()), [imageFile('apples.png', 2048)]);
  await click(getButton('Update', dialog()));
  await xhr.instances[0]?.respond(201, library.uploaded('apples.png'));
  await waitForToast('Category updated successfully');
  await click(getButton('Edit Apples'));
  await openLibraryListing(dialog, 'apples.png');
});

test('while it saves the dialog cannot be dismissed: Cancel disabled, ×, Esc and the close request ignored', async () => {
  const save = heldReply();
  const calls = await openSection('/admin/categories', 'Apples', {
    ...base,
    'PUT /api/admin/categories/1': save.reply,
  });
  await click(getButton('Edit Apples'));
  const form = dialog();
  await click(getButton('Update', form));
  getText('Saving...', form);
  assert.equal(getButton('Cancel', form).disabled, true);
  assert.equal(getButton('Close dialog', form).disabled, true);
  await click(getButton('Cancel', form));
  await keyDown(form, 'Escape');
  await act(async () => form.dispatchEvent(new Event('cancel', { cancelable: true })));
  assert.equal(dialog(), form, 'still open');
  save.answer({ body: apples });
  await waitForToast('Category updated successfully');
  await waitFor(() => assert.equal(document.querySelector('[aria-modal="true"]'), null));
  assert.equal(calls.filter((c) => c.method === 'PUT').length, 1);
});

test('a failed image upload aborts the save: Failed to upload image / Please try again.', async () => {
  const xhr = stubXhr();
  const calls = await openSection('/admin/categories', 'Apples', base);
  await click(getButton('Edit Apples'));
  const form = dialog();
  await chooseFiles(getField('Category Image file', form), [imageFile('apples.png', 2048)]);
  await click(getButton('Update', form));
  await xhr.instances[0]?.respond(500, '');
  await waitForFailureToast('Failed to upload image', 'Please try again.');
  assert.equal(calls.filter((c) => c.method === 'PUT').length, 0);
  assert.ok(document.querySelector('[aria-modal="true"]'), 'the dialog stays open');
});

test('delete asks first; a refused delete (409) shows the server message', async () => {
  const calls = await openSection('/admin/categories', 'Apples', {
    ...base,
    'DELETE /api/admin/categories/1': { status: 409, body: { message: 'This category still has 3 products', code: 'conflict' } },
  });
  await click(getButton('Delete Apples'));
  getText('Are you sure you want to delete this category?', dialog());
  await click(getButton('Cancel', dialog()));
  assert.equal(calls.filter((c) => c.method === 'DELETE').length, 0);
  await click(getButton('Delete Apples'));
  await click(getButton('Delete', dialog()));
  await waitForFailureToast('Failed to delete category', 'This category still has 3 products');
  assert.ok(!hasText('Are you sure'));
});

test('after a confirmed delete focus stays in the admin, on its main region, not on the page body', async () => {
  const categories = serverList([apples, kiwis]);
  await openSection('/admin/categories', 'Kiwis', {
    ...base,
    'GET /api/admin/categories': categories.read,
    'DELETE /api/admin/categories/2': categories.remove((category) => category.id !== 2),
  });
  const opener = getButton('Delete Kiwis');
  opener.focus();
  await click(opener);
  await confirmDelete('Are you sure you want to delete this category?');
  await waitForToast('Category deleted successfully');
  await waitFor(() => assert.equal(document.querySelector('[aria-modal="true"]'), null));
  assert.equal(queryText('Kiwis'), null);
  assert.equal(document.activeElement, document.getElementById('admin-main'));
});

test('a failed check or a refused save focuses the first invalid field and scrolls it to the middle', async (t) => {
  const scrolled: [Element, unknown][] = [];
  t.mock.method(window.HTMLElement.prototype, 'scrollIntoView', function (this: HTMLElement, options: unknown) {
    scrolled.push([this, options]);
  });
  await openSection('/admin/categories', 'Apples', {
    ...base,
    'PUT /api/admin/categories/1': {
      status: 409,
      body: { message: 'A category with this name already exists', code: 'conflict', fields: { name: 'Name already used' } },
    },
  });
  await click(getButton('Add Category'));
  let form = dialog();
  getButton('Create', form).focus();
  await click(getButton('Create', form));
  assert.equal(document.activeElement, getField('Category Name', form));
  assert.deepEqual(scrolled.at(-1), [getField('Category Name', form), { block: 'center' }]);
  await click(getButton('Cancel', form));

  await click(getButton('Edit Apples'));
  form = dialog();
  getButton('Update', form).focus();
  await click(getButton('Update', form));
  await waitForToast('Failed to update category');
  getText('Name already used', form);
  assert.equal(document.activeElement, getField('Category Name', form));
});

test('Arrange: the dialog lists the categories with handles and arrows; a move is sent as the whole order, the table follows', async () => {
  const mangoes = makeCategory({ id: 3, name: 'Mangoes' });
  let list = [apples, kiwis, mangoes];
  const calls = await openSection('/admin/categories', 'Apples', {
    ...base,
    'GET /api/admin/categories': () => ({ body: list }),
    'PUT /api/admin/order/categories': (call) => {
      const ids = (call.body as { ids: number[] }).ids;
      list = ids.map((id) => list.find((c) => c.id === id)!);
      return { status: 204 };
    },
  });
  await click(getButton('Arrange'));
  const arrange = dialog();
  getText('Arrange categories', arrange);
  getButton('Drag Apples to another place', arrange);
  assert.equal(getButton('Move Apples up', arrange).disabled, true);
  await click(getButton('Move Mangoes up', arrange));
  await waitForToast('Order updated successfully');
  assert.deepEqual(
    calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body]),
    [['/api/admin/order/categories', { ids: [1, 3, 2] }]],
  );
  const rows = () => [...document.querySelectorAll('table tbody tr')].map((tr) => tr.querySelector('td:nth-child(2) p')?.textContent);
  await waitFor(() => assert.deepEqual(rows(), ['Apples', 'Mangoes', 'Kiwis']));
  await click(getButton('Done', arrange));
  assert.equal(queryText('Arrange categories'), null);
});

test('Arrange: a refused order (a category added elsewhere) says why, and the list goes back to what the server has', async () => {
  await openSection('/admin/categories', 'Apples', {
    ...base,
    'PUT /api/admin/order/categories': () => ({
      status: 409,
      body: { code: 'stale-order', message: 'This list changed since you opened it: an item was added or removed.' },
    }),
  });
  await click(getButton('Arrange'));
  const arrange = dialog();
  await click(getButton('Move Kiwis up', arrange));
  await waitForFailureToast('Failed to update the order', 'This list changed since you opened it: an item was added or removed.');
  assert.deepEqual(
    [...arrange.querySelectorAll('li[data-entry]')].map((li) => li.getAttribute('data-entry')),
    ['Apples', 'Kiwis'],
  );
});
