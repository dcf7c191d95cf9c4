import assert from 'node:assert/strict';
import { test } from 'node:test';
import { indiaMidnight } from '../india-time';
import { type AvailabilityEntry, availabilityBadge, availabilityView, nextChangeAt, staleAt } from './availability';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** 10:00 in India on 12 May 2026. */
const may12 = indiaMidnight(2026, 5, 12) + 10 * HOUR;
const mangoSeason = [3, 4, 5, 6];
const entry = (over: Partial<AvailabilityEntry>): AvailabilityEntry => ({
  status: 'in_stock',
  expectedOn: null,
  mode: null,
  note: '',
  setAt: may12,
  ...over,
});

test('each status reads as set, with the day it was set', () => {
  assert.deepEqual(availabilityView(entry({}), mangoSeason, may12 + HOUR, 14), {
    kind: 'in_stock',
    label: 'In stock',
    setOn: '2026-05-12',
  });
  assert.deepEqual(availabilityView(entry({ status: 'sold_out' }), mangoSeason, may12, 14), {
    kind: 'sold_out',
    label: 'Sold out for this season',
    setOn: '2026-05-12',
  });
  assert.deepEqual(
    availabilityView(
      entry({ status: 'arriving', expectedOn: '2026-05-20', mode: 'sea', note: 'Container due at Nhava Sheva' }),
      mangoSeason,
      may12,
      14,
    ),
    {
      kind: 'arriving',
      label: 'Arriving',
      setOn: '2026-05-12',
      expectedOn: '2026-05-20',
      mode: 'sea',
      note: 'Container due at Nhava Sheva',
    },
  );
});

test('a status is "Ask for current availability" from the moment it is older than the setting, not a millisecond before', () => {
  const stale = staleAt(may12, 14);
  assert.equal(stale, may12 + 14 * DAY);
  assert.equal(availabilityView(entry({}), mangoSeason, stale - 1, 14).kind, 'in_stock');
  assert.deepEqual(availabilityView(entry({}), mangoSeason, stale, 14), {
    kind: 'ask',
    label: 'Ask for current availability',
    setOn: '2026-05-12',
  });
  // The setting decides: 3 days.
  assert.equal(availabilityView(entry({}), mangoSeason, may12 + 3 * DAY, 3).kind, 'ask');
  assert.equal(nextChangeAt(entry({}), may12, 14), stale);
  assert.equal(nextChangeAt(entry({}), stale, 14), undefined, 'nothing changes by itself after that');
});

test('an arrival whose day has passed in India asks again, from the midnight after that day', () => {
  const arriving = entry({ status: 'arriving', expectedOn: '2026-05-14', mode: 'air' });
  const endOfDay = indiaMidnight(2026, 5, 15);
  assert.equal(availabilityView(arriving, mangoSeason, endOfDay - 1, 14).kind, 'arriving');
  assert.equal(availabilityView(arriving, mangoSeason, endOfDay, 14).kind, 'ask');
  assert.equal(nextChangeAt(arriving, may12, 14), endOfDay, 'before it goes stale');
});

test('with no status the season speaks: in season now, or the month it comes back, across the new year', () => {
  assert.deepEqual(availabilityView(undefined, mangoSeason, may12, 14), { kind: 'in_season', label: 'In season — ask for availability' });
  assert.deepEqual(availabilityView(undefined, [11, 12, 1], may12, 14), {
    kind: 'out_of_season',
    label: 'Out of season, next from November',
    nextMonth: 11,
    monthsAway: 6,
  });
  const december = indiaMidnight(2026, 12, 5);
  assert.equal(availabilityView(undefined, [2, 3], december, 14).label, 'Out of season, next from February');
  // The month is India's: 31 May 20:00 UTC is already 1 June there.
  assert.equal(availabilityView(undefined, [6], Date.UTC(2026, 4, 31, 20), 14).kind, 'in_season');
  assert.equal(nextChangeAt(undefined, may12, 14), undefined);
});

test("a product's badge is the best news of its origins, and sold out only when every origin is", () => {
  const soldOut = availabilityView(entry({ status: 'sold_out' }), mangoSeason, may12, 14);
  const inStock = availabilityView(entry({}), mangoSeason, may12, 14);
  const arriving = (day: string) => availabilityView(entry({ status: 'arriving', expectedOn: day, mode: 'air' }), mangoSeason, may12, 14);
  const outOfSeason = (months: number[]) => availabilityView(undefined, months, may12, 14);
  assert.deepEqual(availabilityBadge([soldOut, inStock]), { kind: 'in_stock', label: 'In stock' });
  assert.deepEqual(availabilityBadge([arriving('2026-05-30'), arriving('2026-05-20'), soldOut]), {
    kind: 'arriving',
    label: 'Arriving 20 May by air',
    expectedOn: '2026-05-20',
    mode: 'air',
  });
  assert.deepEqual(availabilityBadge([soldOut, outOfSeason([1]), outOfSeason([8, 9])]), {
    kind: 'out_of_season',
    label: 'Next from August',
    nextMonth: 8,
  });
  assert.deepEqual(availabilityBadge([soldOut, soldOut]), { kind: 'sold_out', label: 'Sold out for this season' });
  assert.deepEqual(availabilityBadge([outOfSeason([1]), availabilityView(undefined, mangoSeason, may12, 14)]), {
    kind: 'in_season',
    label: 'In season',
  });
  assert.equal(availabilityBadge([]), null);
});
