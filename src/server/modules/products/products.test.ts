import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { useAdmin, useTestApp } from '../../../test/start-test-app';

describe('products API', () => {
  const app = useTestApp();
  const admin = useAdmin(app);
  let fruit: { id: number };
  let hiddenCat: { id: number };
  before(async () => {
    fruit = await (await admin.post('/api/admin/categories', { json: { name: 'Grapes' } })).json();
    hiddenCat = await (await admin.post('/api/admin/categories', { json: { name: 'Hidden', isActive: false } })).json();
  });

  test('create: 201, defaults active and not featured, categoryId an integer', async () => {
    const res = await admin.post('/api/admin/products', { json: { name: 'Red Globe', categoryId: fruit.id, origin: 'Chile' } });
    assert.equal(res.status, 201);
    const p = await res.json();
    assert.deepEqual(p, {
      id: p.id,
      name: 'Red Globe',
      description: '',
      image: null,
      imageAlt: '',
      origin: 'Chile',
      categoryId: fruit.id,
      categoryName: 'Grapes',
      isActive: true,
      isFeatured: false,
    });
  });

  test('category is required, must be an integer and must exist', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ name: 'x' }, /Category is required/],
      [{ name: 'x', categoryId: '1' }, /Category is required/],
      [{ name: 'x', categoryId: 1.5 }, /whole number/],
      [{ name: 'x', categoryId: 424242 }, /category does not exist/],
      [{ categoryId: fruit.id }, /Product name is required/],
    ];
    for (const [json, message] of cases) {
      const res = await admin.post('/api/admin/products', { json });
      assert.equal(res.status, 400, JSON.stringify(json));
      assert.match((await res.json()).message, message);
    }
  });

  test('public list: active products of active categories only; categoryId filter; non-numeric means all', async () => {
    const a = await (
      await admin.post('/api/admin/products', { json: { name: 'Thompson', categoryId: fruit.id, isFeatured: true } })
    ).json();
    const off = await (await admin.post('/api/admin/products', { json: { name: 'Off', categoryId: fruit.id, isActive: false } })).json();
    const inHidden = await (await admin.post('/api/admin/products', { json: { name: 'In hidden', categoryId: hiddenCat.id } })).json();
    const all = await (await app.client().get('/api/products')).json();
    const ids = all.map((p: { id: number }) => p.id);
    assert.ok(ids.includes(a.id));
    assert.ok(!ids.includes(off.id) && !ids.includes(inHidden.id));
    assert.equal(all[0].isFeatured, true, 'featured first');
    const filtered = await (await app.client().get(`/api/products?categoryId=${fruit.id}`)).json();
    assert.ok(filtered.every((p: { categoryId: number }) => p.categoryId === fruit.id));
    for (const q of ['?categoryId=abc', '?categoryId=', '?categoryId=-1', '', '?categoryId=987654', `?categoryId=${hiddenCat.id}`]) {
      assert.deepEqual(await (await app.client().get(`/api/products${q}`)).json(), all, q);
    }
    const adminAll = await (await admin.get('/api/admin/products')).json();
    assert.ok(adminAll.some((p: { id: number }) => p.id === off.id));
  });

  test('update 200 / unknown 404 / delete 204', async () => {
    const p = await (await admin.post('/api/admin/products', { json: { name: 'Autumn Royal', categoryId: fruit.id } })).json();
    const up = await admin.put(`/api/admin/products/${p.id}`, {
      json: {
        name: 'Autumn Royal',
        categoryId: fruit.id,
        isFeatured: true,
        isActive: true,
        description: 'Black seedless',
        origin: 'Peru',
        image: null,
      },
    });
    assert.equal(up.status, 200);
    assert.equal((await up.json()).isFeatured, true);
    assert.equal(
      (
        await admin.put('/api/admin/products/987654', {
          json: { name: 'x', categoryId: fruit.id, description: '', origin: '', isFeatured: false, isActive: true, image: null },
        })
      ).status,
      404,
    );
    assert.equal((await admin.delete(`/api/admin/products/${p.id}`)).status, 204);
    assert.equal((await admin.delete(`/api/admin/products/${p.id}`)).status, 404);
  });

  test('hostile strings round-trip unchanged as data', async () => {
    const name = `O'Brien "quoted" -- %_ <script>`;
    const p = await (
      await admin.post('/api/admin/products', { json: { name, categoryId: fruit.id, description: "'; DROP TABLE products; --" } })
    ).json();
    assert.equal(p.name, name);
    const again = await (await admin.get('/api/admin/products')).json();
    assert.ok(again.some((x: { name: string }) => x.name === name));
  });

  test('PUT replaces the whole product: a field left out is a 400, never silently reset', async () => {
    const p = await (
      await admin.post('/api/admin/products', { json: { name: 'Golden Kiwi', categoryId: fruit.id, origin: 'Italy', isFeatured: true } })
    ).json();
    const res = await admin.put(`/api/admin/products/${p.id}`, { json: { name: 'Golden Kiwi', categoryId: fruit.id, isActive: false } });
    assert.equal(res.status, 400);
    assert.match((await res.json()).message, /is required/);
    const after = await (await admin.get('/api/admin/products')).json();
    assert.deepEqual(
      after.find((x: { id: number }) => x.id === p.id),
      p,
    );
  });
});
