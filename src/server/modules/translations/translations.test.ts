import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SITE_TEXT_KEYS } from '../../../shared/site-texts/site-texts';
import type { TranslationsAnswer } from '../../../shared/translations/translatable';
import { useAdmin, useTestApp } from '../../../test/start-test-app';
import { translationsClient } from '../../../test/translations-client';

describe('translations: the owner translates a record next to its English; every save has an Undo', () => {
  const app = useTestApp({ seed: false });
  const admin = useAdmin(app);
  const path = (kind: string, id: number) => `/api/admin/translations/${kind}/${id}`;
  const { read, put, coverage, latestRevision } = translationsClient(admin);
  let category = 0;
  let product = 0;

  test('admin only; a new record has its English and no translations', async () => {
    assert.equal((await app.client().get('/api/admin/translations/coverage')).status, 401);
    assert.equal((await app.client().put(path('category', 1), { json: { hi: { name: 'फल' } } })).status, 401);
    const made = await admin.post('/api/admin/categories', { json: { name: 'Fresh Fruit', description: 'Imported fruit' } });
    category = ((await made.json()) as { id: number }).id;
    const res = await admin.post('/api/admin/products', {
      json: { name: 'Apples', description: 'Crisp apples', categoryId: category, varieties: ['Fuji', 'Gala'], packing: '18 kg cartons' },
    });
    assert.equal(res.status, 201, await res.clone().text());
    product = ((await res.json()) as { id: number }).id;
    const answer = await read('product', product);
    assert.equal(answer.title, 'Apples');
    assert.deepEqual(answer.english.varieties, ['Fuji', 'Gala']);
    assert.equal(answer.english.packing, '18 kg cartons');
    assert.deepEqual(answer.translations, { hi: {}, mr: {}, ar: {} });
  });

  test('a save stores each language field by field; null or an empty text takes one away', async () => {
    const res = await put('product', product, {
      hi: { name: 'सेब', description: 'कुरकुरे सेब', varieties: ['फ़ूजी', 'गाला'] },
      ar: { name: 'تفاح' },
    });
    assert.equal(res.status, 200, await res.clone().text());
    const saved = (await res.json()) as TranslationsAnswer;
    assert.deepEqual(saved.translations.hi, { name: 'सेब', description: 'कुरकुरे सेब', varieties: ['फ़ूजी', 'गाला'] });
    assert.deepEqual(saved.translations.ar, { name: 'تفاح' });
    assert.equal((await put('product', product, { ar: { name: '' }, hi: { description: null } })).status, 200);
    const now = await read('product', product);
    assert.deepEqual(now.translations.ar, {});
    assert.deepEqual(now.translations.hi, { name: 'सेब', varieties: ['फ़ूजी', 'गाला'] });
    assert.deepEqual(app.db.prepare('SELECT field, locale FROM translations WHERE kind = ? ORDER BY field').all('product'), [
      { field: 'name', locale: 'hi' },
      { field: 'varieties', locale: 'hi' },
    ]);
  });

  test('bad input: 400 with the field named; 404 for a record that is not there; nothing half-saved', async () => {
    for (const [json, message] of [
      [{ hi: { name: 'x'.repeat(101) } }, /Hindi: Name must be at most 100 characters/],
      [{ mr: { name: 'दोन\nओळी' } }, /Marathi: Name must be a single line/],
      [{ hi: { varieties: ['एक'] } }, /Hindi: Varieties: give one translation for each of the 2 in English/],
      [{ hi: { varieties: ['एक', ''] } }, /an item cannot be empty/],
      [{ fr: { name: 'Pommes' } }, /Unknown language/],
      [{ hi: { slug: 'seb' } }, /Unknown field/],
      [{ hi: { name: 42 } }, /Hindi: Name must be text/],
      [{}, /at least one/],
    ] as const) {
      const res = await put('product', product, json);
      assert.equal(res.status, 400, JSON.stringify(json));
      assert.match(((await res.json()) as { message: string }).message, message);
    }
    assert.equal((await put('site-texts', 0, { ar: { aboutStory: 'منذ {year} عاما' } })).status, 400, 'an unknown placeholder');
    assert.equal((await put('product', 999_999, { hi: { name: 'सेब' } })).status, 404);
    assert.equal((await put('fruit', 1, { hi: { name: 'सेब' } })).status, 400);
    assert.equal((await put('product', product, { hi: { name: 'बदला', packing: 'x'.repeat(1001) } })).status, 400);
    assert.equal((await read('product', product)).translations.hi.name, 'सेब', 'one bad field refuses the whole save');
  });

  test('a save is a revision in the history: Undo puts the translations back as they were', async () => {
    const res = await put('category', category, { hi: { name: 'ताज़े फल' }, mr: { name: 'ताजी फळे' } });
    const changeId = Number(res.headers.get('change-id'));
    assert.ok(changeId > 0, 'the save answers its change id');
    const revision = await latestRevision('category');
    assert.equal(revision.title, 'Fresh Fruit');
    assert.deepEqual(
      revision.changes.map((c) => [c.part, c.label, c.before, c.after]),
      [
        ['Hindi: Category name', 'Translation', null, 'ताज़े फल'],
        ['Marathi: Category name', 'Translation', null, 'ताजी फळे'],
      ],
    );
    assert.equal((await admin.post(`/api/admin/history/changes/${changeId}/undo`)).status, 200);
    assert.deepEqual((await read('category', category)).translations, { hi: {}, mr: {}, ar: {} });
    const same = await put('category', category, { hi: { name: null } });
    assert.equal(same.headers.get('change-id'), null, 'a save that changes nothing records nothing');
  });

  test('coverage: a record counts in a language when every field with English has a translation there', async () => {
    let figures = await coverage();
    assert.deepEqual(figures.product, { total: 1, hi: 0, mr: 0, ar: 0 });
    await put('product', product, { hi: { description: 'कुरकुरे सेब', packing: '18 किलो के कार्टन' } });
    figures = await coverage();
    assert.deepEqual(figures.product, { total: 1, hi: 1, mr: 0, ar: 0 }, 'fields empty in English need no translation');
    // A variety added in English leaves the translated list short: the product is no longer translated.
    const full = (await (await admin.get(`/api/admin/products/${product}`)).json()) as Record<string, unknown>;
    assert.equal(
      (await admin.put(`/api/admin/products/${product}`, { json: { ...full, varieties: ['Fuji', 'Gala', 'Shimla'] } })).status,
      200,
    );
    assert.deepEqual((await coverage()).product, { total: 1, hi: 0, mr: 0, ar: 0 });
    assert.equal((await coverage())['site-texts'].total, SITE_TEXT_KEYS.length, 'each page text counts on its own');
  });

  test('a deleted record takes its translations to the trash and back', async () => {
    const res = await admin.delete(`/api/admin/products/${product}`);
    assert.equal(res.status, 204);
    assert.equal((await admin.get(path('product', product))).status, 404);
    assert.equal((await coverage()).product.total, 0);
    assert.equal((await admin.post(`/api/admin/history/changes/${res.headers.get('change-id')}/undo`)).status, 200);
    assert.equal((await read('product', product)).translations.hi.name, 'सेब');
  });
});
