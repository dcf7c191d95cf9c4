import '../../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RevisionDetail, RevisionSummary } from '../../../shared/history/history';
import { openSection, waitForToast } from '../../../test/dom/admin';
import { click, type, waitFor } from '../../../test/dom/interact';
import { getButton, getField, getText, hasText } from '../../../test/dom/queries';

const at = Date.UTC(2026, 10, 20, 6, 30);
const summary = (id: number, fields: Partial<RevisionSummary>): RevisionSummary => ({
  id,
  changeId: id,
  kind: 'product',
  recordId: 3,
  action: 'updated',
  at,
  username: 'owner',
  device: 'Chrome on Android',
  title: 'Hass Avocados',
  inTrash: false,
  ...fields,
});
const edit = summary(12, {});
const removal = summary(11, { action: 'deleted', kind: 'gallery-folder', title: 'Old trip', inTrash: true });
const detail: RevisionDetail = {
  ...edit,
  before: null,
  after: null,
  changes: [
    { part: '', field: 'description', label: 'Description', before: 'Creamy.', after: 'Buttery and creamy.', image: false },
    { part: '', field: 'image', label: 'Image', before: null, after: `/uploads/${'a'.repeat(32)}.png`, image: true },
    { part: 'Availability: Chile', field: 'status', label: 'Status', before: 'arriving', after: 'in_stock', image: false },
  ],
};
const base = { 'GET /api/admin/enquiries': { body: [] } };

test('the activity lists changes newest first with who and which browser; a change opens as a field-by-field diff', async () => {
  await openSection('/admin/activity', 'Hass Avocados', {
    ...base,
    'GET /api/admin/history?page=1': { body: { revisions: [edit, removal], total: 2 } },
    'GET /api/admin/history/12': { body: detail },
  });
  assert.ok(hasText('owner · Chrome on Android'));
  getText('In the trash');
  await click(getButton('Show changes: Changed product Hass Avocados'));
  await waitFor(() => getText('Buttery and creamy.'));
  getText('Creamy.');
  getText('Availability: Chile');
  assert.ok(document.querySelector(`img[src="/uploads/${'a'.repeat(32)}.png"]`), 'an image shows as a thumbnail');
  getText('(empty)');
});

test('filters by kind of record go to the server; restoring a version says so and offers Undo', async () => {
  const calls = await openSection('/admin/activity', 'Hass Avocados', {
    ...base,
    'GET /api/admin/history?page=1': { body: { revisions: [edit, removal], total: 2 } },
    'GET /api/admin/history?kind=product&page=1': { body: { revisions: [edit], total: 1 } },
    'GET /api/admin/history/12': { body: detail },
    'POST /api/admin/history/12/restore': { body: { changeId: 13, notes: [] }, headers: { 'Change-Id': '13' } },
  });
  await type(getField<HTMLSelectElement>('What'), 'product');
  await waitFor(() => assert.ok(calls.some((c) => c.url === '/api/admin/history?kind=product&page=1')));
  await waitFor(() => assert.ok(!hasText('Old trip')));
  await click(getButton('Show changes: Changed product Hass Avocados'));
  await waitFor(() => getButton('Restore this version'));
  await click(getButton('Restore this version'));
  await waitForToast('Version restored');
  assert.equal(document.querySelector('[data-toast-action]')?.textContent, 'Undo');
  assert.ok(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/history/12/restore'));
});

test('no changes yet: an empty state that says why the screen is there', async () => {
  await openSection('/admin/activity', 'No changes yet', {
    ...base,
    'GET /api/admin/history?page=1': { body: { revisions: [], total: 0 } },
  });
  getText('Every save and delete you make appears here, so you can always go back.');
});
