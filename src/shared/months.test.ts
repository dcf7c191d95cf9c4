import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MONTH_NAMES, MONTH_SHORT_NAMES } from './months';

test('the short month names are the first three letters of each', () => {
  assert.equal(MONTH_SHORT_NAMES.length, 12);
  assert.equal(MONTH_SHORT_NAMES[8], 'Sep');
  assert.deepEqual(
    MONTH_SHORT_NAMES,
    MONTH_NAMES.map((name) => name.slice(0, 3)),
  );
});
