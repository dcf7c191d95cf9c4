// A product page's trade details over real HTTP with the app's clock set by the test: varieties, further pictures,
// the season grid against the data with this month (India time) marked, the specification, the meta description and
// the JSON-LD built from them; a product without details has none of their headings.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { MONTH_NAMES } from '../shared/months';
import type { ProductWithDetails, UploadResponse } from '../shared/types';
import { parseHtml, textOf } from '../test/dom/site';
import { useAdmin, useTestApp } from '../test/start-test-app';
import { makePng, multipartForm } from '../tooling/harness/images';

const ORIGIN = 'http://fruit.example';
// 23:30 on 31 March in India (UTC+05:30); 31 minutes later it is April there, still March in UTC.
const MARCH_LAST_EVENING = Date.parse('2026-03-31T18:00:00Z');
const APRIL_FIRST_NIGHT = Date.parse('2026-03-31T18:31:00Z');

describe('a product page with trade details', () => {
  let clock = MARCH_LAST_EVENING;
  const app = useTestApp({ env: { PUBLIC_ORIGIN: ORIGIN }, now: () => clock });
  const admin = useAdmin(app);
  let product: ProductWithDetails;
  let plain: ProductWithDetails;
  let offSeason: ProductWithDetails;
  let images: UploadResponse[];

  const get = async (path: string) => {
    const res = await fetch(app.url + path);
    const html = await res.text();
    return { res, html, doc: parseHtml(html), text: textOf(html) };
  };

  const productLd = (doc: Document) =>
    Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))
      .map((s) => JSON.parse(s.textContent ?? ''))
      .find((item) => item['@type'] === 'Product');

  before(async () => {
    const category = await (await admin.post('/api/admin/categories', { json: { name: 'Apples' } })).json();
    images = [];
    for (const name of ['main.png', 'crate.png', 'orchard.png']) {
      const res = await admin.post('/api/admin/upload/single', {
        body: multipartForm('file', [{ name, type: 'image/png', data: await makePng(40, 30, { r: name.length * 20, g: 120, b: 30 }) }]),
      });
      assert.equal(res.status, 201);
      images.push(await res.json());
    }
    await admin.put(`/api/admin/media/${images[1]!.media.id}`, { json: { alt: 'Apples packed in a carton' } });
    const created = await admin.post('/api/admin/products', {
      json: {
        name: 'Royal Gala',
        categoryId: category.id,
        origin: 'USA, New Zealand',
        description: 'Crisp and sweet.',
        image: images[0]!.path,
        varieties: ['Royal Gala', 'Brookfield'],
        origins: [
          { country: 'USA', months: [9, 10, 11, 12, 1, 2] },
          { country: 'New Zealand', months: [4, 5, 6, 3] },
        ],
        moreImages: [images[1]!.path, images[2]!.path],
        grades: 'Count 80-100 per 18 kg carton\nExtra Fancy',
        packing: '18 kg carton, tray packed',
        shelfLife: 'Up to 4 months in cold storage',
        storageTemperature: '0-1 °C, 90-95% humidity',
        minimumOrder: '100 cartons',
        metaDescription: 'Royal Gala apples from the USA and New Zealand, in 18 kg cartons.',
      },
    });
    assert.equal(created.status, 201, await created.clone().text());
    product = await created.json();
    offSeason = await (
      await admin.post('/api/admin/products', {
        json: { name: 'Chilean Fuji', categoryId: category.id, origins: [{ country: 'Chile', months: [1] }] },
      })
    ).json();
    plain = await (
      await admin.post('/api/admin/products', {
        json: { name: 'Plain Apple', categoryId: category.id, origin: 'Kashmir', description: 'Grown in the Kashmir valley.' },
      })
    ).json();
  });

  test('varieties, further pictures with their alt, the specification as a definition list', async () => {
    const { res, doc } = await get(`/products/${product.slug}`);
    assert.equal(res.status, 200);
    const main = doc.querySelector('#main')!;
    const headings = Array.from(main.querySelectorAll('h2')).map((h) => h.textContent);
    for (const title of ['Varieties', 'Seasons by origin', 'Trade specification']) assert.ok(headings.includes(title), title);
    assert.deepEqual(
      Array.from(main.querySelectorAll('#varieties-title + ul li')).map((li) => li.textContent),
      ['Royal Gala', 'Brookfield'],
    );
    const more = main.querySelector('ul#more-pictures')!;
    assert.deepEqual(
      Array.from(more.querySelectorAll('img')).map((img) => [
        img.getAttribute('src'),
        img.getAttribute('alt'),
        img.getAttribute('loading'),
      ]),
      [
        [images[1]!.path, 'Apples packed in a carton', 'lazy'],
        [images[2]!.path, 'Royal Gala, picture 3', 'lazy'],
      ],
    );
    const spec = Array.from(main.querySelectorAll('dl > div')).map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    assert.deepEqual(spec, [
      ['Grades, sizes and counts', 'Count 80-100 per 18 kg carton\nExtra Fancy'],
      ['Packing', '18 kg carton, tray packed'],
      ['Shelf life', 'Up to 4 months in cold storage'],
      ['Storage temperature', '0-1 °C, 90-95% humidity'],
      ['Minimum order', '100 cartons'],
    ]);
  });

  test('the season grid: a table with a caption and headers, a row per origin, each month read as available or not', async () => {
    const { doc } = await get(`/products/${product.slug}`);
    const table = doc.querySelector('section[aria-labelledby="seasons-title"] table')!;
    assert.ok(table, 'a real table');
    assert.match(table.querySelector('caption')?.textContent ?? '', /^Availability of Royal Gala by origin and month\./);
    const columns = Array.from(table.querySelectorAll('thead th[scope="col"]'));
    assert.equal(columns.length, 13);
    assert.deepEqual(
      columns.slice(1).map((th) => th.querySelector('.sr-only')?.textContent?.replace(', this month', '')),
      [...MONTH_NAMES],
    );
    const rows = Array.from(table.querySelectorAll('tbody tr'));
    assert.deepEqual(
      rows.map((tr) => tr.querySelector('th[scope="row"]')?.textContent),
      ['USA Sep–Feb', 'New Zealand Mar–Jun'],
      'each origin with its season in words',
    );
    for (const [i, origin] of product.origins.entries()) {
      const cells = Array.from(rows[i]!.querySelectorAll('td'));
      assert.equal(cells.length, 12);
      assert.deepEqual(
        cells.map((td) => td.textContent),
        MONTH_NAMES.map((_, m) => (origin.months.includes(m + 1) ? 'Available' : 'Not available')),
        origin.country,
      );
    }
  });

  test('this month in India is marked, from the app clock: March at 23:30 IST on the 31st, April half an hour later', async () => {
    const marked = async () => {
      const { doc, text } = await get(`/products/${product.slug}`);
      const current = Array.from(doc.querySelectorAll('thead th[aria-current="date"]'));
      assert.equal(current.length, 1, 'one month is marked');
      return {
        label: current[0]!.querySelector('.sr-only')?.textContent,
        text,
        index: Array.from(current[0]!.parentElement!.children).indexOf(current[0]!),
      };
    };
    clock = MARCH_LAST_EVENING;
    const march = await marked();
    assert.equal(march.label, 'March, this month');
    assert.equal(march.index, 3);
    assert.ok(march.text.includes('This month, March, is marked Now.'));
    // Beside the name, with no status set: each origin's season speaks.
    assert.ok(march.text.includes('New Zealand In season — ask for availability'), 'in season this month');
    assert.ok(march.text.includes('USA Out of season, next from September'), 'the month it comes back');
    assert.ok((await get(`/products/${offSeason.slug}`)).text.includes('Chile Out of season, next from January'));
    clock = APRIL_FIRST_NIGHT;
    const april = await marked();
    assert.equal(april.label, 'April, this month', 'a new month in India is never last month’s cached page');
    assert.equal(april.index, 4);
    assert.ok(april.text.includes('This month (April, India time)'));
    assert.ok(april.text.includes('New Zealand In season — ask for availability'));
  });

  test('head and JSON-LD: the owner’s meta description; every image; countryOfOrigin from the origins; no price', async () => {
    const { doc } = await get(`/products/${product.slug}`);
    assert.equal(doc.querySelector('meta[name="description"]')?.getAttribute('content'), product.metaDescription);
    assert.equal(doc.querySelector('meta[property="og:image"]')?.getAttribute('content'), `${ORIGIN}${images[0]!.path}`);
    const ld = productLd(doc);
    assert.equal(ld.name, 'Royal Gala');
    assert.equal(ld.url, `${ORIGIN}/products/${product.slug}`);
    assert.deepEqual(
      ld.image,
      images.map((i) => `${ORIGIN}${i.path}`),
    );
    assert.equal(ld.description, 'Crisp and sweet.');
    assert.equal(ld.category, 'Apples');
    assert.deepEqual(ld.countryOfOrigin, [
      { '@type': 'Country', name: 'United States' },
      { '@type': 'Country', name: 'New Zealand' },
    ]);
    assert.equal(ld.brand['@type'], 'Organization');
    assert.doesNotMatch(JSON.stringify(ld), /offers|price|rating|review/i);
  });

  test('a product without details: no empty headings, no table, no further pictures; meta description from its description', async () => {
    const { doc } = await get(`/products/${plain.slug}`);
    const headings = Array.from(doc.querySelectorAll('#main h2')).map((h) => h.textContent);
    for (const title of ['Varieties', 'Seasons by origin', 'Trade specification']) assert.ok(!headings.includes(title), title);
    assert.equal(doc.querySelector('#main table'), null);
    assert.equal(doc.querySelector('#main dl'), null);
    assert.equal(doc.querySelector('#more-pictures'), null);
    assert.equal(doc.querySelector('#availability-title'), null, 'no availability block without origins');
    assert.equal(doc.querySelector('meta[name="description"]')?.getAttribute('content'), 'Grown in the Kashmir valley.');
    const ld = productLd(doc);
    assert.equal('countryOfOrigin' in ld, false, 'Kashmir names no country');
    assert.equal('image' in ld, false);
  });
});
