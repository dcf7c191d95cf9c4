import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useAdmin, useTestApp } from '../../../test/start-test-app';
import { makePng, multipartForm } from '../../../tooling/harness/images';

describe('gallery API', () => {
  const app = useTestApp();
  const admin = useAdmin(app);

  const upload = async (folderId: number, names: string[]) =>
    admin.post(`/api/admin/upload/gallery/${folderId}`, {
      body: multipartForm('files', await Promise.all(names.map(async (name) => ({ name, type: 'image/png', data: await makePng() })))),
    });

  test('folders: create 201, update 200, validation, public list with imageCount and cover', async () => {
    const res = await admin.post('/api/admin/gallery/folders', { json: { name: 'APMC Shops', description: 'Our three shops' } });
    assert.equal(res.status, 201);
    const folder = await res.json();
    assert.deepEqual(folder, { id: folder.id, name: 'APMC Shops', description: 'Our three shops', imageCount: 0, coverPath: null });
    assert.equal((await admin.post('/api/admin/gallery/folders', { json: { description: 'x' } })).status, 400);
    const up = await admin.put(`/api/admin/gallery/folders/${folder.id}`, { json: { name: 'APMC Market Shops', description: '' } });
    assert.equal((await up.json()).name, 'APMC Market Shops');
    assert.equal((await admin.put('/api/admin/gallery/folders/99999', { json: { name: 'x' } })).status, 404);

    const images = await upload(folder.id, ['shop-1.png', 'shop-2.png']);
    assert.equal(images.status, 201);
    const list = await images.json();
    assert.equal(list.length, 2);
    assert.deepEqual(Object.keys(list[0]).sort(), ['alt', 'filename', 'folderId', 'id', 'originalName', 'path']);
    assert.equal(list[0].folderId, folder.id);
    assert.equal(list[0].originalName, 'shop-1.png');

    const pub = await (await app.client().get('/api/gallery/folders')).json();
    const f = pub.find((x: { id: number }) => x.id === folder.id);
    assert.equal(f.imageCount, 2);
    assert.equal(f.coverPath, list[0].path);
    const imgs = await (await app.client().get(`/api/gallery/images/${folder.id}`)).json();
    assert.deepEqual(
      imgs.map((i: { id: number }) => i.id),
      list.map((i: { id: number }) => i.id),
    );
    assert.equal((await app.client().get('/api/gallery/images/99999')).status, 404);
    assert.equal((await app.client().get('/api/gallery/images/abc')).status, 400);
    assert.equal((await upload(99999, ['x.png'])).status, 404);
  });

  test("a camera's file name is replaced by the folder's at upload; the owner renames an image and visitors see the new name (Low 7)", async () => {
    const folder = await (await admin.post('/api/admin/gallery/folders', { json: { name: 'Alphonso harvest' } })).json();
    const names = ['IMG_20240512_101010.jpg', 'WhatsApp Image 2024-05-12 at 10.10.10.jpeg', 'DSC01234.PNG', 'mango-crates.png'];
    const images = await (await upload(folder.id, names)).json();
    assert.deepEqual(
      images.map((i: { originalName: string }) => i.originalName),
      ['Alphonso harvest.jpg', 'Alphonso harvest.jpeg', 'Alphonso harvest.png', 'mango-crates.png'],
    );
    const publicNames = async () =>
      (await (await app.client().get(`/api/gallery/images/${folder.id}`)).json()).map((i: { originalName: string }) => i.originalName);
    assert.ok(!(await publicNames()).some((n: string) => /IMG_|WhatsApp|DSC/.test(n)), 'no camera name reaches visitors');

    const id = await mediaIdOf(images[3].path);
    const renamed = await admin.put(`/api/admin/media/${id}`, {
      json: { alt: 'Mango crates at Vashi', originalName: 'Crates of Alphonso at Vashi' },
    });
    assert.equal(renamed.status, 200, await renamed.clone().text());
    assert.equal((await renamed.json()).originalName, 'Crates of Alphonso at Vashi');
    assert.equal((await publicNames())[3], 'Crates of Alphonso at Vashi');

    for (const [originalName, message] of [
      ['', /Name is required/],
      ['../etc/passwd', /Name must not contain/],
      ['x'.repeat(256), /at most 255/],
    ] as const) {
      const bad = await admin.put(`/api/admin/media/${id}`, { json: { alt: '', originalName } });
      assert.equal(bad.status, 400, originalName);
      assert.match((await bad.json()).message, message);
    }
    // Alt text alone, as before: the name stays.
    const altOnly = await (await admin.put(`/api/admin/media/${id}`, { json: { alt: 'Crates' } })).json();
    assert.equal(altOnly.originalName, 'Crates of Alphonso at Vashi');
  });

  /** The media id behind a gallery image's path, from the library. */
  const mediaIdOf = async (path: string): Promise<number> =>
    ((await (await admin.get('/api/media')).json()) as Array<{ id: number; url: string }>).find((m) => m.url === path)!.id;

  test('deleting an image deletes its media row and file; deleting a folder deletes all of its images', async () => {
    const folder = await (await admin.post('/api/admin/gallery/folders', { json: { name: 'Cold Storage' } })).json();
    const [a, b, c] = await (await upload(folder.id, ['a.png', 'b.png', 'c.png'])).json();
    const all = await (await admin.get('/api/admin/gallery/images')).json();
    assert.ok([a, b, c].every((img) => all.some((x: { id: number }) => x.id === img.id)));

    assert.equal((await admin.delete(`/api/admin/gallery/images/${a.id}`)).status, 204);
    assert.equal((await app.client().get(a.path)).status, 404);
    const media = await (await admin.get('/api/media')).json();
    assert.ok(!media.some((m: { url: string }) => m.url === a.path));

    // An image also used as the hero survives its folder's deletion (only the gallery row goes).
    await admin.put('/api/admin/site-settings', { json: { heroImagePath: b.path } });
    assert.equal((await admin.delete(`/api/admin/gallery/folders/${folder.id}`)).status, 204);
    assert.equal((await app.client().get(c.path)).status, 404);
    assert.equal((await app.client().get(b.path)).status, 200);
    assert.equal((await admin.get(`/api/admin/gallery/folders`)).status, 200);
    assert.equal((await admin.delete(`/api/admin/gallery/folders/${folder.id}`)).status, 404);
    assert.equal((await admin.delete(`/api/admin/gallery/images/${c.id}`)).status, 404);
  });
});
