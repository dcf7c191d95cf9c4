// The public site over real HTTP: the real app (seeded starter catalogue), fetch only, no browser.
// Statuses, spec texts in the first HTML, maintenance, inactive content, hostile data, the no-JavaScript
// contact form, robots.txt, sitemap.xml and HTML validity of every page.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { CITIES, PARTNERS, SUPPLIER_COUNTRIES } from '../server/db/migrations';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from '../shared/constants';
import { MONTH_NAMES } from '../shared/months';
import type { Category, ContactSettings, GalleryFolder, Product } from '../shared/types';
import { parseHtml, textOf } from '../test/dom/site';
import { startTestApp, type TestApp } from '../test/start-test-app';
import type { SiteClient } from '../tooling/harness/site-client';

const RELAXED_RULES = {
  'attr-case': 'off',
  // React serialises void elements as <meta/> and <img/>: valid HTML, only a style preference.
  'void-style': 'off',
  // React writes boolean attributes as disabled="": valid HTML, only a style preference.
  'attribute-boolean-style': 'off',
} as const;
const validator = new HtmlValidate(new StaticConfigLoader({ extends: ['html-validate:recommended'], rules: RELAXED_RULES }));

const PUBLIC_PATHS = ['/', '/about', '/products', '/gallery', '/contact'] as const;
const HOSTILE = '"><img src=x onerror=alert(1)></script><script>alert(1)</script>';

let app: TestApp;
let admin: SiteClient;
let categories: Category[];
let products: Product[];
let folders: GalleryFolder[];
let contact: ContactSettings;

async function page(path: string, init: RequestInit = {}) {
  const res = await fetch(app.url + path, { redirect: 'manual', ...init });
  const html = await res.text();
  return { res, html, text: textOf(html) };
}

async function json<T>(path: string): Promise<T> {
  const res = await fetch(app.url + path);
  assert.equal(res.status, 200, path);
  return (await res.json()) as T;
}

