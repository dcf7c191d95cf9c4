// What buyers see of the owner's statuses, over real HTTP with no script run (as a browser without JavaScript): the
// card badges, the "In stock now" filter, the home section, the product page and the stock board; each changes on the
// save that changes it, through the page cache, and a status that goes stale changes with no write at all.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { indiaMidnight } from '../../shared/india-time';
import type { ProductWithDetails } from '../../shared/types';
import { parseHtml, textOf } from '../../test/dom/site';
import { useTestApp } from '../../test/start-test-app';
import type { SiteClient } from '../../tooling/harness/site-client';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('availability on the public pages, without JavaScript', () => {
  /** 10:00 in India on 12 May 2026. */
  let clock = indiaMidnight(2026, 5, 12) + 10 * HOUR;
  const app = useTestApp({ now: () => clock });
  let admin: SiteClient;
  let grapes: ProductWithDetails;
  let mangoes: ProductWithDetails;
  let kiwi: ProductWithDetails;

  const get = async (path: string) => {
    const res = await fetch(app.url + path);
    const html = await res.text();
    return { res, html, doc: parseHtml(html), text: textOf(html) };
  };
  /** An element's text as read: its parts apart (textOf puts a space where a tag was). */
  const shown = (element: Element) => textOf(element.innerHTML).trim();
  const set = async (product: ProductWithDetails, body: Record<string, unknown>) => {
    const res = await admin.put(`/api/admin/availability/${product.id}`, { json: body });
    assert.equal(res.status, 200, await res.clone().text());
  };
  /** Each card's name with its badge, as /products (or a filtered list) shows them. */
  const cards = async (path: string) =>
    Array.from((await get(path)).doc.querySelectorAll('article')).map((card) => [
      card.querySelector('h2')?.textContent,
      card.querySelector('[data-stock]')?.textContent ?? null,
    ]);
  /** The stock board's rows: [product, origin, status and details]. */
  const board = async () => {
    const { doc, res } = await get('/availability');
    assert.equal(res.status, 200);
    assert.equal(doc.querySelectorAll('script[src]').length, 0, 'the board needs no script');
    return Array.from(doc.querySelectorAll('main table tr'))
      .slice(0)
      .filter((row) => row.querySelector('td'))
      .map((row) => {
        const cells = Array.from(row.querySelectorAll('td')).map(shown);
        const group = row.closest('tbody')?.querySelector('th a')?.textContent;
        return [group, ...cells];
      });
  };

  before(async () => {
    admin = await app.admin();
    const fruit = (await (await admin.post('/api/admin/categories', { json: { name: 'Grapes' } })).json()).id;
    const mango = (await (await admin.post('/api/admin/categories', { json: { name: 'Mangoes' } })).json()).id;
    const create = async (name: string, categoryId: number, origins: unknown[]) =>
      (await (
        await admin.post('/api/admin/products', { json: { name, categoryId, isActive: true, origins } })
      ).json()) as ProductWithDetails;
    grapes = await create('Red Globe Grapes', fruit, [
      { country: 'Chile', months: [3, 4, 5, 6, 7], mode: 'sea' },
      { country: 'Peru', months: [12, 1, 2, 3], mode: 'sea' },
    ]);
    kiwi = await create('Kiwifruit', fruit, []);
    mangoes = await create('Alphonso Mangoes', mango, [{ country: 'India', months: [3, 4, 5, 6], mode: 'air' }]);
  });

  test('with no status set the seasons speak, the home page has no stock section, and "In stock now" is empty', async () => {
    assert.deepEqual(await board(), [
      ['Red Globe Grapes', 'Chile Mar–Jul, usually by sea', 'In season — ask for availability'],
      ['Red Globe Grapes', 'Peru Dec–Mar, usually by sea', 'Out of season, next from December'],
      ['Alphonso Mangoes', 'India Mar–Jun, usually by air', 'In season — ask for availability'],
    ]);
    const boardPage = await get('/availability');
    assert.deepEqual(
      Array.from(boardPage.doc.querySelectorAll('main section h3')).map((h) => h.textContent),
      ['Grapes', 'Mangoes'],
      'grouped by category',
    );
    assert.ok(!boardPage.text.includes('Kiwifruit'), 'a product with no origin has nothing to say');
    assert.ok(!(await get('/')).text.includes('In Stock and Arriving'));
    const filtered = await get('/products?stock=in');
    assert.equal(filtered.res.status, 200);
    assert.ok(filtered.text.includes('Nothing here is marked in stock right now'));
    assert.deepEqual(await cards('/products'), [
      ['Red Globe Grapes', 'In season'],
      ['Kiwifruit', null],
      ['Alphonso Mangoes', 'In season'],
    ]);
    const product = await get(`/products/${grapes.slug}`);
    const items = Array.from(product.doc.querySelectorAll('[aria-labelledby="availability-title"] li')).map(shown);
    assert.deepEqual(items, [
      'Chile In season — ask for availability Usually by sea',
      'Peru Out of season, next from December Usually by sea',
    ]);
    assert.equal((await get(`/products/${kiwi.slug}`)).doc.querySelector('#availability-title'), null);
  });

  test('a save shows at once on every page that shows it, through the cached copies; the filter is a plain link', async () => {
    for (const path of ['/', '/availability', '/products', '/products?stock=in', `/products/${grapes.slug}`]) await get(path); // cached now
    await set(grapes, { country: 'Chile', status: 'in_stock' });
    await set(mangoes, {
      country: 'India',
      status: 'arriving',
      expectedOn: '2026-05-15',
      mode: 'air',
      note: 'Flight into Mumbai air cargo',
    });
    await set(grapes, { country: 'Peru', status: 'sold_out' });

    assert.deepEqual(await cards('/products?stock=in'), [['Red Globe Grapes', 'In stock']]);
    assert.deepEqual(await cards('/products'), [
      ['Red Globe Grapes', 'In stock'],
      ['Kiwifruit', null],
      ['Alphonso Mangoes', 'Arriving 15 May by air'],
    ]);
    const products = await get('/products');
    const filter = Array.from(products.doc.querySelectorAll('nav a')).find((a) => a.textContent?.includes('In stock now'));
    assert.equal(filter?.getAttribute('href'), '/products?stock=in', 'a link: it works without JavaScript');
    const filteredPage = await get('/products?stock=in');
    assert.equal(
      Array.from(filteredPage.doc.querySelectorAll('nav a'))
        .find((a) => a.textContent?.includes('In stock now'))
        ?.getAttribute('aria-current'),
      'true',
    );
    assert.match(filteredPage.doc.title, /In Stock Now/);

    assert.deepEqual(await board(), [
      ['Red Globe Grapes', 'Chile Mar–Jul, usually by sea', 'In stock as of 12 May 2026'],
      ['Red Globe Grapes', 'Peru Dec–Mar, usually by sea', 'Sold out for this season as of 12 May 2026'],
      [
        'Alphonso Mangoes',
        'India Mar–Jun, usually by air',
        'Arriving Expected 15 May 2026 by air · Flight into Mumbai air cargo · as of 12 May 2026',
      ],
    ]);

    const home = await get('/');
    const section = home.doc.querySelector('[aria-labelledby="home-stock-title"]');
    assert.ok(section, 'the home section appears');
    assert.deepEqual(Array.from(section.querySelectorAll('[aria-labelledby="home-in-stock"] li')).map(shown), [
      'Red Globe Grapes from Chile',
    ]);
    assert.deepEqual(Array.from(section.querySelectorAll('[aria-labelledby="home-arriving"] li')).map(shown), [
      '15 May Alphonso Mangoes India, by air · Flight into Mumbai air cargo',
    ]);

    const page = await get(`/products/${mangoes.slug}`);
    assert.ok(page.text.includes('India Arriving Expected 15 May 2026 by air · Flight into Mumbai air cargo · as of 12 May 2026'));
  });

  test('the next arrivals come by date, and the home section leaves out what has no news', async () => {
    await set(grapes, { country: 'Peru', status: 'arriving', expectedOn: '2026-05-13', mode: 'sea', note: '' });
    const arrivals = Array.from((await get('/')).doc.querySelectorAll('[aria-labelledby="home-arriving"] li a')).map((a) => a.textContent);
    assert.deepEqual(arrivals, ['Red Globe Grapes', 'Alphonso Mangoes'], '13 May before 15 May');
  });

  test('a status that goes stale changes every page at its hour, with no write; the arrival day passing, at India midnight', async () => {
    clock = indiaMidnight(2026, 5, 14) - 1;
    assert.ok((await board()).some((row) => row[0] === 'Red Globe Grapes' && row[2]?.startsWith('Arriving')));
    clock = indiaMidnight(2026, 5, 14);
    assert.deepEqual(
      (await board()).find((row) => row[1]?.startsWith('Peru')),
      ['Red Globe Grapes', 'Peru Dec–Mar, usually by sea', 'Ask for current availability'],
      'the day after 13 May it asks',
    );
    clock = indiaMidnight(2026, 5, 12) + 10 * HOUR + 14 * DAY;
    const rows = await board();
    assert.deepEqual(rows[0], ['Red Globe Grapes', 'Chile Mar–Jul, usually by sea', 'Ask for current availability']);
    assert.deepEqual(await cards('/products?stock=in'), [], 'no longer in stock now');
    assert.ok(!(await get('/')).text.includes('In stock now'), 'gone from the home section');
  });

  test('the stock board is named, described and printable without the site chrome', async () => {
    const { doc, html } = await get('/availability');
    assert.equal(doc.title, 'Stock and Arrivals | Mumbai Fruit Trading Co.');
    assert.match(doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '', /in stock today and what is arriving/);
    assert.ok(doc.querySelector('header')?.className.includes('print:hidden'));
    assert.ok(doc.querySelector('footer')?.className.includes('print:hidden'));
    assert.match(html, /@media print/, 'the page CSS carries its print rules');
  });
});
