import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { multipartForm } from '../../../harness/images';
import { DEFAULT_HERO_TITLE } from '../../../shared/constants';
import { useAdmin, useTestApp } from '../../../test/start-test-app';

describe('settings API', () => {
  const app = useTestApp();
  const admin = useAdmin(app);

  test('site settings: defaults, partial update, null removes an image', async () => {
    const initial = await (await app.client().get('/api/site-settings')).json();
    assert.deepEqual(initial, {
      isOnline: true,
      logoPath: null,
      heroImagePath: null,
      heroTitle: DEFAULT_HERO_TITLE,
      heroSubtitle: initial.heroSubtitle,
    });
    const res = await admin.put('/api/admin/site-settings', { json: { heroTitle: 'Fresh every morning' } });
    assert.equal(res.status, 200);
    const after = await res.json();
    assert.equal(after.heroTitle, 'Fresh every morning');
    assert.equal(after.heroSubtitle, initial.heroSubtitle);
    for (const json of [
      { heroTitle: '' },
      { isOnline: 'no' },
      { logoPath: 'https://evil.example/x.png' },
      { heroImagePath: 'data:text/html,hi' },
      { heroTitle: 'a\nb' },
    ]) {
      assert.equal((await admin.put('/api/admin/site-settings', { json })).status, 400, JSON.stringify(json));
    }
    assert.equal((await admin.put('/api/admin/site-settings', { json: { logoPath: null } })).status, 200);
  });

  test('contact settings: partial update; socialLinks replaces the whole set; https on the right host only', async () => {
    const r1 = await admin.put('/api/admin/contact-settings', {
      json: {
        phone: '+91 22 2765 0000',
        socialLinks: { facebook: 'https://www.facebook.com/fruit', instagram: 'https://instagram.com/fruit' },
      },
    });
    assert.equal(r1.status, 200);
    assert.deepEqual((await r1.json()).socialLinks, {
      facebook: 'https://www.facebook.com/fruit',
      instagram: 'https://instagram.com/fruit',
    });
    const r2 = await admin.put('/api/admin/contact-settings', {
      json: { socialLinks: { linkedin: 'https://www.linkedin.com/company/fruit' } },
    });
    const body = await r2.json();
    assert.deepEqual(body.socialLinks, { linkedin: 'https://www.linkedin.com/company/fruit' }, 'links not sent are removed');
    assert.equal(body.phone, '+91 22 2765 0000', 'fields not sent are kept');
    for (const link of [
      'javascript:alert(1)',
      'http://facebook.com/x',
      '//evil.example',
      'https://evil.example/facebook.com',
      'data:text/html,x',
    ]) {
      const res = await admin.put('/api/admin/contact-settings', { json: { socialLinks: { facebook: link } } });
      assert.equal(res.status, 400, link);
    }
    assert.equal((await admin.put('/api/admin/contact-settings', { json: { email: 'not-an-email' } })).status, 400);
    const wa = await admin.put('/api/admin/contact-settings', { json: { whatsappNumber: '+91 98200 12345' } });
    assert.equal((await wa.json()).whatsappNumber, '919820012345');
    assert.equal((await admin.put('/api/admin/contact-settings', { json: { whatsappNumber: '12ab' } })).status, 400);
    const pub = await (await app.client().get('/api/contact-settings')).json();
    assert.deepEqual(Object.keys(pub).sort(), ['address', 'email', 'phone', 'socialLinks', 'whatsappNumber']);
  });

  test('the logo limit (2MB) holds for a library image too, not only for an upload made as a logo', async () => {
    const noise = await sharp(randomBytes(1100 * 1100 * 3), { raw: { width: 1100, height: 1100, channels: 3 } })
      .png()
      .toBuffer();
    const up = await admin.post('/api/admin/upload/single', {
      body: multipartForm('file', [{ name: 'big.png', type: 'image/png', data: noise }]),
    });
    assert.equal(up.status, 201);
    const { path, media } = await up.json();
    assert.ok(media.size > 2 * 1024 * 1024);
    const res = await admin.put('/api/admin/site-settings', { json: { logoPath: path } });
    assert.equal(res.status, 400);
    assert.equal((await res.json()).message, 'File size must be less than 2MB');
    assert.equal((await admin.put('/api/admin/site-settings', { json: { heroImagePath: path } })).status, 200, 'the hero allows 5MB');
    await admin.put('/api/admin/site-settings', { json: { heroImagePath: null } });
  });
});
