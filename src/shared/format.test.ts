import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { formatIndianNumber, formatIndiaTime } from './format';

test('India time: the admin display and the sortable form, from ISO text, milliseconds or a Date', () => {
  const iso = '2024-06-01T10:00:00Z';
  assert.equal(formatIndiaTime(iso), '1 Jun 2024, 3:30 pm');
  assert.equal(formatIndiaTime(Date.parse(iso), 'sortable'), '2024-06-01 15:30');
  assert.equal(formatIndiaTime(new Date(iso), 'sortable'), '2024-06-01 15:30');
  assert.equal(formatIndiaTime('not a date'), 'not a date');
  assert.equal(formatIndiaTime('2024-09-03T18:40:00Z'), '4 Sept 2024, 12:10 am');
  assert.equal(formatIndiaTime('2024-01-01T06:35:00Z'), '1 Jan 2024, 12:05 pm');
});

test("formatIndiaTime writes what Intl writes in Asia/Kolkata (en-IN's medium date and short time; sv-SE's), for any moment", () => {
  // Intl in the test only; its spaces may be narrow or no-break ones, depending on ICU's version.
  const display = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  const sortable = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
  fc.assert(
    fc.property(fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) }), (ms) => {
      assert.equal(formatIndiaTime(ms), spaces(display.format(ms)));
      assert.equal(formatIndiaTime(ms, 'sortable'), spaces(sortable.format(ms)));
    }),
    { numRuns: 3000 },
  );
});

test('formatIndianNumber groups as India writes numbers: the last three digits, then pairs', () => {
  assert.equal(formatIndianNumber(0), '0');
  assert.equal(formatIndianNumber(999), '999');
  assert.equal(formatIndianNumber(1000), '1,000');
  assert.equal(formatIndianNumber(100000), '1,00,000');
  assert.equal(formatIndianNumber(12345678), '1,23,45,678');
  assert.equal(formatIndianNumber(1500.5, 2), '1,500.5');
  assert.equal(formatIndianNumber(0.01, 2), '0.01');
  assert.equal(formatIndianNumber(200, 2), '200');
});

test("formatIndianNumber writes what toLocaleString('en-IN') writes, for every amount the site can hold", () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10 ** 15 }), (n) => formatIndianNumber(n) === n.toLocaleString('en-IN')),
    { numRuns: 2000 },
  );
  // Quantities: at most two decimals (the quote schema's rule), below its limit.
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10 ** 10 }), (cents) => {
      const quantity = cents / 100;
      return formatIndianNumber(quantity, 2) === quantity.toLocaleString('en-IN', { maximumFractionDigits: 2 });
    }),
    { numRuns: 2000 },
  );
});
