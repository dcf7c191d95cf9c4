import '../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Enquiry } from '../../shared/types';
import {
  type Call,
  click,
  dialog,
  getButton,
  getText,
  hasText,
  heldReply,
  keyDown,
  type RouteTable,
  routes,
  settle,
  stubFetch,
  waitFor,
} from '../../test/dom';
import { openSection, renderAdmin, toastTexts, waitForFailureToast } from '../../test/dom/admin';

const enquiry = (id: number, isRead: boolean): Enquiry => ({
  id,
  name: 'Asha',
  email: 'asha@example.com',
  phone: '',
  subject: 'Mangoes',
  message: 'Price?',
  isRead,
  createdAt: '2024-06-01T10:00:00Z',
  language: 'en',
  quote: null,
});
const settings = { isOnline: true, logoPath: null, heroImagePath: null, heroTitle: 'T', heroSubtitle: 'S' };

/** Stubs what the admin's home page reads (no enquiries, the site settings), and `more`; returns the calls made. */
function stubHomeApi(more: RouteTable = {}): Call[] {
  return stubFetch(routes({ 'GET /api/admin/enquiries': { body: [] }, 'GET /api/site-settings': { body: settings }, ...more }));
}

test('sidebar: every section, Logout, the active one marked, the unread count', async () => {
  stubHomeApi({ 'GET /api/admin/enquiries': { body: [enquiry(1, false), enquiry(2, false), enquiry(3, true)] } });
  await renderAdmin('/admin');
  const nav = document.querySelector('nav[aria-label="Admin sections"]');
  assert.ok(nav);
  const labels = Array.from(nav.querySelectorAll('a')).map((a) =>
    a.textContent
      ?.replace(/[^A-Za-z ]/g, '')
      .replace(/\s*\d*\s*unread$/, '')
      .trim(),
  );
  assert.deepEqual(labels.slice(0, 7), [
    'Site Settings',
    'Categories',
    'Products',
    'Availability',
    'Gallery Settings',
    'Contact Settings',
    'Upload Images',
  ]);
  assert.equal(labels[7], 'Company');
  assert.equal(labels[8], 'Page Texts');
  assert.equal(labels[9]?.startsWith('Enquiries'), true);
  assert.equal(labels[10], 'Licences  certificates');
  assert.equal(labels[11], 'Activity');
  assert.equal(labels[12], 'Trash');
  assert.equal(labels[13], 'Account');
  getButton('Logout', nav);
  assert.ok(nav.querySelector('a[aria-current="page"]')?.textContent?.includes('Site Settings'), '/admin is site settings');
  await waitFor(() => assert.equal(nav.querySelector('[data-unread-count]')?.getAttribute('data-unread-count'), '2'));
});

test('sections switch on the client', async () => {
  stubHomeApi({ 'GET /api/admin/categories': { body: [] } });
  await renderAdmin('/admin');
  await click(getButton('Categories'));
  await waitFor(() => getText('No Categories Yet'));
  assert.ok(document.querySelector('a[aria-current="page"]')?.textContent?.includes('Categories'));
});

test('an unknown section shows the admin not-found state', async () => {
  stubFetch(routes({ 'GET /api/admin/enquiries': { body: [] } }));
  await renderAdmin('/admin/reports');
  getText('Page Not Found');
  getButton('Go to Site Settings');
});

test('a shell skeleton while the auth check runs, then the login page when not signed in', async () => {
  const authCheck = heldReply();
  stubFetch(({ url }) => (url === '/api/auth/me' ? authCheck.reply() : { text: '[]' }));
  await renderAdmin('/admin/products', null);
  assert.ok(document.querySelector('[data-shell-skeleton]'));
  authCheck.answer({ body: { isAuthenticated: false } });
  await waitFor(() => getText('Admin Login'));
});

test('a 401 from any admin call sends the owner back to the login page', async () => {
  await openSection('/admin', 'Admin Login', {
    'GET /api/admin/enquiries': { status: 401, body: { message: 'Please log in', code: 'unauthorized' } },
    'GET /api/site-settings': { body: settings },
  });
});

test('logout: clears the cache, toasts and leaves for /', async () => {
  const calls = stubHomeApi({ 'POST /api/auth/logout': { body: { ok: true } } });
  const { left } = await renderAdmin('/admin');
  await waitFor(() => getText('Visitors can access all pages'));
  const nav = document.querySelector('nav[aria-label="Admin sections"]')!;
  await click(getButton('Logout', nav));
  await waitFor(() => assert.deepEqual(left, ['/']));
  assert.deepEqual(toastTexts(), { title: 'Logged out successfully', description: '', variant: 'default' });
  assert.ok(calls.some((c) => c.method === 'POST' && c.url === '/api/auth/logout'));
  assert.ok(!hasText('Visitors can access all pages'), 'cached data is gone');
});

test('logout failure: Logout failed / Something went wrong', async () => {
  stubHomeApi({ 'POST /api/auth/logout': { status: 500, text: '' } });
  const { left } = await renderAdmin('/admin');
  await click(getButton('Logout', document.querySelector('nav')!));
  await waitForFailureToast('Logout failed', 'Something went wrong');
  assert.deepEqual(left, []);
});

test('the mobile menu opens as a dialog, closes on Esc with focus back on the button, and after a choice', async () => {
  stubHomeApi({ 'GET /api/admin/products': { body: [] }, 'GET /api/admin/categories': { body: [] } });
  await renderAdmin('/admin');
  const menu = getButton('Open menu');
  menu.focus();
  await click(menu);
  const panel = dialog();
  assert.ok(panel.contains(document.activeElement));
  await keyDown(document.activeElement!, 'Escape');
  assert.equal(document.querySelector('[aria-modal="true"]'), null);
  assert.equal(document.activeElement, menu);
  await click(menu);
  await click(getButton('Products', dialog()));
  await settle();
  assert.equal(document.querySelector('[aria-modal="true"]'), null);
  await waitFor(() => getText('No Products Yet'));
});
