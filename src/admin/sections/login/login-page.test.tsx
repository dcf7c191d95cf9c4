import '../../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { click, getButton, getField, getText, routes, stubFetch, submit, type, waitFor } from '../../../test/dom';
import { renderAdmin, toastTexts, waitForFailureToast, waitForToast } from '../../../test/dom/admin';

const anonymous = { isAuthenticated: false };
function loginForm(): HTMLFormElement {
  const form = getButton('Login').closest('form');
  assert.ok(form);
  return form;
}

test('shows username, password, Login and a Back to Site link to /', async () => {
  stubFetch(() => undefined);
  await renderAdmin('/admin/login', anonymous);
  assert.equal(getField('Username').getAttribute('autocomplete'), 'username');
  assert.equal(getField('Password').type, 'password');
  const back = getButton('Back to Site') as unknown as HTMLAnchorElement;
  assert.equal(back.getAttribute('href'), '/');
  getText('Admin Login');
});

test('submit does nothing while a field is empty', async () => {
  const calls = stubFetch(() => undefined);
  await renderAdmin('/admin/login', anonymous);
  await submit(loginForm());
  await type(getField('Username'), 'owner');
  await submit(loginForm());
  assert.equal(calls.length, 0);
  assert.equal(toastTexts(), null);
});

test('success: toast and the dashboard', async () => {
  const calls = stubFetch(
    routes({
      'POST /api/auth/login': { body: { isAuthenticated: true, username: 'owner' } },
      'GET /api/site-settings': { body: { isOnline: true, logoPath: null, heroImagePath: null, heroTitle: 'T', heroSubtitle: 'S' } },
      'GET /api/admin/enquiries': { body: [] },
    }),
  );
  await renderAdmin('/admin/login', anonymous);
  await type(getField('Username'), 'owner');
  await type(getField('Password'), 'correct horse battery');
  await click(getButton('Login'));
  assert.deepEqual(calls[0], { method: 'POST', url: '/api/auth/login', body: { username: 'owner', password: 'correct horse battery' } });
  await waitForToast({ title: 'Login successful', description: 'Welcome to the admin dashboard', variant: 'default' });
  await waitFor(() => getText('Visitors can access all pages'));
});

test('failure: the server message, or Invalid credentials', async () => {
  stubFetch(routes({ 'POST /api/auth/login': { status: 401, body: { message: 'Wrong username or password', code: 'unauthorized' } } }));
  await renderAdmin('/admin/login', anonymous);
  await type(getField('Username'), 'owner');
  await type(getField('Password'), 'nope');
  await click(getButton('Login'));
  await waitForFailureToast('Login failed', 'Wrong username or password');

  stubFetch(routes({ 'POST /api/auth/login': { status: 500, text: '' } }));
  await click(getButton('Login'));
  await waitFor(() => assert.equal(toastTexts()?.description, 'Invalid credentials'));
});

test('429 says how long to wait', async () => {
  stubFetch(
    routes({
      'POST /api/auth/login': {
        status: 429,
        body: { message: 'Too many attempts', code: 'rate_limited' },
        headers: { 'Retry-After': '120' },
      },
    }),
  );
  await renderAdmin('/admin/login', anonymous);
  await type(getField('Username'), 'owner');
  await type(getField('Password'), 'guess');
  await click(getButton('Login'));
  await waitForFailureToast('Login failed', 'Too many login attempts. Please try again in 2 minutes.');
});

test('a one-time sign-in link (?enrol=) says what it does and is sent with the login (F22)', async () => {
  const token = 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U-_';
  const calls = stubFetch(routes({ 'POST /api/auth/login': { body: { isAuthenticated: true, username: 'owner' } } }));
  await renderAdmin(`/admin/login?enrol=${token}`, anonymous);
  getText(
    'You opened a one-time sign-in link: once you sign in here, this browser is remembered as yours and is let in even while others are guessing your password.',
  );
  await type(getField('Username'), 'owner');
  await type(getField('Password'), 'correct horse battery');
  await click(getButton('Login'));
  assert.deepEqual(calls[0], {
    method: 'POST',
    url: '/api/auth/login',
    body: { username: 'owner', password: 'correct horse battery', enrolment: token },
  });
});
