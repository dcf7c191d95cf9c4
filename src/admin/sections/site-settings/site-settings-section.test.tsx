import '../../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SiteSettings } from '../../../shared/types';
import { openSection, toastTexts, waitForFailureToast, waitForToast } from '../../../test/dom/admin';
import { blur, chooseFiles, click, imageFile, type, waitFor } from '../../../test/dom/interact';
import { mediaLibrary, openLibraryListing } from '../../../test/dom/media-library';
import { heldReply, stubXhr } from '../../../test/dom/network';
import { dialog, getButton, getField, getText } from '../../../test/dom/queries';

const settings: SiteSettings = { isOnline: true, logoPath: null, heroImagePath: null, heroTitle: 'Fresh', heroSubtitle: 'Since 1984' };
const base = { 'GET /api/admin/enquiries': { body: [] } };

test('online: status text, switch on, Enable Maintenance Mode sets offline', async () => {
  const calls = await openSection('/admin', 'Visitors can access all pages', {
    ...base,
    'GET /api/site-settings': { body: settings },
    'PUT /api/admin/site-settings': { body: { ...settings, isOnline: false } },
  });
  assert.equal(getField('Website online').getAttribute('aria-checked'), 'true');
  const maintenance = getButton('Enable Maintenance Mode');
  assert.equal(maintenance.disabled, false);
  await click(maintenance);
  await waitFor(() => getText('Showing maintenance page to visitors'));
  assert.deepEqual(calls.at(-1), { method: 'PUT', url: '/api/admin/site-settings', body: { isOnline: false } });
  assert.equal(getButton('Enable Maintenance Mode').disabled, true);
  assert.deepEqual(toastTexts(), { title: 'Settings updated successfully', description: '', variant: 'default' });
});

test('offline: Enable Maintenance Mode is disabled; a failed update toasts the server message', async () => {
  await openSection('/admin/site-settings', 'Showing maintenance page to visitors', {
    ...base,
    'GET /api/site-settings': { body: { ...settings, isOnline: false } },
    'PUT /api/admin/site-settings': { status: 400, body: { message: 'Hero title is required', code: 'invalid' } },
  });
  assert.equal(getButton('Enable Maintenance Mode').disabled, true);
  await click(getField('Website online'));
  await waitForFailureToast('Failed to update settings', 'Hero title is required');
});

test('default logo and hero previews, the guidelines, and Remove disabled with no image', async () => {
  await openSection('/admin', 'Recommended: 200x200px, PNG/JPG/SVG, 2MB max', { ...base, 'GET /api/site-settings': { body: settings } });
  getText('Recommended: 1920x1080 or larger, JPG/PNG, 5MB max');
  assert.equal(document.querySelector('img[alt="Logo preview"]')?.getAttribute('src'), '/assets/logo.svg');
  assert.equal(document.querySelector('img[alt="Hero Background Image preview"]')?.getAttribute('src'), '/assets/hero-default.jpg');
  const removes = Array.from(document.querySelectorAll('button')).filter((b) => b.textContent === 'Remove');
  assert.equal(removes.length, 2);
  assert.ok(removes.every((b) => b.disabled));
});

test('hero title and subtitle save on blur, only when changed', async () => {
  const calls = await openSection('/admin', () => getField('Hero Title'), {
    ...base,
    'GET /api/site-settings': { body: settings },
    'PUT /api/admin/site-settings': (call) => ({ body: { ...settings, ...(call.body as object) } }),
  });
  await blur(getField('Hero Title'));
  assert.equal(calls.filter((c) => c.method === 'PUT').length, 0);
  await type(getField('Hero Title'), 'Premium fruit');
  await blur(getField('Hero Title'));
  await type(getField<HTMLTextAreaElement>('Hero Subtitle'), 'Line one\nLine two');
  await blur(getField<HTMLTextAreaElement>('Hero Subtitle'));
  assert.deepEqual(
    calls.filter((c) => c.method === 'PUT').map((c) => c.body),
    [{ heroTitle: 'Premium fruit' }, { heroSubtitle: 'Line one\nLine two' }],
  );
});

test('a refused hero text save (empty title) toasts the server message and puts the saved text back', async () => {
  await openSection('/admin', () => getField('Hero Title'), {
    ...base,
    'GET /api/site-settings': { body: settings },
    'PUT /api/admin/site-settings': (call) =>
      'heroTitle' in (call.body as object)
        ? { status: 400, body: { message: 'Hero title is required', code: 'invalid' } }
        : { status: 400, body: { message: 'Hero subtitle is required', code: 'invalid' } },
  });
  await type(getField('Hero Title'), '');
  await blur(getField('Hero Title'));
  await waitForFailureToast('Failed to update settings', 'Hero title is required');
  assert.equal(getField('Hero Title').value, 'Fresh');
  await type(getField<HTMLTextAreaElement>('Hero Subtitle'), '');
  await blur(getField<HTMLTextAreaElement>('Hero Subtitle'));
  await waitFor(() => assert.equal(toastTexts()?.description, 'Hero subtitle is required'));
  assert.equal(getField<HTMLTextAreaElement>('Hero Subtitle').value, 'Since 1984');
});

