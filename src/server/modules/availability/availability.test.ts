import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { AvailabilityItem, AvailabilityList } from '../../../shared/availability/availability';
import { indiaMidnight } from '../../../shared/india-time';
import type { Product, ProductWithDetails } from '../../../shared/types';
import { useTestApp } from '../../../test/start-test-app';
import { productInputOf } from '../../../tooling/harness/product-input';
import type { SiteClient } from '../../../tooling/harness/site-client';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** 10:00 in India on 12 May 2026; the test moves this clock instead of waiting. */
let clock = indiaMidnight(2026, 5, 12) + 10 * HOUR;

describe('availability API: statuses per product and origin', () => {
  const app = useTestApp({ now: () => clock });
  let admin: SiteClient;
  /** Moves the app's clock; the session's own timeouts run on it too, so the owner signs in again. */
  const at = async (t: number) => {
    clock = t;
    admin = await app.admin();
  };
  let grapes: ProductWithDetails;
  let mangoes: ProductWithDetails;

  before(async () => {
    admin = await app.admin();
    const categoryId = (await (await admin.post('/api/admin/categories', { json: { name: 'Fresh fruit' } })).json()).id;
    const create = async (name: string, origins: unknown[]) => {
      const res = await admin.post('/api/admin/products', {
        json: { name, description: '', origin: '', categoryId, isActive: true, origins },
      });
      assert.equal(res.status, 201);
      return (await res.json()) as ProductWithDetails;
    };
    grapes = await create('Red Globe Grapes', [
      { country: 'Chile', months: [3, 4, 5, 6, 7], mode: 'sea' },
      { country: 'Peru', months: [12, 1, 2, 3], mode: 'sea' },
    ]);
    mangoes = await create('Alphonso Mangoes', [{ country: 'India', months: [3, 4, 5, 6], mode: 'air' }]);
  });

  const list = async () => (await (await admin.get('/api/admin/availability')).json()) as AvailabilityList;
  const item = async (productId: number, country: string) =>
    (await list()).items.find((i) => i.productId === productId && i.country === country) as AvailabilityItem;
  const badgeOf = async (productId: number) => {
    const products = (await (await app.client().get('/api/products')).json()) as Product[];
    return products.find((p) => p.id === productId)?.availability;
  };

  test('lists every origin of every active product, with the season speaking while no status is set; admin only', async () => {
    assert.equal((await app.client().get('/api/admin/availability')).status, 401);
    assert.equal(
      (await app.client().put(`/api/admin/availability/${grapes.id}`, { json: { country: 'Chile', status: 'in_stock' } })).status,
      401,
    );
    const { staleAfterDays, items } = await list();
    assert.equal(staleAfterDays, 14);
    assert.deepEqual(
      items.map((i) => [i.productName, i.country, i.usualMode, i.entry, i.view.label, i.stale]),
      [
        ['Red Globe Grapes', 'Chile', 'sea', null, 'In season — ask for availability', false],
        ['Red Globe Grapes', 'Peru', 'sea', null, 'Out of season, next from December', false],
        ['Alphonso Mangoes', 'India', 'air', null, 'In season — ask for availability', false],
      ],
    );
    assert.deepEqual(await badgeOf(grapes.id), { kind: 'in_season', label: 'In season' });
  });

  test('bad input: a clear message on its field, a 4xx, and nothing written', async () => {
    const cases: Array<[string, number, unknown, string, RegExp]> = [
      ['an origin the product does not have', grapes.id, { country: 'China', status: 'in_stock' }, 'country', /has no origin named China/],
      ['no origin', grapes.id, { country: ' ', status: 'in_stock' }, 'country', /Choose the origin/],
      ['an unknown status', grapes.id, { country: 'Chile', status: 'plenty' }, 'status', /In stock, Arriving or Sold out/],
      ['arriving without a date', grapes.id, { country: 'Chile', status: 'arriving', mode: 'sea' }, 'expectedOn', /expected arrival date/],
      ['arriving without sea or air', grapes.id, { country: 'Chile', status: 'arriving', expectedOn: '2026-05-20' }, 'mode', /sea or air/],
      [
        'a day that does not exist',
        grapes.id,
        { country: 'Chile', status: 'arriving', expectedOn: '2026-02-30', mode: 'sea' },
        'expectedOn',
        /valid date/,
      ],
      [
        'a note over two lines',
        grapes.id,
        { country: 'Chile', status: 'arriving', expectedOn: '2026-05-20', mode: 'sea', note: 'a\nb' },
        'note',
        /single line/,
      ],
      [
        'an arrival day already gone',
        grapes.id,
        { country: 'Chile', status: 'arriving', expectedOn: '2026-05-11', mode: 'sea' },
        'expectedOn',
        /cannot be in the past/,
      ],
      ['a set-on time in the future', grapes.id, { country: 'Chile', status: 'in_stock', setAt: clock + DAY }, 'setAt', /future/],
    ];
    for (const [name, productId, body, field, message] of cases) {
      const res = await admin.put(`/api/admin/availability/${productId}`, { json: body });
      assert.equal(res.status, 400, name);
      const error = await res.json();
      assert.match(error.fields?.[field] ?? '', message, `${name}: ${JSON.stringify(error)}`);
    }
    assert.equal((await admin.put('/api/admin/availability/999999', { json: { country: 'Chile', status: 'in_stock' } })).status, 404);
    assert.equal((await admin.put('/api/admin/availability/abc', { json: { country: 'Chile', status: 'in_stock' } })).status, 400);
    assert.ok(
      (await list()).items.every((i) => i.entry === null),
      'nothing written',
    );
  });

  test('a status is saved with the day it was set, shows on the card at once, and turns stale on its own after 14 days', async () => {
    const cached = await badgeOf(grapes.id); // the public read is now cached
    assert.equal(cached?.kind, 'in_season');
    const res = await admin.put(`/api/admin/availability/${grapes.id}`, { json: { country: 'chile', status: 'in_stock' } });
    assert.equal(res.status, 200);
    const saved = await res.json();
    assert.equal(saved.previous, null);
    assert.equal(saved.item.country, 'Chile', 'stored under the origin\u2019s own spelling');
    assert.deepEqual(saved.item.entry, { status: 'in_stock', expectedOn: null, mode: null, note: '', setAt: clock });
    assert.deepEqual(saved.item.view, { kind: 'in_stock', label: 'In stock', setOn: '2026-05-12' });
    assert.deepEqual(await badgeOf(grapes.id), { kind: 'in_stock', label: 'In stock' }, 'no cached copy outlives the save');

    await at(clock + 14 * DAY - HOUR);
    assert.equal((await badgeOf(grapes.id))?.kind, 'in_stock', 'still fresh an hour before the limit');
    assert.equal((await item(grapes.id, 'Chile')).stale, false);
    await at(clock + HOUR);
    assert.deepEqual(await badgeOf(grapes.id), { kind: 'ask', label: 'Ask for availability' }, 'stale at the hour, with no write');
    const stale = await item(grapes.id, 'Chile');
    assert.equal(stale.stale, true);
    assert.equal(stale.view.label, 'Ask for current availability');
  });

  test('arriving keeps its day, mode and note; the card names the earliest arrival; the day after it, it asks again', async () => {
    await at(indiaMidnight(2026, 5, 12) + 10 * HOUR);
    const arriving = { country: 'India', status: 'arriving', expectedOn: '2026-05-15', mode: 'air', note: 'Flight into Mumbai air cargo' };
    assert.equal((await admin.put(`/api/admin/availability/${mangoes.id}`, { json: arriving })).status, 200);
    const shown = await item(mangoes.id, 'India');
    assert.deepEqual(shown.view, {
      kind: 'arriving',
      label: 'Arriving',
      setOn: '2026-05-12',
      expectedOn: '2026-05-15',
      mode: 'air',
      note: 'Flight into Mumbai air cargo',
    });
    assert.deepEqual(await badgeOf(mangoes.id), {
      kind: 'arriving',
      label: 'Arriving 15 May by air',
      expectedOn: '2026-05-15',
      mode: 'air',
    });
    // A status other than arriving keeps no date, mode or note.
    const inStock = await admin.put(`/api/admin/availability/${mangoes.id}`, { json: { ...arriving, status: 'in_stock' } });
    assert.deepEqual((await inStock.json()).item.entry, { status: 'in_stock', expectedOn: null, mode: null, note: '', setAt: clock });
    assert.equal((await admin.put(`/api/admin/availability/${mangoes.id}`, { json: arriving })).status, 200);
    await at(indiaMidnight(2026, 5, 16) - 1);
    assert.equal((await badgeOf(mangoes.id))?.kind, 'arriving', 'the expected day itself still says arriving');
    await at(indiaMidnight(2026, 5, 16));
    assert.equal((await badgeOf(mangoes.id))?.kind, 'ask', 'the day after, at India midnight, it asks');
  });

  test('undo puts the earlier status back with the day it was first set; clearing lets the season speak again', async () => {
    await at(indiaMidnight(2026, 5, 20) + 9 * HOUR);
    const first = await (await admin.put(`/api/admin/availability/${grapes.id}`, { json: { country: 'Peru', status: 'sold_out' } })).json();
    await at(clock + 3 * DAY);
    const second = await (
      await admin.put(`/api/admin/availability/${grapes.id}`, { json: { country: 'Peru', status: 'in_stock' } })
    ).json();
    assert.deepEqual(second.previous, first.item.entry);
    const undone = await admin.put(`/api/admin/availability/${grapes.id}`, { json: { country: 'Peru', ...second.previous } });
    assert.equal(undone.status, 200);
    assert.deepEqual((await undone.json()).item.entry, first.item.entry, 'the same status and the same day as before');
    const cleared = await admin.put(`/api/admin/availability/${grapes.id}`, { json: { country: 'Peru', status: null } });
    assert.equal((await cleared.json()).item.entry, null);
    assert.equal((await item(grapes.id, 'Peru')).view.kind, 'out_of_season');
  });

  test('an origin taken off the product takes its status with it; a product taken off the list takes all of them', async () => {
    await at(indiaMidnight(2026, 6, 1) + 9 * HOUR);
    assert.equal((await admin.put(`/api/admin/availability/${grapes.id}`, { json: { country: 'Peru', status: 'in_stock' } })).status, 200);
    const withoutPeru = { ...productInputOf(grapes), origins: [{ country: 'Chile', months: [3, 4, 5, 6, 7] }] };
    assert.equal((await admin.put(`/api/admin/products/${grapes.id}`, { json: withoutPeru })).status, 200);
    const withPeruAgain = { ...withoutPeru, origins: [...withoutPeru.origins, { country: 'Peru', months: [12, 1, 2, 3] }] };
    assert.equal((await admin.put(`/api/admin/products/${grapes.id}`, { json: withPeruAgain })).status, 200);
    assert.equal((await item(grapes.id, 'Peru')).entry, null, 'the old status did not come back with the origin');
    // Inactive: off the list, and off the public read.
    assert.equal(
      (await admin.put(`/api/admin/products/${mangoes.id}`, { json: { ...productInputOf(mangoes), isActive: false } })).status,
      200,
    );
    assert.ok(!(await list()).items.some((i) => i.productId === mangoes.id));
    assert.equal((await admin.delete(`/api/admin/products/${mangoes.id}`)).status, 204);
    const rows = app.deps.db.prepare('SELECT COUNT(*) AS n FROM availability WHERE product_id = ?').get(mangoes.id) as { n: number };
    assert.equal(rows.n, 0, 'deleted with the product');
  });

  test('the days a status stands are a setting (1 to 90), saved apart from the other trade settings', async () => {
    for (const bad of [0, 91, 2.5, '7']) {
      const res = await admin.put('/api/admin/trade-settings', { json: { staleAfterDays: bad } });
      assert.equal(res.status, 400, String(bad));
      assert.match((await res.json()).fields.staleAfterDays, /Days a status stands must be/);
    }
    const before = await (await admin.get('/api/admin/trade-settings')).json();
    await at(indiaMidnight(2026, 6, 2) + 9 * HOUR);
    assert.equal((await admin.put(`/api/admin/availability/${grapes.id}`, { json: { country: 'Chile', status: 'in_stock' } })).status, 200);
    await at(clock + 3 * DAY);
    assert.equal((await badgeOf(grapes.id))?.kind, 'in_stock');
    const saved = await admin.put('/api/admin/trade-settings', { json: { staleAfterDays: 3 } });
    assert.deepEqual(await saved.json(), { ...before, staleAfterDays: 3 }, 'the other settings kept');
    assert.equal((await badgeOf(grapes.id))?.kind, 'ask', 'a shorter limit shows at once');
    assert.equal((await list()).staleAfterDays, 3);
    assert.equal((await admin.put('/api/admin/trade-settings', { json: { staleAfterDays: 14 } })).status, 200);
  });

  test('twenty saves at once, on two origins, all land: the last of each wins and none is half-written', async () => {
    const statuses = ['in_stock', 'sold_out'] as const;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin.put(`/api/admin/availability/${grapes.id}`, { json: { country: i % 2 ? 'Peru' : 'Chile', status: statuses[i % 2] } }),
      ),
    );
    assert.deepEqual(
      results.map((r) => r.status),
      Array(20).fill(200),
    );
    assert.equal((await item(grapes.id, 'Chile')).entry?.status, 'in_stock');
    assert.equal((await item(grapes.id, 'Peru')).entry?.status, 'sold_out');
  });
});
