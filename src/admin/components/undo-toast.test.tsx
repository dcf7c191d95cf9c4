import '../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Licence } from '../../shared/licences';
import { confirmDelete, openSection, toastTexts, waitForFailureToast, waitForToast } from '../../test/dom/admin';
import { click, waitFor } from '../../test/dom/interact';
import { getButton, queryText } from '../../test/dom/queries';

const iec: Licence = {
  id: 2,
  type: 'iec',
  number: 'AAPFU0939F',
  issuer: 'DGFT',
  validFrom: '2020-01-01',
  validUntil: null,
  isActive: true,
  document: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as Licence;
const base = { 'GET /api/admin/enquiries': { body: [] } };
const toastAction = () => document.querySelector<HTMLButtonElement>('[data-toast-action]');

test('a delete the server recorded offers Undo in its toast; Undo takes the change back and the list is read again', async () => {
  let listed: Licence[] = [iec];
  const calls = await openSection('/admin/licences', 'AAPFU0939F', {
    ...base,
    'GET /api/admin/licences': () => ({ body: listed }),
    'DELETE /api/admin/licences/2': () => {
      listed = [];
      return { status: 204, headers: { 'Change-Id': '41' } };
    },
    'POST /api/admin/history/changes/41/undo': () => {
      listed = [iec];
      return { body: { changeId: 42 }, headers: { 'Change-Id': '42' } };
    },
  });
  await click(getButton('Delete Import Export Code (IEC) AAPFU0939F'));
  await confirmDelete('Are you sure you want to delete this licence?');
  await waitForToast('Licence deleted successfully');
  await waitFor(() => assert.equal(queryText('AAPFU0939F'), null));
  assert.equal(toastAction()?.textContent, 'Undo');
  await click(toastAction()!);
  await waitForToast({ title: 'Undone', description: 'The change was taken back.', variant: 'default' });
  assert.ok(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/history/changes/41/undo'));
  await waitFor(() => assert.ok(queryText('AAPFU0939F')));
  assert.equal(toastAction(), null, 'the undo itself is not offered as a change to undo');
});

test('a write the server did not record (no Change-Id) offers no Undo; a failed Undo says why', async () => {
  await openSection('/admin/licences', 'AAPFU0939F', {
    ...base,
    'GET /api/admin/licences': { body: [iec] },
    'DELETE /api/admin/licences/2': { status: 204 },
  });
  await click(getButton('Delete Import Export Code (IEC) AAPFU0939F'));
  await confirmDelete('Are you sure you want to delete this licence?');
  await waitForToast('Licence deleted successfully');
  assert.equal(toastAction(), null);
  assert.equal(toastTexts()?.variant, 'default');
});

test('Undo refused by the server toasts its message', async () => {
  await openSection('/admin/licences', 'AAPFU0939F', {
    ...base,
    'GET /api/admin/licences': { body: [iec] },
    'DELETE /api/admin/licences/2': { status: 204, headers: { 'Change-Id': '7' } },
    'POST /api/admin/history/changes/7/undo': {
      status: 409,
      body: {
        message: 'This version cannot come back as it was: another record now has its name, number or address. Change that one first.',
        code: 'conflict',
      },
    },
  });
  await click(getButton('Delete Import Export Code (IEC) AAPFU0939F'));
  await confirmDelete('Are you sure you want to delete this licence?');
  await waitForToast('Licence deleted successfully');
  await click(toastAction()!);
  await waitForFailureToast(
    'Could not undo',
    'This version cannot come back as it was: another record now has its name, number or address. Change that one first.',
  );
});
