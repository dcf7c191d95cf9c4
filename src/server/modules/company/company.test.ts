import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CompanyData, NamedFact, Shop } from '../../../shared/company';
import { useAdmin, useTestApp } from '../../../test/start-test-app';
import { makePng, multipartForm } from '../../../tooling/harness/images';

const SPEC_COUNTRIES =
  'Turkey,South Africa,Italy,China,Greece,Poland,USA,Chile,Vietnam,Egypt,Brazil,New Zealand,Peru,Spain,Thailand,Tanzania';
const SPEC_CITIES = 'Mumbai,Bangalore,Chennai,Delhi,Cochin,Calcutta,Ahmedabad,Hyderabad,Mysore';
const names = (list: NamedFact[]) => list.map((x) => x.name).join(',');
const week = (days: Partial<Record<number, [string, string] | null>>) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const d = days[weekday] === undefined ? ['06:00', '18:00'] : days[weekday];
    return { weekday, opens: d ? d[0] : null, closes: d ? d[1] : null };
  });

describe('company facts API', () => {
  // A clock in 2026 (India): the founding year may be at most 2026.
  const app = useTestApp({ now: () => Date.parse('2026-11-26T12:00:00Z') });
  const admin = useAdmin(app);
  const read = async () => (await (await admin.get('/api/admin/company')).json()) as CompanyData;

  test('migration 6 fills the spec: 16 countries and 9 cities in its order, the four partners without logos, the hours, three APMC Vashi shops, founded 1985', async () => {
    const data = await read();
    assert.equal(names(data.countries), SPEC_COUNTRIES);
    assert.equal(names(data.cities), SPEC_CITIES);
    assert.ok(data.countries.every((c) => c.isActive));
    assert.deepEqual(
      data.partners.map((p) => [p.name, p.logoPath, p.url, p.isActive]),
      ['Reliance Fresh', 'Star Bazar', 'Nature Basket', 'Swiggy'].map((n) => [n, null, '', true]),
    );
    assert.deepEqual(data.hours, week({ 7: ['06:00', '14:00'] }));
    assert.equal(data.shops.length, 3);
    for (const shop of data.shops) {
      assert.match(shop.address, /APMC Market.*Vashi, Navi Mumbai/);
      assert.equal(shop.latitude, null);
    }
    assert.equal(data.foundingYear, 1985);
  });

  test('every call needs the admin; a write from anyone else changes nothing', async () => {
    const anon = app.client();
    assert.equal((await anon.get('/api/admin/company')).status, 401);
    assert.equal((await anon.post('/api/admin/company/countries', { json: { name: 'Japan' } })).status, 401);
    assert.equal((await anon.put('/api/admin/company/founding-year', { json: { foundingYear: 2000 } })).status, 401);
    assert.equal((await read()).foundingYear, 1985);
  });

  test('validation table: a 400 naming the field, and nothing written', async () => {
    const before = await read();
    const cases: Array<[string, string, unknown, string, RegExp]> = [
      ['POST', '/api/admin/company/countries', {}, 'name', /Name is required/],
      ['POST', '/api/admin/company/countries', { name: '   ' }, 'name', /Name is required/],
      ['POST', '/api/admin/company/countries', { name: 'x'.repeat(101) }, 'name', /at most 100/],
      ['POST', '/api/admin/company/countries', { name: 'Two\nlines' }, 'name', /single line/],
      ['POST', '/api/admin/company/cities', { name: 'Pune', isActive: 'yes' }, 'isActive', /true or false/],
      ['POST', '/api/admin/company/partners', { name: 'BigBasket', url: 'javascript:alert(1)' }, 'url', /http/],
      ['POST', '/api/admin/company/partners', { name: 'BigBasket', url: 'ftp://example.com' }, 'url', /http/],
      ['POST', '/api/admin/company/partners', { name: 'BigBasket', logoPath: '/etc/passwd' }, 'logoPath', /uploaded image/],
      [
        'POST',
        '/api/admin/company/partners',
        { name: 'BigBasket', logoPath: '/uploads/0123456789abcdef0123456789abcdef.png' },
        'logoPath',
        /image uploaded to this site/,
      ],
      ['POST', '/api/admin/company/shops', { name: 'Shop 9' }, 'address', /Address is required/],
      ['POST', '/api/admin/company/shops', { name: 'Shop 9', address: 'Vashi', phone: 'call me' }, 'phone', /digits/],
      [
        'POST',
        '/api/admin/company/shops',
        { name: 'Shop 9', address: 'Vashi', latitude: 91, longitude: 73 },
        'latitude',
        /between -90 and 90/,
      ],
      [
        'POST',
        '/api/admin/company/shops',
        { name: 'Shop 9', address: 'Vashi', latitude: 19, longitude: -181 },
        'longitude',
        /between -180 and 180/,
      ],
      ['POST', '/api/admin/company/shops', { name: 'Shop 9', address: 'Vashi', latitude: 19 }, 'longitude', /both latitude and longitude/],
      ['POST', '/api/admin/company/shops', { name: 'Shop 9', address: 'Vashi', latitude: 'north', longitude: 73 }, 'latitude', /number/],
      ['PUT', '/api/admin/company/hours', { days: week({ 1: ['6:00', '18:00'] }) }, 'days.0.opens', /HH:MM/],
      ['PUT', '/api/admin/company/hours', { days: week({ 2: ['18:00', '06:00'] }) }, 'days.1.closes', /after opening/],
      ['PUT', '/api/admin/company/hours', { days: week({ 3: ['06:00', '06:00'] }) }, 'days.2.closes', /after opening/],
      ['PUT', '/api/admin/company/hours', { days: week({}).slice(0, 6) }, 'days', /all seven days/],
      ['PUT', '/api/admin/company/hours', { days: week({}).map((d) => ({ ...d, weekday: 1 })) }, 'days', /each weekday once/],
      [
        'PUT',
        '/api/admin/company/hours',
        { days: week({}).map((d) => (d.weekday === 4 ? { ...d, closes: null } : d)) },
        'days.3.closes',
        /or mark the day closed/,
      ],
      ['PUT', '/api/admin/company/founding-year', { foundingYear: 1899 }, 'foundingYear', /between 1900 and 2026/],
      ['PUT', '/api/admin/company/founding-year', { foundingYear: 2027 }, 'foundingYear', /between 1900 and 2026/],
      ['PUT', '/api/admin/company/founding-year', { foundingYear: 1985.5 }, 'foundingYear', /whole year/],
      ['PUT', '/api/admin/company/founding-year', {}, 'foundingYear', /required/],
      ['POST', '/api/admin/company/countries/1/move', { direction: 'left' }, 'direction', /up or down/],
    ];
    for (const [method, path, json, field, message] of cases) {
      const res = await (method === 'POST' ? admin.post(path, { json }) : admin.put(path, { json }));
      const body = await res.json();
      assert.equal(res.status, 400, `${path} ${JSON.stringify(json)}: ${JSON.stringify(body)}`);
      assert.ok(field in (body.fields ?? {}), `${path} ${JSON.stringify(json)} names ${field}: ${JSON.stringify(body.fields)}`);
      assert.match(body.message, message, `${path} ${JSON.stringify(json)}`);
      assert.doesNotMatch(JSON.stringify(body), /at .*\.ts:\d+/);
    }
    assert.deepEqual(await read(), before);
  });

  test('names are unique in any letter case: 409 on create and rename; ids that name nothing are 404', async () => {
    const dup = await admin.post('/api/admin/company/countries', { json: { name: 'tURKEY' } });
    assert.equal(dup.status, 409);
    assert.match((await dup.json()).message, /A country with this name already exists/);
    const { cities } = await read();
    assert.equal((await admin.put(`/api/admin/company/cities/${cities[1]!.id}`, { json: { name: ' MUMBAI ' } })).status, 409);
    // Its own name in another case is a rename, not a duplicate.
    const renamed = await admin.put(`/api/admin/company/cities/${cities[1]!.id}`, { json: { name: 'Bengaluru' } });
    assert.equal(renamed.status, 200);
    assert.equal((await renamed.json()).name, 'Bengaluru');
    assert.equal((await admin.post('/api/admin/company/shops', { json: { name: 'apmc vashi shop 47', address: 'x' } })).status, 409);
    assert.equal((await admin.put('/api/admin/company/countries/99999', { json: { name: 'Japan' } })).status, 404);
    assert.equal((await admin.delete('/api/admin/company/partners/99999')).status, 404);
    assert.equal((await admin.post('/api/admin/company/shops/99999/move', { json: { direction: 'up' } })).status, 404);
    assert.equal((await admin.delete('/api/admin/company/countries/abc')).status, 400);
  });

  test('order: a new entry goes last; move up and down swap neighbours; the ends stay put', async () => {
    const created = await admin.post('/api/admin/company/countries', { json: { name: 'Japan' } });
    assert.equal(created.status, 201);
    const japan = (await created.json()) as NamedFact;
    assert.equal(japan.isActive, true);
    let list = (await read()).countries;
    assert.equal(list.at(-1)!.name, 'Japan');

    const move = async (id: number, direction: string) => {
      const res = await admin.post(`/api/admin/company/countries/${id}/move`, { json: { direction } });
      assert.equal(res.status, 200);
      return (await res.json()) as NamedFact[];
    };
    list = await move(japan.id, 'up');
    assert.deepEqual(names(list).split(',').slice(-2), ['Japan', 'Tanzania']);
    list = await move(list[0]!.id, 'up');
    assert.equal(list[0]!.name, 'Turkey', 'the first stays first');
    list = await move(list[0]!.id, 'down');
    assert.deepEqual(names(list).split(',').slice(0, 2), ['South Africa', 'Turkey']);
    list = await move(list.at(-1)!.id, 'down');
    assert.equal(list.at(-1)!.name, 'Tanzania', 'the last stays last');
    assert.equal(new Set(list.map((c) => c.position)).size, list.length, 'no two in one place');

    // Twenty moves at once: still one place each, nobody lost.
    await Promise.all(
      list
        .slice(0, 10)
        .map((c, i) => admin.post(`/api/admin/company/countries/${c.id}/move`, { json: { direction: i % 2 ? 'up' : 'down' } })),
    );
    const after = (await read()).countries;
    assert.equal(after.length, list.length);
    assert.equal(new Set(after.map((c) => c.position)).size, after.length);
    assert.deepEqual(names(after).split(',').sort(), names(list).split(',').sort());
  });

  test('on/off and delete', async () => {
    const { countries } = await read();
    const turkey = countries.find((c) => c.name === 'Turkey')!;
    const off = await admin.put(`/api/admin/company/countries/${turkey.id}`, { json: { name: 'Turkey', isActive: false } });
    assert.equal(off.status, 200);
    assert.equal((await off.json()).isActive, false);
    assert.equal((await read()).countries.find((c) => c.id === turkey.id)!.isActive, false);
    const city = await (await admin.post('/api/admin/company/cities', { json: { name: 'Pune', isActive: false } })).json();
    assert.equal(city.isActive, false);
    assert.equal((await admin.delete(`/api/admin/company/cities/${city.id}`)).status, 204);
    assert.ok(!(await read()).cities.some((c) => c.name === 'Pune'));
  });

  test('shops: position both or neither; numbers from form strings; hours and founding year replace the old', async () => {
    const res = await admin.post('/api/admin/company/shops', {
      json: {
        name: 'Turbhe Store',
        address: 'Turbhe, Navi Mumbai',
        phone: '+91 22 2789 0000',
        hours: 'Daily 7:00 AM-1:00 PM',
        latitude: '19.0765',
        longitude: '73.0181',
      },
    });
    assert.equal(res.status, 201);
    const shop = (await res.json()) as Shop;
    assert.deepEqual([shop.latitude, shop.longitude], [19.0765, 73.0181]);
    const cleared = await admin.put(`/api/admin/company/shops/${shop.id}`, { json: { ...shop, latitude: '', longitude: '' } });
    assert.deepEqual([(await cleared.json()).latitude], [null]);

    const hours = await admin.put('/api/admin/company/hours', { json: { days: week({ 7: null }) } });
    assert.equal(hours.status, 200);
    assert.deepEqual((await read()).hours, week({ 7: null }));
    const year = await admin.put('/api/admin/company/founding-year', { json: { foundingYear: '1980' } });
    assert.deepEqual(await year.json(), { foundingYear: 1980 });
  });

  test('partners: a logo must be an image this site issued; it is then in use and cannot be deleted', async () => {
    const up = await admin.post('/api/admin/upload/single', {
      body: multipartForm('file', [{ name: 'logo.png', type: 'image/png', data: await makePng() }]),
    });
    assert.equal(up.status, 201, await up.clone().text());
    const { media: item } = (await up.json()) as { media: { id: number; url: string } };
    const res = await admin.post('/api/admin/company/partners', {
      json: { name: 'BigBasket', logoPath: item!.url, url: 'https://www.bigbasket.com/' },
    });
    assert.equal(res.status, 201);
    assert.deepEqual((await res.json()).logoPath, item!.url);
    const del = await admin.delete(`/api/admin/media/${item!.id}`);
    assert.equal(del.status, 409);
    assert.match((await del.json()).message, /partner "BigBasket"/);
  });
});
