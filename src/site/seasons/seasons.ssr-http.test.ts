// The season calendar (/seasons, /seasons/<month>) and the home page's "In season now" strip over real HTTP, with
// the app's clock set by the test: grouping, month links, this month marked, origins, what is left out, the
// addresses that lead elsewhere, and the roll-over at midnight India time on the 1st.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Category, Product, ProductOrigin } from '../../shared/types';
import { parseHtml, textOf } from '../../test/dom/site';
import { useAdmin, useTestApp } from '../../test/start-test-app';

const ORIGIN = 'http://fruit.example';
// 15 November 2026, noon in India.
const MID_NOVEMBER = Date.UTC(2026, 10, 15, 6, 30);
// 30 November 2026, 23:59 in India, and the midnight after it.
const LAST_MINUTE_OF_NOVEMBER = Date.UTC(2026, 10, 30, 18, 29);
const FIRST_OF_DECEMBER = Date.UTC(2026, 10, 30, 18, 30);

describe('the season calendar and the home strip', () => {
  const clock = { time: MID_NOVEMBER };
  const app = useTestApp({ env: { PUBLIC_ORIGIN: ORIGIN }, now: () => clock.time });
  const admin = useAdmin(app);

  const get = async (path: string) => {
    const res = await fetch(app.url + path, { redirect: 'manual' });
    const html = await res.text();
    const doc = parseHtml(html);
    // The main column's words as a visitor reads them (textOf would split React's text nodes apart).
    const main = (doc.querySelector('#main')?.textContent ?? '').replace(/\s+/g, ' ');
    return { res, html, doc, text: textOf(html), main };
  };
  const category = async (name: string, isActive = true): Promise<Category> => {
    const res = await admin.post('/api/admin/categories', { json: { name, isActive } });
    assert.equal(res.status, 201, await res.clone().text());
    return res.json();
  };
  /** A product with its origins; written to the origins column directly (the product editor is tested on its own). */
  const product = async (name: string, categoryId: number, origins: ProductOrigin[], isActive = true): Promise<Product> => {
    const res = await admin.post('/api/admin/products', { json: { name, categoryId, isActive } });
    assert.equal(res.status, 201, await res.clone().text());
    const created: Product = await res.json();
    app.db.prepare('UPDATE products SET origins = ? WHERE id = ?').run(JSON.stringify(origins), created.id);
    return created;
  };

  let citrus: Category;
  let apples: Category;
  before(async () => {
    apples = await category('Apples');
    citrus = await category('Citrus');
    const hidden = await category('Berries', false);
    await product('Washington Apple', apples.id, [
      { country: 'USA', months: [1, 2, 9, 10, 11, 12] },
      { country: 'New Zealand', months: [4, 5, 6] },
    ]);
    await product('Fuji Apple', apples.id, [{ country: 'China', months: [3, 4] }]);
    await product('Navel Orange', citrus.id, [
      { country: 'Egypt', months: [1, 2, 3, 11, 12] },
      { country: 'South Africa', months: [6, 7, 11] },
    ]);
    await product('Mandarin', citrus.id, [{ country: 'Australia', months: [11] }], false);
    await product('Blueberry', hidden.id, [{ country: 'Peru', months: [11] }]);
    await product('Kiwi', citrus.id, []);
    app.pages.cache.invalidate();
  });

  test('/seasons: this month by default, marked, grouped by category, each product with its origins and a link to its page', async () => {
    const { res, doc, main: text } = await get('/seasons');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    assert.equal(doc.querySelector('title')?.textContent, 'Fruit Season Calendar | Mumbai Fruit Trading Co.');
    assert.equal(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), `${ORIGIN}/seasons`);
    assert.match(doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '', /in season each month/);
    assert.equal(doc.querySelectorAll('script[src]').length, 0, 'no JavaScript');

    const months = Array.from(doc.querySelectorAll('nav[aria-label="Months"] a'));
    assert.deepEqual(
      months.map((a) => a.getAttribute('href')),
      ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'].map(
        (m) => `/seasons/${m}`,
      ),
    );
    const marked = months.filter((a) => a.getAttribute('aria-current') === 'page');
    // The accessible name is the visible text (WCAG 2.5.3), the full name its tooltip.
    assert.deepEqual(
      marked.map((a) => [a.textContent, a.getAttribute('title')]),
      [['Nov Now', 'November']],
    );

    const main = doc.querySelector('#main')!;
    assert.equal(main.querySelector('h2')?.textContent, 'In Season in November');
    assert.ok(text.includes('This month'));
    const groups = Array.from(main.querySelectorAll('section[aria-labelledby^="season-category-"]')).map((section) => ({
      category: section.querySelector('h3')?.textContent,
      products: Array.from(section.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]),
    }));
    assert.deepEqual(groups, [
      { category: 'Apples', products: [['Washington Apple', '/products/washington-apple']] },
      { category: 'Citrus', products: [['Navel Orange', '/products/navel-orange']] },
    ]);
    assert.ok(text.includes('USA · Sep–Feb'), text);
    assert.ok(text.includes('Other origins: New Zealand (Apr–Jun)'));
    assert.ok(text.includes('Egypt · Nov–Mar') && text.includes('South Africa · Jun–Jul, Nov'));
    for (const absent of ['Fuji Apple', 'Mandarin', 'Blueberry', 'Berries', 'Kiwi']) assert.ok(!text.includes(absent), absent);
  });

  test('/seasons/<month>: that month, this month still marked, its own title and canonical; the links work without JavaScript', async () => {
    const { res, doc, main: text } = await get('/seasons/april');
    assert.equal(res.status, 200);
    assert.equal(doc.querySelector('title')?.textContent, 'Fruit in Season in April | Mumbai Fruit Trading Co.');
    assert.equal(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), `${ORIGIN}/seasons/april`);
    const months = Array.from(doc.querySelectorAll('nav[aria-label="Months"] a'));
    assert.deepEqual(
      months.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent),
      ['Apr'],
    );
    assert.deepEqual(
      months.filter((a) => a.textContent?.endsWith(' Now')).map((a) => a.getAttribute('title')),
      ['November'],
    );
    assert.equal(doc.querySelector('#main h2')?.textContent, 'In Season in April');
    assert.ok(!text.includes('This month'));
    assert.ok(text.includes('New Zealand · Apr–Jun') && text.includes('China · Mar–Apr'));
    assert.ok(text.includes('Washington Apple') && text.includes('Fuji Apple') && !text.includes('Navel Orange'));
  });

  test('another spelling of a month leads to its address; anything else is the 404 page', async () => {
    for (const [path, to] of [
      ['/seasons/April', '/seasons/april'],
      ['/seasons/apr', '/seasons/april'],
      ['/seasons/4', '/seasons/april'],
      ['/seasons/12', '/seasons/december'],
    ] as const) {
      const { res } = await get(path);
      assert.equal(res.status, 301, path);
      assert.equal(res.headers.get('location'), to, path);
    }
    for (const path of [
      '/seasons/0',
      '/seasons/13',
      '/seasons/all',
      '/seasons/april/x',
      '/seasons/%E2%80%A8',
      `/seasons/${'a'.repeat(300)}`,
    ]) {
      const { res, text } = await get(path);
      assert.equal(res.status, 404, path);
      assert.ok(text.includes('Page Not Found'), path);
    }
  });

  test('the home page lists what is in season this month, linking to each product and to the calendar', async () => {
    const { doc } = await get('/');
    const strip = doc.querySelector('section[aria-labelledby="in-season-title"]');
    assert.ok(strip, 'the strip is shown');
    assert.equal(strip.querySelector('h2')?.textContent, 'Fresh in November');
    assert.deepEqual(
      Array.from(strip.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]),
      [
        ['Washington Apple', '/products/washington-apple'],
        ['Navel Orange', '/products/navel-orange'],
        ['Season calendar', '/seasons'],
      ],
    );
    assert.equal(doc.querySelectorAll('script[src]').length, 0, 'the home page still loads no JavaScript');
  });

  test('the calendar is in the sitemap, the footer and on /products', async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    assert.ok(sitemap.includes(`<loc>${ORIGIN}/seasons</loc>`));
    assert.ok(sitemap.includes(`<loc>${ORIGIN}/seasons/march</loc>`));
    for (const path of ['/', '/about', '/seasons']) {
      const { doc } = await get(path);
      assert.ok(doc.querySelector('footer a[href="/seasons"]'), `footer of ${path}`);
    }
    const products = await get('/products');
    assert.ok(products.doc.querySelector('#main a[href="/seasons"]'));
  });

  test('an origins column edited by hand past the schema: the bad entries are left out on the season page and the product page alike, never a 500', async () => {
    const odd = await product('Odd Pear', apples.id, []);
    app.db
      .prepare('UPDATE products SET origins = ? WHERE id = ?')
      .run(JSON.stringify([{ country: 'Chile', months: [11, 13, 'x'] }, { months: [11] }, 'junk']), odd.id);
    app.pages.cache.invalidate();
    const calendar = await get('/seasons/november');
    assert.equal(calendar.res.status, 200);
    assert.match(calendar.main, /Odd Pearfrom Chile · Nov[A-Z]/, 'the valid month of the valid origin, alone');
    const page = await get(`/products/${odd.slug}`);
    assert.equal(page.res.status, 200);
    app.db.prepare('UPDATE products SET origins = ? WHERE id = ?').run('not json', odd.id);
    app.pages.cache.invalidate();
    assert.equal((await get(`/products/${odd.slug}`)).res.status, 200, 'unreadable JSON: a page without origins');
    assert.equal((await admin.delete(`/api/admin/products/${odd.id}`)).status, 204);
  });

  test('a page made on 30 November at 23:59 India time is not served on 1 December at 00:00, by the app or a shared cache', async () => {
    clock.time = LAST_MINUTE_OF_NOVEMBER;
    const before = await get('/seasons');
    assert.equal(before.doc.querySelector('#main h2')?.textContent, 'In Season in November');
    assert.equal(
      before.res.headers.get('cache-control'),
      'public, max-age=0, s-maxage=60, stale-while-revalidate=0',
      'gone from a shared cache by midnight',
    );
    await get('/seasons');
    await get('/');

    clock.time = FIRST_OF_DECEMBER;
    const after = await get('/seasons');
    assert.equal(after.doc.querySelector('#main h2')?.textContent, 'In Season in December');
    assert.equal(after.res.headers.get('cache-control'), 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    assert.deepEqual(
      Array.from(after.doc.querySelectorAll('nav[aria-label="Months"] a[aria-current="page"]')).map((a) => a.textContent),
      ['Dec Now'],
    );
    assert.ok(after.main.includes('Egypt · Nov–Mar') && after.main.includes('Other origins: South Africa (Jun–Jul, Nov)'));
    const home = await get('/');
    assert.equal(home.doc.querySelector('#in-season-title')?.textContent, 'Fresh in December');
    assert.deepEqual(
      Array.from(home.doc.querySelectorAll('section[aria-labelledby="in-season-title"] li a')).map((a) => a.textContent),
      ['Washington Apple', 'Navel Orange'],
    );
  });

  test('no strip on the home page in a month with nothing in season', async () => {
    clock.time = Date.UTC(2027, 7, 10); // August 2027
    const { doc, html } = await get('/');
    assert.equal(doc.querySelector('#in-season-title'), null);
    assert.ok(!html.includes('In season now'));
    const { main } = await get('/seasons');
    assert.ok(main.includes('Nothing in our catalogue is listed for August yet.'));
  });
});