async function assertValid(html: string, label: string, rules: Record<string, 'off'> = {}) {
  const report = await validator.validateString(html, label, {
    extends: ['html-validate:recommended'],
    rules: { ...RELAXED_RULES, ...rules },
  });
  const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`));
  assert.deepEqual(messages, [], `${label} is valid HTML`);
}

function includesAll(text: string, needles: readonly string[], label: string) {
  for (const needle of needles) assert.ok(text.includes(needle), `${label}: "${needle}"`);
}

/** No element or attribute that came from data can run script. */
function assertInert(html: string, label: string) {
  const doc = parseHtml(html);
  assert.equal(doc.querySelectorAll('[onerror]').length, 0, `${label}: no onerror attribute`);
  assert.equal(doc.querySelectorAll('img[src="x"]').length, 0, `${label}: no injected img`);
  for (const script of Array.from(doc.querySelectorAll('script'))) {
    const type = script.getAttribute('type') ?? '';
    assert.ok(['application/json', 'application/ld+json', 'module'].includes(type), `${label}: unexpected script type "${type}"`);
    if (type === 'module') assert.match(script.getAttribute('src') ?? '', /^\/build\/islands-[\w-]+\.js$/);
    else assert.doesNotThrow(() => JSON.parse(script.textContent ?? ''), `${label}: JSON script parses`);
  }
  assert.equal(html.split('<script').length - 1, doc.querySelectorAll('script').length, `${label}: no script tag hidden in text`);
}

before(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.admin();
  categories = await json<Category[]>('/api/categories');
  products = await json<Product[]>('/api/products');
  folders = await json<GalleryFolder[]>('/api/gallery/folders');
  contact = await json<ContactSettings>('/api/contact-settings');
  assert.ok(categories.length > 6 && products.length > 0 && folders.length > 0, 'the starter catalogue is seeded');
});

after(() => app?.close());

describe('statuses and valid HTML', () => {
  const cases: Array<[string, number]> = [
    ['/', 200],
    ['/about', 200],
    ['/products', 200],
    ['/products?category=1', 200],
    ['/products?category=abc', 200],
    ['/gallery', 200],
    ['/contact', 200],
    ['/contact?sent=1', 200],
    ['/seasons', 200],
    ['/seasons/march', 200],
    ['/nope', 404],
    ['/seasons/nonsense', 404],
    ['/products/extra/deep', 404],
  ];
  for (const [path, status] of cases) {
    test(`GET ${path} -> ${status}, text/html, valid HTML`, async () => {
      const { res, html } = await page(path);
      assert.equal(res.status, status);
      assert.match(res.headers.get('content-type') ?? '', /^text\/html; charset=utf-8/);
      assert.match(html, /^<!DOCTYPE html>/);
      await assertValid(html, path);
    });
  }

  test('GET a product page -> 200, text/html, valid HTML', async () => {
    const path = `/products/${products[0]!.slug}`;
    const { res, html } = await page(path);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html; charset=utf-8/);
    await assertValid(html, path);
  });

  test('an unknown path is the 404 page with the site around it', async () => {
    const { text, html } = await page('/nope');
    assert.ok(text.includes('Page Not Found'));
    assert.ok(text.includes('Quick Links'), 'footer present');
    assert.match(html, /<meta name="robots" content="noindex"\/>/);
  });
});

describe('spec texts are in the first HTML', () => {
  test('home: hero, buttons, stats, first 6 categories, 16 countries, why-choose cards', async () => {
    const { html, text } = await page('/');
    includesAll(
      text,
      ['Premium Fruits From Around The World', 'View Products', 'Contact Us', 'Featured Fruit Categories', 'View All Products'],
      'home',
    );
    includesAll(text, ['40+ Years Experience', '16 Countries', '9 Major Cities', '3 APMC Shops'], 'home stats');
    includesAll(text, SUPPLIER_COUNTRIES, 'home countries');
    includesAll(text, ['Global Reach', 'Trusted Partners', 'Premium Quality', ...PARTNERS], 'home why-choose');
    for (const c of categories.slice(0, 6)) {
      assert.ok(html.includes(`href="/products?category=${c.id}"`), c.name);
      assert.ok(text.includes(`${c.productCount} varieties`), `${c.name} count`);
      assert.ok(text.includes(c.name), c.name);
    }
    for (const c of categories.slice(6)) assert.ok(!html.includes(`href="/products?category=${c.id}"`), `only 6 categories: ${c.name}`);
  });

  test('header and footer on every page: five links, active link, tel: and mailto:, copyright', async () => {
    for (const path of PUBLIC_PATHS) {
      const { html, text } = await page(path);
      includesAll(text, ['Home', 'About Us', 'Products', 'Gallery', 'Contact', 'Quick Links', 'Contact Info', '© 2024'], path);
      const active = new Set([...html.matchAll(/<a href="([^"]+)" aria-current="page"/g)].map((m) => m[1]));
      assert.ok(active.has(path), `${path} is the active link`);
      assert.ok(html.includes(`href="tel:${contact.phone.replace(/[^\d+]/g, '')}"`), `${path} tel link`);
      assert.ok(html.includes(`href="mailto:${contact.email}"`), `${path} mailto link`);
    }
  });

  test('about: story, mission, vision, operations with partners, 9 cities, 16 countries', async () => {
    const { text } = await page('/about');
    includesAll(
      text,
      ['Our Story', 'Our Mission', 'Our Vision', 'Retail Operations', 'B2B Partnerships', 'Export Division', '40+ Years Experience'],
      'about',
    );
    includesAll(text, [...PARTNERS, ...CITIES, ...SUPPLIER_COUNTRIES], 'about lists');
    assert.doesNotMatch(text, /\b11 countries/i);
  });

  test('products: heading, filter with counts, cards with origin and enquire links, end button', async () => {
    const { html, text } = await page('/products');
    includesAll(text, ['Our Product Range', 'All Categories', 'All Products Loaded'], 'products');
    assert.ok(!text.includes('← View All Categories'));
    for (const c of categories) assert.ok(html.includes(`href="/products?category=${c.id}"`), `filter link ${c.name}`);
    for (const p of products) {
      assert.ok(text.includes(p.name), p.name);
      if (p.origin) assert.ok(text.includes(`Origin: ${p.origin}`), `${p.name} origin`);
    }
    if (products.some((p) => p.isFeatured)) assert.ok(text.includes('Featured'));
    assert.ok(html.includes(`href="/contact?subject=${encodeURIComponent(`Enquiry: ${products[0]!.name}`)}"`));
    const withImage = products.find((p) => p.image)!;
    const base = withImage.image!.replace(/\.\w+$/, '');
    assert.ok(
      html.includes(`srcSet="${base}-320 320w, ${base}-640 640w`) || html.includes(`srcset="${base}-320 320w, ${base}-640 640w`),
      'responsive variants in srcset',
    );
  });

  test('products?category=<id>: the category heading, the back link, only its products', async () => {
    const category = categories[0]!;
    const own = await json<Product[]>(`/api/products?categoryId=${category.id}`);
    const others = products.filter((p) => p.categoryId !== category.id);
    const { html, text } = await page(`/products?category=${category.id}`);
    assert.match(html, new RegExp(`<h1[^>]*>${category.name}</h1>`));
    assert.ok(text.includes('← View All Categories'));
    const cardNames = Array.from(parseHtml(html).querySelectorAll('#main article h2')).map((h) => h.textContent);
    assert.deepEqual(new Set(cardNames), new Set(own.map((p) => p.name)));
    assert.ok(others.length > 0);
    assert.match(html, new RegExp(`<a href="/products\\?category=${category.id}" aria-current="page"`));
  });

  test('products?category=abc shows all products like no category', async () => {
    const { text } = await page('/products?category=abc');
    assert.ok(text.includes('Our Product Range'));
    for (const p of products) assert.ok(text.includes(p.name), p.name);
  });

  test('gallery: heading, folder cards with counts', async () => {
    const { text } = await page('/gallery');
    assert.ok(text.includes('Our Gallery'));
    for (const f of folders) {
      assert.ok(text.includes(f.name), f.name);
      assert.ok(text.includes(`${f.imageCount} Images`), `${f.name} count`);
    }
  });

  test('contact: details, hours, form labels; ?subject= prefills the subject', async () => {
    const { html, text } = await page('/contact');
    includesAll(text, ['Contact Us', contact.address, 'Full Name *', 'Email *', 'Phone', 'Subject *', 'Message *'], 'contact');
    for (const row of ['Monday-Saturday 6:00 AM-6:00 PM', 'Sunday 6:00 AM-2:00 PM']) assert.ok(text.includes(row), row);
    assert.ok(html.includes(`href="mailto:${contact.email}"`));
    const prefilled = await page('/contact?subject=Enquiry%3A%20Fuji');
    assert.match(prefilled.html, /name="subject" value="Enquiry: Fuji"/);
  });
});

describe('robots.txt and sitemap.xml', () => {
  test('robots.txt disallows /admin and /api and names the sitemap', async () => {
    const res = await fetch(`${app.url}/robots.txt`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
    const body = await res.text();
    assert.match(body, /^User-agent: \*$/m);
    assert.match(body, /^Disallow: \/admin$/m);
    assert.match(body, /^Disallow: \/api\/$/m);
    assert.match(body, /^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  });

  test('sitemap.xml lists the five pages, each active category and each public product page, in each language with its alternates', async () => {
    const res = await fetch(`${app.url}/sitemap.xml`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/xml/);
    const body = await res.text();
    assert.match(body, /^<\?xml version="1\.0" encoding="UTF-8"\?>/);
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')));
    const paths = locs.map((u) => u.pathname + u.search);
    const english = [
      ...PUBLIC_PATHS,
      '/seasons',
      ...MONTH_NAMES.map((m) => `/seasons/${m.toLowerCase()}`),
      '/availability',
      ...categories.map((c) => `/products?category=${c.id}`),
      ...products.map((p) => `/products/${p.slug}`),
    ];
    const inEach = (path: string) => [path, ...['hi', 'mr', 'ar'].map((l) => (path === '/' ? `/${l}` : `/${l}${path}`))];
    assert.deepEqual(paths, english.flatMap(inEach));
    // Each entry names all four addresses and x-default (the English one).
    const entries = [...body.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    assert.equal(entries.length, english.length * 4);
    for (const entry of entries) {
      const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
        m[1],
        new URL(m[2]!.replace(/&amp;/g, '&')).pathname,
      ]);
      assert.deepEqual(
        links.map(([tag]) => tag),
        ['en-IN', 'hi-IN', 'mr-IN', 'ar-AE', 'x-default'],
      );
      assert.equal(links[4]![1], links[0]![1], 'x-default is the English page');
    }
    assert.match(body, /xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml"/);
  });
});

describe('maintenance mode', () => {
  test('every public route is the 503 maintenance page; the admin and the API stay reachable; back online after', async () => {
    const off = await admin.put('/api/admin/site-settings', { json: { isOnline: false } });
    assert.equal(off.status, 200);
    try {
      for (const path of [...PUBLIC_PATHS, '/products?category=1', '/nope']) {
        const { res, html, text } = await page(path);
        assert.equal(res.status, 503, path);
        assert.equal(res.headers.get('retry-after'), String(MAINTENANCE_RETRY_AFTER_SECONDS), path);
        includesAll(text, ['Site Under Maintenance', '1-2 hours', contact.email], path);
        assert.ok(html.includes(`href="tel:${contact.phone.replace(/[^\d+]/g, '')}"`), `${path} tel`);
        assert.doesNotMatch(html, /data-island|type="module"/, `${path}: no islands`);
        assert.ok(!text.includes('Quick Links'), `${path}: no footer`);
        if (path === '/') await assertValid(html, 'maintenance');
      }
      const visitor = app.client();
      assert.equal((await visitor.get('/admin/login')).status, 200);
      const me = await visitor.get('/api/auth/me');
      assert.equal(me.status, 200);
      assert.deepEqual(await me.json(), { isAuthenticated: false });
      assert.equal((await visitor.get('/api/site-settings')).status, 200);
      assert.equal((await admin.get('/admin/site-settings')).status, 200);
    } finally {
      assert.equal((await admin.put('/api/admin/site-settings', { json: { isOnline: true } })).status, 200);
    }
    for (const path of PUBLIC_PATHS) assert.equal((await page(path)).res.status, 200, `${path} back online`);
  });
});

describe('inactive content', () => {
  test('an inactive category and an inactive product appear in no page, no filter and no sitemap', async () => {
    const hiddenCategory = await admin.post('/api/admin/categories', {
      json: { name: 'Hidden Durian Category', description: 'Hidden category description', isActive: false },
    });
    assert.equal(hiddenCategory.status, 201, await hiddenCategory.clone().text());
    const { id: hiddenCategoryId } = (await hiddenCategory.json()) as Category;
    const hiddenProduct = await admin.post('/api/admin/products', {
      json: {
        name: 'Hidden Rambutan Product',
        description: 'Hidden product description',
        categoryId: categories[0]!.id,
        origin: 'Nowhere',
        isActive: false,
      },
    });
    assert.equal(hiddenProduct.status, 201, await hiddenProduct.clone().text());
    const { id: hiddenProductId } = (await hiddenProduct.json()) as Product;
    // An active product in the inactive category: the category's name must not leak through its badge.
    const orphan = await admin.post('/api/admin/products', {
      json: { name: 'Orphan Visible Product', description: '', categoryId: hiddenCategoryId, origin: '', isActive: true },
    });
    assert.equal(orphan.status, 201);
    const { id: orphanId } = (await orphan.json()) as Product;
    try {
      const paths = [...PUBLIC_PATHS, `/products?category=${hiddenCategoryId}`, `/products?category=${categories[0]!.id}`, '/nope'];
      for (const path of paths) {
        const { html } = await page(path);
        assert.doesNotMatch(html, /Hidden Durian|Hidden category description|Hidden Rambutan|Hidden product description/, path);
        assert.ok(!html.includes(`href="/products?category=${hiddenCategoryId}"`), `${path}: no link to the inactive category`);
      }
      const filtered = await page(`/products?category=${hiddenCategoryId}`);
      assert.ok(filtered.text.includes('Our Product Range'), 'an inactive category id shows all products');
      const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
      assert.ok(!sitemap.includes(`category=${hiddenCategoryId}<`));
    } finally {
      for (const id of [hiddenProductId, orphanId]) await admin.delete(`/api/admin/products/${id}`);
      await admin.delete(`/api/admin/categories/${hiddenCategoryId}`);
    }
  });
});

describe('hostile data is inert', () => {
  test('script-like text saved through the admin API renders as text on every page', async () => {
    const site = await json<{ heroTitle: string; heroSubtitle: string }>('/api/site-settings');
    const put = async (path: string, body: object) => {
      const res = await admin.put(path, { json: body });
      assert.equal(res.status, 200, `${path}: ${await res.clone().text()}`);
    };
    await put('/api/admin/site-settings', { heroTitle: HOSTILE, heroSubtitle: HOSTILE });
    await put('/api/admin/contact-settings', { address: HOSTILE });
    const category = (await (
      await admin.post('/api/admin/categories', { json: { name: HOSTILE, description: HOSTILE } })
    ).json()) as Category;
    const product = (await (
      await admin.post('/api/admin/products', {
        json: { name: HOSTILE, description: HOSTILE, origin: HOSTILE, categoryId: category.id, isFeatured: true },
      })
    ).json()) as Product;
    const folder = (await (
      await admin.post('/api/admin/gallery/folders', { json: { name: HOSTILE, description: HOSTILE } })
    ).json()) as GalleryFolder;
    try {
      for (const path of [
        ...PUBLIC_PATHS,
        `/products?category=${category.id}`,
        `/products/${product.slug}`,
        `/contact?subject=${encodeURIComponent(HOSTILE)}`,
        '/nope',
      ]) {
        const { res, html, text } = await page(path);
        assert.equal(res.status, path === '/nope' ? 404 : 200, path);
        assertInert(html, path);
        // long-title counts the escaped source (&quot;&gt;&lt;...), not the text; the decoded title is checked instead.
        await assertValid(html, `${path} (hostile data)`, { 'long-title': 'off' });
        assert.ok((parseHtml(html).title ?? '').length <= 70, `${path}: title at most 70 characters`);
        if (path === '/' || path === '/contact') assert.ok(text.includes(HOSTILE), `${path}: shown as text`);
      }
      const enquiry = await page('/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: HOSTILE, email: '', phone: '', subject: HOSTILE, message: HOSTILE }).toString(),
      });
      assert.equal(enquiry.res.status, 400);
      assertInert(enquiry.html, 'POST /contact (hostile values)');
    } finally {
      await admin.delete(`/api/admin/products/${product.id}`);
      await admin.delete(`/api/admin/categories/${category.id}`);
      await admin.delete(`/api/admin/gallery/folders/${folder.id}`);
      await put('/api/admin/site-settings', { heroTitle: site.heroTitle, heroSubtitle: site.heroSubtitle });
      await put('/api/admin/contact-settings', { address: contact.address });
    }
  });
});

describe('the contact form without JavaScript', () => {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  test('a valid POST is stored and redirected (303) to /contact?sent=1, which shows the success message', async () => {
    const before = app.deps.enquiries.list().length;
    const fields = {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98200 12345',
      subject: 'Alphonso mangoes',
      message: 'Need 20 boxes weekly.',
      website: '',
    };
    const { res } = await page('/contact', form(fields));
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), '/contact?sent=1');
    const stored = app.deps.enquiries.list();
    assert.equal(stored.length, before + 1);
    assert.deepEqual(
      { name: stored[0]!.name, email: stored[0]!.email, phone: stored[0]!.phone, subject: stored[0]!.subject, message: stored[0]!.message },
      { name: fields.name, email: fields.email, phone: fields.phone, subject: fields.subject, message: fields.message },
    );
    const sent = await page('/contact?sent=1');
    assert.ok(sent.text.includes('Message sent successfully!'));
    assert.ok(sent.text.includes("We'll get back to you soon."));
  });

  test('an invalid POST is a 400 page with the message and the values kept; nothing is stored', async () => {
    const before = app.deps.enquiries.list().length;
    const { res, html, text } = await page(
      '/contact',
      form({ name: 'Asha Rao', email: '', phone: '', subject: 'Mangoes', message: 'Hello' }),
    );
    assert.equal(res.status, 400);
    assert.ok(text.includes('Email is required'), text.slice(0, 400));
    assert.match(html, /name="name" value="Asha Rao"/);
    assert.match(html, /aria-invalid="true"/);
    assert.equal(app.deps.enquiries.list().length, before);
    await assertValid(html, 'POST /contact 400');
  });
});
