// Every public page in every language over real HTTP (issue "Languages"): the address names the language; the page
// says so (lang, dir), names its alternates, stays in its language through redirects and forms, and is cached apart.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { LOCALE_INFO, LOCALES, type Locale, localePath } from '../shared/i18n/locales';
import type { Product } from '../shared/types';
import { parseHtml } from '../test/dom/site';
import { useAdmin, useTestApp } from '../test/start-test-app';
import { productInputOf } from '../tooling/harness/product-input';

const ORIGIN = 'http://fruit.example';

describe('the site in each language', () => {
  const app = useTestApp({ seed: true, env: { PUBLIC_ORIGIN: ORIGIN } });
  const admin = useAdmin(app);

  async function get(path: string) {
    const res = await fetch(app.url + path, { redirect: 'manual' });
    const html = await res.text();
    return { res, html, doc: parseHtml(html) };
  }
  const firstProduct = async () => ((await (await fetch(`${app.url}/api/products`)).json()) as Product[])[0]!;

  test('every page: its status, lang and dir, a canonical of its own, hreflang for all four and x-default, og:locale', async () => {
    const product = await firstProduct();
    const pages = ['/', '/about', '/products', `/products?category=${product.categoryId}`, `/products/${product.slug}`];
    pages.push('/seasons', '/seasons/march', '/availability', '/gallery', '/contact');
    for (const locale of LOCALES) {
      for (const path of pages) {
        const address = localePath(locale, path);
        const { res, doc } = await get(address);
        assert.equal(res.status, 200, address);
        const html = doc.documentElement;
        assert.equal(html.getAttribute('lang'), LOCALE_INFO[locale].tag, address);
        assert.equal(html.getAttribute('dir'), locale === 'ar' ? 'rtl' : null, address);
        assert.equal(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), ORIGIN + address, address);
        const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
          l.getAttribute('hreflang'),
          l.getAttribute('href'),
        ]);
        assert.deepEqual(
          alternates,
          [...LOCALES.map((l) => [LOCALE_INFO[l].tag, ORIGIN + localePath(l, path)]), ['x-default', ORIGIN + path]],
          address,
        );
        assert.equal(doc.querySelector('meta[property="og:locale"]')?.getAttribute('content'), LOCALE_INFO[locale].ogLocale);
        const webPage = [...doc.querySelectorAll('script[type="application/ld+json"]')]
          .map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>)
          .find((item) => item['@type'] === 'WebPage');
        assert.equal(webPage?.inLanguage, LOCALE_INFO[locale].tag, address);
      }
    }
  });

  test("titles and descriptions are in the page's language, month names too; the brand stays as it is", async () => {
    const march = await get('/ar/seasons/march');
    assert.match(march.doc.title, /^فواكه موسم مارس \| /);
    assert.match(march.doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '', /مارس/);
    const about = await get('/mr/about');
    assert.match(about.doc.title, /^आमच्याविषयी \| /);
    const home = await get('/hi');
    assert.match(home.doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '', /प्रीमियम ताज़े फलों का आयात/);
    const business = [...home.doc.querySelectorAll('script[type="application/ld+json"]')]
      .map((el) => JSON.parse(el.textContent ?? '') as Record<string, unknown>)
      .find((item) => item['@type'] === 'LocalBusiness');
    assert.match(String(business?.description), /प्रीमियम/);
  });

  test('right to left: a phone number and an email read left to right; English words keep their punctuation', async () => {
    const { doc } = await get('/ar/contact');
    const phone = doc.querySelector('main a[href^="tel:"]');
    assert.equal(phone?.getAttribute('dir'), 'ltr');
    assert.equal(doc.querySelector('main a[href^="mailto:"]')?.getAttribute('dir'), 'ltr');
    const welcome = (await get('/ar')).doc.getElementById('welcome-title')?.textContent ?? '';
    assert.ok(welcome.includes('\u2068Mumbai Fruit Trading Co.\u2069'), welcome);
  });

  test("a page made in a language reads that language's translations once, for its shell and its data together", async (t) => {
    const reads = t.mock.method(app.deps.translations, 'forLocale');
    assert.equal((await get('/mr/seasons/july')).res.status, 200);
    assert.deepEqual(
      reads.mock.calls.map((call) => call.arguments[0]),
      ['mr'],
    );
  });

  test('the 404 page in each language: its lang and dir, noindex, no alternates', async () => {
    for (const locale of LOCALES) {
      const { res, doc } = await get(localePath(locale, '/no-such-page'));
      assert.equal(res.status, 404);
      assert.equal(doc.documentElement.getAttribute('lang'), LOCALE_INFO[locale].tag);
      assert.equal(doc.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
      assert.equal(doc.querySelectorAll('link[rel="alternate"]').length, 0);
    }
  });

  test('the language switch: plain links to this page in each language, named in their own script, the current one marked', async () => {
    const product = await firstProduct();
    const path = `/products?category=${product.categoryId}`;
    const { doc } = await get(localePath('mr', path));
    const links = [...doc.querySelectorAll('header details a[hreflang]')];
    assert.deepEqual(
      links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('lang'), a.getAttribute('aria-current')]),
      [
        ['English', path, 'en-IN', null],
        ['हिन्दी', `/hi${path}`, 'hi-IN', null],
        ['मराठी', `/mr${path}`, 'mr-IN', 'true'],
        ['العربية', `/ar${path}`, 'ar-AE', null],
      ],
    );
    assert.equal(doc.querySelectorAll('script:not([type="application/ld+json"])').length > 0, true, 'the page has its island');
    const home = await get('/ar');
    assert.equal(home.doc.querySelectorAll('script:not([type="application/ld+json"])').length, 0, 'the switch needs no script');
  });

  test('links between pages stay in the language', async () => {
    const { doc } = await get('/hi');
    const nav = [...doc.querySelector('header nav')!.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    assert.deepEqual(nav, ['/hi', '/hi/about', '/hi/products', '/hi/gallery', '/hi/contact']);
    assert.equal(doc.querySelector('header a')?.getAttribute('href'), '/hi', 'the logo');
    const product = await firstProduct();
    const pages = ['', '/about', `/products/${product.slug}`, '/seasons', '/availability', '/gallery', '/contact', '/no-such-page'];
    for (const locale of ['ar', 'mr'] satisfies Locale[]) {
      for (const path of pages) {
        const page = await get(`/${locale}${path}`);
        // Every link to a page of the site (not a file, not the language switch's own links) is in the language.
        const links = [...page.doc.querySelectorAll('a[href^="/"]:not([hreflang])')]
          .map((a) => a.getAttribute('href')!)
          .filter((href) => !/^\/(uploads|assets|build)\//.test(href));
        assert.ok(links.length > 10, `${locale}${path}: links found`);
        const strays = links.filter((href) => href !== `/${locale}` && !href.startsWith(`/${locale}/`) && !href.startsWith(`/${locale}?`));
        assert.deepEqual(strays, [], `/${locale}${path}`);
      }
    }
  });

  test('no Accept-Language redirect; /ar and /ar/ are the same page; /en, /hi/admin, /hi/api and /hi/robots.txt are not pages', async () => {
    const en = await fetch(`${app.url}/`, { redirect: 'manual', headers: { 'accept-language': 'ar-AE,ar;q=0.9' } });
    assert.equal(en.status, 200);
    assert.equal(parseHtml(await en.text()).documentElement.getAttribute('lang'), 'en-IN');
    assert.equal(en.headers.get('vary'), 'Accept-Encoding', 'no Vary on the language');
    const slash = await get('/ar/');
    assert.equal(slash.res.status, 200);
    assert.equal(slash.doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), `${ORIGIN}/ar`);
    for (const path of ['/en', '/en/about', '/hi/admin', '/hi/api/products', '/hi/robots.txt', '/hi/sitemap.xml', '/arabic']) {
      const { res } = await get(path);
      assert.equal(res.status, 404, path);
    }
  });

  test('each language is its own entry of the page cache, and of the fast path in front of Koa', async () => {
    for (let round = 0; round < 2; round += 1) {
      for (const locale of LOCALES) {
        const { res, doc } = await get(localePath(locale, '/about'));
        assert.equal(res.status, 200);
        assert.equal(doc.documentElement.getAttribute('lang'), LOCALE_INFO[locale].tag, `${locale}, round ${round}`);
      }
    }
    const etags = await Promise.all(LOCALES.map(async (l) => (await fetch(app.url + localePath(l, '/about'))).headers.get('etag')));
    assert.equal(new Set(etags).size, 4);
  });

  test("the products filter's list in the page's language: the owner's words translated, the rest marked English", async () => {
    const product = await firstProduct();
    const address = `/api/admin/translations/product/${product.id}`;
    const before = ((await (await admin.get(address)).json()) as { translations: Record<string, Record<string, unknown>> }).translations;
    // One field newly translated, one taken away (the starter content has them all).
    const saved = await admin.put(address, { json: { ar: { name: 'تفاح تجريبي', description: null } } });
    assert.equal(saved.status, 200);
    try {
      const list = async (query: string) =>
        (
          (await (await fetch(`${app.url}/api/products?categoryId=${product.categoryId}${query}`)).json()) as Array<
            Product & { inEnglish?: Record<string, 'en'> }
          >
        ).find((p) => p.id === product.id)!;
      const arabic = await list('&lang=ar');
      assert.equal(arabic.name, 'تفاح تجريبي');
      assert.equal(arabic.inEnglish?.name, undefined);
      assert.equal(arabic.description, product.description);
      assert.equal(arabic.inEnglish?.description, 'en', 'an untranslated field is named');
      for (const query of ['', '&lang=en', '&lang=xx', '&lang=']) {
        const english = await list(query);
        assert.equal(english.name, product.name, query);
        assert.equal(english.inEnglish, undefined, `${query}: English carries no marks`);
      }
    } finally {
      const ar = before.ar ?? {};
      await admin.put(address, { json: { ar: { name: ar.name ?? null, description: ar.description ?? null } } });
    }
  });

  test('a redirect stays in the language: a renamed slug, a month spelt another way', async () => {
    const { categoryId } = await firstProduct();
    const created = await admin.post('/api/admin/products', { json: { name: 'Green Fig', categoryId } });
    assert.equal(created.status, 201);
    const fig = (await created.json()) as Product;
    try {
      const renamed = await admin.put(`/api/admin/products/${fig.id}`, { json: { ...productInputOf(fig), slug: 'green-fig-fresh' } });
      assert.equal(renamed.status, 200);
      for (const locale of ['hi', 'ar'] satisfies Locale[]) {
        const old = await get(localePath(locale, '/products/green-fig?x=1'));
        assert.equal(old.res.status, 301);
        assert.equal(old.res.headers.get('location'), `/${locale}/products/green-fig-fresh?x=1`);
      }
      const month = await get('/mr/seasons/March');
      assert.equal(month.res.status, 301);
      assert.equal(month.res.headers.get('location'), '/mr/seasons/march');
    } finally {
      await admin.delete(`/api/admin/products/${fig.id}`);
    }
  });
});
