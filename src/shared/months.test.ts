import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MONTH_SHORT_NAMES, monthInIndia, nextMonthStartInIndia } from './months';

test('the month in India turns at midnight IST, 18:30 UTC the evening before', () => {
  assert.equal(monthInIndia(new Date('2026-11-30T18:29:59.999Z')), 11);
  assert.equal(monthInIndia(new Date('2026-11-30T18:30:00.000Z')), 12);
  assert.equal(monthInIndia(new Date('2026-12-31T18:30:00.000Z')), 1);
  assert.equal(monthInIndia(new Date('2026-03-01T00:00:00.000Z')), 3);
});

test('the next month starts at midnight IST on its 1st, across a year end too', () => {
  assert.equal(nextMonthStartInIndia(new Date('2026-11-26T10:00:00Z')).toISOString(), '2026-11-30T18:30:00.000Z');
  assert.equal(nextMonthStartInIndia(new Date('2026-11-30T18:30:00Z')).toISOString(), '2026-12-31T18:30:00.000Z');
  assert.equal(nextMonthStartInIndia(new Date('2026-12-31T18:29:00Z')).toISOString(), '2026-12-31T18:30:00.000Z');
  assert.equal(MONTH_SHORT_NAMES[8], 'Sep');
});
