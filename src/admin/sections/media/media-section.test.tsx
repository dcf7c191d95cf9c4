import '../../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { confirmDelete, openSection, renderAdmin, waitForFailureToast, waitForToast } from '../../../test/dom/admin';
import { chooseFiles, click, imageFile, settle, type, waitFor } from '../../../test/dom/interact';
import { heldReply, never, stubFetch, stubXhr } from '../../../test/dom/network';
import { dialog, getButton, getField, getText } from '../../../test/dom/queries';
import { makeMediaItem } from '../../../test/entities';
import { queries } from '../../data/queries';

const library = [makeMediaItem(1, 'mango.png'), makeMediaItem(2, 'kiwi.png')];
const base = { 'GET /api/admin/enquiries': { body: [] } };

test('8 skeleton cards while the library loads', async () => {
  stubFetch(never);
  await renderAdmin('/admin/media');
  assert.equal(document.querySelectorAll('[data-skeleton="card"]').length, 8);
  getText('Supports: JPG, PNG, WebP, SVG (Max: 5MB each)');
});

test('library: count, size, type badge, search on the server, grid/list toggle', async () => {
  const calls = await openSection('/admin/media', '(2 items)', {
    ...base,
    'GET /api/media': { body: library },
    'GET /api/media?search=man': { body: [library[0]] },
  });
  getText('2 KB');
  assert.equal(getText('mango.png').tagName, 'P');
  await type(getField('Search media'), 'man');
  await settle(350);
  await waitFor(() => getText('(1 item)'));
  assert.ok(calls.some((c) => c.url === '/api/media?search=man'));
  await click(getButton('List view'));
  assert.equal(getButton('List view').getAttribute('aria-pressed'), 'true');
  assert.ok(document.querySelector('table'));
});

test('while a search loads, the last results stay on screen (no skeletons); a search is not kept for good', async () => {
  const search = heldReply();
  await openSection('/admin/media', '(2 items)', {
    ...base,
    'GET /api/media': { body: library },
    'GET /api/media?search=kiw': search.reply,
  });
  await type(getField('Search media'), 'kiw');
  await settle(350);
  assert.equal(document.querySelectorAll('[data-skeleton="card"]').length, 0);
  getText('mango.png');
  search.answer({ body: [library[1]] });
  await waitFor(() => getText('(1 item)'));
  assert.equal(queries.media('kiw').gcTime, 60_000);
  assert.equal(queries.media('').gcTime, Number.POSITIVE_INFINITY);
});

test('upload: size and type alerts, then XHR progress and a refreshed library', async () => {
  let list = [library[0]!];
  const xhr = stubXhr();
  await openSection('/admin/media', '(1 item)', { ...base, 'GET /api/media': () => ({ body: list }) });
  await chooseFiles(getField('Images to upload'), [imageFile('huge.png', 5 * 1024 * 1024 + 1)]);
  getText('File size must be less than 5MB');
  await chooseFiles(getField('Images to upload'), [imageFile('anim.gif', 100, 'image/gif')]);
  getText('Please select a valid image file');
  assert.equal(xhr.instances.length, 0);

  await chooseFiles(getField('Images to upload'), [imageFile('a.png', 100), imageFile('b.png', 100)]);
  const request = xhr.instances[0];
  assert.ok(request);
  assert.equal(request.url, '/api/admin/media/upload');
  assert.equal(request.body?.getAll('files').length, 2);
  request.progress(3, 4);
  await waitFor(() => getText('Uploading... 75%'));
  list = library;
  await request.respond(201, JSON.stringify(library));
  await waitForToast({ title: 'Upload successful', description: '2 files uploaded', variant: 'default' });
  await waitFor(() => getText('(2 items)'));
});

test('upload failures: Upload failed with Failed to parse response, or Upload failed', async () => {
  const xhr = stubXhr();
  await openSection('/admin/media', 'No media files yet', { ...base, 'GET /api/media': { body: [] } });
  await chooseFiles(getField('Images to upload'), [imageFile('a.png', 100)]);
  await xhr.instances[0]?.respond(201, 'not json');
  await waitForFailureToast('Upload failed', 'Failed to parse response');
  await chooseFiles(getField('Images to upload'), [imageFile('a.png', 100)]);
  await xhr.instances[1]?.respond(502, '');
  await waitForFailureToast('Upload failed', 'Upload failed');
});

test('copy path toasts; delete asks and a file in use shows where', async () => {
  const copied: string[] = [];
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (t: string) => void copied.push(t) }, configurable: true });
  await openSection('/admin/media', '(2 items)', {
    ...base,
    'GET /api/media': { body: library },
    'DELETE /api/admin/media/1': { status: 409, body: { message: 'This file is used by the category "Mangoes"', code: 'in_use' } },
  });
  await click(getButton('Copy path: mango.png'));
  assert.deepEqual(copied, [library[0]!.url]);
  await waitForToast('Path copied to clipboard');
  await click(getButton('Delete: mango.png'));
  await confirmDelete('Are you sure you want to delete this file?');
  await waitForFailureToast('Delete failed', 'This file is used by the category "Mangoes"');
});

test('name and alt text: edit and save; the name is said to be public and cannot be emptied', async () => {
  const calls = await openSection('/admin/media', '(2 items)', {
    ...base,
    'GET /api/media': { body: library },
    'PUT /api/admin/media/2': { body: { ...library[1], alt: 'Green kiwis', originalName: 'Zespri kiwis' } },
  });
  await click(getButton('Edit alt: kiwi.png'));
  getText('Visitors see this name in the gallery.', dialog());
  assert.equal(getField('Name', dialog()).value, 'kiwi.png');
  await type(getField('Name', dialog()), '');
  await click(getButton('Save', dialog()));
  getText('Name is required', dialog());
  assert.equal(calls.filter((c) => c.method === 'PUT').length, 0);
  await type(getField('Name', dialog()), 'Zespri kiwis');
  await type(getField('Alt text', dialog()), 'Green kiwis');
  await click(getButton('Save', dialog()));
  await waitForToast('Name and alt text updated successfully');
  assert.deepEqual(
    calls.find((c) => c.method === 'PUT'),
    { method: 'PUT', url: '/api/admin/media/2', body: { alt: 'Green kiwis', originalName: 'Zespri kiwis' } },
  );
});

test('a PDF document shows as a document tile with its size and type, never as a broken image', async () => {
  const pdf = makeMediaItem(3, 'fssai-licence.pdf', {
    filename: `${'c'.repeat(32)}.pdf`,
    url: `/uploads/${'c'.repeat(32)}.pdf`,
    mimeType: 'application/pdf',
    width: null,
    height: null,
  });
  await openSection('/admin/media', '(3 items)', { ...base, 'GET /api/media': { body: [...library, pdf] } });
  const card = getText('fssai-licence.pdf').closest('li')!;
  assert.ok(card.querySelector('[data-document-tile]'));
  assert.equal(card.querySelector('img'), null);
  assert.ok(card.textContent!.includes('PDF'));
  await click(getButton('List view'));
  const row = getText('fssai-licence.pdf').closest('tr')!;
  assert.ok(row.querySelector('[data-document-tile]'));
  assert.equal(row.querySelector('img'), null);
});
