import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { RECORD_KINDS, type RecordKind, type RevisionDetail, type RevisionPage, TRASH_DAYS } from '../../../shared/history/history';
import type { GalleryFolder, GalleryImage, MediaItem, Product, ProductWithDetails } from '../../../shared/types';
import { answerOf } from '../../../test/answer';
import { useAdmin, useTestApp } from '../../../test/start-test-app';
import { makePng, multipartForm } from '../../../tooling/harness/images';

const DAY_MS = 24 * 60 * 60_000;

describe('history: every admin write is a revision that can be seen, undone and restored', () => {
  let clock = Date.UTC(2026, 10, 20, 6, 0);
  const app = useTestApp({ seed: true, now: () => clock });
  const admin = useAdmin(app);
  const json = answerOf;
  const latest = async (query = '') => (await json<RevisionPage>(await admin.get(`/api/admin/history${query}`))).revisions[0]!;
  const detail = async (id: number) => json<RevisionDetail>(await admin.get(`/api/admin/history/${id}`));
  const undo = async (changeId: number) => json<{ changeId: number }>(await admin.post(`/api/admin/history/changes/${changeId}/undo`));
  /** A new product with the spec's fields, empty but for these. */
  const createProduct = async (fields: { name: string; categoryId: number; slug?: string }) =>
    json<Product>(
      await admin.post('/api/admin/products', {
        json: { description: '', origin: '', image: null, isActive: true, isFeatured: false, ...fields },
      }),
      201,
    );
  const product = async (id: number) => json<ProductWithDetails>(await admin.get(`/api/admin/products/${id}`));

  test('admin only: every history and trash call is 401 without a session', async () => {
    const anon = app.client();
    for (const [method, url] of [
      ['get', '/api/admin/history'],
      ['get', '/api/admin/history/1'],
      ['post', '/api/admin/history/1/restore'],
      ['post', '/api/admin/history/changes/1/undo'],
      ['get', '/api/admin/trash'],
      ['post', '/api/admin/trash/1/restore'],
      ['delete', '/api/admin/trash'],
    ] as const) {
      assert.equal((await anon[method](url, method === 'post' ? { json: {} } : undefined)).status, 401, `${method} ${url}`);
    }
  });

  test('a product edit is a revision with who, when, the browser and a field-by-field diff; Undo puts it back', async () => {
    const [first] = await json<Product[]>(await admin.get('/api/admin/products'));
    const before = await product(first!.id);
    const res = await admin.put(`/api/admin/products/${first!.id}`, {
      json: { ...before, description: 'Changed by mistake.' },
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' },
    });
    assert.equal(res.status, 200, await res.text());
    const revision = await latest();
    assert.deepEqual(
      [revision.kind, revision.recordId, revision.action, revision.title, revision.at, revision.device, revision.username],
      ['product', first!.id, 'updated', before.name, clock, 'Chrome on Android', 'owner'],
    );
    const shown = await detail(revision.id);
    assert.deepEqual(
      shown.changes.map((c) => [c.part, c.label, c.before, c.after]),
      [['', 'Description', before.description, 'Changed by mistake.']],
    );
    const undone = await undo(revision.changeId);
    assert.equal((await product(first!.id)).description, before.description);
    const restored = await latest();
    assert.deepEqual([restored.changeId, restored.action, restored.kind], [undone.changeId, 'restored', 'product']);
    // Undo of the undo: the mistake is back (a redo), and the public page follows every time.
    await undo(undone.changeId);
    assert.equal((await product(first!.id)).description, 'Changed by mistake.');
    const page = await (await app.client().get(`/products/${before.slug}`)).text();
    assert.ok(page.includes('Changed by mistake.'));
  });

  test('any earlier version can be restored, and the restore is a revision of its own', async () => {
    const [, second] = await json<Product[]>(await admin.get('/api/admin/products'));
    const original = await product(second!.id);
    for (const name of ['Version A', 'Version B', 'Version C']) {
      assert.equal((await admin.put(`/api/admin/products/${second!.id}`, { json: { ...original, name } })).status, 200);
    }
    const { revisions } = await json<RevisionPage>(await admin.get(`/api/admin/history?kind=product&recordId=${second!.id}`));
    assert.deepEqual(
      revisions.slice(0, 3).map((r) => r.title),
      ['Version C', 'Version B', 'Version A'],
    );
    await json(await admin.post(`/api/admin/history/${revisions[2]!.id}/restore`));
    assert.equal((await product(second!.id)).name, 'Version A');
    const restore = await latest();
    assert.deepEqual([restore.action, restore.title], ['restored', 'Version A']);
    const diff = await detail(restore.id);
    assert.deepEqual(
      diff.changes.map((c) => [c.label, c.before, c.after]),
      [['Name', 'Version C', 'Version A']],
    );
  });

  test('a deleted product goes to the trash with its availability; Undo brings it back at its address, id and all', async () => {
    const list = await json<Product[]>(await admin.get('/api/admin/products'));
    const victim = await product(list.at(-1)!.id);
    const origin = victim.origins[0];
    if (origin) {
      const set = await admin.put(`/api/admin/availability/${victim.id}`, { json: { country: origin.country, status: 'in_stock' } });
      assert.equal(set.status, 200, await set.text());
    }
    assert.equal((await admin.delete(`/api/admin/products/${victim.id}`)).status, 204);
    assert.equal((await app.client().get(`/products/${victim.slug}`)).status, 404);
    const trash = await json<Array<{ changeId: number; kind: RecordKind; title: string; purgeAt: number }>>(
      await admin.get('/api/admin/trash'),
    );
    assert.deepEqual([trash[0]!.kind, trash[0]!.title, trash[0]!.purgeAt], ['product', victim.name, clock + TRASH_DAYS * DAY_MS]);
    // A new product never takes the deleted one's id.
    const created = await createProduct({ name: 'Newcomer', categoryId: victim.categoryId });
    assert.ok(created.id > victim.id);
    await json(await admin.post(`/api/admin/trash/${trash[0]!.changeId}/restore`));
    const back = await product(victim.id);
    assert.deepEqual([back.name, back.slug], [victim.name, victim.slug]);
    assert.equal((await app.client().get(`/products/${victim.slug}`)).status, 200);
    if (origin) {
      const board = await (await app.client().get('/availability')).text();
      assert.ok(board.includes(victim.name));
    }
    assert.deepEqual(await json(await admin.get('/api/admin/trash')), []);
  });

  test('a restore that meets a taken address says so and offers the fix; an inactive category is a note, not a refusal', async () => {
    const list = await json<Product[]>(await admin.get('/api/admin/products'));
    const victim = await product(list.at(-2)!.id);
    assert.equal((await admin.delete(`/api/admin/products/${victim.id}`)).status, 204);
    const taker = await createProduct({ name: 'Taker', slug: victim.slug, categoryId: victim.categoryId });
    const [entry] = await json<Array<{ changeId: number }>>(await admin.get('/api/admin/trash'));
    const refused = await admin.post(`/api/admin/trash/${entry!.changeId}/restore`);
    assert.equal(refused.status, 409);
    const body = (await refused.json()) as { code: string; message: string; fix: string; fixLabel: string };
    assert.deepEqual([body.code, body.fix, body.fixLabel], ['restore-conflict', 'new-slug', 'Restore at a new address']);
    assert.equal(body.message, `Its address "/products/${victim.slug}" is now used by Taker. It can come back at a new address.`);
    assert.equal((await admin.get(`/api/admin/products/${victim.id}`)).status, 404, 'nothing was restored');
    // The category made inactive meanwhile: the restore goes ahead and says the product stays hidden.
    const categories = await json<Array<{ id: number; name: string; description: string; image: string | null; isActive: boolean }>>(
      await admin.get('/api/admin/categories'),
    );
    const category = categories.find((c) => c.id === victim.categoryId)!;
    assert.equal((await admin.put(`/api/admin/categories/${category.id}`, { json: { ...category, isActive: false } })).status, 200);
    const restored = await json<{ changeId: number; notes: string[] }>(
      await admin.post(`/api/admin/trash/${entry!.changeId}/restore`, { json: { fix: 'new-slug' } }),
    );
    const back = await product(victim.id);
    assert.notEqual(back.slug, victim.slug);
    assert.equal((await product(taker.id)).slug, victim.slug, 'the other product keeps its address');
    assert.deepEqual(restored.notes, [
      `It is back at a new address: /products/${back.slug}.`,
      `Its category ${category.name} is inactive: it stays off the site until you activate the category.`,
    ]);
    assert.equal((await admin.put(`/api/admin/categories/${category.id}`, { json: { ...category, isActive: true } })).status, 200);
    assert.equal((await admin.post(`/api/admin/trash/${entry!.changeId}/restore`, { json: { fix: 'anything' } })).status, 400);
  });

  test('Undo of a gallery folder delete brings back its images, their media items and their files', async () => {
    const folder = await json<GalleryFolder>(
      await admin.post('/api/admin/gallery/folders', { json: { name: 'Trip', description: '' } }),
      201,
    );
    const images = await json<GalleryImage[]>(
      await admin.post(`/api/admin/upload/gallery/${folder.id}`, {
        body: multipartForm(
          'files',
          await Promise.all(['a.png', 'b.png'].map(async (name) => ({ name, type: 'image/png', data: await makePng() }))),
        ),
      }),
      201,
    );
    const files = images.map((i) => path.basename(i.path));
    assert.equal((await admin.delete(`/api/admin/gallery/folders/${folder.id}`)).status, 204);
    assert.equal((await app.client().get(`/api/gallery/images/${folder.id}`)).status, 404);
    for (const file of files) assert.ok(existsSync(path.join(app.dataDir, 'uploads', file)), 'the file stays while in the trash');
    const [entry] = await json<Array<{ changeId: number; kind: string; alsoDeleted: number }>>(await admin.get('/api/admin/trash'));
    assert.deepEqual([entry!.kind, entry!.alsoDeleted], ['gallery-folder', 2]);
    await undo(entry!.changeId);
    const back = await json<GalleryImage[]>(await app.client().get(`/api/gallery/images/${folder.id}`));
    assert.deepEqual(back.map((i) => i.path).sort(), images.map((i) => i.path).sort());
    for (const image of back) assert.equal((await app.client().get(image.path)).status, 200);
  });

  test('the purge (injected clock) removes a trashed file from disk only after 30 days; backups keep it till then', async () => {
    const [media] = await json<MediaItem[]>(
      await admin.post('/api/admin/media/upload', {
        body: multipartForm('files', [{ name: 'old.png', type: 'image/png', data: await makePng() }]),
      }),
      201,
    );
    const file = path.join(app.dataDir, 'uploads', media!.filename);
    assert.equal((await admin.delete(`/api/admin/media/${media!.id}`)).status, 204);
    const start = clock;
    assert.ok(app.deps.history.trashedFilenames().has(media!.filename));
    clock += (TRASH_DAYS - 1) * DAY_MS;
    assert.deepEqual(app.deps.history.purge(), []);
    assert.ok(existsSync(file));
    clock += 2 * DAY_MS;
    const purged = app.deps.history.purge();
    assert.ok(purged.includes(media!.filename));
    for (const name of purged) await app.deps.store.remove(name);
    assert.ok(!existsSync(file));
    clock = start; // the session's own lifetime runs on the same clock
    // Gone for good: restoring that version is refused in words, and nothing changes.
    const { revisions } = await json<RevisionPage>(await admin.get(`/api/admin/history?kind=media&recordId=${media!.id}`));
    const deleted = revisions.find((r) => r.action === 'deleted')!;
    const refused = await admin.post(`/api/admin/history/${deleted.id}/restore`);
    assert.equal(refused.status, 409);
    assert.match(((await refused.json()) as { message: string }).message, /deleted for good/);
  });

  test('"Empty trash" purges everything in it at once', async () => {
    const [media] = await json<MediaItem[]>(
      await admin.post('/api/admin/media/upload', {
        body: multipartForm('files', [{ name: 'gone.png', type: 'image/png', data: await makePng() }]),
      }),
      201,
    );
    assert.equal((await admin.delete(`/api/admin/media/${media!.id}`)).status, 204);
    assert.equal((await admin.delete('/api/admin/trash')).status, 204);
    assert.ok(!existsSync(path.join(app.dataDir, 'uploads', media!.filename)));
    assert.deepEqual(await json(await admin.get('/api/admin/trash')), []);
  });

  test('settings, contact, company facts, lists and their order, licences, texts, categories and media labels are all recorded', async () => {
    const seen = new Set<RecordKind>();
    const write = async (res: Promise<Response>) => {
      const r = await res;
      assert.ok(r.status < 300, await r.clone().text());
      const revision = await latest();
      seen.add(revision.kind);
      const shown = await detail(revision.id);
      assert.ok(shown.changes.length > 0, `${revision.kind} has a diff`);
      // Undo, then check the record is as it was: the undo's own diff is the reverse of the write's.
      const undone = await detail((await latest()).id);
      await undo(revision.changeId);
      const back = await detail((await latest()).id);
      assert.deepEqual(
        back.changes.map((c) => [c.field, c.before, c.after]),
        undone.changes.map((c) => [c.field, c.after, c.before]),
      );
    };
    await write(admin.put('/api/admin/site-settings', { json: { heroTitle: 'A new title' } }));
    await write(admin.put('/api/admin/contact-settings', { json: { address: 'Somewhere else' } }));
    await write(admin.put('/api/admin/company/founding-year', { json: { foundingYear: 1990 } }));
    const company = await json<{ shops: Array<{ id: number }>; partners: Array<{ id: number; name: string }> }>(
      await admin.get('/api/admin/company'),
    );
    await write(admin.post(`/api/admin/company/shops/${company.shops[1]!.id}/move`, { json: { direction: 'up' } }));
    await write(
      admin.put(`/api/admin/company/partners/${company.partners[0]!.id}`, {
        json: { name: 'Renamed partner', url: '', logoPath: null, isActive: true },
      }),
    );
    await write(admin.post('/api/admin/company/cities', { json: { name: 'Pune', isActive: true } }));
    await write(admin.post('/api/admin/company/countries', { json: { name: 'Japan', isActive: true } }));
    await write(admin.put('/api/admin/site-texts', { json: { why1Title: 'Cold chain' } }));
    await write(admin.put('/api/admin/trade-settings', { json: { staleAfterDays: 21 } }));
    await write(
      admin.post('/api/admin/licences', {
        json: {
          type: 'iec',
          number: 'AB12345678',
          issuer: 'DGFT',
          validFrom: '2020-01-01',
          validUntil: null,
          isActive: true,
          document: null,
        },
      }),
    );
    const [category] = await json<Array<{ id: number; name: string; description: string; image: string | null; isActive: boolean }>>(
      await admin.get('/api/admin/categories'),
    );
    await write(admin.put(`/api/admin/categories/${category!.id}`, { json: { ...category, name: 'Renamed category' } }));
    const [media] = await json<MediaItem[]>(await admin.get('/api/media'));
    await write(admin.put(`/api/admin/media/${media!.id}`, { json: { alt: 'A new alt text' } }));
    const folder = await json<GalleryFolder>(
      await admin.post('/api/admin/gallery/folders', { json: { name: 'Kinds', description: '' } }),
      201,
    );
    await write(admin.put(`/api/admin/gallery/folders/${folder.id}`, { json: { name: 'Kinds renamed', description: 'x' } }));
    for (const kind of [
      'site-settings',
      'contact-settings',
      'company-facts',
      'shops-order',
      'partner',
      'city',
      'country',
      'site-texts',
      'trade-settings',
      'licence',
      'category',
      'media',
      'gallery-folder',
    ] as const) {
      assert.ok(seen.has(kind), kind);
    }
    assert.ok([...seen].every((k) => RECORD_KINDS.includes(k)));
  });

  test('two tabs: a save from a stale copy gets a 409 saying what changed; no version keeps working; the new version saves over', async () => {
    const [, , , fourth] = await json<Product[]>(await admin.get('/api/admin/products'));
    const opened = await product(fourth!.id);
    const versions = async () => json<Record<string, number>>(await admin.get('/api/admin/history/versions/product'));
    const version = (await versions())[fourth!.id] ?? 0;
    // Tab A saves first, from the version both tabs opened.
    const first = await admin.put(`/api/admin/products/${fourth!.id}`, {
      json: { ...opened, description: 'Tab A was here.' },
      headers: { 'if-match': `"v${version}"` },
    });
    assert.equal(first.status, 200, await first.clone().text());
    // Tab B, still on the old copy, is refused: nothing is written, and it is told what changed and the version now.
    const stale = await admin.put(`/api/admin/products/${fourth!.id}`, {
      json: { ...opened, name: 'Tab B name' },
      headers: { 'if-match': `"v${version}"` },
    });
    assert.equal(stale.status, 409);
    const body = (await stale.json()) as {
      code: string;
      message: string;
      version: number;
      changes: Array<{ label: string; after: unknown }>;
    };
    assert.equal(body.code, 'stale');
    assert.match(body.message, /changed since you opened it: Description\. Reload to see the changes, or save yours over them\./);
    assert.deepEqual(
      body.changes.map((c) => [c.label, c.after]),
      [['Description', 'Tab A was here.']],
    );
    assert.equal((await product(fourth!.id)).name, opened.name);
    assert.equal(body.version, (await versions())[fourth!.id]);
    // "Save mine over it": the same save with the version the refusal named.
    const over = await admin.put(`/api/admin/products/${fourth!.id}`, {
      json: { ...opened, name: 'Tab B name' },
      headers: { 'if-match': `"v${body.version}"` },
    });
    assert.equal(over.status, 200);
    // A delete from a stale copy is refused too; a save that sends no version is the spec's call and still wins.
    assert.equal((await admin.delete(`/api/admin/products/${fourth!.id}`, { headers: { 'if-match': `"v${version}"` } })).status, 409);
    assert.equal((await admin.put(`/api/admin/products/${fourth!.id}`, { json: { ...opened } })).status, 200);
    assert.equal(
      (await admin.put(`/api/admin/products/${fourth!.id}`, { json: { ...opened }, headers: { 'if-match': 'yesterday' } })).status,
      400,
    );
    assert.equal((await admin.get('/api/admin/history/versions/nothing')).status, 400);
  });

  test('parallel saves from one copy: exactly one wins, every other is told it is stale', async () => {
    const [, , , , fifth] = await json<Product[]>(await admin.get('/api/admin/products'));
    const opened = await product(fifth!.id);
    const version = (await json<Record<string, number>>(await admin.get('/api/admin/history/versions/product')))[fifth!.id] ?? 0;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        admin.put(`/api/admin/products/${fifth!.id}`, { json: { ...opened, name: `Tab ${i}` }, headers: { 'if-match': `"v${version}"` } }),
      ),
    );
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409, 409, 409, 409, 409, 409, 409]);
  });

  test('the list filters by kind and by India day; bad filters are a 400 in words', async () => {
    const today = await json<RevisionPage>(await admin.get('/api/admin/history?from=2026-11-20&to=2026-11-20&kind=product'));
    assert.ok(today.total > 0);
    assert.ok(today.revisions.every((r) => r.kind === 'product'));
    const tomorrow = await json<RevisionPage>(await admin.get('/api/admin/history?from=2026-11-21&to=2026-11-21&kind=product'));
    assert.equal(tomorrow.total, 0);
    for (const bad of ['kind=nothing', 'from=2026-13-01', 'from=2026-11-22&to=2026-11-21', 'page=0']) {
      const res = await admin.get(`/api/admin/history?${bad}`);
      assert.equal(res.status, 400, bad);
      assert.ok(((await res.json()) as { message: string }).message.length > 0);
    }
    assert.equal((await admin.get('/api/admin/history/999999')).status, 404);
    assert.equal((await admin.post('/api/admin/history/changes/999999/undo')).status, 404);
  });

  test('parallel saves of one record each leave a revision, and their chain of before and after has no gap', async () => {
    const [, , third] = await json<Product[]>(await admin.get('/api/admin/products'));
    const original = await product(third!.id);
    const names = Array.from({ length: 12 }, (_, i) => `Parallel ${i}`);
    const results = await Promise.all(names.map((name) => admin.put(`/api/admin/products/${third!.id}`, { json: { ...original, name } })));
    assert.ok(results.every((r) => r.status === 200));
    const { revisions } = await json<RevisionPage>(await admin.get(`/api/admin/history?kind=product&recordId=${third!.id}`));
    const mine = await Promise.all(revisions.filter((r) => r.title.startsWith('Parallel')).map((r) => detail(r.id)));
    assert.equal(mine.length, 12);
    // Oldest first: each revision starts where the one before it ended.
    const chain = mine.reverse();
    for (let i = 1; i < chain.length; i++) assert.deepEqual(chain[i]!.before, chain[i - 1]!.after);
  });

  test('bounds: revisions older than 180 days go, beyond the last 100 of each record', async () => {
    const [category] = await json<Array<{ id: number; name: string; description: string; image: string | null; isActive: boolean }>>(
      await admin.get('/api/admin/categories'),
    );
    for (let i = 0; i < 105; i++) {
      const res = await admin.put(`/api/admin/categories/${category!.id}`, { json: { ...category, description: `Edit ${i}` } });
      assert.equal(res.status, 200);
    }
    // Read in-process: the clock moves past the session's lifetime.
    const count = async () => app.deps.history.list({ kind: 'category', recordId: category!.id, offset: 0, limit: 1 }).total;
    const all = await count();
    assert.ok(all >= 105);
    clock += 179 * DAY_MS;
    app.deps.history.prune();
    assert.equal(await count(), all, 'nothing under 180 days goes');
    clock += 2 * DAY_MS;
    app.deps.history.prune();
    assert.equal(await count(), 100);
  });
});
