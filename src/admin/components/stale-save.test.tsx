import '../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openSection, toastTexts, waitForToast } from '../../test/dom/admin';
import { click, type, waitFor } from '../../test/dom/interact';
import { dialog, getButton, getField } from '../../test/dom/queries';
import { makeCategory } from '../../test/entities';

const apples = makeCategory({ id: 1, name: 'Apples', productCount: 3 });
const base = { 'GET /api/admin/enquiries': { body: [] } };
const staleAnswer = {
  status: 409,
  body: {
    message: 'This was changed since you opened it: Description. Reload to see the changes, or save yours over them.',
    code: 'stale',
    version: 8,
    changes: [{ part: '', field: 'description', label: 'Description', before: '', after: 'Crisp', image: false }],
  },
};

test('an edit sends the version it was opened at; a 409 stale says what changed and "Save mine over it" saves with the new version', async () => {
  let stored = apples;
  const calls = await openSection('/admin/categories', 'Apples', {
    ...base,
    'GET /api/admin/categories': () => ({ body: [stored] }),
    'GET /api/admin/history/versions/category': { body: { 1: 5 } },
    'PUT /api/admin/categories/1': (call) => {
      if (call.ifMatch === '"v5"') return staleAnswer;
      stored = { ...stored, ...(call.body as object) };
      return { body: stored, headers: { 'Change-Id': '9' } };
    },
  });
  await click(getButton('Edit Apples'));
  const form = dialog();
  await waitFor(() => assert.ok(calls.some((c) => c.url === '/api/admin/history/versions/category')));
  await type(getField('Category Name', form), 'Red Apples');
  await click(getButton('Update', form));
  await waitFor(() => assert.equal(toastTexts()?.title, 'Changed since you opened it'));
  assert.equal(
    toastTexts()?.description,
    'This was changed since you opened it: Description. Reload to see the changes, or save yours over them.',
  );
  assert.equal(toastTexts()?.variant, 'destructive');
  assert.equal(stored.name, 'Apples', 'nothing was written');
  await click(document.querySelector('[data-toast-action]'));
  await waitForToast('Category updated successfully');
  const puts = calls.filter((c) => c.method === 'PUT');
  assert.deepEqual(
    puts.map((c) => c.ifMatch),
    ['"v5"', '"v8"'],
  );
  assert.equal(stored.name, 'Red Apples');
});

test('when the version cannot be read, the save is the spec call without If-Match', async () => {
  const calls = await openSection('/admin/categories', 'Apples', {
    ...base,
    'GET /api/admin/categories': { body: [apples] },
    'PUT /api/admin/categories/1': (call) => ({ body: { ...apples, ...(call.body as object) } }),
  });
  await click(getButton('Edit Apples'));
  await click(getButton('Update', dialog()));
  await waitForToast('Category updated successfully');
  assert.equal(calls.find((c) => c.method === 'PUT')?.ifMatch, undefined);
});

test('the gallery folder form sends its version too, and a stale save of it offers to save over', async () => {
  const market = { id: 4, name: 'APMC Market', description: 'Our shops', imageCount: 0, coverPath: null };
  const calls = await openSection('/admin/gallery', 'APMC Market', {
    ...base,
    'GET /api/admin/gallery/folders': { body: [market] },
    'GET /api/admin/gallery/images': { body: [] },
    'GET /api/admin/history/versions/gallery-folder': { body: { 4: 3 } },
    'PUT /api/admin/gallery/folders/4': (call) =>
      call.ifMatch === '"v3"' ? { ...staleAnswer, body: { ...staleAnswer.body, version: 5 } } : { body: market },
  });
  await click(getButton('Edit folder APMC Market'));
  await waitFor(() => assert.ok(calls.some((c) => c.url === '/api/admin/history/versions/gallery-folder')));
  await click(getButton('Update', dialog()));
  await waitFor(() => assert.equal(toastTexts()?.title, 'Changed since you opened it'));
  await click(document.querySelector('[data-toast-action]'));
  await waitForToast('Folder updated successfully');
  assert.deepEqual(
    calls.filter((c) => c.method === 'PUT').map((c) => c.ifMatch),
    ['"v3"', '"v5"'],
  );
});
