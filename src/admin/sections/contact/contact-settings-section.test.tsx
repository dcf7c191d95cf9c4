import '../../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ContactSettings } from '../../../shared/types';
import { blur, click, getField, getText, routes, stubFetch, type, waitFor } from '../../../test/dom';
import { renderAdmin, waitForFailureToast, waitForToast } from '../../../test/dom/admin';

const contact: ContactSettings = {
  address: 'APMC Market, Vashi',
  phone: '+91 22 1234 5678',
  email: 'info@example.com',
  socialLinks: { facebook: 'https://facebook.com/fruit' },
  whatsappNumber: '',
};

function setup(put: (body: unknown) => { status?: number; body?: unknown } = (body) => ({ body: { ...contact, ...(body as object) } })) {
  return stubFetch(
    routes({
      'GET /api/admin/enquiries': { body: [] },
      'GET /api/contact-settings': { body: contact },
      'PUT /api/admin/contact-settings': (call) => put(call.body),
    }),
  );
}

test('fields save on blur when changed; the map card and guidance show', async () => {
  const calls = setup();
  await renderAdmin('/admin/contact');
  await waitFor(() => getField<HTMLTextAreaElement>('Address'));
  getText('The contact page lists each shop with a Get directions link. Add and edit the shops under Company.');
  getText('Disabled links are hidden.');
  await blur(getField('Phone'));
  assert.equal(calls.filter((c) => c.method === 'PUT').length, 0);
  await type(getField('Email'), 'sales@example.com');
  await blur(getField('Email'));
  await waitForToast('Contact settings updated successfully');
  await type(getField('WhatsApp Number'), '919876543210');
  await blur(getField('WhatsApp Number'));
  assert.deepEqual(
    calls.filter((c) => c.method === 'PUT').map((c) => c.body),
    [{ email: 'sales@example.com' }, { whatsappNumber: '919876543210' }],
  );
});

test('social links: only enabled, non-empty links are sent; switching off clears and saves', async () => {
  const calls = setup();
  await renderAdmin('/admin/contact');
  await waitFor(() => getField('Facebook URL'));
  assert.equal(getField('Show Facebook link').getAttribute('aria-checked'), 'true');
  assert.equal(getField('Instagram URL').disabled, true);
  await click(getField('Show Instagram link'));
  await blur(getField('Instagram URL'));
  assert.equal(calls.filter((c) => c.method === 'PUT').length, 0, 'enabled but empty: nothing to send');
  await type(getField('Instagram URL'), 'https://instagram.com/fruit');
  await blur(getField('Instagram URL'));
  await click(getField('Show Facebook link'));
  assert.equal(getField('Facebook URL').value, '');
  assert.deepEqual(
    calls.filter((c) => c.method === 'PUT').map((c) => c.body),
    [
      { socialLinks: { facebook: 'https://facebook.com/fruit', instagram: 'https://instagram.com/fruit' } },
      { socialLinks: { instagram: 'https://instagram.com/fruit' } },
    ],
  );
});

test('failure toast: Failed to update contact settings with the server message; the saved value comes back', async () => {
  setup(() => ({ status: 400, body: { message: 'Email must be a valid email address', code: 'invalid' } }));
  await renderAdmin('/admin/contact');
  await waitFor(() => getField('Email'));
  await type(getField('Email'), 'nope');
  await blur(getField('Email'));
  await waitForFailureToast('Failed to update contact settings', 'Email must be a valid email address');
  assert.equal(getField('Email').value, 'info@example.com');
});
