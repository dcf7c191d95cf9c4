import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { DEFAULT_HERO_TITLE } from '../../../shared/constants';
import { useAdmin, useTestApp } from '../../../test/start-test-app';
import { multipartForm } from '../../../tooling/harness/images';

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

  test("the logo's 2MB is the owner's file (spec §5), never the size it has once re-encoded", async () => {
    // A wide palette PNG of noise, shaped like a logo: about 1.1 MB as sent; re-encoded (every upload is) it grows
    // past 2 MB. Its pixels are drawn from 256 random colours, so the palette is found at once (quantising free
    // noise takes seconds), and its width-based variants are small.
    const [width, height] = [2200, 480];
    const colours = randomBytes(256 * 3);
    const pixels = Buffer.alloc(width * height * 3);
    for (const [i, colour] of randomBytes(width * height).entries()) colours.copy(pixels, i * 3, colour * 3, colour * 3 + 3);
    const palette = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png({ palette: true, colours: 256 })
      .toBuffer();
    assert.ok(palette.length < 2 * 1024 * 1024, `${palette.length}`);
    const up = await admin.post('/api/admin/upload/single?use=logo', {
      body: multipartForm('file', [{ name: 'logo.png', type: 'image/png', data: palette }]),
    });
    assert.equal(up.status, 201, await up.clone().text());
    const { path, media } = await up.json();
    assert.ok(media.size > 2 * 1024 * 1024, `stored ${media.size}`);
    // The upload was taken as a logo, so it can be the logo: one rule, one number.
    const saved = await admin.put('/api/admin/site-settings', { json: { logoPath: path } });
    assert.equal(saved.status, 200, await saved.clone().text());
    // Visitors never get that file: every page offers the logo's variants, and a phone takes a small one.
    const html = await (await app.client().get('/about')).text();
    const logo = /<img[^>]*alt="Mumbai Fruit Trading Co\."[^>]*>/.exec(html)?.[0] ?? '';
    assert.match(logo, /srcSet="\/uploads\/[0-9a-f]{32}-320 320w, /);
    assert.match(logo, /sizes="14rem"/);
    await admin.put('/api/admin/site-settings', { json: { logoPath: null } });
  });
});