test('logo: too large and wrong type alerts, then an upload with progress saves the path', async () => {
  const xhr = stubXhr();
  const calls = await openSection('/admin', () => getField('Logo file'), {
    ...base,
    'GET /api/site-settings': { body: settings },
    'PUT /api/admin/site-settings': (call) => ({ body: { ...settings, ...(call.body as object) } }),
  });
  await chooseFiles(getField('Logo file'), [imageFile('big.png', 2 * 1024 * 1024 + 1)]);
  getText('File size must be less than 2MB');
  await chooseFiles(getField('Logo file'), [imageFile('notes.pdf', 100, 'application/pdf')]);
  getText('Please select a valid image file');
  assert.equal(xhr.instances.length, 0);

  await chooseFiles(getField('Logo file'), [imageFile('logo.png', 1000)]);
  const request = xhr.instances[0];
  assert.ok(request);
  assert.equal(request.method, 'POST');
  assert.equal(request.url, '/api/admin/upload/single?use=logo');
  assert.equal(request.withCredentials, true);
  assert.ok(request.body?.get('file') instanceof File);
  await waitFor(() => getText('Uploading... 0%'));
  request.progress(450, 1000);
  await waitFor(() => getText('Uploading... 45%'));
  assert.equal(document.querySelector('progress')?.getAttribute('value'), '45');
  const path = `/uploads/${'a'.repeat(32)}.png`;
  await request.respond(201, JSON.stringify({ path, media: {} }));
  await waitFor(() => assert.equal(document.querySelector('img[alt="Logo preview"]')?.getAttribute('src'), path));
  assert.deepEqual(calls.at(-1), { method: 'PUT', url: '/api/admin/site-settings', body: { logoPath: path } });
});

test('hero upload failures: the server message, and Failed to parse response for a non-JSON success', async () => {
  const xhr = stubXhr();
  await openSection('/admin', () => getField('Hero Background Image file'), { ...base, 'GET /api/site-settings': { body: settings } });
  await chooseFiles(getField('Hero Background Image file'), [imageFile('hero.jpg', 1000, 'image/jpeg')]);
  await xhr.instances[0]?.respond(415, JSON.stringify({ message: 'Only JPEG, PNG, WebP or SVG images are accepted', code: 'unsupported' }));
  await waitForFailureToast('Failed to upload hero image', 'Only JPEG, PNG, WebP or SVG images are accepted');
  await chooseFiles(getField('Hero Background Image file'), [imageFile('hero.jpg', 1000, 'image/jpeg')]);
  await xhr.instances[1]?.respond(201, '<html>proxy page</html>');
  await waitForFailureToast('Failed to upload hero image', 'Failed to parse response');
});

test('logo upload failure toast: Failed to upload logo', async () => {
  const xhr = stubXhr();
  await openSection('/admin', () => getField('Logo file'), { ...base, 'GET /api/site-settings': { body: settings } });
  await chooseFiles(getField('Logo file'), [imageFile('logo.svg', 1000, 'image/svg+xml')]);
  await xhr.instances[0]?.fail();
  await waitForFailureToast('Failed to upload logo', 'Upload failed');
});

test('an uploaded logo is in the library the next time it is opened', async () => {
  const xhr = stubXhr();
  const library = mediaLibrary('mango.png');
  await openSection('/admin', () => getField('Logo file'), {
    ...base,
    'GET /api/site-settings': { body: settings },
    'GET /api/media': library.route,
    'PUT /api/admin/site-settings': (call) => ({ body: { ...settings, ...(call.body as object) } }),
  });
  const logoCard = () => getField('Logo file').closest('section')!;
  await openLibraryListing(logoCard, 'mango.png');
  await click(getButton('Close dialog', dialog()));
  await chooseFiles(getField('Logo file'), [imageFile('logo.png', 1000)]);
  await xhr.instances[0]?.respond(201, library.uploaded('logo.png'));
  await waitForToast('Settings updated successfully');
  await openLibraryListing(logoCard, 'logo.png');
});

test('while the status is saved the switch and Enable Maintenance Mode wait: a second tap sends nothing', async () => {
  const save = heldReply();
  const calls = await openSection('/admin', 'Visitors can access all pages', {
    ...base,
    'GET /api/site-settings': { body: settings },
    'PUT /api/admin/site-settings': save.reply,
  });
  const status = getField('Website online');
  status.focus();
  await click(status);
  assert.equal(status.getAttribute('aria-disabled'), 'true');
  assert.equal(document.activeElement, status, 'focus stays on the switch');
  assert.equal(getButton('Enable Maintenance Mode').disabled, true);
  await click(status);
  await click(getButton('Enable Maintenance Mode'));
  assert.equal(calls.filter((c) => c.method === 'PUT').length, 1);
  save.answer({ body: { ...settings, isOnline: false } });
  await waitForToast('Settings updated successfully');
  await waitFor(() => assert.equal(getField('Website online').getAttribute('aria-disabled'), null));
  getText('Showing maintenance page to visitors');
});

test('while a logo change is saved its buttons are disabled', async () => {
  const save = heldReply();
  const calls = await openSection('/admin', () => getField('Logo file'), {
    ...base,
    'GET /api/site-settings': { body: { ...settings, logoPath: `/uploads/${'a'.repeat(32)}.png` } },
    'PUT /api/admin/site-settings': save.reply,
  });
  const logoCard = getField('Logo file').closest('section')!;
  await click(getButton('Remove', logoCard));
  for (const name of ['Upload Image', 'Choose from Library', 'Remove']) assert.equal(getButton(name, logoCard).disabled, true, name);
  await click(getButton('Remove', logoCard));
  assert.equal(calls.filter((c) => c.method === 'PUT').length, 1);
  save.answer({ body: settings });
  await waitForToast('Settings updated successfully');
  await waitFor(() => assert.equal(getButton('Upload Image', logoCard).disabled, false));
});
