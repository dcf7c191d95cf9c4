import '../../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SetupChecklist, SetupItem } from '../../../shared/setup-checklist';
import type { SiteSettings } from '../../../shared/types';
import { openSection, waitForFailureToast } from '../../../test/dom/admin';
import { click, waitFor } from '../../../test/dom/interact';
import { getButton, getText, hasText } from '../../../test/dom/queries';

const settings: SiteSettings = { isOnline: true, logoPath: null, heroImagePath: null, heroTitle: 'Fresh', heroSubtitle: 'Since 1984' };
const item = (id: SetupItem['id'], done: number, total: number, dismissed = false): SetupItem => ({ id, done, total, dismissed });
const fresh: SetupChecklist = {
  items: [
    item('contact', 1, 3),
    item('brand', 2, 2),
    item('licences', 0, 2),
    item('availability', 5, 40),
    item('password', 0, 1),
    item('email', 0, 1, true),
    item('publicOrigin', 1, 1),
    item('backup', 0, 1),
  ],
};
const base = { 'GET /api/admin/enquiries': { body: [] }, 'GET /api/site-settings': { body: settings } };
const rows = () => Array.from(document.querySelectorAll('[data-setup-item]')).map((li) => li.getAttribute('data-setup-item'));

test('the first screen lists what is still at its starter state, each with its count and a link to its fix', async () => {
  await openSection('/admin', () => getText('Finish setting up your site'), { ...base, 'GET /api/admin/setup': { body: fresh } });
  assert.deepEqual(rows(), ['contact', 'licences', 'availability', 'password', 'backup'], 'done and dismissed items are not listed');
  getText('3 of 8 done');
  assert.ok(hasText('Your contact details1 of 3 done'));
  assert.ok(hasText('What is in stock5 of 40 done'));
  const link = document.querySelector('[data-setup-item="licences"] a');
  assert.equal(link?.getAttribute('href'), '/admin/licences');
  assert.equal(link?.textContent, 'Open Licences');
  assert.equal(document.querySelector('[data-setup-item="password"] a')?.getAttribute('href'), '/admin/account');
});

test('Dismiss sets an item aside; once every item is done or dismissed the list is gone', async () => {
  let checklist: SetupChecklist = {
    items: fresh.items.map((i) => (i.id === 'backup' ? i : { ...i, done: i.total })),
  };
  const calls = await openSection('/admin', () => getText('Finish setting up your site'), {
    ...base,
    'GET /api/admin/setup': () => ({ body: checklist }),
    'POST /api/admin/setup/dismissed': (call) => {
      const { id } = call.body as { id: string };
      checklist = { items: checklist.items.map((i) => (i.id === id ? { ...i, dismissed: true } : i)) };
      return { body: checklist };
    },
  });
  assert.deepEqual(rows(), ['backup']);
  await click(getButton('Dismiss: A backup in the last 24 hours'));
  await waitFor(() => assert.equal(hasText('Finish setting up your site'), false));
  assert.deepEqual(calls.at(-1), { method: 'POST', url: '/api/admin/setup/dismissed', body: { id: 'backup' } });
  getText('Website online');
});

test('a failed dismiss says so and keeps the item', async () => {
  await openSection('/admin', () => getText('Finish setting up your site'), {
    ...base,
    'GET /api/admin/setup': { body: fresh },
    'POST /api/admin/setup/dismissed': { status: 500, body: { message: 'Something went wrong', code: 'internal' } },
  });
  await click(getButton('Dismiss: Your own password'));
  await waitForFailureToast('Failed to dismiss', 'Something went wrong');
  assert.ok(rows().includes('password'));
});

test('a checklist that cannot load never blocks the screen', async () => {
  await openSection('/admin', () => getText('Website online'), {
    ...base,
    'GET /api/admin/setup': { status: 500, body: { message: 'x' } },
  });
  assert.equal(hasText('Finish setting up your site'), false);
});
