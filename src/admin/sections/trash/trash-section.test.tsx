import '../../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TrashEntry } from '../../../shared/history/history';
import { confirmDelete, openSection, toastTexts, waitForToast } from '../../../test/dom/admin';
import { click, waitFor } from '../../../test/dom/interact';
import { serverList } from '../../../test/dom/network';
import { getButton, getText, queryText } from '../../../test/dom/queries';

const at = Date.UTC(2026, 10, 20, 6, 30);
const entry = (changeId: number, fields: Partial<TrashEntry>): TrashEntry => ({
  id: changeId,
  changeId,
  kind: 'product',
  recordId: 5,
  action: 'deleted',
  at,
  username: 'owner',
  device: 'Chrome on Android',
  title: 'Ya Pears',
  inTrash: true,
  purgeAt: at + 30 * 24 * 60 * 60_000,
  alsoDeleted: 0,
  ...fields,
});
const base = { 'GET /api/admin/enquiries': { body: [] } };

test('the trash lists what was deleted, when it goes for good, and brings an entry back', async () => {
  const trash = serverList([entry(9, {}), entry(7, { kind: 'gallery-folder', title: 'Old trip', alsoDeleted: 4 })]);
  const calls = await openSection('/admin/trash', 'Ya Pears', {
    ...base,
    'GET /api/admin/trash': trash.read,
    'POST /api/admin/trash/9/restore': () => {
      trash.items = trash.items.filter((e) => e.changeId !== 9);
      return { body: { changeId: 10, notes: [] }, headers: { 'Change-Id': '10' } };
    },
  });
  getText('with 4 more items (its images)');
  getText('Deleted 20 Nov 2026, 12:00 pm by owner · Deleted for good on 20 Dec 2026');
  await click(getButton('Restore: Ya Pears'));
  await waitForToast('Restored from the trash');
  await waitFor(() => assert.equal(queryText('Ya Pears'), null));
  assert.ok(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/trash/9/restore'));
});

test('"Delete for good" and "Empty trash" ask first', async () => {
  const trash = serverList([entry(9, {}), entry(7, { title: 'Fuji Apples' })]);
  const calls = await openSection('/admin/trash', 'Ya Pears', {
    ...base,
    'GET /api/admin/trash': trash.read,
    'DELETE /api/admin/trash/9': trash.remove((e) => e.changeId !== 9),
    'DELETE /api/admin/trash': trash.remove(() => false),
  });
  await click(getButton('Delete for good: Ya Pears'));
  await confirmDelete('Delete "Ya Pears" for good? It cannot be brought back.', 'Delete for good');
  await waitForToast('Deleted for good');
  await click(getButton('Empty trash'));
  await confirmDelete('Delete everything in the trash for good? It cannot be brought back.', 'Empty trash');
  await waitForToast('Trash emptied');
  await waitFor(() => getText('The trash is empty'));
  assert.deepEqual(
    calls.filter((c) => c.method === 'DELETE').map((c) => c.url),
    ['/api/admin/trash/9', '/api/admin/trash'],
  );
});

test('a restore refused for a taken address offers the fix as its button, and says where the product is back', async () => {
  const calls = await openSection('/admin/trash', 'Ya Pears', {
    ...base,
    'GET /api/admin/trash': { body: [entry(9, {})] },
    'POST /api/admin/trash/9/restore': (call) =>
      (call.body as { fix?: string } | undefined)?.fix === 'new-slug'
        ? { body: { changeId: 11, notes: ['It is back at a new address: /products/ya-pears-2.'] } }
        : {
            status: 409,
            body: {
              message: 'Its address "/products/ya-pears" is now used by Nashi Pears. It can come back at a new address.',
              code: 'restore-conflict',
              fix: 'new-slug',
              fixLabel: 'Restore at a new address',
            },
          },
  });
  await click(getButton('Restore: Ya Pears'));
  await waitFor(() => assert.equal(toastTexts()?.title, 'Could not restore'));
  assert.equal(
    toastTexts()?.description,
    'Its address "/products/ya-pears" is now used by Nashi Pears. It can come back at a new address.',
  );
  const action = document.querySelector<HTMLButtonElement>('[data-toast-action]');
  assert.equal(action?.textContent, 'Restore at a new address');
  await click(action);
  await waitForToast({
    title: 'Restored from the trash',
    description: 'It is back at a new address: /products/ya-pears-2.',
    variant: 'default',
  });
  assert.deepEqual(
    calls.filter((c) => c.method === 'POST').map((c) => c.body),
    [undefined, { fix: 'new-slug' }],
  );
});
