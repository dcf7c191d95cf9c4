import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { useAdmin, useTestApp } from '../../test/start-test-app';
import { makePng, multipartForm } from '../../tooling/harness/images';
import { sendFrom } from '../../tooling/harness/send-from';
import {
  BUSY_RETRY_AFTER_SECONDS,
  createRenderBudget,
  MAX_WAITING_RENDERS,
  PER_REQUEST_RENDER_BUDGET,
  perRequestRenders,
  renderPerRequest,
} from './page-cache';

describe('page serving', () => {
  const app = useTestApp();
  /** A contact form sent without JavaScript and refused (every field missing or wrong): a page made per request. */
  const postRefusedContactForm = () =>
    app.client().post('/contact', {
      body: 'name=&email=not-an-address&subject=&message=',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const admin = useAdmin(app);

  test('a public page is rendered once and served from memory with a strong ETag, gzip and brotli', async () => {
    const first = await app.client().get('/about', { headers: { 'accept-encoding': 'identity' } });
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('cache-control'), 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const etag = first.headers.get('etag')!;
    assert.match(etag, /^"[A-Za-z0-9_-]+"$/);
    const html = await first.text();
    assert.match(html, /^<!DOCTYPE html>/i);

    const br = await app.client().get('/about', { headers: { 'accept-encoding': 'br' } });
    assert.equal(br.headers.get('content-encoding'), 'br');
    // fetch decodes the body itself; the wire size shows it was compressed.
    assert.ok(Number(br.headers.get('content-length')) < html.length / 2);
    assert.equal(await br.text(), html);
    const gz = await app.client().get('/about', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    assert.ok(Number(gz.headers.get('content-length')) < html.length / 2);
    assert.equal(await gz.text(), html);
    assert.match(gz.headers.get('vary') ?? '', /Accept-Encoding/i);

    const revalidated = await app.client().get('/about', { headers: { 'if-none-match': etag } });
    assert.equal(revalidated.status, 304);
    assert.equal(await revalidated.text(), '');
    assert.ok(revalidated.headers.get('content-security-policy'));
  });

  test('an admin write shows on the next request; unknown query strings do not multiply cache entries', async () => {
    const before = await (await app.client().get('/', { headers: { 'accept-encoding': 'identity' } })).text();
    assert.ok(!before.includes('Freshest Fuji In Town'));
    await admin.put('/api/admin/site-settings', { json: { heroTitle: 'Freshest Fuji In Town' } });
    const after = await (await app.client().get('/')).text();
    assert.ok(after.includes('Freshest Fuji In Town'));

    const cat = await (await admin.post('/api/admin/categories', { json: { name: 'Dragon Fruit' } })).json();
    assert.ok((await (await app.client().get('/products')).text()).includes('Dragon Fruit'));
    assert.equal(app.pages.cache.size, 1, 'the write cleared the cache; /products is its one entry');
    await app.client().get('/about');
    assert.equal(app.pages.cache.size, 2);
    for (let i = 0; i < 30; i++) await app.client().get(`/products?category=${10_000 + i}&x=${i}`);
    for (let i = 0; i < 30; i++) await app.client().get(`/about?utm=${i}`);
    assert.equal(app.pages.cache.size, 2, 'unknown categories and unknown query strings reuse the /products and /about entries');
    const filtered = await (await app.client().get(`/products?category=${cat.id}`)).text();
    assert.ok(filtered.includes('Dragon Fruit'));
    assert.equal(app.pages.cache.size, 3, 'a real category is a page of its own');
  });

  test('every admin write that may show on a page clears the page cache, in one place; a refused one, and the inbox and account, do not', async () => {
    const original = app.deps.contentChanged;
    let cleared = 0;
    app.deps.contentChanged = () => {
      cleared++;
      original();
    };
    try {
      const cat = await (await admin.post('/api/admin/categories', { json: { name: 'Kiwis' } })).json();
      assert.equal(cleared, 1, 'create');
      await admin.post('/api/admin/products', { json: { name: 'Zespri Gold', categoryId: cat.id } });
      assert.equal(cleared, 2, 'product create');
      assert.equal((await admin.delete(`/api/admin/categories/${cat.id}`)).status, 409);
      assert.equal(
        (await admin.put('/api/admin/categories/999999', { json: { name: 'x', description: '', isActive: true, image: null } })).status,
        404,
      );
      assert.equal((await admin.post('/api/admin/categories', { json: { name: '' } })).status, 400);
      assert.equal(cleared, 2, 'refused writes change nothing');
      await admin.get('/api/admin/categories');
      assert.equal(cleared, 2, 'reads never clear');
      const [media] = await (
        await admin.post('/api/admin/media/upload', {
          body: multipartForm('files', [{ name: 'k.png', type: 'image/png', data: await makePng() }]),
        })
      ).json();
      await admin.put(`/api/admin/media/${media.id}`, { json: { alt: 'Golden kiwis' } });
      assert.equal(cleared, 4, 'an upload and an alt text (shown on pages) clear it too');

      // The inbox and the account are shown on no public page: reading through enquiries re-renders nothing.
      const sent = await app.client().post('/api/contact', {
        json: { name: 'Ravi', email: 'ravi@example.com', subject: 'Kiwi', message: 'Forty cartons.' },
      });
      assert.equal(sent.status, 201);
      const [enquiry] = await (await admin.get('/api/admin/enquiries')).json();
      assert.equal((await admin.put(`/api/admin/enquiries/${enquiry.id}`, { json: { isRead: true } })).status, 200);
      assert.equal((await admin.delete(`/api/admin/enquiries/${enquiry.id}`)).status, 204);
      const wrongPassword = { currentPassword: 'not the password', newPassword: 'another long passphrase here' };
      assert.equal((await admin.put('/api/admin/account/password', { json: wrongPassword })).status, 401);
      assert.equal(cleared, 4, 'enquiry and account writes leave the public caches alone');

      // A write that fails on our side after committing (the trash purged, a file could not be removed) clears.
      const folder = await (await admin.post('/api/admin/gallery/folders', { json: { name: 'Cold room' } })).json();
      assert.equal(cleared, 5);
      const uploaded = await admin.post(`/api/admin/upload/gallery/${folder.id}`, {
        body: multipartForm('files', [{ name: 'c.png', type: 'image/png', data: await makePng() }]),
      });
      assert.equal(uploaded.status, 201, await uploaded.clone().text());
      assert.equal(cleared, 6);
      const store = app.deps.store as { remove: (name: string) => Promise<void> };
      const remove = store.remove;
      store.remove = async () => {
        throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
      };
      assert.equal((await admin.delete(`/api/admin/gallery/folders/${folder.id}`)).status, 204);
      assert.equal(cleared, 7, 'a delete (to the trash) clears');
      assert.ok(!(await (await app.client().get('/gallery')).text()).includes('Cold room'));
      try {
        assert.equal((await admin.delete('/api/admin/trash')).status, 500);
      } finally {
        store.remove = remove;
      }
      assert.equal(cleared, 8, 'the failed purge cleared the caches too');
    } finally {
      app.deps.contentChanged = original;
    }
  });

  test('a cached page is rendered for its own path, never for the spelling of whoever asked first', async () => {
    app.pages.cache.invalidate();
    // The router matches /ABOUT to /about: the first visitor after a write must not shape everyone's copy.
    assert.equal((await app.client().get('/ABOUT')).status, 200);
    const about = await (await app.client().get('/about')).text();
    assert.match(about, /<a href="\/about" aria-current="page"/);
  });

  test('the 404 and maintenance pages are made once per content version: no-store, no ETag, compressed', async () => {
    app.pages.cache.invalidate();
    const sizes = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const res = await app.client().get(`/wp-login-${i}.php`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      assert.equal(res.status, 404);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      assert.equal(res.headers.get('etag'), null, 'nobody revalidates a 404');
      assert.equal(res.headers.get('content-encoding'), 'br');
      sizes.add(Number(res.headers.get('content-length')));
      await res.arrayBuffer();
    }
    assert.equal(sizes.size, 1, 'the one page');
    assert.equal(app.pages.cache.size, 1, 'one entry for every unknown URL');
    await admin.put('/api/admin/site-settings', { json: { isOnline: false } });
    try {
      for (const path of ['/', '/nope', '/about']) {
        const res = await app.client().get(path, { headers: { accept: 'text/html' } });
        assert.equal(res.status, 503);
        assert.equal(res.headers.get('etag'), null);
        await res.arrayBuffer();
      }
      assert.equal(app.pages.cache.size, 1, 'the write cleared the cache; the maintenance page is its one entry');
    } finally {
      await admin.put('/api/admin/site-settings', { json: { isOnline: true } });
    }
  });

  test('a prefilled contact subject is rendered per request, not cached', async () => {
    const res = await app.client().get('/contact?subject=Enquiry%3A%20Alphonso');
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.ok((await res.text()).includes('Enquiry: Alphonso'));
  });

  test('a page made per request waits in the one render queue; with 8 waiting it is a plain 503 at once (F21)', async () => {
    assert.equal((await app.client().get('/about')).status, 200, 'made now, so the cache holds it below');
    // Eight renders held in the queue, as a crowd of refused form posts would hold it.
    const held: Array<() => void> = [];
    const holders = Array.from({ length: MAX_WAITING_RENDERS }, () =>
      renderPerRequest(() => new Promise<void>((resolve) => held.push(resolve))),
    );
    try {
      const busy = await postRefusedContactForm();
      assert.equal(busy.status, 503);
      assert.equal(busy.headers.get('retry-after'), String(BUSY_RETRY_AFTER_SECONDS));
      assert.equal(busy.headers.get('cache-control'), 'no-store');
      const html = await busy.text();
      assert.match(html, /very busy/);
      assert.ok(html.length < 1000, 'no page render');
      // A cached page is still served meanwhile.
      assert.equal((await app.client().get('/about')).status, 200);
    } finally {
      // Released one by one, in order: each holder runs only once the one before it has ended.
      for (let i = 0; i < MAX_WAITING_RENDERS; i++) {
        while (held.length <= i) await new Promise((resolve) => setImmediate(resolve));
        held[i]!();
      }
      await Promise.all(holders);
    }
    perRequestRenders.reset();
    const res = await app.client().get('/contact?subject=Mangoes');
    assert.equal(res.status, 200);
    assert.ok((await res.text()).includes('Mangoes'));
  });

  test('the render budget: pages made per request may use 250 ms of each second, whoever asks (F21)', () => {
    let clock = 0;
    const budget = createRenderBudget({ ...PER_REQUEST_RENDER_BUDGET, now: () => clock });
    const started: number[] = [];
    for (let i = 0; i < 20; i++) {
      if (!budget.allows()) continue;
      started.push(i);
      budget.spend(30); // a page render
      clock += 5;
    }
    assert.equal(started.length, 9, 'nine 30 ms renders start within 250 ms; the rest of the second is refused');
    clock += 1000;
    assert.equal(budget.allows(), true, 'a new second, a new budget');
  });

  test('with the render budget spent: a refused form is a plain 503 with no render; a prefilled subject falls back to the cached page', async () => {
    const cached = await app.client().get('/contact');
    assert.equal(cached.status, 200);
    perRequestRenders.holdSpent();
    try {
      const refused = await postRefusedContactForm();
      assert.equal(refused.status, 503);
      assert.equal(refused.headers.get('retry-after'), String(BUSY_RETRY_AFTER_SECONDS));
      const html = await refused.text();
      assert.match(html, /very busy/);
      assert.ok(html.length < 1000, 'no page render');

      const fallback = await app.client().get('/contact?subject=Made-up%20subject%2012345');
      assert.equal(fallback.status, 200);
      const page = await fallback.text();
      assert.doesNotMatch(page, /Made-up subject 12345/, 'the cached page, without the subject');
      assert.equal(fallback.headers.get('cache-control'), 'no-store', 'no shared cache keeps it under this address');
      assert.match(html, /href="\/contact"/, '"Try again" leads to the form\'s page, not its POST address');
      assert.equal(fallback.headers.get('etag'), cached.headers.get('etag'), 'the very page /contact serves');
    } finally {
      perRequestRenders.reset();
    }
    const again = await app.client().get('/contact?subject=Made-up%20subject%2012345');
    assert.match(await again.text(), /Made-up subject 12345/, 'rendered again once the budget is back');
    assert.doesNotMatch(await (await app.client().get('/contact')).text(), /Made-up subject 12345/, 'the cache never took the subject');
  });

  test('maintenance: every public page is 503 with Retry-After and no-store; admin and auth keep working', async () => {
    await admin.put('/api/admin/site-settings', { json: { isOnline: false } });
    try {
      for (const path of ['/', '/about', '/products', '/gallery', '/contact', '/nope']) {
        const res = await app.client().get(path, { headers: { accept: 'text/html' } });
        assert.equal(res.status, 503, path);
        assert.equal(res.headers.get('retry-after'), '3600');
        assert.equal(res.headers.get('cache-control'), 'no-store');
        assert.match(await res.text(), /1-2 hours/);
      }
      assert.equal((await app.client().get('/admin/login')).status, 200);
      assert.equal((await app.client().get('/api/auth/me')).status, 200);
      assert.equal((await admin.get('/api/admin/categories')).status, 200);
    } finally {
      await admin.put('/api/admin/site-settings', { json: { isOnline: true } });
    }
    assert.equal((await app.client().get('/')).status, 200);
  });

  test('admin pages: anonymous is sent to the login page, a session to the admin; no-store and noindex', async () => {
    for (const path of ['/admin', '/admin/', '/admin/categories', '/admin/whatever']) {
      const res = await app.client().get(path);
      assert.equal(res.status, 302, path);
      assert.equal(res.headers.get('location'), '/admin/login');
    }
    const login = await app.client().get('/admin/login');
    assert.equal(login.status, 200);
    assert.equal(login.headers.get('cache-control'), 'no-store');
    assert.match(login.headers.get('x-robots-tag') ?? '', /noindex/);
    assert.equal((await admin.get('/admin/login')).headers.get('location'), '/admin');
    const section = await admin.get('/admin/products');
    assert.equal(section.status, 200);
    assert.equal(section.headers.get('cache-control'), 'no-store');
    const html = await section.text();
    assert.ok(!html.includes('Dragon Fruit'), 'the shell never embeds admin data');
    assert.equal((await admin.get('/admin/nonsense')).status, 404);
    // A product's full editor is a page while the product exists; any other address below a section is not.
    const category = (await (await admin.post('/api/admin/categories', { json: { name: 'Lychees' } })).json()) as { id: number };
    const product = (await (
      await admin.post('/api/admin/products', { json: { name: 'Shahi Lychee', categoryId: category.id } })
    ).json()) as {
      id: number;
    };
    assert.equal((await admin.get(`/admin/products/${product.id}`)).status, 200);
    for (const path of ['/admin/products/999999', '/admin/products/fuji', '/admin/products/0', '/admin/categories/1']) {
      assert.equal((await admin.get(path)).status, 404, path);
    }
  });

  test('robots.txt and sitemap.xml', async () => {
    const robots = await (await app.client().get('/robots.txt')).text();
    assert.match(robots, /Disallow: \/admin/);
    assert.match(robots, /Disallow: \/api\//);
    const sitemap = await (await app.client().get('/sitemap.xml')).text();
    for (const path of ['/', '/about', '/products', '/gallery', '/contact', '/availability'])
      assert.ok(sitemap.includes(`${app.url}${path}</loc>`), path);
    const cats = await (await app.client().get('/api/categories')).json();
    for (const c of cats) assert.ok(sitemap.includes(`/products?category=${c.id}`));
  });
});

describe('public API reads', () => {
  const app = useTestApp({ seed: true });
  const admin = useAdmin(app);

  test('are made once per content version: compressed, with an ETag and 304, never kept by a shared cache', async (t) => {
    const url = `${app.url}/api/products`;
    const identity = await sendFrom(url, 'GET', { headers: { 'accept-encoding': 'identity' } });
    assert.equal(identity.status, 200);
    assert.equal(identity.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(identity.headers['cache-control'], 'no-cache');
    const products = JSON.parse(identity.body.toString()) as Array<{ name: string }>;
    assert.ok(products.length > 10);

    const gz = await sendFrom(url, 'GET', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(gz.body).toString()), products);
    assert.ok(gz.body.length < identity.body.length / 3, `${gz.body.length} of ${identity.body.length} bytes`);
    const etag = String(identity.headers.etag);
    assert.equal((await sendFrom(url, 'GET', { headers: { 'if-none-match': etag } })).status, 304);

    // The same list object is not rebuilt per request: the repo is asked once per content version.
    const reads = t.mock.method(app.deps.products, 'listActive').mock;
    for (let i = 0; i < 5; i++) await sendFrom(url, 'GET');
    assert.equal(reads.callCount(), 0, 'served from memory');
    const created = await admin.post('/api/admin/products', {
      json: {
        name: 'Kesar Mango',
        description: 'Saffron-sweet',
        origin: 'Gujarat',
        categoryId: 1,
        image: null,
        isActive: true,
        isFeatured: false,
      },
    });
    assert.equal(created.status, 201);
    const after = JSON.parse((await sendFrom(url, 'GET')).body.toString()) as Array<{ name: string }>;
    assert.ok(
      after.some((p) => p.name === 'Kesar Mango'),
      'a write is seen by the next read',
    );
    assert.equal(reads.callCount(), 1);
    assert.notEqual((await sendFrom(url, 'GET', { headers: { 'if-none-match': etag } })).status, 304);
  });

  test('one copy serves every Host a request names (the JSON holds paths, no origin)', async (t) => {
    const url = `${app.url}/api/categories`;
    const first = await sendFrom(url, 'GET', { headers: { host: 'a.example' } });
    assert.equal(first.status, 200);
    const reads = t.mock.method(app.deps.categories, 'listActive').mock;
    const other = await sendFrom(url, 'GET', { headers: { host: 'b.example' } });
    assert.equal(other.status, 200);
    assert.equal(reads.callCount(), 0, 'served from the copy made for the first Host');
    assert.equal(other.headers.etag, first.headers.etag);
  });

  test('each filter is its own entry; an unknown category is the whole list', async () => {
    const all = await (await app.client().get('/api/products')).json();
    const categories = (await (await app.client().get('/api/categories')).json()) as Array<{ id: number }>;
    const first = (await (await app.client().get(`/api/products?categoryId=${categories[0]!.id}`)).json()) as Array<{ categoryId: number }>;
    assert.ok(first.length > 0 && first.length < all.length);
    assert.ok(first.every((p) => p.categoryId === categories[0]!.id));
    assert.deepEqual(await (await app.client().get('/api/products?categoryId=99999')).json(), all);
  });
});
