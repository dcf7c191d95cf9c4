import '../../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ProductWithDetails } from '../../../shared/types';
import { confirmDelete, openSection, renderAdmin, toastTexts, waitForFailureToast, waitForToast } from '../../../test/dom/admin';
import { chooseFiles, click, imageFile, keyDown, settle, type, waitFor } from '../../../test/dom/interact';
import { type Reply, stubXhr } from '../../../test/dom/network';
import { dialog, getButton, getField, getText, hasText, queryText } from '../../../test/dom/queries';
import { makeCategory, makeMediaItem, makeProduct } from '../../../test/entities';

const apples = makeCategory({ id: 7, name: 'Apples', productCount: 1 });
const pears = makeCategory({ id: 8, name: 'Pears', productCount: 0 });
const img = (n: number) => `/uploads/${String(n).repeat(32)}.png`;
const fuji: ProductWithDetails = {
  ...makeProduct({ id: 1, name: 'Fuji Apple', categoryId: 7, categoryName: 'Apples' }),
  slug: 'fuji-apple',
  description: 'Crisp and sweet',
  origin: 'Chile, USA',
  image: img(1),
  varieties: ['Fuji', 'Aztec Fuji'],
  origins: [
    { country: 'Chile', months: [3, 4, 5] },
    { country: 'USA', months: [10, 11] },
  ],
  moreImages: [
    { path: img(2), alt: 'Apples in a crate' },
    { path: img(3), alt: '' },
  ],
  grades: 'Extra Fancy, count 80-100',
  packing: '18 kg cartons',
  shelfLife: '3 months',
  storageTemperature: '0 to 1 °C',
  minimumOrder: '50 cartons',
  metaDescription: 'Fuji apples from Chile',
  price: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function api(extra: Record<string, Reply | ((call: { body: unknown }) => Reply)> = {}) {
  return {
    'GET /api/admin/enquiries': { body: [] },
    'GET /api/admin/categories': { body: [apples, pears] },
    'GET /api/admin/products': { body: [fuji] },
    'GET /api/admin/products/1': { body: fuji },
    'GET /api/media': {
      body: [
        makeMediaItem(2, 'crate.png', { alt: 'Apples in a crate' }),
        makeMediaItem(4, 'orchard.png', { alt: 'Orchard' }),
        makeMediaItem(5, 'box.png'),
      ],
    },
    ...extra,
  };
}
const openEditor = (extra: Parameters<typeof api>[0] = {}) => openSection('/admin/products/1', () => getField('Product Name'), api(extra));
const pressed = (group: Element) => Array.from(group.querySelectorAll('button[aria-pressed="true"]')).map((b) => b.getAttribute('title'));
const monthsOf = (country: string) => document.querySelector<HTMLElement>(`[role="group"][aria-label="Months available from ${country}"]`)!;
const putBody = (calls: { method: string; body: unknown }[]) => calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;

test('reached from the products list by Edit details; shows every detail; the tab title names the product', async () => {
  await openSection('/admin/products', 'Fuji Apple', api());
  await click(getButton('Edit details of Fuji Apple'));
  await waitFor(() => getField('Product Name'));
  assert.equal(getText('Fuji Apple', document.querySelector('h1')!.parentElement!).tagName, 'H1');
  assert.equal(document.title, 'Fuji Apple · Admin · Mumbai Fruit Trading Co.');
  assert.equal(getField('Product Name').value, 'Fuji Apple');
  assert.equal(getField<HTMLSelectElement>('Category').value, '7');
  assert.equal(getField('Slug').value, 'fuji-apple');
  assert.equal(getField('Origin').value, 'Chile, USA');
  assert.equal(getField('Description').value, 'Crisp and sweet');
  assert.equal(getField('Active').getAttribute('aria-checked'), 'true');
  assert.deepEqual(
    ['Variety 1', 'Variety 2'].map((label) => getField(label).value),
    ['Fuji', 'Aztec Fuji'],
  );
  assert.deepEqual(pressed(monthsOf('Chile')), ['March', 'April', 'May']);
  assert.deepEqual(pressed(monthsOf('USA')), ['October', 'November']);
  assert.equal(monthsOf('Chile').querySelectorAll('button').length, 12);
  assert.equal(monthsOf('Chile').querySelector('button')!.textContent, 'Jan', 'the name spoken is the one shown');
  assert.equal(monthsOf('Chile').querySelector('button')!.getAttribute('aria-label'), null);
  assert.deepEqual(
    Array.from(document.querySelectorAll('ol img')).map((i) => i.getAttribute('src')),
    [img(2), img(3)],
  );
  getText('Apples in a crate');
  assert.equal(getField('Grades, sizes and counts').value, 'Extra Fancy, count 80-100');
  assert.equal(getField('Packing').value, '18 kg cartons');
  assert.equal(getField('Shelf life').value, '3 months');
  assert.equal(getField('Storage temperature').value, '0 to 1 °C');
  assert.equal(getField('Minimum order').value, '50 cartons');
  assert.equal(getField('Meta description').value, 'Fuji apples from Chile');
  getText('22/160 characters.');
  getText('All changes saved');
  for (const heading of ['Basics', 'Images', 'Varieties', 'Origins', 'Trade specification', 'SEO']) getText(heading);
  await click(getButton('Products'));
  await waitFor(() => getButton('Edit details of Fuji Apple'));
});

test('slug: a live preview of the address as typed; meta description counts its characters', async () => {
  await openEditor();
  const slug = getField('Slug');
  await type(slug, 'fuji-apples-chile');
  const hint = document.getElementById(slug.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent!;
  assert.match(hint, new RegExp(`${window.location.origin}/products/fuji-apples-chile`));
  assert.match(hint, /the old address then leads to the new one/);
  await type(getField('Meta description'), 'x'.repeat(170));
  getText('170/160 characters.');
});

test('months toggle by click and keyboard (aria-pressed); origins and varieties are added and removed; Save sends the whole product', async () => {
  const calls = await openEditor({
    'PUT /api/admin/products/1': (call) => ({ body: { ...fuji, ...(call.body as object), slug: 'fuji-apple' } }),
  });
  const chile = monthsOf('Chile');
  await click(Array.from(chile.querySelectorAll('button')).find((b) => b.textContent === 'Jun'));
  await click(Array.from(chile.querySelectorAll('button')).find((b) => b.textContent === 'Mar'));
  assert.deepEqual(pressed(chile), ['April', 'May', 'June']);
  // A month is a native button: Enter and Space press it, Tab reaches each.
  const jan = chile.querySelector('button')!;
  assert.equal(jan.tagName, 'BUTTON');
  assert.equal(jan.getAttribute('type'), 'button');
  assert.equal(jan.tabIndex, 0);
  getText('Unsaved changes');

  await click(getButton('All year from USA'));
  assert.equal(pressed(monthsOf('USA')).length, 12);
  await click(getButton('Clear the months of USA'));
  assert.deepEqual(pressed(monthsOf('USA')), []);
  await click(getButton('Remove origin USA'));
  assert.equal(document.querySelector('[aria-label="Months available from USA"]'), null);
  await click(getButton('Add Origin'));
  const country = Array.from(document.querySelectorAll<HTMLInputElement>('[data-origin] input')).at(-1)!;
  assert.equal(document.activeElement, country, 'the new origin is ready to type into');
  await type(country, 'New Zealand');
  await click(Array.from(monthsOf('New Zealand').querySelectorAll('button')).find((b) => b.textContent === 'Dec'));
  await click(Array.from(monthsOf('New Zealand').querySelectorAll('button')).find((b) => b.textContent === 'Feb'));
  const comesBy = Array.from(document.querySelectorAll<HTMLSelectElement>('[data-origin] select'));
  assert.deepEqual(
    comesBy.map((select) => select.value),
    ['', ''],
    'not stated until the owner says',
  );
  await type(comesBy.at(-1), 'sea');

  await click(getButton('Remove variety Aztec Fuji'));
  await click(getButton('Add Variety'));
  assert.equal(document.activeElement, getField('Variety 2'));
  await type(getField('Variety 2'), 'Kiku');
  await keyDown(getField('Variety 2'), 'Enter');
  assert.equal(document.activeElement, getField('Variety 3'), 'Enter adds the next variety, it does not save');
  assert.equal(calls.filter((c) => c.method === 'PUT').length, 0);
  await click(getButton('Remove variety 3'));

  await type(getField('Packing'), '10 kg cartons');
  // An indicative price: dated today unless the owner picks another day.
  await type(getField('Lowest price (₹)'), '1800');
  await type(getField('Highest price (₹)'), '2200');
  const asOf = (getField('Price as of') as HTMLInputElement).value;
  assert.match(asOf, /^\d{4}-\d{2}-\d{2}$/);
  await click(getButton('Save Changes'));
  await waitForToast('Product updated successfully');
  assert.deepEqual(putBody(calls), {
    name: 'Fuji Apple',
    slug: 'fuji-apple',
    description: 'Crisp and sweet',
    categoryId: 7,
    origin: 'Chile, USA',
    isFeatured: false,
    isActive: true,
    image: img(1),
    varieties: ['Fuji', 'Kiku'],
    origins: [
      { country: 'Chile', months: [4, 5, 6], mode: null },
      { country: 'New Zealand', months: [2, 12], mode: 'sea' },
    ],
    moreImages: [img(2), img(3)],
    grades: 'Extra Fancy, count 80-100',
    packing: '10 kg cartons',
    shelfLife: '3 months',
    storageTemperature: '0 to 1 °C',
    minimumOrder: '50 cartons',
    metaDescription: 'Fuji apples from Chile',
    price: { min: 1800, max: 2200, unit: 'carton', asOf },
  });
  getText('All changes saved');
});

test('further images: several chosen at once in the media picker, reordered and removed; a repeat is left out', async () => {
  const calls = await openEditor({ 'PUT /api/admin/products/1': { body: fuji } });
  await click(getButton('Add Images'));
  const picker = dialog();
  await waitFor(() => getText('orchard.png', picker));
  getText('Up to 6 files more.', picker);
  await click(getText('crate.png', picker).closest('button'));
  await click(getText('orchard.png', picker).closest('button'));
  await click(getText('box.png', picker).closest('button'));
  await click(getButton('Select 3 files', picker));
  const shown = () => Array.from(document.querySelectorAll('ol img')).map((i) => i.getAttribute('src'));
  assert.deepEqual(shown(), [img(2), img(3), img(4), img(5)], 'crate.png was there already');
  getText('Orchard');
  await click(getButton('Move image 3 earlier'));
  assert.deepEqual(shown(), [img(2), img(4), img(3), img(5)]);
  assert.equal(getButton('Move image 1 earlier').disabled, true);
  assert.equal(getButton('Move image 4 later').disabled, true);
  await click(getButton('Remove image 1'));
  await click(getButton('Save Changes'));
  await waitForToast('Product updated successfully');
  assert.deepEqual(putBody(calls).moreImages, [img(4), img(3), img(5)]);
});

test('refused by the server: each field error beside its field, the first invalid field focused, a destructive toast', async () => {
  const calls = await openEditor({
    'PUT /api/admin/products/1': {
      status: 400,
      body: {
        message: 'Slug is taken by another product',
        code: 'bad_request',
        fields: { slug: 'Slug is taken by another product', 'origins.1.country': 'Origin country must be a single line' },
      },
    },
  });
  await click(getButton('Save Changes'));
  await waitForFailureToast('Failed to update product', 'Slug is taken by another product');
  const slug = getField('Slug');
  assert.equal(slug.getAttribute('aria-invalid'), 'true');
  assert.equal(document.activeElement, slug, 'the first invalid field has the focus');
  const usa = document.querySelectorAll<HTMLInputElement>('[data-origin] input')[1]!;
  assert.equal(usa.getAttribute('aria-invalid'), 'true');
  getText('Origin country must be a single line');
  assert.equal(calls.filter((c) => c.method === 'PUT').length, 1);
  await type(slug, 'fuji-apple-2');
  assert.equal(queryText('Slug is taken by another product', document.querySelector('form')!), null, 'the error goes as the field changes');
});

test('a new main image is uploaded on save with its progress, as in the dialog; a failed upload saves nothing', async () => {
  const xhr = stubXhr();
  const calls = await openEditor({ 'PUT /api/admin/products/1': (call) => ({ body: { ...fuji, ...(call.body as object) } }) });
  await chooseFiles(getField('Main Image file'), [imageFile('fuji.png', 2048)]);
  getText('Unsaved changes');
  await click(getButton('Save Changes'));
  assert.equal(getButton('Saving...').disabled, true, 'busy from the upload on');
  await xhr.instances[0]?.respond(500, '');
  await waitForFailureToast('Failed to upload image', 'Please try again.');
  assert.equal(calls.filter((c) => c.method === 'PUT').length, 0, 'the save is aborted');

  await click(getButton('Save Changes'));
  const request = xhr.instances[1];
  assert.ok(request);
  assert.equal(request.url, '/api/admin/upload/single?use=product');
  request.progress(1, 2);
  await waitFor(() => getText('Uploading... 50%'));
  const path = `/uploads/${'c'.repeat(32)}.png`;
  await request.respond(201, JSON.stringify({ path, media: {} }));
  await waitForToast('Product updated successfully');
  assert.equal(putBody(calls).image, path);
  getText('All changes saved');
});

test('checked before sending with the shared schema: an origin without a country or month, a repeated variety', async () => {
  const calls = await openEditor();
  await click(getButton('Add Origin'));
  await type(getField('Variety 2'), 'fuji');
  await click(getButton('Save Changes'));
  assert.equal(calls.filter((c) => c.method === 'PUT').length, 0);
  getText('Each variety may be listed once');
  getText('Each origin needs a country');
  getText('Pick at least one month for each origin');
  assert.equal(document.activeElement, getField('Variety 2'), 'the first invalid field in the page has the focus');
  assert.equal(toastTexts(), null);
});

test('unsaved changes: in-app links ask first (Cancel stays, Leave goes), the browser is asked before unloading; none after a save', async () => {
  const calls = await openEditor({ 'PUT /api/admin/products/1': { body: fuji } });
  const unload = () => {
    const event = new window.Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  assert.equal(unload(), false, 'nothing changed: no question');
  await click(getButton('Categories'));
  await waitFor(() => getText('Apples'));
  assert.equal(queryText('You have unsaved changes. Leave this page without saving them?'), null);

  await click(getButton('Products'));
  await waitFor(() => getButton('Edit details of Fuji Apple'));
  await click(getButton('Edit details of Fuji Apple'));
  await waitFor(() => getField('Product Name'));
  await type(getField('Shelf life'), '10 weeks');
  assert.equal(unload(), true, 'the browser asks before leaving the page');
  await click(getButton('Categories'));
  getText('You have unsaved changes. Leave this page without saving them?', dialog());
  await click(getButton('Cancel', dialog()));
  assert.equal(getField('Shelf life').value, '10 weeks', 'Cancel stays with the changes');
  await click(getButton('Logout'));
  getText('You have unsaved changes. Leave this page without saving them?', dialog());
  await click(getButton('Cancel', dialog()));
  assert.equal(calls.filter((c) => c.url.includes('logout')).length, 0, 'Logout asks first too');
  await click(getButton('Products', document.querySelector('main')!)); // the editor's back link
  await click(getButton('Leave without saving', dialog()));
  await waitFor(() => getButton('Edit details of Fuji Apple'));
  assert.equal(unload(), false, 'the editor is gone, and its question with it');

  await click(getButton('Edit details of Fuji Apple'));
  await waitFor(() => getField('Product Name'));
  await type(getField('Shelf life'), '10 weeks');
  await click(getButton('Save Changes'));
  await waitForToast('Product updated successfully');
  assert.equal(calls.filter((c) => c.method === 'PUT').length, 1);
  assert.equal(unload(), false, 'saved: no question');
  await click(getButton('Categories'));
  await waitFor(() => getText('Apples'));
});

test('an unknown product id: Product Not Found; an address that is no id: the admin 404', async () => {
  await openSection('/admin/products/99', 'Product Not Found', {
    ...api(),
    'GET /api/admin/products/99': { status: 404, body: { message: 'Product not found', code: 'not_found' } },
  });
  getButton('Back to Products');
  await renderAdmin('/admin/products/fuji');
  await settle();
  getText('This admin section does not exist.');
});

test('two saves in a row from the open editor: the second is made from the version the first left, not refused as stale', async () => {
  let version = 5;
  const calls = await openEditor({
    'GET /api/admin/history/versions/product': () => ({ body: { 1: version } }),
    'PUT /api/admin/products/1': (call) => {
      const sent = (call as { ifMatch?: string }).ifMatch;
      if (sent !== undefined && sent !== `"v${version}"`) {
        return { status: 409, body: { message: 'This was changed since you opened it.', code: 'stale', version } };
      }
      version += 1;
      return { body: { ...fuji, ...(call.body as object), slug: 'fuji-apple' } };
    },
  });
  await waitFor(() => assert.ok(calls.some((c) => c.url === '/api/admin/history/versions/product')));
  await type(getField('Description'), 'Crisp, sweet and juicy');
  await click(getButton('Save Changes'));
  await waitForToast('Product updated successfully');
  await waitFor(() => assert.equal(calls.filter((c) => c.url === '/api/admin/history/versions/product').length, 2));
  await type(getField('Description'), 'Crisp, sweet, juicy and cold-stored');
  await click(getButton('Save Changes'));
  await waitForToast('Product updated successfully');
  assert.deepEqual(
    calls.filter((c) => c.method === 'PUT').map((c) => c.ifMatch),
    ['"v5"', '"v6"'],
  );
});

test('drafts: Save as Draft keeps the product as published; with a draft the editor offers Preview, Save Draft, Publish and Discard', async () => {
  let stored: Record<string, unknown> | null = null;
  const calls = await openEditor({
    'GET /api/admin/history/versions/product': { body: { 1: 5 } },
    'GET /api/admin/products/1/draft': () => ({
      body: { draft: stored, savedAt: stored ? Date.UTC(2026, 10, 29, 5, 0) : null, version: 6 },
    }),
    'PUT /api/admin/products/1/draft': (call) => {
      stored = call.body as Record<string, unknown>;
      return { body: { draft: stored, changed: ['description'], savedAt: Date.UTC(2026, 10, 29, 5, 0), version: 6 } };
    },
    'POST /api/admin/products/1/draft/publish': () => {
      const published = { ...fuji, ...stored };
      stored = null;
      return { body: published };
    },
  });
  await waitFor(() => getButton('Save as Draft'));
  assert.equal(hasText('Visitors see the published product until you publish it.'), false);
  await type(getField('Description'), 'Crisp, sweet and new for the season');
  await click(getButton('Save as Draft'));
  await waitForToast('Draft saved');
  const draftPut = calls.find((c) => c.method === 'PUT')!;
  assert.equal(draftPut.url, '/api/admin/products/1/draft');
  assert.equal((draftPut.body as { description: string }).description, 'Crisp, sweet and new for the season');
  assert.equal(draftPut.ifMatch, '"v5"', 'a draft is checked against the version the editor opened at');
  await waitFor(() =>
    assert.ok(
      hasText('A draft of this product was saved on 29 Nov 2026, 10:30 am. Visitors see the published product until you publish it.'),
    ),
  );
  assert.equal(document.querySelector('a[href="/admin/preview/products/1"]')?.textContent, 'Preview');
  getButton('Save Draft');

  await click(getButton('Publish'));
  await waitForToast('Draft published');
  assert.deepEqual(
    calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url]),
    [
      ['PUT', '/api/admin/products/1/draft'],
      ['PUT', '/api/admin/products/1/draft'],
      ['POST', '/api/admin/products/1/draft/publish'],
    ],
    'Publish saves what the form holds into the draft, then publishes it',
  );
  await waitFor(() => getButton('Save Changes'));
  assert.equal(getField('Description').value, 'Crisp, sweet and new for the season');
});

test('drafts: the editor opens on the saved draft; Discard asks, drops it and shows the published product again', async () => {
  let stored: Record<string, unknown> | null = { ...fuji, categoryId: 7, description: 'Draft words', moreImages: [img(3)] };
  const calls = await openEditor({
    'GET /api/admin/products/1/draft': () => ({
      body: { draft: stored, changed: stored ? ['description', 'moreImages'] : [], savedAt: Date.UTC(2026, 10, 28, 12, 0), version: 9 },
    }),
    'DELETE /api/admin/products/1/draft': () => {
      stored = null;
      return { status: 204 };
    },
  });
  await waitFor(() => assert.equal(getField('Description').value, 'Draft words'));
  assert.ok(hasText('Visitors see the published product until you publish it.'));
  await click(getButton('Discard Draft'));
  await confirmDelete('Discard this draft? The product stays as it is published.');
  await waitForToast('Draft discarded');
  assert.ok(calls.some((c) => c.method === 'DELETE' && c.url === '/api/admin/products/1/draft'));
  await waitFor(() => assert.equal(getField('Description').value, 'Crisp and sweet'));
  getButton('Save Changes');
});
