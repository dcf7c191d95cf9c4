import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inSeason, monthOfSegment, monthRanges, type SeasonalProduct } from './seasons';

test("an origin's months read as ranges, a season across the new year as one", () => {
  assert.equal(monthRanges([1, 2, 3, 7]), 'Jan–Mar, Jul');
  assert.equal(monthRanges([1, 2, 11, 12]), 'Nov–Feb');
  assert.equal(monthRanges([4, 5, 6]), 'Apr–Jun');
  assert.equal(monthRanges([12]), 'Dec');
  assert.equal(monthRanges([1, 3, 5, 7, 9, 11]), 'Jan, Mar, May, Jul, Sep, Nov');
  assert.equal(monthRanges([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]), 'All year');
  assert.equal(monthRanges([]), '');
});

test('a month is named by its lowercase name; its other spellings and its number lead there; nothing else', () => {
  assert.deepEqual(monthOfSegment('march'), { month: 3, canonical: true });
  assert.deepEqual(monthOfSegment('March'), { month: 3, canonical: false });
  assert.deepEqual(monthOfSegment('mar'), { month: 3, canonical: false });
  assert.deepEqual(monthOfSegment('3'), { month: 3, canonical: false });
  assert.deepEqual(monthOfSegment('12'), { month: 12, canonical: false });
  for (const bad of ['', '0', '13', '3.5', '-1', 'marchh', 'ma', '1e1', ' march', 'all']) assert.equal(monthOfSegment(bad), undefined, bad);
});

test('a product is in season in a month when any of its origins has it', () => {
  const product = (id: number, origins: SeasonalProduct['origins']): SeasonalProduct => ({
    id,
    name: `P${id}`,
    slug: `p${id}`,
    categoryId: 1,
    categoryName: 'C',
    origins,
  });
  const products = [
    product(1, [
      { country: 'Chile', months: [1, 2] },
      { country: 'India', months: [5] },
    ]),
    product(2, [{ country: 'Spain', months: [5, 6] }]),
    product(3, []),
  ];
  assert.deepEqual(
    inSeason(products, 5).map((p) => p.id),
    [1, 2],
  );
  assert.deepEqual(
    inSeason(products, 2).map((p) => p.id),
    [1],
  );
  assert.deepEqual(inSeason(products, 9), []);
});
