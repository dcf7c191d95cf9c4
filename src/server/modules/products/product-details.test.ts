import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { ApiError, ProductWithDetails, UploadResponse } from '../../../shared/types';
import { useAdmin, useTestApp } from '../../../test/start-test-app';
import { makePng, multipartForm } from '../../../tooling/harness/images';
import { productInputOf } from '../../../tooling/harness/product-input';
import { NO_DETAILS } from './products.repo';

const FULL_DETAILS = {
  varieties: ['Alphonso', 'Kesar'],
  origins: [
    { country: 'India', months: [5, 4, 6, 4], mode: 'air' },
    { country: 'Chile', months: [12, 1] },
  ],
  grades: 'Count 9-12 per 3 kg box',
  packing: '3 kg corrugated box',
  shelfLife: '7-10 days ripe',
  storageTemperature: '10-13 °C',
  minimumOrder: '50 boxes',
  metaDescription: 'Alphonso and Kesar mangoes from Ratnagiri',
};

describe('product trade details API', () => {
  const app = useTestApp();
  const admin = useAdmin(app);
  let categoryId: number;
  let images: UploadResponse[];
  before(async () => {
    categoryId = (await (await admin.post('/api/admin/categories', { json: { name: 'Mangoes' } })).json()).id;
    images = [];
    for (const color of [1, 2, 3]) {
      const res = await admin.post('/api/admin/upload/single', {
        body: multipartForm('file', [
          { name: `m${color}.png`, type: 'image/png', data: await makePng(20, 20, { r: color * 60, g: 90, b: 40 }) },
        ]),
      });
      assert.equal(res.status, 201);
      images.push(await res.json());
    }
    assert.equal((await admin.put(`/api/admin/media/${images[1]!.media.id}`, { json: { alt: 'Mangoes in a crate' } })).status, 200);
  });

  const create = (json: object) => admin.post('/api/admin/products', { json: { name: 'Mango', categoryId, ...json } });
  const read = async (id: number): Promise<ProductWithDetails> => {
    const res = await admin.get(`/api/admin/products/${id}`);
    assert.equal(res.status, 200);
    return res.json();
  };

  test('GET /api/admin/products/:id: the product with empty details when none were sent; 404 JSON when missing', async () => {
    const p = await (await create({ name: 'Plain Mango', origin: 'India' })).json();
    const got = await read(p.id);
    assert.deepEqual(got, { ...p, ...NO_DETAILS, updatedAt: got.updatedAt });
    assert.match(got.updatedAt, /^\d{4}-\d\d-\d\dT/);
    const missing = await admin.get('/api/admin/products/987654');
    assert.equal(missing.status, 404);
    assert.deepEqual(await missing.json(), { message: 'Product not found', code: 'not_found' });
    assert.equal((await admin.get('/api/admin/products/abc')).status, 400);
    assert.equal((await app.client().get(`/api/admin/products/${p.id}`)).status, 401);
  });

  test('POST stores every detail: months sorted without repeats, further images in order with their library alt', async () => {
    const res = await create({ ...FULL_DETAILS, moreImages: [images[1]!.path, images[0]!.path] });
    assert.equal(res.status, 201);
    const created: ProductWithDetails = await res.json();
    const expected = {
      ...FULL_DETAILS,
      origins: [
        { country: 'India', months: [4, 5, 6], mode: 'air' },
        { country: 'Chile', months: [1, 12], mode: null },
      ],
      moreImages: [
        { path: images[1]!.path, alt: 'Mangoes in a crate' },
        { path: images[0]!.path, alt: '' },
      ],
    };
    for (const [key, value] of Object.entries(expected)) {
      assert.deepEqual(created[key as keyof ProductWithDetails], value, key);
    }
    assert.deepEqual(await read(created.id), created);
    // The public list keeps the spec's shape.
    const listed = ((await (await app.client().get('/api/products')).json()) as Array<Record<string, unknown>>).find(
      (x) => x.id === created.id,
    )!;
    assert.equal('origins' in listed || 'moreImages' in listed, false);
  });

  test('PUT without details keeps them (the quick-edit dialog); a detail sent replaces it, the rest stay', async () => {
    const p: ProductWithDetails = await (await create({ name: 'Kept Mango', ...FULL_DETAILS, moreImages: [images[0]!.path] })).json();
    const spec = await admin.put(`/api/admin/products/${p.id}`, { json: { ...productInputOf(p), description: 'Sweet' } });
    assert.equal(spec.status, 200);
    const kept = await read(p.id);
    assert.deepEqual({ ...kept, description: p.description, updatedAt: p.updatedAt }, p);
    assert.ok(kept.updatedAt > p.updatedAt || kept.updatedAt === p.updatedAt);

    const changed = await admin.put(`/api/admin/products/${p.id}`, {
      json: {
        ...productInputOf(p),
        varieties: [],
        origins: [{ country: 'Peru', months: [1] }],
        moreImages: [images[2]!.path],
        packing: '',
      },
    });
    assert.equal(changed.status, 200);
    const after = await read(p.id);
    assert.deepEqual(after.varieties, []);
    assert.deepEqual(after.origins, [{ country: 'Peru', months: [1], mode: null }]);
    assert.deepEqual(after.moreImages, [{ path: images[2]!.path, alt: '' }]);
    assert.equal(after.packing, '');
    assert.equal(after.grades, FULL_DETAILS.grades, 'a detail left out stays');
    assert.deepEqual(await changed.json(), after);
  });

  test('bad details: 400 with a message per field; nothing is written', async () => {
    const p: ProductWithDetails = await (await create({ name: 'Guarded Mango', ...FULL_DETAILS })).json();
    const origin = (months: unknown) => ({ origins: [{ country: 'India', months }] });
    const many = (n: number, make: (i: number) => unknown) => Array.from({ length: n }, (_, i) => make(i));
    const cases: Array<[string, object, string, RegExp]> = [
      ['month 0', origin([0, 5]), 'origins.0.months.0', /from 1 \(January\) to 12 \(December\)/],
      ['month 13', origin([13]), 'origins.0.months.0', /from 1 \(January\) to 12 \(December\)/],
      ['month 4.5', origin([4.5]), 'origins.0.months.0', /whole numbers/],
      ['month as text', origin(['May']), 'origins.0.months.0', /numbers from 1 to 12/],
      ['no months', origin([]), 'origins.0.months', /at least one month/],
      ['no country', { origins: [{ country: '  ', months: [1] }] }, 'origins.0.country', /needs a country/],
      ['by road', { origins: [{ country: 'India', months: [1], mode: 'road' }] }, 'origins.0.mode', /sea or air/],
      [
        'duplicate origins',
        {
          origins: [
            { country: 'India', months: [1] },
            { country: 'INDIA', months: [2] },
          ],
        },
        'origins',
        /listed once/,
      ],
      ['13 origins', { origins: many(13, (i) => ({ country: `Country ${i}`, months: [1] })) }, 'origins', /At most 12 origins/],
      ['13 varieties', { varieties: many(13, (i) => `Variety ${i}`) }, 'varieties', /At most 12 varieties/],
      ['duplicate varieties', { varieties: ['Kesar', 'kesar'] }, 'varieties', /listed once/],
      ['long variety', { varieties: ['x'.repeat(61)] }, 'varieties.0', /at most 60 characters/],
      ['9 images', { moreImages: many(9, (i) => `/uploads/${String(i).repeat(32)}.png`) }, 'moreImages', /At most 8 further images/],
      ['not an upload path', { moreImages: ['https://evil.example/x.png'] }, 'moreImages.0', /uploaded image paths/],
      ['a repeated image', { moreImages: [images[0]!.path, images[0]!.path] }, 'moreImages', /chosen once/],
      ['long grades', { grades: 'x'.repeat(1001) }, 'grades', /Grades, sizes and counts must be at most 1000/],
      ['long packing', { packing: 'x'.repeat(1001) }, 'packing', /Packing must be at most 1000/],
      ['long shelf life', { shelfLife: 'x'.repeat(201) }, 'shelfLife', /Shelf life must be at most 200/],
      ['two-line temperature', { storageTemperature: 'a\nb' }, 'storageTemperature', /Storage temperature/],
      ['long minimum order', { minimumOrder: 'x'.repeat(201) }, 'minimumOrder', /Minimum order must be at most 200/],
      ['long meta description', { metaDescription: 'x'.repeat(161) }, 'metaDescription', /Meta description must be at most 160/],
      ['varieties not a list', { varieties: 'Kesar' }, 'varieties', /list/],
    ];
    for (const [label, details, field, message] of cases) {
      for (const res of [
        await create({ name: `Bad ${label}`, ...details }),
        await admin.put(`/api/admin/products/${p.id}`, { json: { ...productInputOf(p), ...details } }),
      ]) {
        assert.equal(res.status, 400, label);
        const body: ApiError = await res.json();
        assert.match(body.fields?.[field] ?? '', message, `${label}: ${JSON.stringify(body.fields)}`);
      }
    }
    const names = ((await (await admin.get('/api/admin/products')).json()) as Array<{ name: string }>).map((x) => x.name);
    assert.ok(!names.some((n) => n.startsWith('Bad ')), 'no refused create was stored');
    assert.deepEqual(await read(p.id), p, 'no refused update was stored');
  });

  test('a further image must be one this server issued and still has', async () => {
    const foreign = `/uploads/${'a'.repeat(32)}.png`;
    const res = await create({ name: 'Foreign Mango', moreImages: [images[0]!.path, foreign] });
    assert.equal(res.status, 400);
    assert.deepEqual(await res.json(), {
      message: 'Each further image must be an image uploaded to this site',
      code: 'bad_request',
      fields: { 'moreImages.1': 'Unknown image' },
    });
  });

  test('an image used only among further images cannot be deleted, and the refusal names the product', async () => {
    const up: UploadResponse = await (
      await admin.post('/api/admin/upload/single', {
        body: multipartForm('file', [{ name: 'only-more.png', type: 'image/png', data: await makePng(24, 24, { r: 9, g: 200, b: 9 }) }]),
      })
    ).json();
    const p: ProductWithDetails = await (await create({ name: 'Gallery Mango', moreImages: [up.path] })).json();
    const refused = await admin.delete(`/api/admin/media/${up.media.id}`);
    assert.equal(refused.status, 409);
    assert.match((await refused.json()).message, /in use by product "Gallery Mango"/);
    assert.equal((await admin.put(`/api/admin/products/${p.id}`, { json: { ...productInputOf(p), moreImages: [] } })).status, 200);
    assert.equal((await admin.delete(`/api/admin/media/${up.media.id}`)).status, 204);
  });
});
