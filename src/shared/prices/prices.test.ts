import assert from 'node:assert/strict';
import { test } from 'node:test';
import { indiaMidnight } from '../india-time';
import { formatPrice, PRICE_TEXT, type ProductPrice, priceShownUntil, shownPrice } from './prices';

const HOUR = 60 * 60_000;
const price: ProductPrice = { min: 1800, max: 2200, unit: 'carton', asOf: '2026-11-20' };

test('a price shows through the last day of its age limit and is gone from India midnight after it', () => {
  assert.equal(priceShownUntil('2026-11-20', 7), indiaMidnight(2026, 11, 28));
  assert.deepEqual(shownPrice(price, indiaMidnight(2026, 11, 20) + 9 * HOUR, 7), price, 'on its own day');
  assert.deepEqual(shownPrice(price, indiaMidnight(2026, 11, 28) - 1, 7), price, 'the seventh day after, to the last minute');
  assert.equal(shownPrice(price, indiaMidnight(2026, 11, 28), 7), null, 'older than its limit: gone, not wrong');
  assert.equal(shownPrice(price, indiaMidnight(2026, 11, 21), 0), null, 'a limit of 0 days: its own day only');
  // Across a month's end, and in India's calendar: 27 Nov 20:00 UTC is already the 28th there.
  assert.equal(shownPrice({ ...price, asOf: '2026-11-30' }, indiaMidnight(2026, 12, 7) + HOUR, 7)?.asOf, '2026-11-30');
  assert.equal(shownPrice(price, Date.UTC(2026, 10, 27, 20), 7), null);
});

test('no price set, nothing shown; ranges and single prices in rupees with Indian grouping', () => {
  assert.equal(shownPrice(null, Date.now(), 7), null);
  assert.equal(formatPrice(price), '₹1,800–2,200 per carton');
  assert.equal(formatPrice({ ...price, min: 120, max: 120, unit: 'kg' }), '₹120 per kg');
  assert.equal(formatPrice({ ...price, min: 125000, max: 150000, unit: 'box' }), '₹1,25,000–1,50,000 per box');
  assert.equal(PRICE_TEXT.indicative('2026-11-20'), 'Indicative, as of 20 Nov 2026');
});
