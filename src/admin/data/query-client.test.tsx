import '../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { AuthStatus } from '../../shared/types';
import { click, getButton, getField, getText, type RouteTable, render, routes, settle, stubFetch, type, waitFor } from '../../test/dom';
import { confirmDelete, waitForFailureToast } from '../../test/dom/admin';
import { makeCategory } from '../../test/entities';
import { AdminApp } from '../app';
import { queries } from './queries';
import { createQueryClient } from './query-client';

const signedIn: AuthStatus = { isAuthenticated: true, username: 'owner' };
const sessionEnded = { status: 401, body: { message: 'Please log in', code: 'unauthorized' } };
const apples = makeCategory({ id: 1, name: 'Apples' });

/** Writes down every navigation (each has a key of its own, even to the same address) as its pathname. */
function Visits({ log }: { log: string[] }) {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation is a new key; the pathname is read with it
  useEffect(() => {
    log.push(location.pathname);
  }, [location.key]);
  return null;
}

/** The admin at `path` with `api` stubbed; returns its query client and the addresses it went to, in order. */
async function openAdmin(path: string, auth: AuthStatus, api: RouteTable) {
  stubFetch(routes(api));
  const client = createQueryClient();
  const visited: string[] = [];
  await render(
    <MemoryRouter initialEntries={[path]}>
      <AdminApp auth={auth} queryClient={client} leave={() => {}} />
      <Visits log={visited} />
    </MemoryRouter>,
  );
  await settle();
  return { client, visited };
}

test('a 401 from reads (the section and the sidebar both) goes back to the login page once', async () => {
  const { visited } = await openAdmin('/admin/categories', signedIn, {
    'GET /api/admin/enquiries': sessionEnded,
    'GET /api/admin/categories': sessionEnded,
  });
  await waitFor(() => getText('Admin Login'));
  await settle();
  assert.deepEqual(visited, ['/admin/categories', '/admin/login']);
});

test('a 401 from a write goes back to the login page once, and the screen still says its write failed', async () => {
  const { visited } = await openAdmin('/admin/categories', signedIn, {
    'GET /api/admin/enquiries': { body: [] },
    'GET /api/admin/categories': { body: [apples] },
    'DELETE /api/admin/categories/1': sessionEnded,
  });
  await waitFor(() => getText('Apples'));
  await click(getButton('Delete Apples'));
  await confirmDelete('Are you sure you want to delete this category?');
  await waitForFailureToast('Failed to delete category', 'Please log in');
  await waitFor(() => getText('Admin Login'));
  await settle();
  assert.deepEqual(visited, ['/admin/categories', '/admin/login']);
});

test('a wrong password at login is a 401 that signs no one out: the auth read is left alone', async () => {
  const wrong = { status: 401, body: { message: 'Wrong username or password', code: 'unauthorized' } };
  const login = await openAdmin('/admin/login', { isAuthenticated: false }, { 'POST /api/auth/login': wrong });
  const authUpdates = () => login.client.getQueryState(queries.auth.queryKey)?.dataUpdateCount;
  const before = authUpdates();
  await type(getField('Username'), 'owner');
  await type(getField('Password'), 'nope');
  await click(getButton('Login'));
  await waitForFailureToast('Login failed', 'Wrong username or password');
  assert.equal(authUpdates(), before, 'the auth read is not touched');
  assert.deepEqual(login.visited, ['/admin/login']);
});

test('a wrong current password keeps the owner in the Account section', async () => {
  const { visited } = await openAdmin('/admin/account', signedIn, {
    'GET /api/admin/enquiries': { body: [] },
    'GET /api/admin/system': { body: { version: '1.2.3', lastBackupAt: null, emailAlerts: false, publicOrigin: null } },
    'PUT /api/admin/account/password': { status: 401, body: { message: 'The current password is not correct', code: 'unauthorized' } },
  });
  await type(getField('Current Password'), 'wrong password');
  await type(getField('New Password'), 'a long new password');
  await type(getField('Confirm New Password'), 'a long new password');
  await click(getButton('Change Password'));
  await waitForFailureToast('Failed to change password', 'The current password is not correct');
  await settle();
  getText('Signed in as owner.');
  assert.deepEqual(visited, ['/admin/account']);
});
