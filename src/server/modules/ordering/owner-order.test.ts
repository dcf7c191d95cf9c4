import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { RevisionDetail, RevisionPage } from '../../../shared/history/history';
import type { Category, GalleryFolder, GalleryImage, Product } from '../../../shared/types';
import { answerOf } from '../../../test/answer';
import { licenceInput } from '../../../test/licence-input';
import { useAdmin, useTestApp } from '../../../test/start-test-app';

type Named = { id: number; name?: string; number?: string };

describe("the owner's order: every list can be arranged, the site follows, Undo puts it back", () => {
  const app = useTestApp({ seed: true });
  const admin = useAdmin(app);
  const json = answerOf;
  const ids = (rows: readonly Named[]) => rows.map((r) => r.id);
  const arrange = (list: string, body: unknown) => admin.put(`/api/admin/order/${list}`, { json: body });
  const latest = async () => (await json<RevisionPage>(await admin.get('/api/admin/history'))).revisions[0]!;
  const undoLatest = async () => {
    const { changeId } = await latest();
    await json(await admin.post(`/api/admin/history/changes/${changeId}/undo`));
  };
  /** A permutation that moves every item: the list turned round. */
  const reversed = (list: readonly number[]) => [...list].reverse();

  const publicProducts = async (categoryId: number) =>
    ids(await json<Product[]>(await app.client().get(`/api/products?categoryId=${categoryId}`)));
  const categoryWithProducts = async () => {
    const categories = await json<Category[]>(await app.client().get('/api/categories'));
    const category = categories.find((c) => c.productCount >= 3);
    assert.ok(category, 'the starter content has a category with three products');
    return category;
  };
  /** A category's products in the admin, in their order. */
  const inAdmin = async (categoryId: number) =>
    ids((await json<Product[]>(await admin.get('/api/admin/products'))).filter((p) => p.categoryId === categoryId));
  /** A category with three products or more, its products arranged the other way round: it, and its order before. */
  const categoryTurnedRound = async () => {
    const category = await categoryWithProducts();
    const mine = await inAdmin(category.id);
    assert.equal((await arrange('products', { within: category.id, ids: reversed(mine) })).status, 204);
    return { category, mine };
  };
  /** Moves the product `id` to another category than `from`; answers that category's id. */
  const moveToAnotherCategory = async (id: number, from: number) => {
    const other = (await json<Category[]>(await admin.get('/api/admin/categories'))).find((c) => c.id !== from)!;
    const moved = await json<Product>(await admin.get(`/api/admin/products/${id}`));
    await json(await admin.put(`/api/admin/products/${id}`, { json: { ...moved, categoryId: other.id } }));
    return other.id;
  };

  test('categories: arranged, the public list and the home page follow; the Activity names the order; Undo puts it back', async () => {
    const before = ids(await json<Category[]>(await admin.get('/api/admin/categories')));
    assert.ok(before.length >= 3);
    assert.equal((await arrange('categories', { ids: reversed(before) })).status, 204);
    assert.deepEqual(ids(await json<Category[]>(await admin.get('/api/admin/categories'))), reversed(before));
    const publicIds = ids(await json<Category[]>(await app.client().get('/api/categories')));
    assert.deepEqual(
      publicIds,
      reversed(before).filter((id) => publicIds.includes(id)),
      'the public list follows',
    );
    const home = await (await app.client().get('/')).text();
    const cards = [...home.matchAll(/href="\/products\?category=(\d+)"/g)].map((m) => Number(m[1]));
    assert.deepEqual(cards.slice(0, 2), publicIds.slice(0, 2), 'the home page shows the first categories in the new order');

    const revision = await latest();
    assert.deepEqual([revision.kind, revision.action, revision.title], ['categories-order', 'reordered', 'Order of categories']);
    const shown = await json<RevisionDetail>(await admin.get(`/api/admin/history/${revision.id}`));
    assert.equal(shown.changes.length, 1);
    assert.equal(shown.changes[0]!.label, 'Order');
    assert.deepEqual((shown.changes[0]!.after as string[]).length, before.length);

    await undoLatest();
    assert.deepEqual(ids(await json<Category[]>(await admin.get('/api/admin/categories'))), before);
  });

  test("products: arranged within their category; that category's page follows, the others keep theirs", async () => {
    const category = await categoryWithProducts();
    const before = await publicProducts(category.id);
    const all = await json<Product[]>(await admin.get('/api/admin/products'));
    const mine = ids(all.filter((p) => p.categoryId === category.id));
    assert.equal((await arrange('products', { within: category.id, ids: reversed(mine) })).status, 204);
    assert.deepEqual(
      await publicProducts(category.id),
      reversed(mine).filter((id) => before.includes(id)),
    );
    const page = await (await app.client().get(`/products?category=${category.id}`)).text();
    const names = all.filter((p) => p.categoryId === category.id && before.includes(p.id));
    const at = (name: string) => page.indexOf(`>${name}<`);
    const shownOrder = [...names].sort((a, b) => at(a.name) - at(b.name)).map((p) => p.id);
    assert.deepEqual(
      shownOrder,
      reversed(mine).filter((id) => before.includes(id)),
      'the /products page (through its cache) follows',
    );
    const revision = await latest();
    assert.deepEqual([revision.kind, revision.recordId], ['products-order', category.id]);
    await undoLatest();
    assert.deepEqual(await publicProducts(category.id), before);
  });

  test('gallery folders and the images within one: arranged, the public gallery follows; the cover is the first image', async () => {
    const folders = await json<GalleryFolder[]>(await app.client().get('/api/gallery/folders'));
    assert.ok(folders.length >= 2);
    assert.equal((await arrange('gallery-folders', { ids: reversed(ids(folders)) })).status, 204);
    assert.deepEqual(ids(await json<GalleryFolder[]>(await app.client().get('/api/gallery/folders'))), reversed(ids(folders)));

    const folder = folders.find((f) => f.imageCount >= 2);
    assert.ok(folder, 'a starter folder has two images');
    const images = await json<GalleryImage[]>(await app.client().get(`/api/gallery/images/${folder.id}`));
    assert.equal((await arrange('gallery-images', { within: folder.id, ids: reversed(ids(images)) })).status, 204);
    const now = await json<GalleryImage[]>(await app.client().get(`/api/gallery/images/${folder.id}`));
    assert.deepEqual(ids(now), reversed(ids(images)));
    const cover = (await json<GalleryFolder[]>(await app.client().get('/api/gallery/folders'))).find((f) => f.id === folder.id)!.coverPath;
    assert.equal(cover, now[0]!.path, "the folder's card shows its first image");
    assert.equal((await latest()).kind, 'images-order');
    await undoLatest();
    assert.deepEqual(ids(await json<GalleryImage[]>(await app.client().get(`/api/gallery/images/${folder.id}`))), ids(images));
  });

  test('licences and the company lists: arranged, each recorded as its own order', async () => {
    for (const number of ['11521999000123', '11521999000124', '11521999000125']) {
      await json(await admin.post('/api/admin/licences', { json: licenceInput({ number }) }), 201);
    }
    const licences = await json<Named[]>(await admin.get('/api/admin/licences'));
    assert.equal((await arrange('licences', { ids: reversed(ids(licences)) })).status, 204);
    assert.deepEqual(ids(await json<Named[]>(await admin.get('/api/admin/licences'))), reversed(ids(licences)));
    const detail = await json<RevisionDetail>(await admin.get(`/api/admin/history/${(await latest()).id}`));
    assert.deepEqual(
      detail.changes[0]!.after,
      [...licences].reverse().map((l) => `FSSAI ${l.number}`),
      'the Activity names licences by type and number',
    );

    for (const [list, key] of [
      ['shops', 'shops'],
      ['partners', 'partners'],
      ['countries', 'countries'],
      ['cities', 'cities'],
    ] as const) {
      const company = await json<Record<string, Named[]>>(await admin.get('/api/admin/company'));
      const before = ids(company[key]!);
      assert.equal((await arrange(list, { ids: reversed(before) })).status, 204, list);
      const after = await json<Record<string, Named[]>>(await admin.get('/api/admin/company'));
      assert.deepEqual(ids(after[key]!), reversed(before), list);
      assert.equal((await latest()).kind, `${list}-order`);
    }
  });

  test('a new item goes last; a product moved to another category goes last there; Undo of an edit keeps the order', async () => {
    const { category, mine } = await categoryTurnedRound();
    const added = await json<Product>(
      await admin.post('/api/admin/products', {
        json: {
          name: 'Order test fig',
          categoryId: category.id,
          description: '',
          origin: '',
          image: null,
          isActive: true,
          isFeatured: false,
        },
      }),
      201,
    );
    assert.deepEqual(await inAdmin(category.id), [...reversed(mine), added.id]);

    const other = await moveToAnotherCategory(mine.at(-1)!, category.id);
    assert.equal((await inAdmin(other)).at(-1), mine.at(-1), 'last in its new category');

    const current = await inAdmin(category.id);
    const first = await json<Product & { description: string }>(await admin.get(`/api/admin/products/${current[0]}`));
    await json(await admin.put(`/api/admin/products/${first.id}`, { json: { ...first, description: 'Edited.' } }));
    const edit = await latest();
    assert.equal((await arrange('products', { within: category.id, ids: reversed(current) })).status, 204);
    await json(await admin.post(`/api/admin/history/changes/${edit.changeId}/undo`));
    assert.deepEqual(await inAdmin(category.id), reversed(current), 'undoing an edit leaves the arrangement made after it');
    const undone = await json<Product & { description: string }>(await admin.get(`/api/admin/products/${first.id}`));
    assert.equal(undone.description, first.description);
  });

  test('undoing an arrangement leaves a product that has since moved to another category where it is there', async () => {
    const { category, mine } = await categoryTurnedRound();
    const arrangement = await latest();
    const moved = mine[0]!;
    const other = await moveToAnotherCategory(moved, category.id);
    const there = await inAdmin(other);
    assert.equal(there.at(-1), moved);
    await json(await admin.post(`/api/admin/history/changes/${arrangement.changeId}/undo`));
    assert.deepEqual(await inAdmin(other), there, 'the other category is untouched');
    assert.deepEqual(
      await inAdmin(category.id),
      mine.filter((id) => id !== moved),
      'the rest back in their old order',
    );
  });

  test('bad input is a 400 with its field; a list that does not exist a 404; a stale copy a 409 that changes nothing', async () => {
    const categories = ids(await json<Category[]>(await admin.get('/api/admin/categories')));
    const revisionsBefore = (await json<RevisionPage>(await admin.get('/api/admin/history'))).total;
    const cases: Array<[string, string, unknown, number, RegExp]> = [
      ['unknown list', 'recipes', { ids: [1] }, 400, /Unknown list/],
      ['no ids', 'categories', {}, 400, /ids/],
      ['empty ids', 'categories', { ids: [] }, 400, /ids/],
      ['an id twice', 'categories', { ids: [categories[0], ...categories] }, 400, /each item once/],
      ['text for an id', 'categories', { ids: ['1'] }, 400, /must be a number/],
      ['a fraction', 'categories', { ids: [1.5] }, 400, /whole number/],
      ['not an object', 'categories', [1, 2], 400, /JSON object/],
      ['products without their category', 'products', { ids: [1] }, 400, /Category is required/],
      ['categories within something', 'categories', { ids: categories, within: 1 }, 400, /not kept within/],
      ['a category that does not exist', 'products', { ids: [1], within: 999_999 }, 404, /Category not found/],
      ['a folder that does not exist', 'gallery-images', { ids: [1], within: 999_999 }, 404, /Folder not found/],
      ['one missing (added since)', 'categories', { ids: categories.slice(1) }, 409, /changed since you opened it/],
      ['one too many (deleted since)', 'categories', { ids: [...categories, 999_999] }, 409, /changed since you opened it/],
    ];
    for (const [what, list, body, status, message] of cases) {
      const res = await arrange(list, body);
      assert.equal(res.status, status, what);
      assert.match(((await res.json()) as { message: string }).message, message, what);
    }
    assert.equal((await app.client().put('/api/admin/order/categories', { json: { ids: categories } })).status, 401);
    assert.deepEqual(ids(await json<Category[]>(await admin.get('/api/admin/categories'))), categories, 'nothing moved');
    assert.equal((await json<RevisionPage>(await admin.get('/api/admin/history'))).total, revisionsBefore, 'nothing recorded');
  });

  test('sixteen arrangements at once: each is whole, the last one stands, no two items share a place', async () => {
    const before = ids(await json<Category[]>(await admin.get('/api/admin/categories')));
    const orders = Array.from({ length: 16 }, (_, i) => [...before.slice(i % before.length), ...before.slice(0, i % before.length)]);
    const answers = await Promise.all(orders.map((order) => arrange('categories', { ids: order })));
    assert.deepEqual(
      answers.map((r) => r.status),
      orders.map(() => 204),
    );
    const after = ids(await json<Category[]>(await admin.get('/api/admin/categories')));
    assert.ok(
      orders.some((order) => JSON.stringify(order) === JSON.stringify(after)),
      'the result is one of the arrangements, not a mix',
    );
    const positions = app.db
      .prepare<[], { position: number }>('SELECT position FROM categories')
      .all()
      .map((r) => r.position);
    assert.equal(new Set(positions).size, positions.length);
  });
});
