import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ProductDraftAnswer, TextsDraftAnswer } from '../../../shared/drafts';
import type { RevisionPage } from '../../../shared/history/history';
import type { Product, ProductWithDetails } from '../../../shared/types';
import { answerOf } from '../../../test/answer';
import { useAdmin, useTestApp } from '../../../test/start-test-app';
import { makePng, multipartForm } from '../../../tooling/harness/images';

const SECRET = 'Unpublished draft words 7391';

describe('drafts: saved beside the live record, never public, previewed by the owner alone, published or discarded', () => {
  const app = useTestApp({ seed: true });
  const admin = useAdmin(app);
  const json = answerOf;
  const publicText = async (path: string) => {
    const res = await app.client().get(path);
    return `${res.status} ${await res.text()}`;
  };
  /** Everything a visitor (or a search engine, or a shared cache) could read that would show a product's draft. */
  const publicSurfaces = (slug: string) => ['/', '/products', `/products/${slug}`, '/api/products', '/sitemap.xml', '/availability'];
  const latestChange = async () => (await json<RevisionPage>(await admin.get('/api/admin/history'))).revisions[0]!;
  const undo = async (changeId: number) => json(await admin.post(`/api/admin/history/changes/${changeId}/undo`));

  async function aProduct(): Promise<ProductWithDetails> {
    const [first] = await json<Product[]>(await app.client().get('/api/products'));
    return json<ProductWithDetails>(await admin.get(`/api/admin/products/${first!.id}`));
  }

  test('a product draft: stored and read back; no public page, API, sitemap or cache shows it', async () => {
    const product = await aProduct();
    for (const path of publicSurfaces(product.slug)) await app.client().get(path); // cached before the draft
    const saved = await json<ProductDraftAnswer>(
      await admin.put(`/api/admin/products/${product.id}/draft`, { json: { ...product, description: SECRET } }),
    );
    assert.equal(saved.draft?.description, SECRET);
    assert.equal(typeof saved.savedAt, 'number');
    const read = await json<ProductDraftAnswer>(await admin.get(`/api/admin/products/${product.id}/draft`));
    assert.deepEqual(read, saved);
    assert.equal((await json<ProductWithDetails>(await admin.get(`/api/admin/products/${product.id}`))).description, product.description);
    for (const path of publicSurfaces(product.slug)) {
      assert.doesNotMatch(await publicText(path), new RegExp(SECRET), `${path} shows no draft`);
    }
    const overview = await json<{ products: Record<string, number> }>(await admin.get('/api/admin/drafts'));
    assert.equal(overview.products[product.id], saved.savedAt);
  });

  test('the preview: the real page with the draft, for the owner only, private, no-store, noindex; nothing of it stays', async () => {
    const product = await aProduct();
    const renamed = { ...product, name: `${product.name} Premium`, slug: `${product.slug}-premium`, description: SECRET };
    await json(await admin.put(`/api/admin/products/${product.id}/draft`, { json: renamed }));
    const preview = await admin.get(`/admin/preview/products/${product.id}`);
    assert.equal(preview.status, 200);
    assert.equal(preview.headers.get('cache-control'), 'private, no-store');
    assert.equal(preview.headers.get('x-robots-tag'), 'noindex, nofollow');
    const html = await preview.text();
    assert.match(html, new RegExp(SECRET));
    assert.match(html, /<meta name="robots" content="noindex"/);
    assert.match(html, /Preview of your draft/);
    assert.match(html, new RegExp(`/products/${renamed.slug}`), 'the page as it will be, at its new address');
    assert.doesNotMatch(html, /application\/ld\+json/, 'no structured data for search engines');

    const visitor = await app.client().get(`/admin/preview/products/${product.id}`);
    assert.equal(visitor.status, 302);
    assert.equal(visitor.headers.get('location'), '/admin/login');
    assert.equal((await admin.get('/admin/preview/products/999999')).status, 404);

    // Rolled back: the product, its old address and every public page are as published.
    assert.equal((await json<ProductWithDetails>(await admin.get(`/api/admin/products/${product.id}`))).slug, product.slug);
    assert.equal((await app.client().get(`/products/${renamed.slug}`)).status, 404);
    for (const path of publicSurfaces(product.slug)) assert.doesNotMatch(await publicText(path), new RegExp(SECRET), path);
  });

  test('a crowd: previews and public reads at once; no public answer ever carries the draft', async () => {
    const product = await aProduct();
    await json(await admin.put(`/api/admin/products/${product.id}/draft`, { json: { ...product, description: SECRET } }));
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        if (i % 2 === 0) return { owner: true, text: await (await admin.get(`/admin/preview/products/${product.id}`)).text() };
        const path = publicSurfaces(product.slug)[i % 6]!;
        return { owner: false, text: await publicText(`${path}${path.includes('?') ? '&' : '?'}n=${i}`) };
      }),
    );
    for (const { owner, text } of answers) assert.equal(text.includes(SECRET), owner);
  });

  test('publish: the draft becomes the product in one change; the public page follows; Undo brings back both', async () => {
    const product = await aProduct();
    await json(await admin.put(`/api/admin/products/${product.id}/draft`, { json: { ...product, description: SECRET } }));
    const published = await json<ProductWithDetails>(await admin.post(`/api/admin/products/${product.id}/draft/publish`));
    assert.equal(published.description, SECRET);
    assert.equal((await json<ProductDraftAnswer>(await admin.get(`/api/admin/products/${product.id}/draft`))).draft, null);
    assert.match(await publicText(`/products/${product.slug}`), new RegExp(SECRET), 'the cached page was dropped');
    const change = await latestChange();
    assert.deepEqual([change.kind, change.recordId], ['product', product.id]);
    await undo(change.changeId);
    assert.equal((await json<ProductWithDetails>(await admin.get(`/api/admin/products/${product.id}`))).description, product.description);
    assert.equal((await json<ProductDraftAnswer>(await admin.get(`/api/admin/products/${product.id}/draft`))).draft?.description, SECRET);
    assert.doesNotMatch(await publicText(`/products/${product.slug}`), new RegExp(SECRET));
  });

  test('publish applies only what the draft changed: a live edit made since (switched off) is kept, not undone', async () => {
    const product = await aProduct();
    const draft = await json<ProductDraftAnswer>(
      await admin.put(`/api/admin/products/${product.id}/draft`, { json: { ...product, packing: '10 kg cartons (draft)' } }),
    );
    assert.deepEqual(draft.changed, ['packing'], 'the draft knows what it changes');
    // The quick dialog switches the product off meanwhile: it leaves the site.
    await json(await admin.put(`/api/admin/products/${product.id}`, { json: { ...product, isActive: false } }));
    assert.equal((await app.client().get(`/products/${product.slug}`)).status, 404);
    const published = await json<ProductWithDetails>(await admin.post(`/api/admin/products/${product.id}/draft/publish`));
    assert.equal(published.packing, '10 kg cartons (draft)');
    assert.equal(published.isActive, false, 'still off: the draft did not put it back on the site');
    assert.equal((await app.client().get(`/products/${product.slug}`)).status, 404);
    await json(await admin.put(`/api/admin/products/${product.id}/draft`, { json: { ...published, packing: 'Loose (draft)' } }));
    const offSite = await (await admin.get(`/admin/preview/products/${product.id}`)).text();
    assert.match(
      offSite,
      /This page is not on the site: the product or its category is switched off/,
      'the preview says visitors do not see it',
    );
    assert.doesNotMatch(offSite, /Visitors still see the published page/);
    assert.equal((await admin.delete(`/api/admin/products/${product.id}/draft`)).status, 204);
    await json(await admin.put(`/api/admin/products/${product.id}`, { json: { ...published, isActive: true } }));
  });

  test('a draft that names what is gone since is said so in its preview (409, in words), never a 500', async () => {
    const product = await aProduct();
    const category = await json<{ id: number }>(
      await admin.post('/api/admin/categories', { json: { name: 'Soon gone', description: '', isActive: true, image: null } }),
      201,
    );
    await json(await admin.put(`/api/admin/products/${product.id}/draft`, { json: { ...product, categoryId: category.id } }));
    assert.equal((await admin.delete(`/api/admin/categories/${category.id}`)).status, 204);
    const preview = await admin.get(`/admin/preview/products/${product.id}`);
    assert.equal(preview.status, 409);
    assert.equal(preview.headers.get('cache-control'), 'private, no-store');
    assert.match(await preview.text(), /This draft cannot be previewed[\s\S]*category does not exist/);
    assert.equal((await admin.post(`/api/admin/products/${product.id}/draft/publish`)).status, 400);
    assert.equal((await admin.delete(`/api/admin/products/${product.id}/draft`)).status, 204);
  });

  test("an image only a draft uses is in use: the media library refuses to delete it and names the draft's product", async () => {
    const product = await aProduct();
    const uploaded = (await (
      await admin.post('/api/admin/upload/single?use=product', {
        body: multipartForm('file', [{ name: 'new-season.png', type: 'image/png', data: await makePng() }]),
      })
    ).json()) as { media: { id: number; url: string } };
    await json(await admin.put(`/api/admin/products/${product.id}/draft`, { json: { ...product, moreImages: [uploaded.media.url] } }));
    const refused = await admin.delete(`/api/admin/media/${uploaded.media.id}`);
    assert.equal(refused.status, 409);
    assert.match(((await refused.json()) as { message: string }).message, new RegExp(`the draft of product "${product.name}"`));
    assert.equal((await admin.delete(`/api/admin/products/${product.id}/draft`)).status, 204);
    assert.equal((await admin.delete(`/api/admin/media/${uploaded.media.id}`)).status, 204, 'free once the draft is gone');
  });

  test('discard: the draft is gone, the product untouched; Undo brings the draft back; a deleted product takes its draft to the trash', async () => {
    const product = await aProduct();
    await json(await admin.put(`/api/admin/products/${product.id}/draft`, { json: { ...product, description: SECRET } }));
    assert.equal((await admin.delete(`/api/admin/products/${product.id}/draft`)).status, 204);
    assert.equal((await json<ProductDraftAnswer>(await admin.get(`/api/admin/products/${product.id}/draft`))).draft, null);
    assert.equal((await admin.delete(`/api/admin/products/${product.id}/draft`)).status, 404);
    await undo((await latestChange()).changeId);
    assert.equal((await json<ProductDraftAnswer>(await admin.get(`/api/admin/products/${product.id}/draft`))).draft?.description, SECRET);

    assert.equal((await admin.delete(`/api/admin/products/${product.id}`)).status, 204);
    await undo((await latestChange()).changeId);
    assert.equal((await json<ProductDraftAnswer>(await admin.get(`/api/admin/products/${product.id}/draft`))).draft?.description, SECRET);
    await json(await admin.post(`/api/admin/products/${product.id}/draft/publish`));
  });

  test('bad drafts are refused as a save would be; no draft, no product and no session each say so', async () => {
    const product = await aProduct();
    const put = (body: unknown, id = product.id) => admin.put(`/api/admin/products/${id}/draft`, { json: body });
    const cases: Array<[string, Response, number, RegExp]> = [
      ['no name', await put({ ...product, name: '' }), 400, /Product name is required/],
      ['an unknown category', await put({ ...product, categoryId: 999_999 }), 400, /category does not exist/],
      ['an image this site never issued', await put({ ...product, image: '/uploads/not-ours.jpg' }), 400, /image/i],
      ['a slug another product has', await put({ ...product, slug: (await otherSlug(product.id)) ?? 'x' }), 409, /already used/],
      ['no such product', await put(product, 999_999), 404, /Product not found/],
      ['publish without a draft', await admin.post(`/api/admin/products/${product.id}/draft/publish`), 404, /no draft/],
    ];
    for (const [what, res, status, message] of cases) {
      assert.equal(res.status, status, what);
      assert.match(((await res.json()) as { message: string }).message, message, what);
    }
    const anon = app.client();
    assert.equal((await anon.get(`/api/admin/products/${product.id}/draft`)).status, 401);
    assert.equal((await anon.put(`/api/admin/products/${product.id}/draft`, { json: product })).status, 401);
    assert.equal((await anon.post(`/api/admin/products/${product.id}/draft/publish`)).status, 401);
    assert.equal((await json<ProductDraftAnswer>(await admin.get(`/api/admin/products/${product.id}/draft`))).draft, null);
  });

  async function otherSlug(id: number) {
    return (await json<Product[]>(await admin.get('/api/admin/products'))).find((p) => p.id !== id)?.slug;
  }

  test('page texts: a draft leaves the home and about pages as they are; the preview shows it; publish and discard', async () => {
    for (const path of ['/', '/about']) await app.client().get(path);
    const saved = await json<TextsDraftAnswer>(await admin.put('/api/admin/site-texts/draft', { json: { homeWelcome: SECRET } }));
    assert.deepEqual(saved.draft, { homeWelcome: SECRET });
    await json(await admin.put('/api/admin/site-texts/draft', { json: { aboutLead: `${SECRET} about` } }));
    assert.deepEqual(
      (await json<TextsDraftAnswer>(await admin.get('/api/admin/site-texts/draft'))).draft,
      { aboutLead: `${SECRET} about`, homeWelcome: SECRET },
      'a second save adds to the draft',
    );
    for (const path of ['/', '/about', '/api/site-settings']) assert.doesNotMatch(await publicText(path), new RegExp(SECRET), path);
    const home = await admin.get('/admin/preview/texts/home');
    assert.equal(home.headers.get('cache-control'), 'private, no-store');
    assert.match(await home.text(), new RegExp(SECRET));
    assert.match(await (await admin.get('/admin/preview/texts/about')).text(), new RegExp(`${SECRET} about`));
    assert.equal((await admin.get('/admin/preview/texts/contact')).status, 400);
    assert.equal((await app.client().get('/admin/preview/texts/home')).status, 302);
    assert.doesNotMatch(await publicText('/'), new RegExp(SECRET), 'the preview left nothing behind');

    await json(await admin.post('/api/admin/site-texts/draft/publish'));
    assert.match(await publicText('/'), new RegExp(SECRET));
    assert.deepEqual((await json<TextsDraftAnswer>(await admin.get('/api/admin/site-texts/draft'))).draft, {});
    await undo((await latestChange()).changeId);
    assert.doesNotMatch(await publicText('/'), new RegExp(SECRET));
    assert.equal(Object.keys((await json<TextsDraftAnswer>(await admin.get('/api/admin/site-texts/draft'))).draft).length, 2);
    assert.equal((await admin.delete('/api/admin/site-texts/draft')).status, 204);
    assert.equal((await admin.delete('/api/admin/site-texts/draft')).status, 404);
    assert.equal((await admin.put('/api/admin/site-texts/draft', { json: { nope: 'x' } })).status, 400);
  });
});
