// A product's own page over real HTTP (the seeded starter catalogue, PUBLIC_ORIGIN set): its texts, links, head,
// JSON-LD field by field, 404s, slug redirects, the page cache after an admin edit, and the sitemap.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { COMPANY } from '../shared/constants';
import type { Category, ContactSettings, Product } from '../shared/types';
import { parseHtml, textOf } from '../test/dom/site';
import { useAdmin, useTestApp } from '../test/start-test-app';
import { productInputOf } from '../tooling/harness/product-input';

const ORIGIN = 'http://fruit.example';

describe('product pages', () => {
  const app = useTestApp({ seed: true, env: { PUBLIC_ORIGIN: ORIGIN } });
  const admin = useAdmin(app);
  let products: Product[];
  let categories: Category[];
  let contact: ContactSettings;

  const get = async (path: string) => {
    const res = await fetch(app.url + path, { redirect: 'manual' });
    const html = await res.text();
    return { res, html, doc: parseHtml(html), text: textOf(html) };
  };
  const getJson = async <T>(path: string): Promise<T> => (await fetch(app.url + path)).json() as Promise<T>;
  const create = async (json: object): Promise<Product> => {
    const res = await admin.post('/api/admin/products', { json });
    assert.equal(res.status, 201, await res.clone().text());
    return res.json();
  };
  const rename = async (p: Product, slug: string): Promise<Product> => {
    const res = await admin.put(`/api/admin/products/${p.id}`, { json: { ...productInputOf(p), slug } });
    assert.equal(res.status, 200, await res.clone().text());
    return res.json();
  };

  before(async () => {
    products = await getJson<Product[]>('/api/products');
    categories = await getJson<Category[]>('/api/categories');
    // The starter has no WhatsApp number (nothing that could reach a stranger): the owner's own, set here.
    assert.equal((await admin.put('/api/admin/contact-settings', { json: { whatsappNumber: '919820012345' } })).status, 200);
    contact = await getJson<ContactSettings>('/api/contact-settings');
  });

  /** A seeded product with a picture, an origin that names one country, and others in its category. */
  const sample = () =>
    products.find(
      (p) => p.image && p.description && p.origin === 'Chile' && products.some((o) => o.categoryId === p.categoryId && o.id !== p.id),
    )!;

  test('200 from the page cache: name, category link, image, description, origin, Enquire and WhatsApp, breadcrumb, same-category cards', async () => {
    const product = sample();
    assert.ok(product, 'the starter catalogue has a Chilean product with a picture');
    const { res, html, doc, text } = await get(`/products/${product.slug}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    assert.ok(res.headers.get('etag'));
    assert.equal(doc.querySelector('h1')?.textContent, product.name);
    const main = doc.querySelector('#main')!;
    const categoryLinks = Array.from(main.querySelectorAll(`a[href="/products?category=${product.categoryId}"]`)).map((a) => a.textContent);
    assert.ok(categoryLinks.includes(product.categoryName), 'the category badge links to its products');
    assert.ok(text.includes(`Origin: ${product.origin}`));
    assert.ok(text.includes(product.description));
    const img = main.querySelector('img')!;
    assert.equal(img.getAttribute('src'), product.image);
    assert.equal(img.getAttribute('alt'), product.imageAlt || product.name);
    const base = product.image!.replace(/\.\w+$/, '');
    assert.match(img.getAttribute('srcset') ?? '', new RegExp(`^${base}-320 320w, ${base}-640 640w`));
    assert.equal(img.getAttribute('loading'), null, 'the main picture is not lazy');

    const enquire = Array.from(main.querySelectorAll('a')).find((a) => a.textContent?.startsWith('Enquire'))!;
    assert.equal(enquire.getAttribute('href'), `/contact?subject=${encodeURIComponent(`Enquiry: ${product.name}`)}`);
    assert.equal(enquire.textContent, `Enquire about ${product.name}`);
    const whatsapp = main.querySelector('a[href^="https://wa.me/"]')!;
    assert.equal(whatsapp.getAttribute('href'), `https://wa.me/${contact.whatsappNumber}`);
    assert.equal(whatsapp.getAttribute('aria-label'), 'Chat with us on WhatsApp');

    const crumbs = Array.from(doc.querySelectorAll('nav[aria-label="Breadcrumb"] a')).map((a) => [a.textContent, a.getAttribute('href')]);
    assert.deepEqual(crumbs, [
      ['Home', '/'],
      ['Products', '/products'],
      [product.categoryName, `/products?category=${product.categoryId}`],
      [product.name, `/products/${product.slug}`],
    ]);
    assert.equal(doc.querySelector('nav[aria-label="Breadcrumb"] a[aria-current="page"]')?.textContent, product.name);

    const siblings = products.filter((p) => p.categoryId === product.categoryId && p.id !== product.id);
    const cards = Array.from(main.querySelectorAll('article h3 a')).map((a) => [a.textContent, a.getAttribute('href')]);
    assert.deepEqual(
      cards,
      siblings.slice(0, 8).map((p) => [p.name, `/products/${p.slug}`]),
    );
    assert.ok(text.includes(`More ${product.categoryName}`));
    // Its one script is the islands entry, for its one island: the quote form.
    assert.equal(html.match(/<script\b(?![^>]*type="application\/(ld\+)?json")/g)?.length, 1, 'one script besides JSON data');
    assert.deepEqual(
      [...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]),
      ['quote-form'],
    );
  });

  test("head: its own title and description (the owner's meta description), canonical from PUBLIC_ORIGIN, Open Graph with the product image", async () => {
    const product = sample();
    const { doc } = await get(`/products/${product.slug}`);
    const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content');
    const canonical = `${ORIGIN}/products/${product.slug}`;
    assert.equal(doc.title, `${product.name} | ${COMPANY.name}`);
    const description = meta('meta[name="description"]')!;
    assert.ok(description.length <= 160, description);
    // The starter products carry their own meta description (the editor's SEO text), which the page uses as it is.
    const { metaDescription } = await (await admin.get(`/api/admin/products/${product.id}`)).json();
    assert.ok(metaDescription);
    assert.equal(description, metaDescription);
    assert.equal(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), canonical);
    assert.equal(meta('meta[property="og:url"]'), canonical);
    assert.equal(meta('meta[property="og:title"]'), doc.title);
    assert.equal(meta('meta[property="og:description"]'), description);
    assert.equal(meta('meta[property="og:image"]'), `${ORIGIN}${product.image}`);
    assert.equal(meta('meta[name="twitter:image"]'), `${ORIGIN}${product.image}`);
    assert.equal(doc.querySelector('meta[name="robots"]'), null);
  });

  test('JSON-LD: a Product and a BreadcrumbList, field by field, and the page in its language; no price, offer or rating', async () => {
    const product = sample();
    const { doc } = await get(`/products/${product.slug}`);
    const items = Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map((s) => JSON.parse(s.textContent ?? ''));
    assert.deepEqual(
      items.map((i) => i['@type']),
      ['LocalBusiness', 'Product', 'BreadcrumbList', 'WebPage'],
    );
    const [, ld, trail, webPage] = items;
    assert.equal(webPage.inLanguage, 'en-IN');
    assert.equal(webPage.url, `${ORIGIN}/products/${product.slug}`);
    assert.deepEqual(ld, {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      url: `${ORIGIN}/products/${product.slug}`,
      image: `${ORIGIN}${product.image}`,
      description: product.description,
      category: product.categoryName,
      countryOfOrigin: { '@type': 'Country', name: 'Chile' },
      brand: { '@type': 'Organization', name: COMPANY.name, url: `${ORIGIN}/` },
    });
    assert.deepEqual(trail, {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Products', item: `${ORIGIN}/products` },
        { '@type': 'ListItem', position: 3, name: product.categoryName, item: `${ORIGIN}/products?category=${product.categoryId}` },
        { '@type': 'ListItem', position: 4, name: product.name, item: `${ORIGIN}/products/${product.slug}` },
      ],
    });
    assert.doesNotMatch(JSON.stringify(items), /offers|price|rating|review/i);
  });

  test('JSON-LD of a product without picture or description, and an origin naming two countries (or none)', async () => {
    const category = categories[0]!;
    const plain = await create({ name: 'Plain Pear', categoryId: category.id, origin: 'Washington, USA & Chile' });
    const local = await create({ name: 'Local Pear', categoryId: category.id, origin: 'Nashik orchards' });
    try {
      const { doc } = await get(`/products/${plain.slug}`);
      const ld = JSON.parse(doc.querySelectorAll('script[type="application/ld+json"]')[1]!.textContent ?? '');
      assert.deepEqual(ld.countryOfOrigin, [
        { '@type': 'Country', name: 'United States' },
        { '@type': 'Country', name: 'Chile' },
      ]);
      assert.equal('image' in ld, false);
      assert.equal('description' in ld, false);
      assert.match(
        doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        /^Plain Pear from Washington, USA & Chile: /,
      );
      assert.equal(doc.querySelector('meta[property="og:image"]')?.getAttribute('content'), `${ORIGIN}/assets/og-image.jpg`);
      const other = await get(`/products/${local.slug}`);
      assert.equal(
        'countryOfOrigin' in JSON.parse(other.doc.querySelectorAll('script[type="application/ld+json"]')[1]!.textContent ?? ''),
        false,
      );
    } finally {
      for (const p of [plain, local]) await admin.delete(`/api/admin/products/${p.id}`);
    }
  });

  test('404 (the site 404 page): an unknown slug, an inactive product, an active product in an inactive category, a malformed slug', async () => {
    const hiddenCategory = (await (
      await admin.post('/api/admin/categories', { json: { name: 'Hidden Fruit', isActive: false } })
    ).json()) as Category;
    const inactive = await create({ name: 'Sleeping Plum', categoryId: categories[0]!.id, isActive: false });
    const orphan = await create({ name: 'Orphan Quince', categoryId: hiddenCategory.id });
    try {
      for (const path of [
        '/products/no-such-fruit',
        `/products/${inactive.slug}`,
        `/products/${orphan.slug}`,
        '/products/Fuji-Apples',
        '/products/a..b',
      ]) {
        const { res, text, html } = await get(path);
        assert.equal(res.status, 404, path);
        assert.equal(res.headers.get('cache-control'), 'no-store', path);
        assert.ok(text.includes('Page Not Found'), path);
        assert.match(html, /<meta name="robots" content="noindex"\/>/);
      }
      // Its old slug leads nowhere either while the product is hidden.
      const renamed = await rename(inactive, 'sleeping-plum-2026');
      assert.equal((await get('/products/sleeping-plum')).res.status, 404);
      assert.equal(renamed.slug, 'sleeping-plum-2026');
    } finally {
      for (const p of [inactive, orphan]) await admin.delete(`/api/admin/products/${p.id}`);
      await admin.delete(`/api/admin/categories/${hiddenCategory.id}`);
    }
  });

  test('a renamed slug answers 301 to the current one; a chain of renames is one hop; a freed slug taken again serves its new product', async () => {
    const categoryId = categories[0]!.id;
    const fig = await create({ name: 'Black Fig', categoryId });
    assert.equal(fig.slug, 'black-fig');
    await rename(fig, 'black-mission-fig');
    const last = await rename(fig, 'mission-fig');
    for (const old of ['black-fig', 'black-mission-fig']) {
      const { res } = await get(`/products/${old}?utm_source=mail`);
      assert.equal(res.status, 301, old);
      assert.equal(res.headers.get('location'), '/products/mission-fig?utm_source=mail', `${old}: straight to the current slug`);
    }
    assert.equal((await get('/products/mission-fig')).res.status, 200);

    // black-fig is free again: another product takes it, and the old URL is now that product's page.
    const other = await create({ name: 'Another Fig', categoryId, slug: 'black-fig' });
    const taken = await get('/products/black-fig');
    assert.equal(taken.res.status, 200);
    assert.equal(taken.doc.querySelector('h1')?.textContent, 'Another Fig');
    assert.equal((await get('/products/black-mission-fig')).res.headers.get('location'), '/products/mission-fig');

    // Back to an old slug of its own: that slug is its page again, and the one it leaves redirects.
    await rename(last, 'black-mission-fig');
    assert.equal((await get('/products/black-mission-fig')).res.status, 200);
    assert.equal((await get('/products/mission-fig')).res.headers.get('location'), '/products/black-mission-fig');

    // Deleting the product forgets its old slugs.
    await admin.delete(`/api/admin/products/${fig.id}`);
    for (const slug of ['mission-fig', 'black-mission-fig']) assert.equal((await get(`/products/${slug}`)).res.status, 404, slug);
    await admin.delete(`/api/admin/products/${other.id}`);
  });

  test('an admin edit shows on the product page at once: new name after the PUT, the old URL redirects after a slug change', async () => {
    const product = await create({ name: 'Cached Kiwi', categoryId: categories[0]!.id, origin: 'Italy' });
    const first = await get('/products/cached-kiwi');
    assert.equal(first.doc.querySelector('h1')?.textContent, 'Cached Kiwi');
    const again = await get('/products/cached-kiwi');
    assert.equal(again.res.headers.get('etag'), first.res.headers.get('etag'), 'served from the page cache');

    const put = await admin.put(`/api/admin/products/${product.id}`, { json: { ...productInputOf(product), name: 'Golden Kiwi' } });
    assert.equal(put.status, 200);
    const after = await get('/products/cached-kiwi');
    assert.equal(after.doc.querySelector('h1')?.textContent, 'Golden Kiwi');
    assert.equal(after.doc.title, `Golden Kiwi | ${COMPANY.name}`);

    await rename({ ...product, name: 'Golden Kiwi' }, 'golden-kiwi');
    assert.equal((await get('/products/cached-kiwi')).res.status, 301, 'the cached copy of the old URL is gone');
    assert.equal((await get('/products/golden-kiwi')).doc.querySelector('h1')?.textContent, 'Golden Kiwi');
    await admin.delete(`/api/admin/products/${product.id}`);
    assert.equal((await get('/products/golden-kiwi')).res.status, 404, 'a deleted product is gone at once');
  });

  test('while the site is offline a product page and an old slug are the 503 maintenance page, never a 301', async () => {
    const product = await create({ name: 'Offline Guava', categoryId: categories[0]!.id });
    await rename(product, 'offline-guava-2');
    assert.equal((await admin.put('/api/admin/site-settings', { json: { isOnline: false } })).status, 200);
    try {
      for (const path of ['/products/offline-guava-2', '/products/offline-guava', '/products/no-such-fruit']) {
        const { res, text } = await get(path);
        assert.equal(res.status, 503, path);
        assert.equal(res.headers.get('location'), null, path);
        assert.ok(text.includes('1-2 hours'), path);
      }
    } finally {
      assert.equal((await admin.put('/api/admin/site-settings', { json: { isOnline: true } })).status, 200);
      await admin.delete(`/api/admin/products/${product.id}`);
    }
  });

  test('sitemap.xml lists every public product page in each language with its lastmod (updated_at) and alternates; robots.txt stays', async () => {
    const current = await getJson<Product[]>('/api/products');
    const body = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const rows = app.db.prepare('SELECT slug, updated_at FROM products').all() as Array<{ slug: string; updated_at: string }>;
    const updatedAt = new Map(rows.map((r) => [r.slug, r.updated_at]));
    const alternates = (slug: string) =>
      ['en-IN', 'hi-IN', 'mr-IN', 'ar-AE', 'x-default']
        .map((tag) => {
          const prefix = { 'en-IN': '', 'hi-IN': '/hi', 'mr-IN': '/mr', 'ar-AE': '/ar', 'x-default': '' }[tag];
          return `<xhtml:link rel="alternate" hreflang="${tag}" href="${ORIGIN}${prefix}/products/${slug}"/>`;
        })
        .join('');
    for (const p of current) {
      for (const prefix of ['', '/hi', '/mr', '/ar']) {
        const entry = `<url><loc>${ORIGIN}${prefix}/products/${p.slug}</loc><lastmod>${updatedAt.get(p.slug)}</lastmod>${alternates(p.slug)}</url>`;
        assert.ok(body.includes(entry), `${prefix} ${p.slug}`);
      }
    }
    assert.equal([...body.matchAll(/<lastmod>/g)].length, current.length * 4, 'only public products, each once per language');
    const hidden = await create({ name: 'Unlisted Lime', categoryId: categories[0]!.id, isActive: false });
    const edited = await create({ name: 'Fresh Lime', categoryId: categories[0]!.id });
    const before =
      updatedAt.get(edited.slug) ??
      (app.db.prepare('SELECT updated_at FROM products WHERE id = ?').get(edited.id) as { updated_at: string }).updated_at;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await admin.put(`/api/admin/products/${edited.id}`, { json: { ...productInputOf(edited), description: 'Zesty' } });
    const next = await (await fetch(`${app.url}/sitemap.xml`)).text();
    assert.ok(!next.includes('/products/unlisted-lime'));
    const lastmod = /<loc>[^<]+\/products\/fresh-lime<\/loc><lastmod>([^<]+)<\/lastmod>/.exec(next)?.[1];
    assert.ok(lastmod && lastmod > before, `${lastmod} after ${before}`);
    assert.ok(!Number.isNaN(Date.parse(lastmod!)), 'a W3C date-time');
    const robots = await (await fetch(`${app.url}/robots.txt`)).text();
    assert.match(robots, new RegExp(`^Sitemap: ${ORIGIN}/sitemap.xml$`, 'm'));
    for (const p of [hidden, edited]) await admin.delete(`/api/admin/products/${p.id}`);
  });
});
