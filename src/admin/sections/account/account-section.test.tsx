import '../../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cleanup, click, getButton, getField, getText, queryText, routes, stubFetch, type, waitFor } from '../../../test/dom';
import { openSection, renderAdmin, waitForFailureToast, waitForToast } from '../../../test/dom/admin';

async function fill(current: string, next: string, confirm: string) {
  await type(getField('Current Password'), current);
  await type(getField('New Password'), next);
  await type(getField('Confirm New Password'), confirm);
  await click(getButton('Change Password'));
}

test('checks: new password at least 12 characters, confirmation matches; nothing sent otherwise', async () => {
  const calls = stubFetch(routes({ 'GET /api/admin/enquiries': { body: [] } }));
  await renderAdmin('/admin/account');
  getText('Signed in as owner.');
  await fill('old password', 'short', 'short');
  getText('New password must be at least 12 characters');
  await fill('old password', 'a long new password', 'a different one!!');
  getText('Passwords do not match');
  assert.equal(calls.filter((c) => c.method === 'PUT').length, 0);
  await type(getField('Confirm New Password'), 'a long new password');
  assert.equal(queryText('Passwords do not match'), null, 'the error goes as soon as the field changes');
  await fill('old password', 'short', 'short');
  getText('New password must be at least 12 characters');
  await type(getField('New Password'), 'a long new password');
  assert.equal(queryText('New password must be at least 12 characters'), null);
});

test('success and failure toasts', async () => {
  let status = 200;
  const calls = stubFetch(
    routes({
      'GET /api/admin/enquiries': { body: [] },
      'PUT /api/admin/account/password': () =>
        status === 200 ? { body: { ok: true } } : { status, body: { message: 'Current password is incorrect', code: 'unauthorized' } },
    }),
  );
  await renderAdmin('/admin/account');
  await fill('old password', 'a long new password', 'a long new password');
  await waitForToast({
    title: 'Password changed successfully',
    description: 'Other sessions have been signed out.',
    variant: 'default',
  });
  assert.deepEqual(calls.find((c) => c.method === 'PUT')?.body, { currentPassword: 'old password', newPassword: 'a long new password' });
  assert.equal(getField('Current Password').value, '');

  status = 401;
  await fill('wrong', 'a long new password', 'a long new password');
  await waitForFailureToast('Failed to change password', 'Current password is incorrect');
  getText('Account', document.querySelector('main')!);
});

test('shows when the data was last backed up, or that it never was', async () => {
  await openSection('/admin/account', 'Website version 1.2.3', {
    'GET /api/admin/enquiries': { body: [] },
    'GET /api/admin/system': {
      body: { version: '1.2.3', lastBackupAt: '2026-11-25T21:00:00.000Z', emailAlerts: true, publicOrigin: 'https://www.example.in' },
    },
  });
  const time = document.querySelector('time');
  assert.equal(time?.getAttribute('dateTime') ?? time?.getAttribute('datetime'), '2026-11-25T21:00:00.000Z');
  assert.match(time?.textContent ?? '', /26 Nov 2026/);
  await cleanup();
  await openSection('/admin/account', 'No backup has been made yet.', {
    'GET /api/admin/enquiries': { body: [] },
    'GET /api/admin/system': { body: { version: '1.2.3', lastBackupAt: null, emailAlerts: false, publicOrigin: null } },
  });
  getText('None yet');
  getText('The server makes a backup every night. The first one appears here after tonight. If it does not, ask your operator.');
});

test('server settings: whether enquiry e-mails and the site address are set, and whom to ask', async () => {
  await openSection('/admin/account', 'Server settings', {
    'GET /api/admin/enquiries': { body: [] },
    'GET /api/admin/system': { body: { version: '1.2.3', lastBackupAt: null, emailAlerts: false, publicOrigin: null } },
  });
  getText('Not set up: enquiries reach only this admin. Ask your operator to set SMTP_HOST and ENQUIRY_ALERT_TO.');
  getText('Not set: search engines and shared links may name the wrong address. Ask your operator to set PUBLIC_ORIGIN.');
  await cleanup();
  await openSection('/admin/account', 'Server settings', {
    'GET /api/admin/enquiries': { body: [] },
    'GET /api/admin/system': { body: { version: '1.2.3', lastBackupAt: null, emailAlerts: true, publicOrigin: 'https://www.example.in' } },
  });
  getText('Each enquiry is also e-mailed to you.');
  getText('https://www.example.in');
  assert.equal(queryText('Not set'), null);
});

test('backups: up to date within a day and a half, overdue after, and a message when the status cannot load', async () => {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
  for (const [lastBackupAt, badge, advice] of [
    [hoursAgo(20), 'Up to date', 'The server makes a backup every night.'],
    [hoursAgo(72), 'Overdue', 'The server makes a backup every night. Ask your operator to check the backups.'],
  ] as const) {
    stubFetch(
      routes({
        'GET /api/admin/enquiries': { body: [] },
        'GET /api/admin/system': { body: { version: '1.2.3', lastBackupAt, emailAlerts: false, publicOrigin: null } },
      }),
    );
    await renderAdmin('/admin/account');
    await waitFor(() => getText(badge));
    getText(advice);
    await cleanup();
  }
  await openSection('/admin/account', 'The backup status could not be loaded.', {
    'GET /api/admin/enquiries': { body: [] },
    'GET /api/admin/system': { status: 500, body: { message: 'Internal error' } },
  });
});
