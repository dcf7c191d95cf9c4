// run-tests: alone (heavy: its own process keeps the shared ones short)
import assert from 'node:assert/strict';
import { existsSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { IMAGE_WIDTHS, UPLOAD_PATH_PATTERN, uploadBase, variantPath } from '../../../shared/upload-names';
import { useAdmin, useTestApp } from '../../../test/start-test-app';
import { makeJpeg, makePng, makeWebp, multipartForm, SVG_WITH_SCRIPT } from '../../../tooling/harness/images';
import type { SiteClient } from '../../../tooling/harness/site-client';
import { uploadsToKeep } from '../../boot';
import { detectImageType } from './detect-image-type';

describe('detectImageType', () => {
  test('reads magic bytes, not names', async () => {
    assert.equal(detectImageType(await makePng()), 'png');
    assert.equal(detectImageType(await makeJpeg()), 'jpeg');
    assert.equal(detectImageType(await makeWebp()), 'webp');
    assert.equal(detectImageType(SVG_WITH_SCRIPT), 'svg');
    assert.equal(detectImageType(Buffer.from('<?xml version="1.0"?>\n<!-- c --><svg xmlns="http://www.w3.org/2000/svg"/>')), 'svg');
    assert.equal(detectImageType(Buffer.from('<html><svg></svg></html>')), undefined);
    assert.equal(detectImageType(Buffer.from('GIF89a....')), undefined);
    assert.equal(detectImageType(Buffer.from('')), undefined);
  });
});

describe('upload API', () => {
  const app = useTestApp({ noTempFilesLeft: true });
  const admin = useAdmin(app);

  const single = (c: SiteClient, name: string, type: string, data: Buffer, query = '') =>
    c.post(`/api/admin/upload/single${query}`, { body: multipartForm('file', [{ name, type, data }]) });

  test('PNG, JPEG, WebP are re-encoded, stored under random names and served immutable with nosniff', async () => {
    for (const [name, type, data, ext] of [
      ['a.png', 'image/png', await makePng(), 'png'],
      ['b.jpg', 'image/jpeg', await makeJpeg(), 'jpg'],
      ['c.webp', 'image/webp', await makeWebp(), 'webp'],
    ] as const) {
      const res = await single(admin, name, type, data);
      assert.equal(res.status, 201, name);
      const body = await res.json();
      assert.match(body.path, UPLOAD_PATH_PATTERN);
      assert.ok(body.path.endsWith(`.${ext}`));
      assert.equal(body.media.originalName, name);
      assert.equal(body.media.url, body.path);
      const file = await app.client().get(body.path);
      assert.equal(file.status, 200);
      assert.equal(file.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(file.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.match(file.headers.get('content-security-policy') ?? '', /sandbox/);
      const bytes = Buffer.from(await file.arrayBuffer());
      assert.ok(!bytes.includes('secret-exif-marker'), 'metadata stripped');
      assert.equal((await sharp(bytes).metadata()).width, 64);
    }
  });

  test('an SVG with a script is rasterised to WebP: no SVG is ever served', async () => {
    const res = await single(admin, 'logo.svg', 'image/svg+xml', SVG_WITH_SCRIPT);
    assert.equal(res.status, 201);
    const { path, media } = await res.json();
    assert.ok(path.endsWith('.webp'));
    assert.equal(media.mimeType, 'image/webp');
    const bytes = Buffer.from(await (await app.client().get(path)).arrayBuffer());
    assert.ok(!bytes.includes('<script'));
    assert.equal((await sharp(bytes).metadata()).format, 'webp');
  });

  test('a text file named .png is 415, and so is an empty or undecodable image', async () => {
    const before = app.uploadedFiles().length;
    const res = await single(admin, 'evil.png', 'image/png', Buffer.from('<?php echo "hi"; ?>'));
    assert.equal(res.status, 415);
    assert.match((await res.json()).message, /not a JPG, PNG, WebP or SVG image/);
    const broken = Buffer.concat([(await makePng()).subarray(0, 40)]);
    assert.equal((await single(admin, 'cut.png', 'image/png', broken)).status, 415);
    assert.equal(app.uploadedFiles().length, before);
  });

  test('over 5 MB is 413 with a clear message; the logo use caps at 2 MB', async () => {
    const big = Buffer.concat([await makePng(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await single(admin, 'big.png', 'image/png', big);
    assert.equal(res.status, 413);
    assert.equal((await res.json()).message, 'File size must be less than 5MB');
    const three = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#888' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    assert.ok(three.length > 2 * 1024 * 1024 && three.length < 5 * 1024 * 1024);
    const logo = await single(admin, 'logo.png', 'image/png', three, '?use=logo');
    assert.equal(logo.status, 413);
    assert.equal((await logo.json()).message, 'File size must be less than 2MB');
    assert.equal((await single(admin, 'x.png', 'image/png', await makePng(), '?use=nope')).status, 400);
  });

  test('a decompression bomb (huge pixel count) is refused', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    assert.equal((await single(admin, 'bomb.png', 'image/png', bomb)).status, 415);
  });

  test('wrong field names, no file, too many files, not multipart', async () => {
    const png = await makePng();
    assert.equal(
      (await admin.post('/api/admin/upload/single', { body: multipartForm('image', [{ name: 'a.png', type: 'image/png', data: png }]) }))
        .status,
      400,
    );
    assert.equal((await admin.post('/api/admin/upload/single', { body: new FormData() })).status, 400);
    const two = multipartForm('file', [
      { name: 'a.png', type: 'image/png', data: png },
      { name: 'b.png', type: 'image/png', data: png },
    ]);
    assert.equal((await admin.post('/api/admin/upload/single', { body: two })).status, 413);
    // A refused upload's temp files are gone before its answer is sent, even those still being opened.
    assert.deepEqual(app.leftoverTempFiles(), []);
    const eleven = multipartForm(
      'files',
      Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, type: 'image/png', data: png })),
    );
    assert.equal((await admin.post('/api/admin/media/upload', { body: eleven })).status, 413);
    assert.deepEqual(app.leftoverTempFiles(), []);
    assert.equal((await admin.post('/api/admin/media/upload', { json: { files: [] } })).status, 415);
  });

  test('hostile file names are kept only as labels', async () => {
    for (const name of ['../../x.png', 'a\r\nb.png', `${'a'.repeat(300)}.png`]) {
      const res = await single(admin, name, 'image/png', await makePng());
      assert.equal(res.status, 201, name);
      const { path, media } = await res.json();
      assert.match(path, UPLOAD_PATH_PATTERN);
      assert.ok(!media.originalName.includes('/') && !/[\r\n]/.test(media.originalName) && media.originalName.length <= 255);
    }
  });

  test('anonymous and cross-site uploads are refused before anything is written', async () => {
    const form = () => multipartForm('file', [{ name: 'a.png', type: 'image/png', data: Buffer.alloc(1024 * 1024, 1) }]);
    assert.equal((await app.client().post('/api/admin/upload/single', { body: form() })).status, 401);
    assert.equal((await admin.post('/api/admin/upload/single', { body: form(), headers: { origin: 'https://evil.example' } })).status, 403);
    assert.equal((await admin.post('/api/admin/upload/single', { body: form(), headers: { 'sec-fetch-site': 'cross-site' } })).status, 403);
    assert.deepEqual(app.leftoverTempFiles(), []);
  });

  test('uploads are only served by name from the uploads folder', async () => {
    for (const p of [
      '/uploads/..%2fapp.db',
      '/uploads/%2e%2e/app.db',
      '/uploads/..\\app.db',
      '/app.db',
      '/data/app.db',
      '/uploads/',
      '/uploads/.tmp-x',
      '/uploads/secret',
      `/uploads/${'b'.repeat(32)}.png`,
    ]) {
      const res = await app.client().get(p);
      assert.equal(res.status, 404, p);
    }
  });

  test('files are stored in the order they were sent, whichever finishes writing first', async () => {
    // A large first part finishes writing to disk after the small ones behind it.
    const big = await sharp({
      create: { width: 900, height: 700, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .png()
      .toBuffer();
    const small = await makePng(8, 8);
    const names = Array.from({ length: 8 }, (_, i) => `order-${i}.png`);
    const res = await admin.post('/api/admin/media/upload', {
      body: multipartForm(
        'files',
        names.map((name, i) => ({ name, type: 'image/png', data: i === 0 ? big : small })),
      ),
    });
    assert.equal(res.status, 201);
    assert.deepEqual(
      ((await res.json()) as Array<{ originalName: string }>).map((m) => m.originalName),
      names,
    );
  });

  test('media library: multi upload, list, search, alt, delete; in-use files are refused with where', async () => {
    const png = await makePng();
    const res = await admin.post('/api/admin/media/upload', {
      body: multipartForm('files', [
        { name: 'mango-box.png', type: 'image/png', data: png },
        { name: 'chilli_100%.png', type: 'image/png', data: png },
      ]),
    });
    assert.equal(res.status, 201);
    // The parser may finish the parts in either order: find each item by its name.
    const items: Array<{ id: number; originalName: string; filename: string; url: string }> = await res.json();
    const mango = items.find((m) => m.originalName === 'mango-box.png')!;
    const chilli = items.find((m) => m.originalName === 'chilli_100%.png')!;
    assert.equal((await app.client().get('/api/media')).status, 401);
    const found = await (await admin.get('/api/media?search=mango')).json();
    assert.deepEqual(
      found.map((m: { id: number }) => m.id),
      [mango.id],
    );
    const literal = await (await admin.get('/api/media?search=100%25')).json();
    assert.deepEqual(
      literal.map((m: { id: number }) => m.id),
      [chilli.id],
      '% is matched literally',
    );
    const byFilename = await (await admin.get(`/api/media?search=${mango.filename.slice(0, 10)}`)).json();
    assert.ok(byFilename.some((m: { id: number }) => m.id === mango.id));
    const alt = await admin.put(`/api/admin/media/${mango.id}`, { json: { alt: 'Alphonso mango boxes' } });
    assert.equal((await alt.json()).alt, 'Alphonso mango boxes');

    await admin.put('/api/admin/site-settings', { json: { logoPath: mango.url } });
    const cat = await (await admin.post('/api/admin/categories', { json: { name: 'Mangoes', image: mango.url } })).json();
    assert.equal(cat.imageAlt, 'Alphonso mango boxes', 'the library alt text travels with the image');
    const refused = await admin.delete(`/api/admin/media/${mango.id}`);
    assert.equal(refused.status, 409);
    const message = (await refused.json()).message;
    assert.match(message, /the site logo/);
    assert.match(message, /category "Mangoes"/);
    assert.equal((await app.client().get(mango.url)).status, 200);

    await admin.put('/api/admin/site-settings', { json: { logoPath: null } });
    await admin.put(`/api/admin/categories/${cat.id}`, { json: { name: 'Mangoes', description: '', isActive: true, image: null } });
    assert.equal((await admin.delete(`/api/admin/media/${mango.id}`)).status, 204);
    // In the trash: gone for visitors, still there for the owner (and on disk) until the trash is purged.
    assert.equal((await app.client().get(mango.url)).status, 404, 'visitors no longer get it');
    const owned = await admin.get(mango.url);
    assert.equal(owned.status, 200, 'the owner still sees what the trash holds');
    assert.equal(owned.headers.get('cache-control'), 'private, no-store');
    assert.equal((await admin.delete(`/api/admin/media/${mango.id}`)).status, 404);
    assert.ok(app.uploadedFiles().includes(mango.filename));
    assert.equal((await admin.delete('/api/admin/trash')).status, 204);
    assert.ok(!app.uploadedFiles().some((f) => f.startsWith(uploadBase(mango.filename))), 'the file and its variants went with the purge');
    assert.equal((await admin.get(mango.url)).status, 404);
  });

  test('every upload gets responsive WebP variants, made once; the purge removes them; start-up backfills and sweeps', async () => {
    const big = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#4a9237' } })
      .jpeg()
      .toBuffer();
    const { path, media } = await (await single(admin, 'orchard.jpg', 'image/jpeg', big)).json();
    const widths: number[] = [];
    for (const w of IMAGE_WIDTHS) {
      const res = await app.client().get(variantPath(path, w)!);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), 'image/webp');
      assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      widths.push((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width!);
    }
    assert.deepEqual(widths, [320, 640, 1024, 1600]);
    // A browser that names AVIF gets AVIF where it was smaller; the answer varies by Accept.
    const avif = await app.client().get(variantPath(path, 1024)!, { headers: { accept: 'image/avif,image/webp,*/*' } });
    assert.match(avif.headers.get('content-type') ?? '', /^image\/(avif|webp)$/);
    assert.match(avif.headers.get('vary') ?? '', /Accept/);
    const anyType = await app.client().get(variantPath(path, 1024)!, { headers: { accept: '*/*' } });
    assert.equal(anyType.headers.get('content-type'), 'image/webp');
    const small = await (await single(admin, 'tiny.png', 'image/png', await makePng(100, 50))).json();
    const tiny = await app.client().get(variantPath(small.path, 1600)!);
    assert.equal((await sharp(Buffer.from(await tiny.arrayBuffer())).metadata()).width, 100, 'never enlarged');

    const base = uploadBase(media.filename);
    assert.ok(app.uploadedFiles().includes(`${base}-1024.avif`), 'a photo-like image gets AVIF variants');
    rmSync(join(app.dataDir, 'uploads', `${base}-640.webp`));
    assert.equal(await app.deps.mediaService.ensureVariants(), 1);
    assert.equal((await app.client().get(variantPath(path, 640)!)).status, 200);

    writeFileSync(join(app.dataDir, 'uploads', `${'c'.repeat(32)}-320.webp`), 'orphan');
    const swept = await app.deps.store.sweep(uploadsToKeep(app.deps));
    assert.deepEqual(swept.orphans, [`${'c'.repeat(32)}-320.webp`]);
    assert.ok(existsSync(join(app.dataDir, 'orphans', `${'c'.repeat(32)}-320.webp`)), 'kept aside, not deleted');

    // The hourly sweep removes only parser temp files old enough to be from a crash.
    writeFileSync(join(app.dataDir, 'tmp', 'old-part'), 'x');
    utimesSync(join(app.dataDir, 'tmp', 'old-part'), new Date(Date.now() - 2 * 3600_000), new Date(Date.now() - 2 * 3600_000));
    writeFileSync(join(app.dataDir, 'tmp', 'live-part'), 'x');
    assert.equal(await app.deps.store.sweepTmp(3600_000), 1);
    assert.deepEqual(readdirSync(join(app.dataDir, 'tmp')), ['live-part']);
    rmSync(join(app.dataDir, 'tmp', 'live-part'));

    assert.equal((await admin.delete(`/api/admin/media/${media.id}`)).status, 204);
    assert.ok(app.uploadedFiles().includes(`${base}-640.webp`), 'the trash keeps the variants too');
    assert.equal((await app.client().get(variantPath(path, 640)!)).status, 404, 'but visitors no longer get them');
    assert.equal((await admin.delete('/api/admin/trash')).status, 204);
    assert.ok(!app.uploadedFiles().some((f) => f.startsWith(base)), 'original and variants are gone');
  });
});
