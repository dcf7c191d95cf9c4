import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useAdmin, useTestApp } from '../../../test/start-test-app';
import { makePng, multipartForm } from '../../../tooling/harness/images';

describe('categories API', () => {
  const app = useTestApp();
  const admin = useAdmin(app);

  test('create answers 201 with the saved entity, defaults active', async () => {
    const res = await admin.post('/api/admin/categories', { json: { name: '  Apples ', description: 'Crisp' } });
    assert.equal(res.status, 201);
    const body = await res.json();
    assert.deepEqual(body, {
      id: body.id,
      name: 'Apples',
      description: 'Crisp',
      image: null,
      imageAlt: '',
      isActive: true,
      productCount: 0,
    });
    assert.equal(typeof body.id, 'number');
  });

  test('update answers 200; server-owned fields never change data', async () => {
    const created = await (await admin.post('/api/admin/categories', { json: { name: 'Pears' } })).json();
    const res = await admin.put(`/api/admin/categories/${created.id}`, {
      json: { id: 999, productCount: 7, name: 'Pears', description: 'Juicy', isActive: false, image: null },
    });
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), {
      id: created.id,
      name: 'Pears',
      description: 'Juicy',
      image: null,
      imageAlt: '',
      isActive: false,
      productCount: 0,
    });
    const row = app.db.prepare('SELECT COUNT(*) AS n FROM categories WHERE id = 999').get() as { n: number };
    assert.equal(row.n, 0);
  });

  test('validation: name required, types, lengths, unknown image paths', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{}, /Category name is required/],
      [{ name: '   ' }, /Category name is required/],
      [{ name: 5 }, /Category name must be text/],
      [{ name: 'x'.repeat(101) }, /at most 100/],
      [{ name: 'Ok', isActive: 'yes' }, /isActive must be true or false/],
      [{ name: 'Ok', image: 'javascript:alert(1)' }, /uploaded image path/],
      [{ name: 'Ok', image: '/uploads/../app.db' }, /uploaded image path/],
      [{ name: 'Ok', image: `/uploads/${'a'.repeat(32)}.png` }, /uploaded to this site/],
      [[], /must be a JSON object/],
      ['str', /not valid JSON/],
    ];
    for (const [json, message] of cases) {
      const res = await admin.post('/api/admin/categories', { json });
      assert.equal(res.status, 400, JSON.stringify(json));
      assert.match((await res.json()).message, message, JSON.stringify(json));
    }
    assert.equal((await admin.put('/api/admin/categories/abc', { json: { name: 'x' } })).status, 400);
    assert.equal(
      (await admin.put('/api/admin/categories/999999', { json: { name: 'x', description: '', isActive: true, image: null } })).status,
      404,
    );
    assert.equal((await admin.delete('/api/admin/categories/999999')).status, 404);
    assert.equal((await admin.delete('/api/admin/categories/0')).status, 400);
  });

  test('an uploaded image is accepted; public list holds active only and counts active products', async () => {
    const up = await admin.post('/api/admin/upload/single', {
      body: multipartForm('file', [{ name: 'apple.png', type: 'image/png', data: await makePng() }]),
    });
    assert.equal(up.status, 201);
    const { path } = await up.json();
    const cat = await (await admin.post('/api/admin/categories', { json: { name: 'Citrus', image: path } })).json();
    assert.equal(cat.image, path);
    const hidden = await (await admin.post('/api/admin/categories', { json: { name: 'Hidden', isActive: false } })).json();
    await admin.post('/api/admin/products', { json: { name: 'Orange', categoryId: cat.id } });
    await admin.post('/api/admin/products', { json: { name: 'Old orange', categoryId: cat.id, isActive: false } });

    const pub = await (await app.client().get('/api/categories')).json();
    assert.ok(pub.every((c: { isActive: boolean }) => c.isActive));
    assert.ok(!pub.some((c: { id: number }) => c.id === hidden.id));
    assert.equal(pub.find((c: { id: number }) => c.id === cat.id).productCount, 1);
    const all = await (await admin.get('/api/admin/categories')).json();
    assert.equal(all.find((c: { id: number }) => c.id === cat.id).productCount, 2);
    assert.ok(all.some((c: { id: number }) => c.id === hidden.id));
  });

  test('deleting a category with products is refused with 409 naming how many; empty one is 204', async () => {
    const cat = await (await admin.post('/api/admin/categories', { json: { name: 'Kiwi' } })).json();
    const p1 = await (await admin.post('/api/admin/products', { json: { name: 'Green kiwi', categoryId: cat.id } })).json();
    await admin.post('/api/admin/products', { json: { name: 'Gold kiwi', categoryId: cat.id } });
    const refused = await admin.delete(`/api/admin/categories/${cat.id}`);
    assert.equal(refused.status, 409);
    assert.match((await refused.json()).message, /still has 2 products/);
    await admin.delete(`/api/admin/products/${p1.id}`);
    assert.match((await (await admin.delete(`/api/admin/categories/${cat.id}`)).json()).message, /still has 1 product\./);
    const empty = await (await admin.post('/api/admin/categories', { json: { name: 'Empty' } })).json();
    const del = await admin.delete(`/api/admin/categories/${empty.id}`);
    assert.equal(del.status, 204);
    assert.equal(await del.text(), '');
  });

  test('anonymous admin calls are 401', async () => {
    const c = app.client();
    assert.equal((await c.get('/api/admin/categories')).status, 401);
    assert.equal((await c.post('/api/admin/categories', { json: { name: 'x' } })).status, 401);
  });

  test('PUT replaces the whole category: a field left out is a 400', async () => {
    const c = await (await admin.post('/api/admin/categories', { json: { name: 'Hidden berries', isActive: false } })).json();
    const res = await admin.put(`/api/admin/categories/${c.id}`, { json: { name: 'Hidden berries' } });
    assert.equal(res.status, 400);
    assert.equal((await (await admin.get('/api/admin/categories')).json()).find((x: { id: number }) => x.id === c.id).isActive, false);
  });
});
