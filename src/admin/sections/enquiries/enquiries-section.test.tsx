import '../../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Enquiry } from '../../../shared/types';
import { click, dialog, getButton, getText, routes, stubFetch, waitFor } from '../../../test/dom';
import { confirmDelete, renderAdmin, waitForToast } from '../../../test/dom/admin';
import { replyHref } from './enquiry-dialog';

const older: Enquiry = {
  id: 1,
  name: 'Ravi',
  email: 'ravi@example.com',
  phone: '',
  subject: 'Kiwi prices',
  message: 'Hello',
  isRead: true,
  createdAt: '2024-06-01T08:00:00.000Z',
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
  quote: null,
};

function setup() {
  let list = [older, newer];
  const calls = stubFetch(
    routes({
      'GET /api/admin/enquiries': () => ({ body: list }),
      'PUT /api/admin/enquiries/2': (call) => {
        list = list.map((e) => (e.id === 2 ? { ...e, ...(call.body as object) } : e));
        return { body: list.find((e) => e.id === 2) };
      },
      'DELETE /api/admin/enquiries/2': () => {
        list = list.filter((e) => e.id !== 2);
        return { status: 204 };
      },
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
