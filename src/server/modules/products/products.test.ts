import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Product } from '../../../shared/types';
import { useAdmin, useTestApp } from '../../../test/start-test-app';
import { productInputOf } from '../../../tooling/harness/product-input';
import { NO_DETAILS } from './products.repo';

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
    const { updatedAt, ...p } = await res.json();
    const details = Object.fromEntries(Object.keys(NO_DETAILS).map((key) => [key, p[key]]));
    assert.deepEqual(details, NO_DETAILS, 'the answer carries the trade details (empty when none were sent)');
    assert.match(updatedAt, /^\d{4}-/);
    assert.deepEqual(p, {
      ...NO_DETAILS,
      id: p.id,
      name: 'Red Globe',
      slug: 'red-globe',
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
    const after = await (await admin.get(`/api/admin/products/${p.id}`)).json();
    assert.deepEqual(after, p);
  });
});

describe('product slugs', () => {
  const app = useTestApp();
  const admin = useAdmin(app);
  let categoryId: number;
  before(async () => {
    categoryId = (await (await admin.post('/api/admin/categories', { json: { name: 'Apples' } })).json()).id;
  });
  const create = async (json: object) => admin.post('/api/admin/products', { json: { categoryId, ...json } });
  const created = async (json: object): Promise<Product> => {
    const res = await create(json);
    assert.equal(res.status, 201, await res.clone().text());
    return res.json();
  };

  test('made from the name on create: transliterated, de-duplicated with -2, -3; an owner-given slug is kept', async () => {
    assert.equal((await created({ name: 'Crème Pommes' })).slug, 'creme-pommes');
    assert.equal((await created({ name: 'Creme  Pommes!' })).slug, 'creme-pommes-2');
    assert.equal((await created({ name: 'CRÈME POMMES' })).slug, 'creme-pommes-3');
    assert.equal((await created({ name: 'सेब' })).slug, 'product');
    assert.equal((await created({ name: 'Fuji', slug: 'fuji-from-japan' })).slug, 'fuji-from-japan');
    assert.equal((await created({ name: 'Fuji', slug: '' })).slug, 'fuji', 'an empty slug is made from the name');
  });

  test('the public list and the admin list carry the slug beside every spec field; the public one, the card’s badge', async () => {
    const p = await created({ name: 'Listed Gala', origin: 'Chile' });
    const pub = ((await (await app.client().get('/api/products')).json()) as Product[]).find((x) => x.id === p.id)!;
    assert.equal(pub.availability, null, 'no origins: no badge');
    assert.deepEqual(Object.keys(pub).sort(), [
      'availability',
      'categoryId',
      'categoryName',
      'description',
      'id',
      'image',
      'imageAlt',
      'isActive',
      'isFeatured',
      'name',
      'origin',
      'slug',
    ]);
    assert.equal(pub.slug, 'listed-gala');
    const adm = ((await (await admin.get('/api/admin/products')).json()) as Product[]).find((x) => x.id === p.id)!;
    assert.equal(adm.slug, 'listed-gala');
  });

  test('a bad slug is a 400 naming the slug field; one another product has is a 409 naming it; nothing is saved', async () => {
    const taken = await created({ name: 'Taken Pear' });
    for (const slug of ['Taken', 'two words', 'a--b', '-a', 'é', 'a/b', 'x'.repeat(81)]) {
      const res = await create({ name: 'Bad', slug });
      assert.equal(res.status, 400, slug);
      const body = await res.json();
      assert.match(body.fields.slug, /^Slug (may use only lowercase letters|must be at most 80 characters)/, slug);
      assert.equal(body.message, body.fields.slug);
    }
    const dup = await create({ name: 'Other', slug: 'taken-pear' });
    assert.equal(dup.status, 409);
    assert.deepEqual(await dup.json(), {
      message: 'The slug "taken-pear" is already used by Taken Pear',
      code: 'conflict',
      fields: { slug: 'The slug "taken-pear" is already used by Taken Pear' },
    });
    const other = await created({ name: 'Other Pear' });
    const put = await admin.put(`/api/admin/products/${other.id}`, { json: { ...productInputOf(other), slug: 'taken-pear' } });
    assert.equal(put.status, 409);
    assert.equal((await put.json()).fields.slug, 'The slug "taken-pear" is already used by Taken Pear');
    const bad = await admin.put(`/api/admin/products/${other.id}`, { json: { ...productInputOf(other), slug: 'Not OK' } });
    assert.equal(bad.status, 400);
    const names = ((await (await admin.get('/api/admin/products')).json()) as Product[]).map((p) => p.name);
    assert.ok(!names.includes('Bad') && !names.includes('Other'));
    assert.equal(((await (await admin.get('/api/admin/products')).json()) as Product[]).find((p) => p.id === other.id)!.slug, 'other-pear');
    assert.equal(taken.slug, 'taken-pear');
  });

  test('update: a slug left out is kept (spec-only clients), the same slug is no conflict, an empty one is made from the name', async () => {
    const p = await created({ name: 'Kept Kiwi', slug: 'my-kiwi' });
    const renamed = await (await admin.put(`/api/admin/products/${p.id}`, { json: { ...productInputOf(p), name: 'Renamed Kiwi' } })).json();
    assert.equal(renamed.slug, 'my-kiwi', 'renaming the product does not move its page');
    const same = await admin.put(`/api/admin/products/${p.id}`, { json: { ...productInputOf(p), slug: 'my-kiwi' } });
    assert.equal(same.status, 200);
    const remade = await (
      await admin.put(`/api/admin/products/${p.id}`, { json: { ...productInputOf(p), name: 'Renamed Kiwi', slug: '' } })
    ).json();
    assert.equal(remade.slug, 'renamed-kiwi');
  });

  test('updated_at moves with every write; created_at stays', async () => {
    const p = await created({ name: 'Dated Plum' });
    const row = () =>
      app.db.prepare('SELECT created_at, updated_at FROM products WHERE id = ?').get(p.id) as { created_at: string; updated_at: string };
    const first = row();
    assert.equal(first.updated_at.slice(0, 16), first.created_at.slice(0, 16));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await admin.put(`/api/admin/products/${p.id}`, { json: { ...productInputOf(p), description: 'Juicy' } });
    const second = row();
    assert.equal(second.created_at, first.created_at);
    assert.ok(second.updated_at > first.updated_at, `${second.updated_at} > ${first.updated_at}`);
  });
});
