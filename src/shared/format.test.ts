import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatIndiaTime } from './format';

test('India time: the admin display and the sortable form, from ISO text, milliseconds or a Date', () => {
  const iso = '2024-06-01T10:00:00Z';
  assert.equal(formatIndiaTime(iso), '1 Jun 2024, 3:30 pm');
  assert.equal(formatIndiaTime(Date.parse(iso), 'sortable'), '2024-06-01 15:30');
  assert.equal(formatIndiaTime(new Date(iso), 'sortable'), '2024-06-01 15:30');
  assert.equal(formatIndiaTime('not a date'), 'not a date');
});
